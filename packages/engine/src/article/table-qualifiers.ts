/**
 * The qualifiers of table labels in Chinese, from their structure (decision 0074): the counting note
 * ("n (%)", "mean (SD)", "median (IQR)"), the unit ("years", "kg/m2", "mm Hg"), and bands and durations
 * ("1 day", "≤7 days", "3–6 h", "weeks 1–12", "≥65 years", "Within 30 d"). Numbers and comparison signs are
 * copied exactly as printed; only the words change. Anything outside the grammar answers null.
 */
import { TIME_UNITS_ZH } from './glossary';

/** Counting notes and statistics after a label (lower case, spaces collapsed). */
export const STAT_NOTES: Readonly<Record<string, string>> = {
  'n (%)': 'n（%）',
  'no. (%)': '例数（%）',
  'n/n (%)': 'n/N（%）',
  '%': '%',
  n: 'n',
  'mean (sd)': '均值（SD）',
  'mean ± sd': '均值±SD',
  'mean (se)': '均值（SE）',
  'mean (95% ci)': '均值（95% CI）',
  'median (iqr)': '中位数（IQR）',
  'median (range)': '中位数（范围）',
  'median (95% ci)': '中位数（95% CI）',
  mean: '均值',
  median: '中位数',
};

/** Units of measure Chinese tables print in Latin symbols (as printed, "mm Hg" joined). */
const MEASURE_UNIT =
  /^(?:%|kg|g|mg|μg|µg|cm|mm|mm2|mm²|m|kg\/m2|kg\/m²|kg m-2|mm ?hg|mmhg|bpm|ms|pg\/ml|ng\/ml|mg\/dl|g\/dl|g\/l|mg\/l|mmol\/l|mmol\/mol|μmol\/l|µmol\/l|umol\/l|nmol\/ml|u\/l|u\/ml|miu\/l|mg\/mmol|ml\/min|ml\/min\/1\.73 ?m2|ml\/min\/1\.73 ?m²|× ?10[0-9⁹]*\/l|mg\/day|mg\/d|kcal\/day|met min\/week|sec|s)$/i;

/** Units that are words in Chinese ("beats/min" -> "次/分"). */
const WORD_UNITS: Readonly<Record<string, string>> = {
  'beats/min': '次/分',
  'beats per minute': '次/分',
  'breaths/min': '次/分',
  points: '分',
  score: '分',
};

/** A unit for a label's bracket or comma note: "（岁）" after an age, "（年）" after a duration, "（kg）". */
export function unitNoteZh(unit: string, age: boolean): string | null {
  const u = unit.trim().replace(/\s+/g, ' ');
  const lower = u.toLowerCase();
  const time = TIME_UNITS_ZH[lower];
  if (time) return age && time === '年' ? '岁' : time;
  if (WORD_UNITS[lower]) return WORD_UNITS[lower]!;
  if (MEASURE_UNIT.test(u)) return u.replace(/^mm Hg$/i, 'mmHg');
  return null;
}

const NUM = String.raw`\d+(?:[.,]\d+)?`;
const SIGN = String.raw`(?:[≤≥<>=]\s*|(?:less than|more than|under|over|at least|up to)\s+)`;
const SIGN_ZH: Readonly<Record<string, string>> = {
  'less than': '<',
  under: '<',
  'more than': '>',
  over: '>',
  'at least': '≥',
  'up to': '≤',
};

/** "≥ 2" -> "≥2", "less than 3" -> "<3", "41 to 80" -> "41–80": a number or range with its sign. */
function amountZh(sign: string | undefined, amount: string): string {
  const s = sign ? (SIGN_ZH[sign.trim().toLowerCase()] ?? sign.trim()) : '';
  return `${s}${amount.replace(/\s*(?:to|–|-)\s*/g, '–')}`;
}

const BAND = new RegExp(String.raw`^(${SIGN})?(${NUM}(?:\s*(?:to|–|-)\s*${NUM})?)\s*-?\s*([A-Za-z]+)$`, 'i');

/**
 * A band or duration label: "1 day" -> "1天", "≤7 days" -> "≤7天", "3–6 h" -> "3–6小时", "≥65 years" ->
 * "≥65岁" in an age context, "≥5年" in a duration's (null without one), "Within 30 d" -> "30天内",
 * "weeks 1–12" -> "第1–12周".
 */
export function bandZh(text: string, age: boolean | undefined): string | null {
  const t = text.trim().replace(/\s+/g, ' ');
  const within = /^within\s+(.+)$/i.exec(t);
  if (within) {
    const inner = bandZh(within[1]!, false);
    return inner && !/^[≤≥<>]/.test(inner) ? `${inner}内` : null;
  }
  // "Weeks 1–12", "Days 1 to 7": the visits of a period.
  const visits = new RegExp(
    String.raw`^(weeks?|days?|months?)\s+(${NUM}(?:\s*(?:to|–|-)\s*${NUM})?)$`,
    'i',
  ).exec(t);
  if (visits) {
    const unit = TIME_UNITS_ZH[visits[1]!.toLowerCase()]!;
    return `第${amountZh(undefined, visits[2]!)}${unit === '个月' ? '个月' : unit}`;
  }
  const m = BAND.exec(t);
  if (!m) return null;
  const unit = TIME_UNITS_ZH[m[3]!.toLowerCase()];
  if (!unit) return null;
  // Years are an age band (岁) or a duration (年): only the context tells.
  if (unit === '年' && age === undefined) return null;
  return `${amountZh(m[1], m[2]!)}${age && unit === '年' ? '岁' : unit}`;
}

/** A counting note ("n (%)", "mean (SD)") in Chinese, or null. */
export function statNoteZh(note: string): string | null {
  return STAT_NOTES[note.trim().replace(/\s+/g, ' ').toLowerCase()] ?? null;
}
