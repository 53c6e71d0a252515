/**
 * A whole eligibility criterion written in Chinese from its parts (conditions and measures from the glossary,
 * the words around them, thresholds, times, lists): "history of transient ischemic attack (TIA)" ->
 * "短暂性脑缺血发作病史", "estimated glomerular filtration rate <30 mL/min/1.73m2" -> "估算肾小球滤过率<30
 * mL/min/1.73m2". Written only when every word is read; the caller keeps the marked quote otherwise.
 */
import { phraseZh, unitZh } from '../article/glossary';
import { joined } from './criterion-text';

const SIGNS: Record<string, string> = {
  '>': '>',
  '<': '<',
  '≥': '≥',
  '≤': '≤',
  '>=': '≥',
  '<=': '≤',
  'more than': '>',
  'greater than': '>',
  'higher than': '>',
  'less than': '<',
  'lower than': '<',
  under: '<',
  below: '<',
  over: '>',
  above: '>',
  'at least': '≥',
};
const SIGN = String.raw`(>=|<=|[<>≤≥]|more\s+than|greater\s+than|higher\s+than|less\s+than|lower\s+than|under|below|over|above|at\s+least)`;
const NUM = String.raw`\d+(?:\.\d+)?`;
const SPAN = String.raw`${SIGN}\s*(${NUM})\s*(h|hours?|days?|weeks?|months?|years?)`;
// "(>3 h to ≤7 days)", "(duration >3 h– ≤ 7 days)": a duration range in brackets after the condition.
const DURATION = new RegExp(String.raw`\s*\((?:duration\s+)?${SPAN}\s*(?:–|-|to)\s*${SPAN}\s*\)`, 'i');
// A unit as printed: "%", "mm Hg", "bpm", "mL/min/1.73 m2", "kg/ m2", "g/dL", "points".
const UNIT = String.raw`(%|mm\s?Hg|[A-Za-zµμ]+(?:\s?\/\s?(?:${NUM}\s?)?[A-Za-z²]+\d?)*)`;
// "… or higher" after a number: the sign it stands for.
const OR_MORE: Record<string, string> = {
  greater: '≥',
  higher: '≥',
  more: '≥',
  above: '≥',
  older: '≥',
  less: '≤',
  lower: '≤',
  below: '≤',
  fewer: '≤',
};
const sign = (s: string) => SIGNS[s.toLowerCase().replace(/\s+/g, ' ')]!;
// Joining words the glossary reads as "联合" (arm names): a criterion holding one is not read word by word.
const JOINS = /\b(?:and|or|with|plus|without|who|whom|if|unless)\b/i;
// A lead kept with a criterion: "Inclusion criteria were …", "Patients were excluded if they had: …".
const LEAD =
  /^(?:(?:key|main|major|other)\s+)?(?:inclusion|exclusion|eligibility)\s+criteria\s+(?:were|was|included|include|are)\s*:?\s*|^(?:(?:female|male|eligible)\s+)?(?:patients|participants|subjects|women|men)\s+were\s+(?:(?:also\s+)?(?:excluded|eligible|included)\s+if\s+they\s+(?:had|were|have)|(?:also\s+)?required\s+to\s+(?:be|have))\s*:?\s*/i;
// A citation closing a criterion: "… enrolment [12]", "… disease12,13".
const CITATION = /\s*\[\d+(?:\s*[,–-]\s*\d+)*\]$|(?<=[a-z]{3})\d{1,3}(?:[,–-]\d{1,3})*$/;
// "(TIA)", "(eGFR)": an abbreviation the Chinese term makes redundant.
const ABBR = /\s*\((?=[A-Za-z0-9-]*[A-Z][A-Za-z0-9-]*[A-Z])[A-Za-z][A-Za-z0-9-]{1,11}\)/g;

/** Measures named with a unit of their own in Chinese. */
const AGE = /^age$/i;
const EVENTS: [RegExp, string][] = [
  [/^randomi[sz]ation$/i, '随机分组'],
  [/^(?:planned\s+)?(?:enrol(?:l)?ment|inclusion|study\s+entry|entry)$/i, '入组'],
  [/^surgery$/i, '手术'],
  [/^screening(?:\s+visit)?$/i, '筛选'],
  [/^(?:the\s+)?study$/i, '研究'],
  [/^admission$/i, '入院'],
  [/^consent$/i, '知情同意'],
];
const TIME_UNIT = '(h|hours?|days?|weeks?|months?|years?)';

type Composer = (t: string, d: number) => string | null;

/** "(…) of 2 or higher", "<30 mL/min/1.73m2", "of 2.5–4.0 mm": a measure and its printed threshold. */
function threshold(t: string, d: number): string | null {
  const unitOf = (head: string, u: string | undefined): string => {
    if (AGE.test(head)) return '岁';
    if (!u) return /\bscore$/i.test(head) ? '分' : '';
    if (u === '%') return '%';
    if (/^points?$/i.test(u)) return '分';
    if (AGE.test(head) && /^years?$/i.test(u)) return '岁';
    return unitZh(u) !== u ? unitZh(u) : ` ${u}`;
  };
  const headZh = (head: string) => (AGE.test(head) ? '年龄' : compose(head, d));
  let m = new RegExp(String.raw`^(.+?)\s+(?:of\s+|was\s+|is\s+)?${SIGN}\s*(${NUM})\s*${UNIT}?$`, 'i').exec(t);
  if (m) {
    const head = headZh(m[1]!);
    return head ? `${head}${sign(m[2]!)}${m[3]}${unitOf(m[1]!, m[4])}` : null;
  }
  m = new RegExp(
    String.raw`^(.+?)\s+(?:of\s+)?(${NUM})\s*${UNIT}?\s+or\s+(greater|higher|more|above|older|less|lower|below|fewer)$`,
    'i',
  ).exec(t);
  if (m) {
    const head = headZh(m[1]!);
    return head ? `${head}${OR_MORE[m[4]!.toLowerCase()]}${m[2]}${unitOf(m[1]!, m[3])}` : null;
  }
  m = new RegExp(String.raw`^(.+?)\s+(?:of\s+)?(${NUM})(\s*[–-]\s*|\s+to\s+)(${NUM})\s*${UNIT}?$`, 'i').exec(
    t,
  );
  if (m) {
    const head = headZh(m[1]!);
    const unit = unitOf(m[1]!, m[5]);
    if (!head) return null;
    return /to/i.test(m[3]!)
      ? `${head}${m[2]}${unit}至${m[4]}${unit}`
      : `${head}${m[2]}${m[3]!.trim()}${m[4]}${unit}`;
  }
  return null;
}

/** "<40%" on its own (in brackets after a measure): the sign, number and unit as printed. */
function bareThreshold(t: string): string | null {
  const m = new RegExp(String.raw`^${SIGN}\s*(${NUM})\s*${UNIT}?$`, 'i').exec(t);
  if (!m) return null;
  const u = m[3];
  return `${sign(m[1]!)}${m[2]}${!u ? '' : u === '%' ? '%' : ` ${u}`}`;
}

/** "… at screening visit", "… within the preceding year": when, before what it qualifies. */
function atTime(t: string, d: number): string | null {
  const at = /^(.+?)\s+at\s+(?:the\s+)?(.+)$/i.exec(t);
  const event = at ? EVENTS.find(([re]) => re.test(at[2]!.trim()))?.[1] : undefined;
  if (at && event) {
    const what = compose(at[1]!, d);
    return what ? `${event}时${what}` : null;
  }
  const year =
    /^(.+?)\s+(?:within|in|during)\s+the\s+(?:past|last|previous|preceding)\s+(year|month|week)$/i.exec(t);
  if (!year) return null;
  const what = compose(year[1]!, d);
  return what ? `近1${unitZh(year[2]!)}内${what}` : null;
}

/** "… within 3 months", "… in the 30 days before planned enrolment", "… during past 3 month". */
function withinTime(t: string, d: number): string | null {
  let m = new RegExp(
    String.raw`^(.+?)\s+(?:performed\s+)?(?:within|in|during)\s+(?:the\s+)?(?:(?:past|last|previous|preceding)\s+)?(${NUM})\s*${TIME_UNIT}\s+(?:before|of|prior\s+to|preceding)\s+(?:the\s+)?(.+)$`,
    'i',
  ).exec(t);
  if (m) {
    const event = EVENTS.find(([re]) => re.test(m![4]!.trim()))?.[1];
    const what = event ? compose(m[1]!, d) : null;
    return what ? `${event}前${m[2]}${unitZh(m[3]!)}内${what}` : null;
  }
  m = new RegExp(
    String.raw`^(.+?)\s+(?:within|in|during)\s+(?:the\s+)?(?:(past|last|previous|preceding)\s+)?(${NUM})\s*${TIME_UNIT}$`,
    'i',
  ).exec(t);
  if (m && (m[2] || /^within\b/i.test(t.slice(m[1]!.length).trim()))) {
    const what = compose(m[1]!, d);
    return what ? `近${m[3]}${unitZh(m[4]!)}内${what}` : null;
  }
  return null;
}

/** Words before a condition that Chinese puts before or after it. */
const PREFIXES: [RegExp, (x: string) => string][] = [
  [/^(?:recent\s+)history\s+of\s+(.+)$/i, (x) => `近期${x}病史`],
  [/^(?:(?:documented|known)\s+)?(?:(?:previous|prior|past)\s+)?history\s+of\s+(.+)$/i, (x) => `${x}病史`],
  [/^history\s+or\s+signs\s+of\s+(.+)$/i, (x) => `${x}病史或体征`],
  [/^(?:clinical\s+)?signs\s+of\s+(.+)$/i, (x) => `${x}体征`],
  [/^(?:a\s+)?documented\s+diagnosis\s+of\s+(.+)$/i, (x) => `有记录的${x}诊断`],
  [/^previously\s+documented\s+(.+)$/i, (x) => `既往记录的${x}`],
  [/^previously\s+diagnosed\s+(.+)$/i, (x) => `既往诊断的${x}`],
  [/^documented\s+(.+)$/i, (x) => `有记录的${x}`],
  [/^clinically\s+(?:significant|relevant)\s+(.+)$/i, (x) => `有临床意义的${x}`],
  [/^including\s+(.+)$/i, (x) => `包括${x}`],
  [/^other\s+(.+)$/i, (x) => `其他${x}`],
  [/^(?:active|current)\s+use\s+of\s+(.+)$/i, (x) => `正在使用${x}`],
  [/^(?:(?:major|absolute)\s+)?contraindications?\s+(?:to|for)\s+(.+)$/i, (x) => `${x}禁忌证`],
  [
    /^(?:known\s+)?(?:allerg(?:y|ies)|hypersensitivity)\s+or\s+intolerance\s+to\s+(.+)$/i,
    (x) => `对${x}过敏或不耐受`,
  ],
  [
    /^(?:known\s+)?(?:allerg(?:y|ies)|allergic\s+reactions?|hypersensitivity)\s+to\s+(.+)$/i,
    (x) => `对${x}过敏`,
  ],
  [/^(?:use|administration)\s+of\s+(.+)$/i, (x) => `使用${x}`],
  [/^chronic\s+treatment\s+with\s+(.+)$/i, (x) => `长期接受${x}治疗`],
  [/^treatment\s+with\s+(.+)$/i, (x) => `接受${x}治疗`],
  [/^taking\s+regular\s+(.+)$/i, (x) => `规律服用${x}`],
  [/^taking\s+(.+)$/i, (x) => `服用${x}`],
  [/^known\s+(.+)$/i, (x) => `已知${x}`],
  [/^(?:previous|prior)\s+(.+)$/i, (x) => `既往${x}`],
  [/^recent\s+(.+)$/i, (x) => `近期${x}`],
  [/^moderate\s+to\s+severe\s+(.+)$/i, (x) => `中重度${x}`],
  [/^(?:severe|significant|serious)\s+(.+)$/i, (x) => `严重${x}`],
  [/^uncontrolled\s+(.+)$/i, (x) => `未控制的${x}`],
  [/^active\s+(.+)$/i, (x) => `活动性${x}`],
  [/^acute\s+(.+)$/i, (x) => `急性${x}`],
  [/^chronic\s+(.+)$/i, (x) => `慢性${x}`],
];

/** Whole criteria with a fixed wording: pregnancy and breast-feeding, another trial, NYHA class. */
function fixed(t: string): string | null {
  if (
    /^(?:pregnant|pregnancy)(?:\s+or\s+(?:breast-?\s?feeding|lactating|lactation|nursing))?(?:\s+women)?$/i.test(
      t,
    )
  )
    return /\bor\b/i.test(t) ? '妊娠或哺乳期' : '妊娠';
  if (/^(?:breast-?\s?feeding|lactating|nursing)(?:\s+women)?$/i.test(t)) return '哺乳期';
  const trial =
    /^(current\s+)?(?:participation|enrol(?:l)?ment)\s+in\s+(?:another|other|any\s+other)\s+(clinical\s+)?(?:interventional\s+)?(trial|study)$/i.exec(
      t,
    );
  if (trial)
    return `${trial[1] ? '正在' : ''}参加其他${trial[2] ? '临床' : ''}${/trial/i.test(trial[3]!) ? '试验' : '研究'}`;
  const nyha = NYHA.exec(t);
  if (nyha) {
    if (nyha[4]) return `NYHA心功能≥${nyha[1]}级`;
    return `NYHA心功能${joined(nyha[1]!, nyha[2]?.replace(/^\s*\/\s*$/, '/'), nyha[3], '级')}`;
  }
  if (/^not\s+(?:pregnant|pregnancy)\s+or\s+(?:breast-?\s?feeding|lactating|nursing)$/i.test(t))
    return '未妊娠或哺乳';
  return null;
}

// "NYHA class III–IV", "New York Heart Association functional class II or III", "NYHA III/IV", "grade 2 or worse".
const NYHA =
  /^(?:in\s+)?(?:New\s+York\s+Heart\s+Association|NYHA)\s+(?:functional\s+)?(?:(?:class(?:es)?|grade)\s+)?(IV|I{1,3}|[1-4])(?:(\s*[–/-]\s*|\s+(?:to|or|and)\s+)(IV|I{1,3}|[1-4]))?(\s+or\s+(?:worse|higher|greater))?$/i;

/** Cut points of `re` in `t` outside brackets. */
function topLevelCuts(t: string, re: RegExp): { at: number; end: number; word: string }[] {
  const out: { at: number; end: number; word: string }[] = [];
  for (const m of t.matchAll(re)) {
    const before = t.slice(0, m.index);
    const open = (before.match(/[([]/g) ?? []).length - (before.match(/[)\]]/g) ?? []).length;
    if (open === 0) out.push({ at: m.index!, end: m.index! + m[0].length, word: (m[1] ?? '').toLowerCase() });
  }
  return out;
}

const JOINERS: Record<string, string> = { or: '或', 'and/or': '和/或', and: '和', 'as well as': '以及' };

/** "X, Y, or Z": each item composed, joined by 、 and the last word's 或/和. */
function list(t: string, d: number): string | null {
  const cuts = topLevelCuts(t, /,\s+(?:(and\/or|and|or|as\s+well\s+as)\s+)?/gi);
  if (cuts.length === 0) return null;
  const items: string[] = [];
  let at = 0;
  for (const c of [...cuts, null]) {
    const zh = compose(t.slice(at, c ? c.at : t.length), d);
    if (!zh) return null;
    items.push(zh);
    if (c) at = c.end;
  }
  const last = JOINERS[cuts.at(-1)!.word.replace(/\s+/g, ' ')];
  if (!last) return items.join('、');
  return `${items.slice(0, -1).join('、')}${last}${items.at(-1)}`;
}

/** "X or Y", "X and Y", "X with Y", "X without Y": at the first cut where both sides are read. */
function pair(t: string, d: number): string | null {
  const joins: [RegExp, string][] = [
    [/\s+(and\/or)\s+/gi, '和/或'],
    [/\s+(or)\s+/gi, '或'],
    [/\s+(and|as\s+well\s+as)\s+/gi, '和'],
    [/\s+(with)\s+/gi, '伴'],
    [/\s+(without)\s+(?:an?\s+)?/gi, '且无'],
  ];
  for (const [re, zh] of joins)
    for (const c of topLevelCuts(t, re)) {
      const a = compose(t.slice(0, c.at), d);
      const b = a ? compose(t.slice(c.end), d) : null;
      if (a && b) return `${a}${zh}${b}`;
    }
  return null;
}

/** "X (Y)", "X [Y]": both read, the bracket kept. */
function bracketed(t: string, d: number): string | null {
  const m = /^(.+?)\s*[([]([^()[\]]+)[)\]]$/.exec(t);
  if (!m || /^[\d\s,–-]+$/.test(m[2]!)) return null;
  const a = compose(m[1]!, d);
  const b = a ? compose(m[2]!, d) : null;
  return a && b ? `${a}（${b}）` : null;
}

/** "… according to the DSM-IV-TR criteria": the condition, then its named criteria. */
function byCriteria(t: string, d: number): string | null {
  const m = /^(.+?)\s+(?:according\s+to|defined\s+by|per)\s+(?:the\s+)?([A-Z][\w-]+)(\s+criteria)?$/.exec(t);
  if (!m) return null;
  const a = compose(m[1]!, d);
  return a ? `${a}（${m[3] ? `${m[2]}标准` : `依据${m[2]}`}）` : null;
}

function duration(t: string, d: number): string | null {
  const m = DURATION.exec(t);
  if (!m) return null;
  const rest = `${t.slice(0, m.index)}${t.slice(m.index + m[0].length)}`.trim();
  const head = rest ? compose(rest, d) : null;
  return head
    ? `${head}（病程${sign(m[1]!)}${m[2]}${unitZh(m[3]!)}至${sign(m[4]!)}${m[5]}${unitZh(m[6]!)}）`
    : null;
}

function prefixed(t: string, d: number): string | null {
  for (const [re, zh] of PREFIXES) {
    const m = re.exec(t);
    if (!m) continue;
    const x = compose(m.at(-1)!, d);
    if (x) return zh(x);
  }
  return null;
}

/** "heart failure NYHA III/IV": a condition, then its NYHA class. */
function nyhaAfter(t: string, d: number): string | null {
  const m = /^(.+?)\s+((?:NYHA|New\s+York\s+Heart\s+Association)\b.*)$/i.exec(t);
  if (!m) return null;
  const a = compose(m[1]!, d);
  const b = a ? fixed(m[2]!) : null;
  return a && b ? `${a}（${b}）` : null;
}

/** The glossary's words, when no joining word is left that it would read as 联合. */
const words: Composer = (t) => (JOINS.test(t) ? null : phraseZh(t));

// Broadest first: a time or a threshold qualifies the whole criterion; a prefix scopes over the rest.
const COMPOSERS: Composer[] = [
  words,
  (t) => fixed(t),
  duration,
  withinTime,
  atTime,
  prefixed,
  (t) => bareThreshold(t),
  nyhaAfter,
  list,
  pair,
  byCriteria,
  threshold,
  bracketed,
];

const MAX_LENGTH = 240;
// Results per phrase within one criterion: pairs and lists try every cut, each side once.
let memo = new Map<string, string | null>();

function compose(raw: string, depth: number): string | null {
  if (depth > 8) return null;
  const key = `${depth}\u0000${raw}`;
  if (memo.has(key)) return memo.get(key)!;
  const zh = composeOnce(raw, depth);
  memo.set(key, zh);
  return zh;
}

function composeOnce(raw: string, depth: number): string | null {
  const t = raw
    .trim()
    .replace(/^(?:an?|the|any)\s+/i, '')
    .replace(/^(?:(?:the\s+)?presence|(?:a\s+)?diagnosis)\s+of\s+(?:an?\s+)?/i, '')
    .replace(/[\s,;:]+$/, '');
  if (!t) return null;
  for (const rule of COMPOSERS) {
    const zh = rule(t, depth + 1);
    if (zh) return zh;
  }
  return null;
}

/**
 * A whole criterion composed in Chinese from its parts: known conditions and measures (glossary), the words
 * around them ("history of" 病史, "known" 已知, "contraindication to" 禁忌证, "within 3 months" 近3个月内),
 * thresholds and ranges with their printed units, NYHA class, lists and pairs ("and" 和, "or" 或, "with" 伴 —
 * never the arm glossary's 联合); null unless every word is read. Numbers and signs are the source's.
 */
export function criterionPartsZh(text: string): string | null {
  const t = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.;:]$/, '')
    .replace(CITATION, '')
    .replace(/[.;:]$/, '')
    .replace(LEAD, '')
    .replace(ABBR, '');
  // A criterion longer than a slide line is shown as its quote; composing it would only cost time.
  if (t.length > MAX_LENGTH) return null;
  memo = new Map();
  return compose(t, 0);
}
