/**
 * The values a text prints, as whole tokens: the one tokeniser of "check numbers" for decks and articles and
 * of the source index they are checked against.
 *
 * A value is compared as it is meant, never digit by digit: a ratio "2:1", a range or CI "0.52–0.81", a
 * p-value "p<0.0001", a percentage with its count "59/129 (45.7%)", a dose "3 mg/kg", an identifier
 * "NCT00989001" or "3b" are each one token. So "3:1" is not found because a "3" and a "1" appear elsewhere,
 * and an id keeps its letters and leading zeros.
 *
 * A point in time counted from the start ("week 6", "Day 28", "第6周", "第12个月") is an ordinal, never the
 * duration "6 weeks": a translation that writes "第6周" for "week 6" is found, "6周" is not.
 *
 * Trivial numbers are marked, not dropped (the caller skips them): single-digit counts and list markers,
 * figure/table/page references and the confidence level of a CI label. They are found in every source and
 * so prove nothing.
 */
import { NUMBER_WORD_SOURCE, parseNumberWords } from './numbers';

export type ValueKind =
  | 'number'
  | 'percent'
  | 'ratio'
  | 'range'
  | 'fraction'
  | 'count_percent'
  | 'fraction_percent'
  | 'p_value'
  | 'quantity'
  | 'ordinal'
  | 'id';

export type ValueToken = {
  kind: ValueKind;
  /** As printed. */
  text: string;
  index: number;
  /** One form for equal values of this kind (see `canonicalNumber`); compared with the kind. */
  canonical: string;
  /** The numbers inside, canonical, for matching a bare number shown elsewhere. */
  numbers: string[];
  /** A label or list number, not a fact (see the file comment). */
  trivial: boolean;
};

/** A number as papers print it: "1,063", "1 063" (thin space), "0·62", ".0001" after a comparator, "−0.5". */
const NUM = String.raw`[-−–]?(?:\d{1,3}(?:[,\u2009\u202f]\d{3})+(?:[.·⋅∙]\d+)?|\d+(?:[.·⋅∙]\d+)?)`;
const UNSIGNED = String.raw`(?:\d{1,3}(?:[,\u2009\u202f]\d{3})+(?:[.·⋅∙]\d+)?|\d+(?:[.·⋅∙]\d+)?)`;
const UNITS = String.raw`(?:mg\/kg\/日|mg\/日|mg\/kg\/d(?:ay)?|mg\/kg|mg\/m2|mg\/m²|µg\/kg|μg\/kg|ug\/kg|mcg\/kg|mg\/d(?:ay)?|mmol\/l|µmol\/l|μmol\/l|mg\/dl|mg\/l|g\/l|g\/dl|ng\/ml|pg\/ml|iu\/kg|iu|mg|µg|μg|ug|mcg|ng|kg|g|ml|l|mmhg|bpm|min|h|hours?|days?|weeks?|months?|years?|mo|wk|d|毫克|微克|克|毫升|天|周|个月|月|年|小时|分钟)`;
/** Letters that make digits part of a name or code (Latin, Greek). */
const LETTER = String.raw`A-Za-z\u0370-\u03FF`;

type Rule = {
  kind: ValueKind;
  re: RegExp;
  build: (m: RegExpExecArray) => Omit<ValueToken, 'index' | 'trivial'>;
};

/** One form for equal numbers: middle dot = decimal point, separators and redundant zeros go, "−" = "-". */
export function canonicalNumber(token: string): string {
  let plain = token.replace(/[·⋅∙]/g, '.').replace(/[,\u2009\u202f]/g, '');
  const negative = /^[-−–]/.test(plain);
  plain = plain.replace(/^[-−–]/, '');
  const [whole = '', fraction = ''] = plain.split('.');
  const int = whole.replace(/^0+(?=\d)/, '') || '0';
  const frac = fraction.replace(/0+$/, '');
  const out = frac ? `${int}.${frac}` : int;
  return negative && out !== '0' ? `-${out}` : out;
}

const nums = (...values: (string | undefined)[]) =>
  values.filter((v): v is string => !!v).map(canonicalNumber);
/** One name per unit, so a translated deck ("12.1个月") matches its English source ("12.1 months"). */
const UNIT_NAMES: Record<string, string> = {
  hours: 'hour',
  h: 'hour',
  小时: 'hour',
  days: 'day',
  d: 'day',
  天: 'day',
  weeks: 'week',
  wk: 'week',
  周: 'week',
  months: 'month',
  mo: 'month',
  个月: 'month',
  月: 'month',
  years: 'year',
  年: 'year',
  分钟: 'min',
  毫克: 'mg',
  微克: 'ug',
  克: 'g',
  毫升: 'ml',
  'mg/day': 'mg/d',
  'mg/kg/day': 'mg/kg/d',
  // Chinese output writes a daily dose "mg/日".
  'mg/日': 'mg/d',
  'mg/kg/日': 'mg/kg/d',
};
const unitOf = (unit: string) => {
  const u = unit.toLowerCase().replace(/[μµ]/g, 'u').replace(/^mcg/, 'ug').replace('²', '2');
  return UNIT_NAMES[u] ?? u;
};

/** The unit of a Chinese ordinal point in time, named as the English one it translates. */
const ZH_ORDINAL_UNITS: Record<string, string> = {
  周: 'week',
  天: 'day',
  日: 'day',
  个月: 'month',
  月: 'month',
  年: 'year',
  个周期: 'cycle',
  周期: 'cycle',
  次访视: 'visit',
};

function ordinalToken(text: string, unit: string, value: string): Omit<ValueToken, 'index' | 'trivial'> {
  const v = canonicalNumber(value);
  return { kind: 'ordinal', text, canonical: `${unit.toLowerCase()} ${v}`, numbers: [v] };
}

/** Ordered: the first rule that matches at a position wins; longer, more specific shapes first. */
const RULES: Rule[] = [
  {
    // Dashed ids and dates ("EudraCT 2015-001234-56", "2024-03-01"): one token, never a range.
    kind: 'id',
    re: /\d{4}-\d{2,6}-\d{2,6}(?![\d-])/y,
    build: (m) => ({ kind: 'id', text: m[0], canonical: m[0], numbers: [] }),
  },
  {
    kind: 'p_value',
    re: new RegExp(
      String.raw`(?<![${LETTER}])[pP]\s*(<=|>=|≤|≥|<|>|=|＜|＞)\s*(0?[.·]\d+|\d+(?:[.·]\d+)?)`,
      'y',
    ),
    build: (m) => {
      const op = ({ '≤': '<=', '≥': '>=', '＜': '<', '＞': '>' } as Record<string, string>)[m[1]!] ?? m[1]!;
      const value = canonicalNumber(m[2]!.startsWith('.') || m[2]!.startsWith('·') ? `0${m[2]}` : m[2]!);
      return { kind: 'p_value', text: m[0], canonical: `p${op}${value}`, numbers: [value] };
    },
  },
  {
    // "59/129 (45.7%)", "59/129 (45.7 %)"
    kind: 'fraction_percent',
    re: new RegExp(String.raw`(${UNSIGNED})\s*\/\s*(${UNSIGNED})\s*[(（]\s*(${UNSIGNED})\s*%\s*[)）]`, 'y'),
    build: (m) => {
      const [n, d, p] = nums(m[1], m[2], m[3]);
      return { kind: 'fraction_percent', text: m[0], canonical: `${n}/${d} (${p}%)`, numbers: [n!, d!, p!] };
    },
  },
  {
    // "59 (45.7%)": a count with its share
    kind: 'count_percent',
    re: new RegExp(String.raw`(${UNSIGNED})\s*[(（]\s*(${UNSIGNED})\s*%\s*[)）]`, 'y'),
    build: (m) => {
      const [n, p] = nums(m[1], m[2]);
      return { kind: 'count_percent', text: m[0], canonical: `${n} (${p}%)`, numbers: [n!, p!] };
    },
  },
  {
    // "0.52–0.81", "0.52 to 0.81", "−0.52 to −0.10", "6.2~8.1", "2.1至3.4", "34-84" (a CI or a range)
    kind: 'range',
    re: new RegExp(
      String.raw`(${NUM})(\s*%)?(?:\s*[–—~～至到]\s*|\s+to\s+|-(?=\d))(${NUM})(\s*%)?(?![\d:/])`,
      'y',
    ),
    build: (m) => {
      const [a, b] = nums(m[1], m[3]);
      const pct = m[2] || m[4] ? '%' : '';
      return { kind: 'range', text: m[0], canonical: `${a}${pct}–${b}${pct}`, numbers: [a!, b!] };
    },
  },
  {
    // "2:1", "1:1:1"
    kind: 'ratio',
    re: new RegExp(String.raw`(${UNSIGNED})(?:\s*[:：∶]\s*(${UNSIGNED}))+`, 'y'),
    build: (m) => {
      const parts = m[0].split(/\s*[:：∶]\s*/).map(canonicalNumber);
      // "2016;30:2303" is a citation's volume and page, not a ratio: kept whole as an id.
      if (m.input[m.index - 1] === ';' || parts.some((p) => p.length > 3))
        return { kind: 'id', text: m[0], canonical: parts.join(':'), numbers: [] };
      return { kind: 'ratio', text: m[0], canonical: parts.join(':'), numbers: parts };
    },
  },
  {
    kind: 'fraction',
    re: new RegExp(String.raw`(${UNSIGNED})\s*\/\s*(${UNSIGNED})(?![\d.])`, 'y'),
    build: (m) => {
      const [n, d] = nums(m[1], m[2]);
      return { kind: 'fraction', text: m[0], canonical: `${n}/${d}`, numbers: [n!, d!] };
    },
  },
  {
    kind: 'percent',
    re: new RegExp(String.raw`(${NUM})\s*%`, 'y'),
    build: (m) => {
      const [p] = nums(m[1]);
      return { kind: 'percent', text: m[0], canonical: `${p}%`, numbers: [p!] };
    },
  },
  {
    // "week 6", "Day 28", "month 12", "cycle 3": a point in time, not a range's start ("days 1–5") nor a year.
    kind: 'ordinal',
    re: /(week|day|month|year|cycle|visit)s?\s+(\d{1,3})(?![\d:/%]|[.,·]\d|\s*(?:[–—~～-]|to\s)\s*\d)/iy,
    build: (m) => ordinalToken(m[0], m[1]!, m[2]!),
  },
  {
    // "第6周", "第28天", "第12个月", "第3个周期": the Chinese ordinal of the same points (the digit follows 第).
    kind: 'ordinal',
    re: /(?<=第\s*)(\d{1,3})\s*(周|天|日|个月|月|年|个周期|周期|次访视)/y,
    build: (m) => ordinalToken(m[0], ZH_ORDINAL_UNITS[m[2]!]!, m[1]!),
  },
  {
    // A dose or duration with its unit ("3 mg/kg", "12.1 months", "12.1个月")
    kind: 'quantity',
    re: new RegExp(String.raw`(${UNSIGNED})(?:\s?|-)(${UNITS})(?![${LETTER}])`, 'iy'),
    build: (m) => {
      const [v] = nums(m[1]);
      const unit = unitOf(m[2]!);
      // "2016年" is the year 2016, not a duration: a calendar year reads as the number it is.
      if (unit === 'year' && /^(19|20)\d\d$/.test(v!))
        return { kind: 'number', text: m[1]!, canonical: v!, numbers: [v!] };
      return { kind: 'quantity', text: m[0], canonical: `${v} ${unit}`, numbers: [v!] };
    },
  },
  {
    // Registry, drug and gene ids and phase labels: letters and digits together ("NCT00989001",
    // "ChiCTR2000029308", "SGLT2", "COVID-19", "3b"), kept exactly (leading zeros matter).
    kind: 'id',
    re: new RegExp(
      String.raw`(?:[${LETTER}]+(?:-[${LETTER}]+)*-?\d[${LETTER}\d]*(?:-[${LETTER}\d]+)*|\d+[${LETTER}]+(?:\d[${LETTER}\d]*)?)(?![${LETTER}\d])`,
      'y',
    ),
    build: (m) => ({ kind: 'id', text: m[0], canonical: m[0].toUpperCase(), numbers: [] }),
  },
  {
    kind: 'number',
    re: new RegExp(NUM, 'y'),
    build: (m) => {
      const [v] = nums(m[0]);
      return { kind: 'number', text: m[0], canonical: v!, numbers: [v!] };
    },
  },
];

/** Where a token may start: a digit, a sign before a digit, a letter (ids, "p<"), never inside a word. */
const START = new RegExp(String.raw`[-−–]?\d|[${LETTER}]`, 'g');
const WORD_CHAR = new RegExp(String.raw`[${LETTER}\d]`);

/** Labels the writer or the layout prints next to a number: the number is a reference, not a fact. */
const LABEL_BEFORE =
  /(?:\b(?:fig(?:ure)?|table|tab|page|slide|step|line|arm|group|cohort|part|section|chapter|appendix|supplement(?:ary)?|ref|reference|no)\.?\s*|\bpp?\.\s*|[图表第页]\s*)$/i;
const LABEL_AFTER = /^\s*(?:[页章节条]|%\s*(?:CI\b|置信区间|confidence interval))/i;

function trivial(text: string, token: Omit<ValueToken, 'trivial'>): boolean {
  const before = text.slice(Math.max(0, token.index - 24), token.index);
  const after = text.slice(token.index + token.text.length, token.index + token.text.length + 24);
  if (
    token.kind === 'percent' &&
    /^95$|^90$|^99$/.test(token.numbers[0] ?? '') &&
    /^\s*(CI\b|置信区间|confidence interval)/i.test(after)
  )
    return true;
  // "cycle 2", "第1天": a single-digit point in time is printed in every source, like a single digit.
  if (token.kind === 'ordinal') return /^\d$/.test(token.numbers[0] ?? '');
  if (token.kind !== 'number') return false;
  if (LABEL_BEFORE.test(before) || LABEL_AFTER.test(after)) return true;
  // A list marker: a number opening a line followed by "." or ")" ("1. Background", "2) Methods").
  if (/(^|\n)\s*$/.test(before) && /^[.)、]\s/.test(after)) return true;
  // A single digit on its own (counts of 0-9, "Part 2", "2 arms") is printed in every source.
  return /^-?\d$/.test(token.canonical);
}

/** The value tokens of a plain text, in order (see the file comment). */
export function valueTokens(text: string): ValueToken[] {
  const out: ValueToken[] = [];
  START.lastIndex = 0;
  let at = 0;
  for (;;) {
    START.lastIndex = at;
    const start = START.exec(text);
    if (!start) break;
    const i = start.index;
    // Never start inside a word or a number ("SGLT2" is one id, read from its first letter).
    if (i > 0 && WORD_CHAR.test(text[i - 1]!)) {
      at = i + 1;
      continue;
    }
    let matched: Omit<ValueToken, 'index' | 'trivial'> | null = null;
    let length = 0;
    for (const rule of RULES) {
      rule.re.lastIndex = i;
      const m = rule.re.exec(text);
      if (!m || m.index !== i) continue;
      // An id must hold a digit; a word without one is not a value.
      if (rule.kind === 'id' && !/\d/.test(m[0])) continue;
      matched = rule.build(m);
      length = m[0].length;
      break;
    }
    if (!matched) {
      // A word: skip to its end.
      let j = i + 1;
      while (j < text.length && WORD_CHAR.test(text[j]!)) j++;
      at = j;
      continue;
    }
    const token = { ...matched, index: i };
    out.push({ ...token, trivial: trivial(text, token) });
    at = i + length;
  }
  return out;
}

/**
 * The keys under which a source token can be found: its own, and the parts a slide may print alone
 * ("59/129 (45.7%)" also stands for "59 (45.7%)", "59/129" and "45.7%"; a range for its ends as a CI is
 * sometimes printed "0.52, 0.81").
 */
export function sourceKeys(token: ValueToken): string[] {
  const keys = [`${token.kind}:${token.canonical}`];
  const [a, b, c] = token.numbers;
  if (token.kind === 'fraction_percent')
    keys.push(`count_percent:${a} (${c}%)`, `fraction:${a}/${b}`, `percent:${c}%`);
  if (token.kind === 'count_percent') keys.push(`percent:${b}%`);
  // "at 6 weeks" is the point "week 6" ("第6周"); the ordinal never stands for the duration.
  if (token.kind === 'quantity' && /^\S+ (?:day|week|month|year)$/.test(token.canonical))
    keys.push(`ordinal:${token.canonical.split(' ')[1]} ${a}`);
  if (token.kind === 'range' && token.canonical.endsWith('%')) keys.push(`percent:${a}%`, `percent:${b}%`);
  for (const n of token.numbers) keys.push(`number:${n}`);
  // The digits of a name such as "IP-10" or "IL-6" are printed too ("gamma-induced protein 10").
  if (token.kind === 'id') for (const d of token.text.match(/\d+/g) ?? []) keys.push(`number:${d}`);
  return keys;
}

/**
 * Every key of a source text with where it first appears: each token's `sourceKeys`, and a CI printed with a
 * comma ("95% CI 0.52, 0.81") also as the range it is.
 */
export function sourceValueKeys(printed: string): Map<string, { index: number; length: number }> {
  // PDF text often sets a minus sign apart from its number ("95% CI − 1.80; − 0.32"): read it as the signed
  // number it is. Only the true minus sign, never after a number (a subtraction), and the length is kept so
  // every index still points into the printed text.
  const text = printed.replace(/(?<![\d.%)]\s?)−\s(?=\d)/g, ' −');
  const out = new Map<string, { index: number; length: number }>();
  const add = (key: string, index: number, length: number) => {
    if (!out.has(key)) out.set(key, { index, length });
  };
  const tokens = valueTokens(text);
  // A registry id printed with a space or a line break inside ("NCT 00882830") is the id written whole.
  for (const m of text.matchAll(/(?<![A-Za-z])([A-Za-z]{2,10})[\s-]{1,3}(\d{4,})(?!\d)/g))
    add(`id:${m[1]!.toUpperCase()}${m[2]}`, m.index, m[0].length);
  // A count the source prints in words ("Seven hundred and eighty-seven women") is that number printed.
  for (const m of text.matchAll(new RegExp(`\\b${NUMBER_WORD_SOURCE}\\b`, 'gi'))) {
    const n = parseNumberWords(m[0]);
    if (n !== null && n > 10) add(`number:${n}`, m.index, m[0].length);
  }
  // "48 (n = 94) or 24 (n = 93) weeks", "at 6, 12 and 24 months", "median time: 10 vs. 26 min": each number
  // of the list has the unit.
  const sharedUnit =
    /((?:\d+(?:\.\d+)?(?:\s*\([^()]{0,20}\))?\s*(?:,\s*(?:or|and)?|or|and|vs\.?|versus)\s*)+)(\d+(?:\.\d+)?)(?:\s*\([^()]{0,20}\))?\s*(weeks?|months?|days?|years?|hours?|min(?:utes?)?|cycles?|mg|g|mL)\b/g;
  for (const m of text.matchAll(sharedUnit)) {
    const listed = [...(m[1]!.replace(/\([^()]*\)/g, ' ').match(/\d+(?:\.\d+)?/g) ?? []), m[2]!];
    for (const n of listed) {
      const [quantity] = valueTokens(`${n} ${m[3]}`);
      if (quantity) add(shownKey(quantity), m.index, m[0].length);
    }
  }
  // "phase II/III" and "phase 2–3" are the phase shown as 2/3; "phase II" is 2.
  const ROMAN: Record<string, string> = { I: '1', II: '2', III: '3', IV: '4' };
  const digit = (x: string) => ROMAN[x] ?? x;
  for (const m of text.matchAll(
    /\bphases?\s+(IV|I{1,3}|[1-4])([ab]?)(?:\s*[/\-–]\s*(IV|I{1,3}|[1-4])([ab]?))?\b/g,
  )) {
    const a = `${digit(m[1]!)}${m[2] ?? ''}`;
    add(`number:${digit(m[1]!)}`, m.index, m[0].length);
    if (m[3]) {
      const b = `${digit(m[3])}${m[4] ?? ''}`;
      add(`fraction:${a}/${b}`, m.index, m[0].length);
      add(`range:${a}–${b}`, m.index, m[0].length);
      add(`number:${digit(m[3])}`, m.index, m[0].length);
    }
  }
  tokens.forEach((token, i) => {
    for (const key of sourceKeys(token)) add(key, token.index, token.text.length);
    const next = tokens[i + 1];
    if (token.kind !== 'number' || next?.kind !== 'number') return;
    const between = text.slice(token.index + token.text.length, next.index);
    const before = text.slice(Math.max(0, token.index - 24), token.index);
    const after = text.slice(next.index + next.text.length, next.index + next.text.length + 2);
    // A pair in brackets right after an estimate ("− 1.06 pg/mL (− 1.80; − 0.32)") is its interval too.
    const bracketed = /\d[^\d()]{0,12}\(\s*$/.test(before) && /^\s*\)/.test(after);
    const labelled = /(CI|置信区间|confidence interval)[^\d]{0,12}$/i.test(before);
    if (/^\s*[,;]\s*$/.test(between) && (labelled || bracketed)) {
      const length = next.index + next.text.length - token.index;
      add(`range:${token.canonical}–${next.canonical}`, token.index, length);
    }
  });
  return out;
}

/** The key a shown token must find in the sources (a bare number matches any number printed there). */
export function shownKey(token: ValueToken): string {
  return `${token.kind}:${token.canonical}`;
}
