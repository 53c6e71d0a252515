import type { Facts, HazardRatio } from '@prowrite/contracts';
import { cleanEndpoint } from '../results/primary-statement';

/**
 * What a hazard ratio the extractor left unnamed measures, read from its own sentence (decision 0079): a key
 * number needs its endpoint in the heading, and the sentence usually states it ("a lower rate of repeat
 * ablation … [HR = 0.65 …]").
 */

/** "lower rate of X", "fewer X", "X rates were": the comparison a sentence states, X its measure. */
const COMPARED =
  /\b(?:lower|higher|reduced|increased|greater|decreased|fewer|more|less)\s+(?:(?:rates?|risks?|incidences?|numbers?|frequenc(?:y|ies)|odds)\s+of\s+)?([a-z][a-z0-9\s-]{2,60}?)(?=\s+(?:compared|than|versus|vs\b|in\s+the|with\s+the|among|at|during|after)\b|\s*[[(,;.]|$)/i;
const RATES = /(?:^|[,;:]\s*)([a-z][a-z0-9\s-]{2,50}?)\s+(?:rates?|incidences?)\s+(?:was|were)\b/i;
/** Words that are no endpoint on their own ("more patients", "fewer events"). */
const TOO_GENERAL =
  /^(?:patients?|events?|cases?|participants?|subjects?|people|risk|effects?|often|likely|than)$/i;

/**
 * The facts' named endpoints, longest first (a longer name is the more specific match). Effects are not asked:
 * an effect read from the same sentence names its endpoint no better than the ratio does.
 */
function factEndpoints(f: Facts): string[] {
  const names = [
    f.primary_endpoint?.value,
    ...f.secondary_endpoints.map((e) => e.value),
    ...f.results.map((r) => r.endpoint),
    ...f.medians.map((m) => m.endpoint),
  ]
    .map((n) => cleanEndpoint(n ?? ''))
    .filter((n) => n.length >= 3);
  return [...new Set(names)].sort((a, b) => b.length - a.length);
}

/**
 * The endpoint a hazard ratio's sentence names: one of the facts' endpoints when the sentence contains it,
 * else the measure of the comparison it states; '' when it states neither.
 */
export function sentenceEndpoint(quote: string, f: Facts): string {
  const text = quote.replace(/\s+/g, ' ');
  const lower = text.toLowerCase();
  const known = factEndpoints(f).find((e) =>
    new RegExp(`\\b${escapeRegExp(e.toLowerCase())}\\b`).test(lower),
  );
  if (known) return known;
  for (const rule of [COMPARED, RATES]) {
    const phrase = rule.exec(text)?.[1]?.trim().replace(/\s+/g, ' ');
    if (phrase && !TOO_GENERAL.test(phrase) && !/\d/.test(phrase)) return phrase;
  }
  return '';
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The source's hazard ratios, each unnamed one named by its sentence when that states its endpoint. */
export function namedHazardRatios(f: Facts): HazardRatio[] {
  return f.hazard_ratios.map((hr) =>
    hr.endpoint.trim() ? hr : { ...hr, endpoint: sentenceEndpoint(hr.source.quote, f) },
  );
}
