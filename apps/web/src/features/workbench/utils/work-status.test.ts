import { describe, expect, it } from 'vitest';
import { workStatus } from './work-status';

describe('workStatus', () => {
  it('is generating while the process runs, whatever the report status', () => {
    expect(workStatus({ process: 'inProgress', report_status: 1 })).toBe('generating');
  });

  it('maps finished works by report status', () => {
    expect(workStatus({ process: 'end', report_status: 1 })).toBe('done');
    expect(workStatus({ process: 'end', report_status: 2 })).toBe('failed');
    expect(workStatus({ process: 'end', report_status: 3 })).toBe('empty');
    expect(workStatus({ process: 'end', report_status: 4 })).toBe('empty');
  });

  it('names a monitoring report with nothing new since the last report; other kinds stay empty', () => {
    expect(workStatus({ process: 'end', report_status: 3, type: 'MonitorReport' })).toBe('noNewLiterature');
    expect(workStatus({ process: 'end', report_status: 4, type: 'MonitorReport' })).toBe('empty');
    expect(workStatus({ process: 'end', report_status: 3, type: 'Tweets' })).toBe('empty');
    expect(workStatus({ process: 'end', report_status: 1, type: 'MonitorReport' })).toBe('done');
  });
});
