import { documentKind, kindTemplates, REPORT_STATUS, type WorkListItem } from '@prowrite/contracts';

export type WorkStatusKey = 'generating' | 'done' | 'failed' | 'empty' | 'noNewLiterature';

/**
 * One status for a work's list entry: generating while in progress, else by report_status. A monitoring
 * report with nothing new (3) is its own state: the series' earlier reports already covered every source.
 */
export function workStatus(
  work: Pick<WorkListItem, 'process' | 'report_status'> & { type?: string },
): WorkStatusKey {
  if (work.process === 'inProgress') return 'generating';
  if (work.report_status === REPORT_STATUS.failed) return 'failed';
  if (
    work.report_status === REPORT_STATUS.noNewContent &&
    work.type &&
    documentKind(work.type)?.needsReportId
  )
    return 'noNewLiterature';
  if (work.report_status === REPORT_STATUS.noContent || work.report_status === REPORT_STATUS.noNewContent)
    return 'empty';
  return 'done';
}

export const STATUS_COLOR: Record<WorkStatusKey, string> = {
  generating: 'processing',
  done: 'success',
  failed: 'error',
  empty: 'warning',
  noNewLiterature: 'default',
};

/** Templates offered for a deck (its contract entry's): the three medical ones, and `general` for the general layout family. */
export const DECK_TEMPLATES = kindTemplates('PPT');
export type DeckTemplate = (typeof DECK_TEMPLATES)[number];
