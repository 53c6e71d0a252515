import { REPORT_STATUS, type WorkListItem } from '@prowrite/contracts';

export type WorkStatusKey = 'generating' | 'done' | 'failed' | 'empty';

/** One status for a work's list entry: generating while in progress, else by report_status. */
export function workStatus(work: Pick<WorkListItem, 'process' | 'report_status'>): WorkStatusKey {
  if (work.process === 'inProgress') return 'generating';
  if (work.report_status === REPORT_STATUS.failed) return 'failed';
  if (work.report_status === REPORT_STATUS.noContent || work.report_status === REPORT_STATUS.noNewContent)
    return 'empty';
  return 'done';
}

export const STATUS_COLOR: Record<WorkStatusKey, string> = {
  generating: 'processing',
  done: 'success',
  failed: 'error',
  empty: 'warning',
};

/** Templates offered for a deck (decks.md 1); `general` is the general layout family. */
export const DECK_TEMPLATES = [
  'medical_template1',
  'medical_template2',
  'medical_template3',
  'general',
] as const;
export type DeckTemplate = (typeof DECK_TEMPLATES)[number];
