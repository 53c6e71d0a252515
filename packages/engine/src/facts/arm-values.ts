/**
 * Per-arm values as papers print them in a sentence: "59/129 (45.7%)", "45.7 % [n = 59 of 129]",
 * "42 (10.5%) of 402", "one of the 68 patients (1.5 %)", "11.3 months (95% CI 9.6–13.0)", "0.11±0.25 mm",
 * "-22.6 [1.17]", and bare numbers in a "10 vs. 26 min" chain that borrow the chain's unit.
 */
import { NUMBER_WORD_SOURCE, parseCount, parseDecimal } from '../text/numbers';
import { readInterval, SIGNED } from './confidence-interval';

export type ArmValue = {
  value: number;
  unit: string;
  n: number | null;
  N: number | null;
  start: number;
  end: number;
};

const COUNT = `(\\d+|${NUMBER_WORD_SOURCE})`;
const PCT = '(\\d+(?:\\.\\d+)?)\\s*%';
// "percentage points" (a change in a percentage such as HbA1c) and metres (walk distance) are units too.
const UNIT_WORDS =
  '%|percentage\\s+points?|months?|mo|weeks?|wk|days?|hours?|h|min(?:utes)?|years?|mm\\s?Hg|mmHg|mm|mL(?:\\/m2)?|L\\/min|L|mg\\/dL|mmol\\/L|µmol\\/L|ng\\/mL|pg\\/mL|g\\/dL|kg|cm|ms|bpm|points?|score|m';
const DISPERSION = '(?:\\s*(?:±|\\+\\/-)\\s*\\d+(?:\\.\\d+)?)';

/** Most specific forms first; a later form never overlaps an earlier one. */
const FORMS: { re: RegExp; read: (m: RegExpExecArray) => Omit<ArmValue, 'start' | 'end'> | null }[] = [
  {
    // 42/402 (10.5%)
    re: new RegExp(`(?<![\\d.])(\\d+)\\s*\\/\\s*(\\d+)\\s*[([]\\s*${PCT}\\s*[)\\]]`, 'gi'),
    read: (m) => pct(m[3], m[1], m[2]),
  },
  {
    // 45.7 % [n = 59 of 129], 10.5% (42/402)
    re: new RegExp(
      `(?<![\\d.])${PCT}\\s*[([]\\s*(?:n\\s*=\\s*)?(\\d+)\\s*(?:\\/|of|out\\s+of)\\s*(\\d+)\\s*[)\\]]`,
      'gi',
    ),
    read: (m) => pct(m[1], m[2], m[3]),
  },
  {
    // 42 (10.5%) of 402
    re: new RegExp(`\\b${COUNT}\\s*[([]\\s*${PCT}\\s*[)\\]]\\s*(?:of|out\\s+of)\\s+(?:the\\s+)?(\\d+)`, 'gi'),
    read: (m) => pct(m[2], m[1], m[3]),
  },
  {
    // one of the 68 patients (1.5 %)
    re: new RegExp(
      `\\b${COUNT}\\s+(?:of|out\\s+of)\\s+(?:the\\s+)?(\\d+)(?:\\s+[a-z-]+){0,3}\\s*[([]\\s*${PCT}\\s*[)\\]]`,
      'gi',
    ),
    read: (m) => pct(m[3], m[1], m[2]),
  },
  {
    // 59 (45.7 %)
    re: new RegExp(`\\b${COUNT}\\s*[([]\\s*${PCT}\\s*[)\\]]`, 'gi'),
    read: (m) => pct(m[2], m[1], null),
  },
  {
    // 11.3 months, 0.11±0.25 mm, 73.8%
    re: new RegExp(`(?<![\\w.\\/])(${SIGNED})${DISPERSION}?\\s*(${UNIT_WORDS})(?![\\w/])`, 'gi'),
    read: (m) => measured(m[1], m[2]),
  },
  {
    // -22.6 [1.17], 0.11±0.25: a decimal with its spread
    re: new RegExp(
      `(?<![\\w.\\/])(${SIGNED}\\.\\d+|${SIGNED})(?:\\s*[([]\\s*\\d+(?:\\.\\d+)?\\s*[)\\]]|${DISPERSION})`,
      'gi',
    ),
    read: (m) => measured(m[1], ''),
  },
];

// "95% CI", "(IQR 6–17)", "p = 0.01", "n = 145": numbers that are not an arm's value.
const NOT_VALUES = [
  /\b\d{2}(?:\.\d)?\s*%\s*(?:CI|confidence|credible|CrI)\b/gi,
  /\b(?:CI|confidence\s+intervals?|IQR|interquartile\s+range|range|SD|SE|standard\s+(?:deviation|error))\b\s*(?:\[[A-Z]+\])?\s*[:=,]?\s*[([]?\s*[-\u2013\u2212]?\d+(?:\.\d+)?\s*%?\s*(?:to|[-\u2013\u2014,;])\s*[-\u2013\u2212]?\d+(?:\.\d+)?\s*%?/gi,
  /\bp\s*(?:value)?\s*(?:=|<|>|≤|≥|¼)\s*\d*\.?\d+/gi,
  /(?<![([]\s*)\bn\s*=\s*\d+/gi,
  // "increased by 10.9%": a change between arms, not an arm's value (unless each arm has its own "by":
  // "fell by 12 mg/dL with A and by 3 mg/dL with B", read below).
  /\bby\s+[-\u2013\u2212]?\d+(?:\.\d+)?(?:\s*%)?(?!(?:[^.;]|\.\d){0,60}?\b(?:and|vs\.?|versus|compared\s+with)\s+by\s+[-\u2013\u2212]?\d)(?<!\b(?:and|vs\.?|versus|with)\s+by\s+[-\u2013\u2212]?\d+(?:\.\d+)?(?:\s*%)?)/gi,
  // "within 90 min", "in the first 24 hours", "at 12 months": a time frame, not a result.
  /\b(?:within|during|over|in\s+the|at|first|through|up\s+to)\s+(?:the\s+)?(?:first\s+)?\d+\s*(?:min(?:utes)?|h(?:ours?)?|days?|weeks?|months?|years?)\b/gi,
  // "day 3", "week 6", "cycle 2": a point in time (its number is no result), ranges of days included.
  /\b(?:days?|weeks?|months?|cycles?|visits?)\s+\d+(?:\s*(?:[-\u2013]|to)\s*\d+)?\b(?!\s*%)/gi,
  // "(mean difference, 535 mL", "(mean difference compared with placebo: day 3, −7.44": a difference between
  // the arms, not an arm's value.
  /\bdifferences?(?:\s+(?:compared\s+(?:with|to)|vs\.?|versus)\s+[\w-]+)?\s*[:,]\s*(?:(?:days?|weeks?|months?)\s+\d+\s*[:,]\s*)?[-\u2013\u2212]?\d+(?:\.\d+)?/gi,
  /\b(?:hazard|odds|risk|rate)\s+ratios?\b[^.;]{0,40}?\d+(?:\.\d+)?/gi,
  /\b(?:s?HR|OR|RR|IRR)\b\s*[=:,]?\s*\d+(?:\.\d+)?/g,
];

/** Every arm value of the sentence, left to right, each span covering its interval or spread. */
export function findArmValues(text: string): ArmValue[] {
  const blocked: [number, number][] = [];
  for (const re of NOT_VALUES) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) blocked.push([m.index, m.index + m[0].length]);
  }
  const found: ArmValue[] = [];
  const overlaps = (start: number, end: number) =>
    found.some((f) => f.start < end && start < f.end) || blocked.some(([s, e]) => s < end && start < e);
  for (const form of FORMS) {
    form.re.lastIndex = 0;
    for (let m = form.re.exec(text); m; m = form.re.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (overlaps(start, end)) continue;
      const read = form.read(m);
      if (read) found.push({ ...read, start, end: end + trailer(text.slice(end)) });
    }
  }
  found.sort((a, b) => a.start - b.start);
  return withChainUnits(text, found);
}

/** An interval, spread or IQR right after a value belongs to it: "(95% CI 9.6–13.0)", "(7.7–9.8)". */
function trailer(rest: string): number {
  const ci = readInterval(rest, true);
  if (ci) return ci.length;
  const aside = rest.match(/^\s*[([](?:IQR|range|SD|SE)?[^()[\]]{0,30}[)\]]/i);
  return aside && /\d/.test(aside[0]) ? aside[0].length : 0;
}

/** "10 vs. 26 min": a bare number joined by vs/versus/and to a value with a unit takes that unit. */
function withChainUnits(text: string, values: ArmValue[]): ArmValue[] {
  const out = [...values];
  const bare = new RegExp(
    `(?<![\\w.\\/])(${SIGNED})\\s*(?:vs\\.?|v\\.?|versus|and|,)\\s*(?=[-\\u2013\\u2212]?\\d)`,
    'gi',
  );
  for (let m = bare.exec(text); m; m = bare.exec(text)) {
    const start = m.index;
    const end = start + m[1]!.length;
    if (out.some((v) => v.start < end && start < v.end)) continue;
    const next = out.find((v) => v.start === start + m![0].length);
    const value = parseDecimal(m[1]!);
    if (!next?.unit || next.unit === '%' || value === null) continue;
    out.push({ value, unit: next.unit, n: null, N: null, start, end });
  }
  return out.sort((a, b) => a.start - b.start);
}

function pct(
  value: string | undefined,
  n: string | undefined,
  N: string | undefined | null,
): Omit<ArmValue, 'start' | 'end'> | null {
  const v = parseDecimal(value ?? '');
  const count = n === undefined ? null : parseCount(n);
  const total = N ? parseCount(N) : null;
  if (v === null || v > 100) return null;
  if (count !== null && total !== null && count > total) return null;
  return { value: v, unit: '%', n: count, N: total };
}

function measured(
  value: string | undefined,
  unit: string | undefined,
): Omit<ArmValue, 'start' | 'end'> | null {
  const v = parseDecimal(value ?? '');
  if (v === null) return null;
  return { value: v, unit: normaliseUnit(unit ?? ''), n: null, N: null };
}

function normaliseUnit(unit: string): string {
  const u = unit.replace(/\s+/g, ' ').trim();
  if (/^mo(nths?)?$/i.test(u)) return 'months';
  if (/^(wk|weeks?)$/i.test(u)) return 'weeks';
  if (/^days?$/i.test(u)) return 'days';
  if (/^(h|hours?)$/i.test(u)) return 'hours';
  if (/^min(utes)?$/i.test(u)) return 'min';
  if (/^years?$/i.test(u)) return 'years';
  if (/^mm ?Hg$/i.test(u)) return 'mm Hg';
  if (/^points?$/i.test(u)) return 'points';
  return u;
}
