import type { SourceDocument, SourcePage } from '../source/source-document';
import type { ProposalField } from './proposal-schema';
import { estimateTokens } from './token-budget';

/** Words that tell a page likely states the field; pages are ranked by them. */
const FIELD_CUES: Record<ProposalField, RegExp> = {
  registry_id:
    /\bNCT\d|ISRCTN|EudraCT|ChiCTR|ACTRN|jRCT|CTRI\/|registered|registration|ClinicalTrials\.gov/gi,
  phase: /\bphase\b/gi,
  blinding: /blind|masked|open-label/gi,
  design: /randomi[sz]ed|multicent|placebo-controlled|crossover|parallel-group|non-inferiority/gi,
  n_randomized: /randomi[sz]ed|randomly assigned|allocated|enrolled/gi,
  planned_n: /sample size|planned|will be (?:randomi[sz]ed|enrolled)|power/gi,
  objectives: /\bobjectives?\b|\baims?\b/gi,
  ratio: /\b\d\s?:\s?\d\b|\bratio\b/gi,
  primary_endpoint: /primary (?:end ?point|outcome)/gi,
  arms: /placebo|\barms?\b|\bgroups?\b|assigned to/gi,
  hazard_ratios: /hazard ratio|\bHR\b/gi,
  effects:
    /(?:hazard|odds|risk|rate) ratio|relative risk|(?:mean|risk) difference|confidence interval|\bCI\b/gi,
  primary_result: /primary (?:end ?point|outcome)|\d\s?%|\bvs\b|versus/gi,
};

/** Hits per field that still raise a page's rank; beyond it, long pages would win only for being long. */
const MAX_HITS_PER_FIELD = 3;

export type SelectedPage = { number: number; text: string };

/**
 * The pages to show the model, within `tokenBudget`: the first page (title and abstract state most design
 * facts) and then the pages with the most cues for the missing fields, in page order in the prompt.
 * A page that does not fit is left out, except the best one, which is cut to fit.
 */
export function selectPages(
  doc: SourceDocument,
  fields: readonly ProposalField[],
  tokenBudget: number,
): SelectedPage[] {
  const ranked = doc.pages
    .map((page) => ({ page, score: score(page, fields) }))
    .filter(({ page, score }) => score > 0 || page.number === doc.pages[0]?.number)
    .sort((a, b) => b.score - a.score || a.page.number - b.page.number);
  const chosen: SelectedPage[] = [];
  let left = tokenBudget;
  for (const { page } of ranked) {
    const cost = pageTokens(page.number, page.text);
    if (cost <= left) {
      chosen.push({ number: page.number, text: page.text });
      left -= cost;
    } else if (chosen.length === 0) {
      const text = cutToTokens(page.text, left - pageTokens(page.number, ''));
      if (text) {
        chosen.push({ number: page.number, text });
        left = 0;
      }
    }
  }
  return chosen.sort((a, b) => a.number - b.number);
}

function score(page: SourcePage, fields: readonly ProposalField[]): number {
  let total = page.number === 1 ? 2 : 0;
  for (const field of fields) {
    const hits = page.text.match(FIELD_CUES[field])?.length ?? 0;
    total += Math.min(hits, MAX_HITS_PER_FIELD);
  }
  return total;
}

export function formatPage(number: number, text: string): string {
  return `<page number="${number}">\n${text}\n</page>`;
}

function pageTokens(number: number, text: string): number {
  return estimateTokens(formatPage(number, text)) + 1;
}

/** The longest prefix of `text` within `tokens`, cut at a space when one is near. */
function cutToTokens(text: string, tokens: number): string {
  if (tokens <= 0) return '';
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (estimateTokens(text.slice(0, mid)) <= tokens) low = mid;
    else high = mid - 1;
  }
  const cut = text.slice(0, low);
  const space = cut.lastIndexOf(' ');
  return space > low * 0.8 ? cut.slice(0, space) : cut;
}
