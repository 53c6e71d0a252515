import type { WorkDoneEvent, WorkProcess, WorkStatusEvent } from '@prowrite/contracts';
import { HttpError } from './http';

/** The actions both work editors (deck board, article editor) take for a load and a followed generation. */
export type GenerationAction<Detail> =
  | { type: 'loadFailed'; message: string }
  | { type: 'synced'; detail: Detail }
  | { type: 'status'; process: WorkProcess; reportStatus: number; progress: number }
  | { type: 'done'; version: number; reportStatus: number };

/** A failed first load as the editors show it: '404' (the not-found page) or the error's message. */
export function loadFailed(error: unknown): { type: 'loadFailed'; message: string } {
  const message = error instanceof Error ? error.message : String(error);
  return {
    type: 'loadFailed',
    message: error instanceof HttpError && error.status === 404 ? '404' : message,
  };
}

/** followGeneration's sync, status and done handlers, dispatched as the editors' shared actions. */
export function generationHandlers<Detail>(dispatch: (action: GenerationAction<Detail>) => void) {
  return {
    onSynced: ({ detail }: { detail: Detail }) => dispatch({ type: 'synced', detail }),
    onStatus: (s: WorkStatusEvent) =>
      dispatch({ type: 'status', process: s.process, reportStatus: s.report_status, progress: s.progress }),
    onDone: (done: WorkDoneEvent) =>
      dispatch({ type: 'done', version: done.version, reportStatus: done.report_status }),
  };
}
