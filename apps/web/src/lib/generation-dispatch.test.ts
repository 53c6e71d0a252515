import { describe, expect, it } from 'vitest';
import { type GenerationAction, generationHandlers, loadFailed } from './generation-dispatch';
import { HttpError } from './http';

describe('loadFailed', () => {
  it('turns a 404 into the not-found state and anything else into its message', () => {
    expect(loadFailed(new HttpError('Not found', 404, 0, 'http'))).toEqual({
      type: 'loadFailed',
      message: '404',
    });
    expect(loadFailed(new HttpError('Server error', 500, 0, 'http'))).toEqual({
      type: 'loadFailed',
      message: 'Server error',
    });
    expect(loadFailed('offline')).toEqual({ type: 'loadFailed', message: 'offline' });
  });
});

describe('generationHandlers', () => {
  it('dispatches sync, status and done as the editors’ actions', () => {
    const seen: GenerationAction<{ id: string }>[] = [];
    const on = generationHandlers<{ id: string }>((a) => seen.push(a));
    on.onSynced({ detail: { id: 'w1' } });
    on.onStatus({ process: 'inProgress', report_status: 0, progress: 40 });
    on.onDone({ version: 3, report_status: 1 });
    expect(seen).toEqual([
      { type: 'synced', detail: { id: 'w1' } },
      { type: 'status', process: 'inProgress', reportStatus: 0, progress: 40 },
      { type: 'done', version: 3, reportStatus: 1 },
    ]);
  });
});
