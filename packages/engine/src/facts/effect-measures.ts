/** Names papers give effect measures, mapped to the contract's codes (HR, OR, RR, MD, RD, SMD, IRR). */
import type { EffectMeasure } from '@prowrite/contracts';

/** Most specific first: "incidence rate ratio" before "rate ratio", "standardised mean difference" before "difference". */
const MEASURES: [RegExp, EffectMeasure][] = [
  [/\b(?:sub-?distribution\s+|cause-specific\s+)?hazard\s+ratios?\b|\ba?s?HRs?\b/g, 'HR'],
  [/\bincidence\s+rate\s+ratios?\b|\b(?:event\s+)?rate\s+ratios?\b|\ba?IRRs?\b/g, 'IRR'],
  [/\bodds\s+ratios?\b|\b(?:a|adjusted\s+)?ORs?\b(?=\s*[=:,([\]]|\s+(?:was|of|for|\d|[-\u2013]))/g, 'OR'],
  [/\brelative\s+risks?\b|\brisk\s+ratios?\b|\ba?RRs?\b/g, 'RR'],
  [/\bstandardi[sz]ed\s+mean\s+differences?\b|\bSMDs?\b|\bCohen'?s\s+d\b|\bHedges'?\s*g\b/g, 'SMD'],
  [
    /\b(?:absolute\s+)?risk\s+differences?\b|\babsolute\s+(?:risk\s+)?(?:differences?|reductions?|increases?|benefits?)\b|\bdifferences?\s+in\s+(?:the\s+)?(?:proportions?|rates?|percentages?|incidences?|risks?)\b|\bpercentage[- ]points?\b|\bARRs?\b|\bRDs?\b/g,
    'RD',
  ],
  [
    /\b(?:adjusted\s+|least[- ]squares\s+|LS\s+|weighted\s+)?mean\s+differences?\b|\bbetween-?group\s+differences?\b|\btreatment\s+(?:differences?|effects?)\b|\b(?:adjusted\s+)?differences?\b|\badiff\b|\bMDs?\b|\bLSMD\b/g,
    'MD',
  ],
];

export type MeasureMention = { measure: EffectMeasure; start: number; end: number };

/** Every mention of an effect measure in `text`, in order; overlapping weaker names are dropped. */
export function findMeasureMentions(text: string): MeasureMention[] {
  const found: MeasureMention[] = [];
  for (const [re, measure] of MEASURES) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      // "hr"/"hrs" in lower case are hours ("aHR" is the adjusted HR); "OR" must be upper case to be the odds ratio.
      if (/^a?s?hrs?$/i.test(m[0]) && !/^a?s?HRs?$/.test(m[0])) continue;
      if (/^(?:a|adjusted\s+)?ors?$/i.test(m[0]) && !/ORs?$/.test(m[0])) continue;
      const start = m.index;
      const end = start + m[0].length;
      if (found.some((f) => f.start < end && start < f.end)) continue;
      found.push({ measure, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Ratio measures are positive and compare on a log scale; differences may be negative. */
export function isRatio(measure: EffectMeasure): boolean {
  return measure === 'HR' || measure === 'OR' || measure === 'RR' || measure === 'IRR';
}

/**
 * Words that call an estimate adjusted: "aOR", "adjusted HR", "multivariable(-adjusted)", "after adjustment
 * for …", "fully adjusted model", inverse-probability weighting. Matching alone is not adjustment.
 */
const ADJUSTED_ABBREVIATION = /\ba(?:HR|OR|RR|IRR)s?\b/g;
const ADJUSTED =
  /(?<!\bnon-?)\badjust(?:ed|ment|ing)\b|\bmultivariat(?:e|ble)\b|\bmultivariable\b|\bmultiple\s+(?:logistic|Cox|Poisson|linear)\s+regression\b|\binverse[- ]probability\b|\bIPT?W\b|\bpropensity[- ]score[- ](?:adjusted|weighted)\b/gi;
/** Words that call an estimate crude: "unadjusted", "crude", "univariate/univariable". */
const UNADJUSTED = /\bunadjusted\b|\bcrude\b|\buni-?variat(?:e|ble)\b|\buni-?variable\b|\bnon-?adjusted\b/gi;

const lastIndexOf = (re: RegExp, text: string): number => {
  let last = -1;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) last = m.index;
  return last;
};

/**
 * Whether the words before an estimate call it adjusted: the nearest marker wins ("unadjusted HR 1.4 … and
 * adjusted HR 1.1" tells each its own); null when the text says neither.
 */
export function adjustmentBefore(text: string): boolean | null {
  const adjusted = Math.max(lastIndexOf(ADJUSTED, text), lastIndexOf(ADJUSTED_ABBREVIATION, text));
  const crude = lastIndexOf(UNADJUSTED, text);
  if (adjusted < 0 && crude < 0) return null;
  return adjusted > crude;
}
