import type { Blinding, Provenance } from '@prowrite/contracts';
import type { SourceDocument } from '../source/source-document';
import type { ProposedHazardRatio, QuotedValue } from './proposal-schema';
import { foldText, locateQuote, mentions, missingNumbers, numbersIn } from './source-quotes';

/**
 * Checks of one proposed value against the source. A proposal is accepted only when its quote is on a page
 * of the document and the quote carries the value: every number of the value printed in it, and the words
 * the field needs (an arm's name, "double-blind", "randomised" for N). Anything else is dropped.
 */
export type CheckResult = { ok: true; source: Provenance; note?: string } | { ok: false; reason: string };

/** Locates the quote, then runs `carries` on the page's own wording of it. */
export function checkQuoted(
  doc: SourceDocument,
  proposal: { quote: string; page: number },
  numbers: readonly number[],
  carries?: (quote: string) => string | null,
): CheckResult {
  const located = locateQuote(doc, proposal.quote, proposal.page);
  if (!located.ok) return located;
  const quote = located.source.quote;
  const missing = missingNumbers(numbers, quote);
  if (missing.length > 0) return { ok: false, reason: `number ${missing.join(', ')} not in the quote` };
  const problem = carries?.(quote) ?? null;
  if (problem) return { ok: false, reason: problem };
  const note = located.corrected
    ? `page corrected from ${proposal.page} to ${located.source.page}`
    : undefined;
  return { ok: true, source: located.source, note };
}

export function checkRegistryId(doc: SourceDocument, proposal: QuotedValue<string>): CheckResult {
  const id = proposal.value.trim();
  if (!/^[A-Za-z][A-Za-z0-9/_.-]{4,39}$/.test(id.replace(/\s+/g, ''))) {
    return { ok: false, reason: `"${id}" does not look like a registry number` };
  }
  return checkQuoted(doc, proposal, numbersIn(id), (quote) =>
    compact(quote).includes(compact(id)) ? null : `registry number ${id} not in the quote`,
  );
}

export function checkCount(doc: SourceDocument, proposal: QuotedValue<number>, what: string): CheckResult {
  if (!Number.isInteger(proposal.value) || proposal.value <= 0) {
    return { ok: false, reason: `${what} ${proposal.value} is not a positive whole number` };
  }
  return checkQuoted(doc, proposal, [proposal.value]);
}

export function checkRandomisedCount(doc: SourceDocument, proposal: QuotedValue<number>): CheckResult {
  const result = checkCount(doc, proposal, 'N');
  if (result.ok && !/random|assign|allocat|enrol/i.test(result.source.quote)) {
    return { ok: false, reason: 'the quote does not say patients were randomised' };
  }
  return result;
}

/** A planned size is a positive count whose quote speaks of a plan or sample size, not of those randomised. */
export function checkPlannedCount(doc: SourceDocument, proposal: QuotedValue<number>): CheckResult {
  const result = checkCount(doc, proposal, 'planned N');
  if (
    result.ok &&
    !/plann|target|sample size|will be|to be|would|requir|power|intend/i.test(result.source.quote)
  ) {
    return { ok: false, reason: 'the quote does not state a planned number' };
  }
  return result;
}

export function checkRatio(doc: SourceDocument, proposal: QuotedValue<string>): CheckResult {
  const ratio = normaliseRatio(proposal.value);
  if (!ratio) return { ok: false, reason: `"${proposal.value}" is not a ratio like 2:1` };
  const [first, ...rest] = ratio.split(':');
  // "2:1" must be printed as a ratio: its numbers alone would match "1:1" against "(2:1)".
  const printed = new RegExp(
    `(?<![\\d.])${first}${rest.map((part) => `\\s?:\\s?${part}`).join('')}(?!\\d|[.:]\\d)`,
  );
  return checkQuoted(doc, proposal, numbersIn(ratio), (quote) =>
    printed.test(foldText(quote).text) ? null : `the quote does not print the ratio ${ratio}`,
  );
}

export function normaliseRatio(value: string): string | null {
  const ratio = value.replace(/\s+/g, '');
  return /^\d+(?::\d+)+$/.test(ratio) ? ratio : null;
}

const BLINDING_WORDS: Record<Blinding, RegExp> = {
  'double-blind': /double[- ]?(blind|mask)/,
  'single-blind': /single[- ]?(blind|mask)/,
  'open-label': /open[- ]?label|unblinded|non-blinded|not blinded/,
};

export function checkBlinding(doc: SourceDocument, proposal: QuotedValue<Blinding>): CheckResult {
  return checkQuoted(doc, proposal, [], (quote) =>
    BLINDING_WORDS[proposal.value].test(foldText(quote).text)
      ? null
      : `the quote does not say ${proposal.value}`,
  );
}

/** Phase as digits: "Phase IIIb" -> "3b", "II/III" -> "2/3"; null when no phase is recognised. */
export function normalisePhase(value: string): string | null {
  const parts = foldText(value)
    .text.replace(/^phase[\s-]*/, '')
    .split(/\s*(?:\/|-|\band\b|\bor\b)\s*/)
    .map(phaseNumber);
  return parts.length > 0 && parts.every((part) => part !== null) ? parts.join('/') : null;
}

const ROMAN: Record<string, string> = { i: '1', ii: '2', iii: '3', iv: '4' };

function phaseNumber(part: string): string | null {
  const match = /^(i{1,3}|iv|[1-4])([ab])?$/.exec(part.trim());
  if (!match) return null;
  return (ROMAN[match[1]!] ?? match[1]!) + (match[2] ?? '');
}

export function checkPhase(doc: SourceDocument, proposal: QuotedValue<string>): CheckResult {
  const phase = normalisePhase(proposal.value);
  if (!phase) return { ok: false, reason: `"${proposal.value}" is not a trial phase` };
  return checkQuoted(doc, proposal, [], (quote) => {
    const printed = [
      ...foldText(quote).text.matchAll(
        /phase[\s-]*((?:i{1,3}|iv|[1-4])[ab]?(?:\s*\/\s*(?:i{1,3}|iv|[1-4])[ab]?)?)\b/g,
      ),
    ].map((match) => normalisePhase(match[1]!));
    return printed.includes(phase) ? null : `the quote does not say phase ${phase}`;
  });
}

const MAX_PHRASE_CHARS = 300;

/** For free-text values (design, endpoint, arm name): every number printed, and the wording present. */
export function checkPhrase(doc: SourceDocument, proposal: QuotedValue<string>, what: string): CheckResult {
  const phrase = proposal.value.trim();
  if (!phrase) return { ok: false, reason: `${what} is empty` };
  if (phrase.length > MAX_PHRASE_CHARS)
    return { ok: false, reason: `${what} is longer than ${MAX_PHRASE_CHARS} characters` };
  return checkQuoted(doc, proposal, numbersIn(phrase), (quote) =>
    supportsPhrase(quote, phrase) ? null : `the quote does not contain the ${what} "${phrase}"`,
  );
}

/** Hazard ratio, both CI bounds and the p value must all be printed in the quote, and make sense together. */
export function checkHazardRatio(doc: SourceDocument, proposal: ProposedHazardRatio): CheckResult {
  if (!proposal.endpoint.trim()) return { ok: false, reason: 'hazard ratio without an endpoint' };
  if (!(proposal.value > 0)) return { ok: false, reason: `hazard ratio ${proposal.value} is not positive` };
  const { ci_low: low, ci_high: high } = proposal;
  if ((low === null) !== (high === null))
    return { ok: false, reason: 'confidence interval has one bound only' };
  if (low !== null && high !== null && !(low <= proposal.value && proposal.value <= high)) {
    return { ok: false, reason: `hazard ratio ${proposal.value} lies outside its interval ${low}-${high}` };
  }
  const numbers = [proposal.value, ...(low === null ? [] : [low]), ...(high === null ? [] : [high])];
  if (proposal.p !== null) numbers.push(...numbersIn(proposal.p));
  return checkQuoted(doc, proposal, numbers);
}

/** Case, spaces and dashes aside, the phrase is in the quote, or at least two thirds of its words are. */
export function supportsPhrase(quote: string, phrase: string): boolean {
  if (mentions(quote, phrase)) return true;
  const words = contentWords(phrase);
  if (words.length === 0) return false;
  const quoteWords = new Set(contentWords(quote));
  const present = words.filter((word) => quoteWords.has(word)).length;
  return present / words.length >= 2 / 3;
}

const STOP_WORDS = new Set(['the', 'and', 'for', 'with', 'was', 'were', 'from', 'that', 'this', 'of', 'in']);

function contentWords(text: string): string[] {
  return foldText(text)
    .text.split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word));
}

function compact(text: string): string {
  return foldText(text).text.replace(/[\s-]+/g, '');
}
