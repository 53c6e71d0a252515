import { DEFAULT_EXPORT_SIZE, MAX_EXPORT_WIDTH, MIN_EXPORT_WIDTH } from '@prowrite/contracts';

/** `pdf`: every slide at 960 x 540, one per printed page; `png`: slides stacked at `width` CSS pixels. */
export type PrintMode = 'pdf' | 'png';

export interface PrintParams {
  ticket: string;
  mode: PrintMode;
  width: number;
}

/** Reads `?ticket=&mode=&width=`; null without a ticket. A width out of range falls back to the default. */
export function readPrintParams(search: URLSearchParams): PrintParams | null {
  const ticket = search.get('ticket')?.trim();
  if (!ticket) return null;
  const mode: PrintMode = search.get('mode') === 'png' ? 'png' : 'pdf';
  const asked = Number(search.get('width'));
  const width =
    Number.isInteger(asked) && asked >= MIN_EXPORT_WIDTH && asked <= MAX_EXPORT_WIDTH
      ? asked
      : DEFAULT_EXPORT_SIZE;
  return { ticket, mode, width };
}

/** Tells the exporter (which waits on `body[data-ready]`) that the page is drawn, or why it cannot be. */
export function signalPrintState(state: { ready: true } | { error: string }): void {
  const body = document.body;
  if ('error' in state) {
    body.dataset.error = state.error.slice(0, 500);
    body.dataset.ready = 'error';
  } else {
    body.dataset.ready = '1';
  }
}
