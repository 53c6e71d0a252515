import type { HazardRatio } from '@prowrite/contracts';
import type { DocContext, Sentence } from './context';
import { findEndpointTerm } from './endpoint-terms';

const MENTION = /\b(?:adjusted\s+|unadjusted\s+|stratified\s+)?(?:hazard\s+ratios?|HRs?)\b/gi;
const NUM = '(-?\\d+(?:\\.\\d+)?)';
// Between the mention and its value: words and asides without digits ("[HR] ", "for OS was ", "of death ... were ").
// "hazard ratio (97.5% CI) 0.89 (0.75–1.05)": the interval's level named before the value is passed over.
const LEAD_TO_VALUE =
  /^(?:[([]\s*\d{2}(?:\.\d)?\s*%\s*(?:CI|confidence\s+intervals?|CrI)\s*[)\]]|[^\d;]){0,100}?(?=-?\d)/i;
const CI = new RegExp(
  `^\\s*[,;]?\\s*(?:[([]\\s*)?(?:\\d{2}(?:\\.\\d)?\\s*%\\s*)?(?:CI|confidence\\s+intervals?|CrI)(?:\\s*[([]CI[)\\]])?\\s*[,:=]?\\s*(?:[([]\\s*)?${NUM}\\s*(?:–|-|to|,|;)\\s*${NUM}`,
  'i',
);
const BARE_CI = new RegExp(`^\\s*[([]\\s*${NUM}\\s*(?:–|-|to|,|;)\\s*${NUM}\\s*[)\\]]`);
const P_VALUE =
  /^(?:\s*[;,]\s*)?[^.;]{0,40}?\b(?:log-rank\s+|two-sided\s+)?p(?:\s*value)?\s*(=|<|>|≤|≥)\s*(\d*\.?\d+(?:\s*[×x]\s*10\s*-?\d+)?)/i;
const DESIGN_ASSUMPTION =
  /\b(?:power|detect|assum\w*|equating|to identify|would|expected|sample size|target|hypothesi[sz]ed|non-?inferiority margin)\b/i;

/** Hazard ratios stated in the text with their 95% CI and p ("HR 1.37, 95% CI 1.07–1.76; p=0.013"). */
export function extractHazardRatios(ctx: DocContext): HazardRatio[] {
  const found: (HazardRatio & { order: number; weight: number })[] = [];
  for (const s of ctx.sentences) {
    if (s.isReference || s.kind === 'introduction' || s.kind === 'discussion') continue;
    MENTION.lastIndex = 0;
    for (let m = MENTION.exec(s.text); m; m = MENTION.exec(s.text)) {
      if (/^hrs?$/i.test(m[0]) && !/^HRs?$/.test(m[0])) continue; // "hr" as hours
      for (const hr of readValues(s, m.index + m[0].length)) {
        const endpoint = findEndpointTerm(s.text, m.index, hr.valueAt) ?? '';
        found.push({
          ...hr.value,
          endpoint,
          source: ctx.source(s, s.start + m.index, s.start + hr.endAt),
          order: s.index,
          weight: s.weight,
        });
      }
    }
  }
  // The same HR is often repeated (abstract and results): keep its best-placed mention.
  const byKey = new Map<string, (typeof found)[number]>();
  for (const hr of found) {
    const key = `${hr.value}|${hr.ci_low}|${hr.ci_high}`;
    const prior = byKey.get(key);
    if (!prior || hr.weight > prior.weight || (!prior.endpoint && hr.endpoint)) byKey.set(key, hr);
  }
  return [...byKey.values()].sort((a, b) => a.order - b.order).map(({ order: _o, weight: _w, ...hr }) => hr);
}

type Read = { value: Omit<HazardRatio, 'endpoint' | 'source'>; valueAt: number; endAt: number };

/** One or more "value (95% CI a–b)" after a mention ("... were 0.93 (95% CI ...) and 0.93 (95% CI ...)"). */
function readValues(s: Sentence, from: number): Read[] {
  const out: Read[] = [];
  let at = from;
  for (let k = 0; k < 4; k++) {
    const rest = s.text.slice(at);
    const lead =
      k === 0
        ? (rest.match(LEAD_TO_VALUE)?.[0] ?? '')
        : (rest.match(/^\s*(?:,\s*)?(?:and|or|vs\.?|versus)?\s*/)?.[0] ?? '');
    const valueMatch = rest.slice(lead.length).match(new RegExp(`^${NUM}(?![\\d.%])`));
    if (!valueMatch) break;
    const value = Number(valueMatch[1]);
    const valueAt = at + lead.length;
    let cursor = valueAt + valueMatch[0].length;
    const afterValue = s.text.slice(cursor);
    const ci = afterValue.match(CI) ?? afterValue.match(BARE_CI) ?? afterValue.match(CI_AFTER_WORDS);
    let ciLow: number | null = null;
    let ciHigh: number | null = null;
    if (ci) {
      ciLow = Number(ci[1]);
      ciHigh = Number(ci[2]);
      cursor += ci[0].length;
      const close = s.text.slice(cursor).match(/^\s*[)\]]/);
      if (close) cursor += close[0].length;
    }
    if (!(value > 0 && value < 100)) break;
    if (ciLow !== null && ciHigh !== null && !(ciLow <= value && value <= ciHigh)) break;
    const p = s.text.slice(cursor).match(P_VALUE);
    // Without a CI only a terse "HR 1.53, p=0.006" counts; a far-off number may be anything.
    if (
      ciLow === null &&
      (k > 0 || DESIGN_ASSUMPTION.test(s.text) || !p || lead.length > 25 || (p.index ?? 0) > 5)
    )
      break;
    let p_value: string | null = null;
    if (
      p &&
      !/\b(?:hazard\s+ratio|HR)\b/.test(
        s.text.slice(cursor, cursor + (p.index ?? 0) + p[0].length - p[2]!.length),
      )
    ) {
      p_value = `${p[1] === '=' ? '' : p[1]}${p[2]!.replace(/\s+/g, '')}`;
      cursor += (p.index ?? 0) + p[0].length;
    }
    out.push({ value: { value, ci_low: ciLow, ci_high: ciHigh, p: p_value }, valueAt, endAt: cursor });
    at = cursor;
    if (ciLow === null) break;
  }
  return out;
}

// "1.09 in favour of the chemotherapy alone group, 95% CI 0.91–1.29": a short aside before the CI.
const CI_AFTER_WORDS = new RegExp(
  `^\\s+(?:in\\s+favou?r\\s+of|for)\\s+[^.;()\\d]{0,60}?,\\s*\\d{2}(?:\\.\\d)?\\s*%\\s*(?:CI|confidence\\s+intervals?)\\s*[,:]?\\s*${NUM}\\s*(?:–|-|to|,)\\s*${NUM}`,
  'i',
);
