import type { Facts, Provenance } from '@prowrite/contracts';
import type { SourceDocument } from '../source/source-document';

export type ProvenanceFailure = {
  /** Where in the facts, e.g. "arms[1].n" or "hazard_ratios[0]". */
  field: string;
  page: number;
  quote: string;
  reason: 'wrong-file' | 'no-such-page' | 'empty-quote' | 'quote-not-on-page' | 'quote-cuts-a-word';
};

export type ProvenanceReport = { ok: boolean; checked: number; failures: ProvenanceFailure[] };

/** Checks that every quote in `facts` is an exact substring of the cited page's text in `doc`. */
export function verifyProvenance(doc: SourceDocument, facts: Facts): ProvenanceReport {
  const failures: ProvenanceFailure[] = [];
  let checked = 0;
  const check = (field: string, source: Provenance | null | undefined, orRunningText = false): void => {
    if (!source) return;
    checked++;
    const page = doc.pages[source.page - 1];
    const inRunningText = () =>
      orRunningText && (doc.runningText ?? []).some((r) => r.page === source.page && r.text === source.quote);
    let reason: ProvenanceFailure['reason'] | null = null;
    if (source.file_id !== doc.fileId) reason = 'wrong-file';
    else if (!page) reason = 'no-such-page';
    else if (!source.quote) reason = 'empty-quote';
    else if (!page.text.includes(source.quote) && !inRunningText()) reason = 'quote-not-on-page';
    else if (page.text.includes(source.quote) && !isWholePhrase(page.text, source.quote))
      reason = 'quote-cuts-a-word';
    if (reason) failures.push({ field, page: source.page, quote: source.quote, reason });
  };
  const single = [
    'title',
    'registry_id',
    'phase',
    'blinding',
    'design',
    'n_randomized',
    'ratio',
    'cycle_length',
    'primary_endpoint',
  ] as const;
  for (const key of single) check(key, facts[key]?.source);
  const observational = [
    'observational_design',
    'n_included',
    'exposure',
    'data_source',
    'study_period',
    'group_balance',
  ] as const;
  for (const key of observational) check(key, facts[key]?.source);
  (facts.limitations ?? []).forEach((item, i) => {
    check(`limitations[${i}]`, item.source);
  });
  const lists = [
    'secondary_endpoints',
    'stratification_factors',
    'inclusion_criteria',
    'exclusion_criteria',
    'patients_basic_info',
    'key_sentences',
  ] as const;
  for (const key of lists)
    facts[key].forEach((item, i) => {
      check(`${key}[${i}]`, item.source);
    });
  facts.arms.forEach((arm, i) => {
    check(`arms[${i}].name`, arm.name.source);
    check(`arms[${i}].plan`, arm.plan?.source);
    check(`arms[${i}].n`, arm.n?.source);
  });
  for (const [i, hr] of facts.hazard_ratios.entries()) check(`hazard_ratios[${i}]`, hr.source);
  for (const [i, m] of facts.medians.entries()) check(`medians[${i}]`, m.source);
  for (const [i, t] of facts.tables.entries()) check(`tables[${i}]`, t.source);
  // The citation may be read from a running head or footer: on the printed page, outside its body text.
  for (const [i, source] of (facts.citation?.sources ?? []).entries())
    check(`citation.sources[${i}]`, source, true);
  facts.figures.forEach((f, i) => {
    checked++;
    if (f.file_id !== doc.fileId)
      failures.push({ field: `figures[${i}]`, page: f.page, quote: '', reason: 'wrong-file' });
    else if (!doc.pages[f.page - 1])
      failures.push({ field: `figures[${i}]`, page: f.page, quote: '', reason: 'no-such-page' });
  });
  return { ok: failures.length === 0, checked, failures };
}

const WORD = /[\p{L}\p{N}]/u;

/**
 * A quote is a whole phrase of its page: at some place where it occurs, it neither starts inside a word
 * ("d to the control arm") nor ends inside one ("the contr").
 */
export function isWholePhrase(pageText: string, quote: string): boolean {
  const cutsStart = WORD.test(quote[0] ?? '');
  const cutsEnd = WORD.test(quote[quote.length - 1] ?? '');
  for (let at = pageText.indexOf(quote); at >= 0; at = pageText.indexOf(quote, at + 1)) {
    const before = pageText[at - 1] ?? ' ';
    const after = pageText[at + quote.length] ?? ' ';
    if (!(cutsStart && WORD.test(before)) && !(cutsEnd && WORD.test(after))) return true;
  }
  return false;
}
