import type { KnowledgeListQuery, KnowledgeStatus } from '@prowrite/contracts';

/** What the list can be narrowed to: a status, or the stuck items whatever their status. */
export type StatusFilter = 'all' | 'stuck' | Exclude<KnowledgeStatus, 'initial'>;
export const STATUS_FILTERS: readonly StatusFilter[] = [
  'all',
  'wait',
  'inProgress',
  'success',
  'error',
  'stuck',
];

export type ListOrder = 'updated_at' | 'created_at';

/** The list call's filter fields for a chosen filter and order. */
export function listFilterQuery(
  filter: StatusFilter,
  order: ListOrder,
): Pick<KnowledgeListQuery, 'order'> & Partial<Pick<KnowledgeListQuery, 'status' | 'stuck'>> {
  if (filter === 'all') return { order };
  if (filter === 'stuck') return { order, stuck: '1' };
  return { order, status: filter };
}

/** A category's per-type counts as one line ("txt 2 · link 1"), the largest first, empty types left out. */
export function typeCountsLine(counts: Record<string, number>): string {
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([type, n]) => `${type} ${n}`)
    .join(' · ');
}
