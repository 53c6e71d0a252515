/**
 * Confidence intervals as papers print them, read at a position in a sentence. Shared by the effect and
 * per-arm result readers: "(95% CI 1.07–1.76)", "[95% CI: -5.9% to 27.7%]", "95% confidence interval [CI]
 * 0.64-1.49", "(95% CI, –10.8 to –1.2) mL/m2", "95% CI -1.80; -0.32", a bare "[-5.13 to -3.38]".
 */
import { parseDecimal } from '../text/numbers';

/** A signed decimal: hyphen, en dash or minus sign as the sign (the normaliser keeps en dashes). */
export const SIGNED = '[-\\u2013\\u2212]?\\d+(?:\\.\\d+)?';
const UNIT_IN_CI = '(?:\\s*%|\\s*(?!to\\b|and\\b)[a-zA-Zµμ/²]{1,8}(?:\\s?(?!to\\b|and\\b)[a-zA-Z]{1,3})?)?';
const RANGE = `(${SIGNED})${UNIT_IN_CI}\\s*(?:to|[-\\u2013\\u2014,;]|and)\\s*(${SIGNED})${UNIT_IN_CI}`;
const LEVEL = '(?:(\\d{2}(?:\\.\\d)?)\\s*%\\s*)';
const CI_WORDS = '(?:CI|confidence\\s+intervals?|CrI|credible\\s+intervals?)';

// "95% CI", "95% confidence interval [CI]", "CI 95%", optional brackets and punctuation before the range.
const NAMED_CI = new RegExp(
  `^\\s*[,;]?\\s*[([]?\\s*(?:${LEVEL}?${CI_WORDS}(?:\\s*[([]CI[)\\]])?(?:\\s*${LEVEL})?)\\s*[,:=]?\\s*(?:was|of|from)?\\s*[([]?\\s*${RANGE}\\s*[)\\]]?`,
  'i',
);
const BARE_CI = new RegExp(`^\\s*[([]\\s*${RANGE}\\s*[)\\]]`);

export type ReadInterval = {
  low: number;
  high: number;
  /** Confidence level in percent; 95 when the text does not say. */
  level: number;
  /** Characters consumed from the reading position. */
  length: number;
  named: boolean;
};

/** The interval that starts at `text` (after a value), named ("95% CI …") or, when allowed, bare "(a–b)". */
export function readInterval(text: string, allowBare: boolean): ReadInterval | null {
  const named = text.match(NAMED_CI);
  const m = named ?? (allowBare ? text.match(BARE_CI) : null);
  if (!m) return null;
  const groups = named ? [m[3], m[4]] : [m[1], m[2]];
  const low = parseDecimal(groups[0] ?? '');
  const high = parseDecimal(groups[1] ?? '');
  if (low === null || high === null || low > high) return null;
  const levelText = named ? (m[1] ?? m[2]) : undefined;
  const level = levelText ? Number(levelText) : 95;
  return { low, high, level: level >= 50 && level < 100 ? level : 95, length: m[0].length, named: !!named };
}

/** True when [low, high] holds the value (equal ends allowed; rounding of printed values tolerated). */
export function holds(low: number, high: number, value: number): boolean {
  const slack = 1e-9 + 0.005 * Math.max(Math.abs(low), Math.abs(high), Math.abs(value), 1e-3);
  return low - slack <= value && value <= high + slack;
}
