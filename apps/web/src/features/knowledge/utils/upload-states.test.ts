import { describe, expect, it } from 'vitest';
import { type UploadEntry, type UploadEvent, uploadPercent, uploadsReducer } from './upload-states';

const run = (events: UploadEvent[]): UploadEntry[] => events.reduce(uploadsReducer, [] as UploadEntry[]);
const key = 'a';

describe('resumable upload states', () => {
  it('goes wait -> inProgress -> process -> success as bytes go and the server answers', () => {
    const added: UploadEvent = { type: 'added', key, name: 'big.pdf', total: 100 };
    expect(run([added])[0]?.state).toBe('wait');
    expect(run([added, { type: 'progress', key, sent: 40, total: 100 }])[0]).toMatchObject({
      state: 'inProgress',
      sent: 40,
    });
    const sent = run([added, { type: 'progress', key, sent: 100, total: 100 }]);
    expect(sent[0]?.state).toBe('process');
    expect(
      run([added, { type: 'progress', key, sent: 100, total: 100 }, { type: 'succeeded', key }])[0]?.state,
    ).toBe('success');
  });

  it('stays paused while late progress arrives, resumes on demand, and never moves the bar backwards', () => {
    const paused = run([
      { type: 'added', key, name: 'big.pdf', total: 100 },
      { type: 'progress', key, sent: 60, total: 100 },
      { type: 'paused', key },
      { type: 'progress', key, sent: 62, total: 100 },
    ]);
    expect(paused[0]).toMatchObject({ state: 'paused', sent: 62 });
    const resumed = [
      { type: 'resumed', key } as const,
      // After a reconnect the client reports from the server's offset, which may be behind what it had sent.
      { type: 'progress', key, sent: 50, total: 100 } as const,
    ].reduce(uploadsReducer, paused);
    expect(resumed[0]).toMatchObject({ state: 'inProgress', sent: 62 });
    expect(uploadPercent(resumed[0] as UploadEntry)).toBe(62);
  });

  it('keeps the reason of a failure, retries from error, and dismisses an entry', () => {
    const failed = run([
      { type: 'added', key, name: 'x.exe', total: 10 },
      { type: 'failed', key, error: 'The file type is not accepted' },
    ]);
    expect(failed[0]).toMatchObject({ state: 'error', error: 'The file type is not accepted' });
    expect(uploadsReducer(failed, { type: 'resumed', key })[0]).toMatchObject({
      state: 'inProgress',
      error: '',
    });
    expect(uploadsReducer(failed, { type: 'dismissed', key })).toEqual([]);
    expect(uploadPercent({ sent: 0, total: 0 })).toBe(0);
  });
});
