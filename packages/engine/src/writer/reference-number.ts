import type { Facts, Sourced } from '@prowrite/contracts';

/** A leading integer (a reference number at most 3 digits) then a lowercase word: "13 toxicity graded …". */
const LEADING = /^(\d{1,3})\s+(?=\p{Ll})/u;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text without a leading reference number: a superscript citation the PDF's text layer glued to the text
 * ("…RECIST 1.0 criteria;13 toxicity graded …" read as the item "13 toxicity graded …"). The number is a
 * reference when the source prints it stuck to the word or punctuation before it (no space: prose never writes
 * ";13 toxicity"); a number the sentence needs ("13 patients withdrew", "2 cycles of …") is printed after a
 * space or at the sentence's start and stays. Without a quote that shows it glued, the text is kept as is.
 */
export function withoutReferenceNumber(text: string, quote: string): string {
  const m = LEADING.exec(text);
  if (!m) return text;
  const rest = text.slice(m[0].length);
  const words = rest.split(/\s+/).slice(0, 2).map(escapeRegExp).join('\\s+');
  const glued = new RegExp(`[\\p{L})\\].,;:]${m[1]}\\s*${words}`, 'u');
  return glued.test(quote) ? rest : text;
}

const clean = (s: Sourced<string>): Sourced<string> => {
  const value = withoutReferenceNumber(s.value, s.source.quote);
  return value === s.value ? s : { ...s, value };
};

/** The facts with reference numbers taken off the endpoint and criterion items the writers quote. */
export function withoutReferenceNumbers(facts: Facts): Facts {
  return {
    ...facts,
    primary_endpoint: facts.primary_endpoint ? clean(facts.primary_endpoint) : null,
    secondary_endpoints: facts.secondary_endpoints.map(clean),
    inclusion_criteria: facts.inclusion_criteria.map(clean),
    exclusion_criteria: (facts.exclusion_criteria ?? []).map(clean),
    patients_basic_info: facts.patients_basic_info.map(clean),
  };
}
