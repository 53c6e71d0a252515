import type { Provenance } from '@prowrite/contracts';
import type { CheckResult } from './proposal-checks';

/** What happened to one proposed value, for the logs. */
export type ProposalDecision = {
  /** e.g. "n_randomized", "arms[1].n", "hazard_ratios[0]", "primary_result.arms[0]". */
  field: string;
  status: 'accepted' | 'dropped';
  value: unknown;
  /** The quote and page as the model gave them. */
  quote: string;
  page: number;
  /** Where the value really is (accepted only). */
  source?: Provenance;
  /** Why it was dropped, or a note on an accepted one (a corrected page). */
  reason?: string;
};

export const TWICE: CheckResult = { ok: false, reason: 'the same value twice' };

export function decide(
  field: string,
  proposal: { value: unknown; quote: string; page: number },
  result: CheckResult,
): ProposalDecision {
  const base = { field, value: proposal.value, quote: proposal.quote, page: proposal.page };
  return result.ok
    ? { ...base, status: 'accepted', source: result.source, ...(result.note ? { reason: result.note } : {}) }
    : { ...base, status: 'dropped', reason: result.reason };
}
