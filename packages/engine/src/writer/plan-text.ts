/**
 * An arm's dosing plan written in the output language from its parts (drug, dose, route, form, duration,
 * frequency, delay, sequence): "infusion of vernakalant (3 mg/kg) over 10 min, then a second infusion
 * (2 mg/kg) 15 min later" -> "维纳卡兰 3 mg/kg 输注10分钟；15分钟后再输注 2 mg/kg", and a Chinese plan back to
 * English. A plan is written only when every word of it is read; otherwise null and the caller keeps the
 * source's marked words. Every number is the source's, as printed.
 */
import { DRUG_NAMES } from '../article/drug-names';
import { doseUnitZh, timeUnitZh } from '../article/glossary';

/** What is given and by which name, English (lower case) -> Chinese. */
const AGENTS: Readonly<Record<string, string>> = {
  ...DRUG_NAMES,
  placebo: '安慰剂',
  'matching placebo': '安慰剂',
  'identical placebo': '安慰剂',
  sham: '假干预',
  'sham procedure': '假手术',
  'sham stimulation': '假刺激',
  'vitamin d': '维生素D',
  'magnesium oxide': '氧化镁',
};

const NUM = String.raw`\d+(?:\.\d+)?`;
const DOSE_UNIT = String.raw`(?:mg|g|mcg|µg|μg|ng|mL|ml|L|IU|MIU|U|Gy)(?:\/(?:kg|m2|m²|d|day|h|min))?`;
// "3 mg/kg", "1–15 mg/day", "110 or 150 mg".
const DOSE = new RegExp(String.raw`^(${NUM}(?:\s*(?:[–-]|or|and)\s*${NUM})?)\s*(${DOSE_UNIT})(?![\w/])`);
const BRACKETED_DOSE = new RegExp(String.raw`^\(\s*${DOSE.source.slice(1)}\s*\)`);
const TIME = String.raw`(${NUM}(?:\s*[–-]\s*${NUM})?)\s*(seconds?|secs?|s|minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?)\b`;

/** The Chinese of a unit of time the TIME pattern matched (glossary table). */
function timeUnit(u: string): string {
  return timeUnitZh(u)!;
}

type Step = {
  again: boolean;
  agent?: string;
  product?: string;
  dose?: string;
  route?: string;
  form?: string;
  over?: string;
  span?: string;
  freq?: string;
  later?: string;
  flexible?: boolean;
  days?: string;
  every?: string;
  cycles?: string;
  therapy?: boolean;
  site?: string;
  from?: string;
  until?: string;
};

const FORMS: [RegExp, string][] = [
  [/^(?:infusions?|infused)\b/i, '输注'],
  [/^(?:injections?|injected)\b/i, '注射'],
  [/^bolus(?:es)?\b/i, '推注'],
];
const ROUTES: [RegExp, string][] = [
  [/^(?:intravenous(?:ly)?|i\.v\.|IV)(?![\w.])/i, '静脉'],
  [/^(?:orally|oral|p\.o\.)(?![\w.])/i, '口服'],
  [/^(?:subcutaneous(?:ly)?|s\.c\.)(?![\w.])/i, '皮下'],
];
const FREQS: [RegExp, string][] = [
  [/^(?:once\s+daily|once\s+a\s+day|daily|per\s+day|every\s+day|\/day)\b/i, '每日一次'],
  [/^(?:twice\s+daily|twice\s+a\s+day)\b/i, '每日两次'],
  [/^(?:three\s+times\s+(?:daily|a\s+day))\b/i, '每日三次'],
  [/^(?:once\s+)?(?:weekly|a\s+week|per\s+week)\b/i, '每周一次'],
];
const PRODUCTS: [RegExp, string][] = [
  [/^supplements?\b/i, '补充剂'],
  [/^tablets?\b/i, '片'],
  [/^capsules?\b/i, '胶囊'],
];

// A non-drug intervention's parts (decision 0078, round 3): what is done to which body site, from when, until
// when. "daily EMS sessions of both lower extremities starting from the second day after admission until ICU
// discharge" -> 双下肢EMS治疗，每日一次，自入院后第二天开始，直至转出ICU.
/** A coded intervention given in sessions ("EMS sessions", "NMES treatment"): the code as printed, then 治疗. */
const CODED_SESSIONS = /^([A-Z][A-Za-z0-9-]*[A-Z0-9])\s+(?:sessions?|treatments?|therapy)\b/;
const SIDES: Readonly<Record<string, string>> = { both: '双', bilateral: '双', left: '左', right: '右' };
const BODY_SITES: Readonly<Record<string, string>> = {
  'lower extremities': '下肢',
  'lower extremity': '下肢',
  'lower limbs': '下肢',
  'lower limb': '下肢',
  legs: '腿',
  'upper extremities': '上肢',
  'upper extremity': '上肢',
  'upper limbs': '上肢',
  'upper limb': '上肢',
  arms: '上臂',
  quadriceps: '股四头肌',
};
const BODY_SITE = new RegExp(
  String.raw`^(?:(?:of|on|to)\s+)?(?:the\s+)?(?:(both|bilateral|left|right)\s+)?(${Object.keys(BODY_SITES).join('|')})\b`,
  'i',
);
/** Ordinals written in words stay words (第二天): the number check finds no digit the source lacks. */
const ORDINALS: Readonly<Record<string, string>> = {
  first: '一',
  second: '二',
  third: '三',
  fourth: '四',
  fifth: '五',
  sixth: '六',
  seventh: '七',
};
/** Events a schedule starts after or runs until, English (lower case) -> Chinese. */
const EVENTS: Readonly<Record<string, string>> = {
  admission: '入院',
  'icu admission': '入住ICU',
  'icu discharge': '转出ICU',
  discharge: '出院',
  'hospital discharge': '出院',
  randomisation: '随机分组',
  randomization: '随机分组',
  enrolment: '入组',
  enrollment: '入组',
  surgery: '手术',
  extubation: '拔管',
  death: '死亡',
};

/** An event: a known one, or a code's evaluation/assessment ("MRC evaluation" -> MRC评估). */
function eventZh(text: string): string | null {
  const t = text.trim().replace(/\s+/g, ' ');
  const known = EVENTS[t.toLowerCase()];
  if (known) return known;
  const coded = /^([A-Z][A-Za-z0-9-]*[A-Z0-9])\s+(?:evaluation|assessment)$/.exec(t);
  return coded ? `${coded[1]}评估` : null;
}

/** "ICU discharge and MRC evaluation" -> 转出ICU及MRC评估: events joined by "and"/"or", each known. */
function eventsZh(text: string): string | null {
  const parts = text.split(/\s+(and|or)\s+/i);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const zh = eventZh(parts[i]!);
    if (!zh) return null;
    out.push(i > 0 ? `${/^or$/i.test(parts[i - 1]!) ? '或' : '及'}${zh}` : zh);
  }
  return out.join('');
}

/** The longest known agent name at the start of `text`, with its length. */
function agentAt(text: string): { zh: string; length: number } | null {
  const words = text.split(/(?<=\S)(?=\s)/);
  for (let n = Math.min(words.length, 4); n > 0; n--) {
    const head = words.slice(0, n).join('');
    const zh = AGENTS[head.trim().toLowerCase()];
    if (zh && !/^[\w-]/.test(text.slice(head.length))) return { zh, length: head.length };
  }
  return null;
}

/** One step of an English plan read piece by piece; null when a word is left that no piece reads. */
function readStepEn(text: string): Step | null {
  const step: Step = { again: false };
  let rest = text.trim();
  const take = (re: RegExp): RegExpExecArray | null => {
    const m = re.exec(rest);
    if (m) rest = rest.slice(m[0].length).replace(/^[\s,]+/, '');
    return m;
  };
  while (rest) {
    let m: RegExpExecArray | null;
    if (take(/^(?:an?|the|of|each)\b/i)) continue;
    if (take(/^(?:a\s+)?(?:second|repeat(?:ed)?)\b/i)) {
      step.again = true;
      continue;
    }
    if (take(/^flexibly[\s-]+dosed\b/i)) {
      step.flexible = true;
      continue;
    }
    const form = FORMS.find(([re]) => re.test(rest));
    if (form && !step.form) {
      take(form[0]);
      step.form = form[1];
      continue;
    }
    const route = ROUTES.find(([re]) => re.test(rest));
    if (route && !step.route) {
      take(route[0]);
      step.route = route[1];
      continue;
    }
    const agent = step.agent ? null : agentAt(rest);
    if (agent) {
      step.agent = agent.zh;
      rest = rest.slice(agent.length).trim();
      continue;
    }
    const product = PRODUCTS.find(([re]) => re.test(rest));
    if (product && step.agent && !step.product) {
      take(product[0]);
      step.product = product[1];
      continue;
    }
    m = BRACKETED_DOSE.exec(rest) ?? DOSE.exec(rest);
    if (m && !step.dose) {
      rest = rest.slice(m[0].length).replace(/^[\s,]+/, '');
      step.dose = `${m[1]!.replace(/\s*\bor\b\s*/, '或').replace(/\s*\band\b\s*/, '和')} ${doseUnitZh(m[2]!)}`;
      continue;
    }
    const freq = FREQS.find(([re]) => re.test(rest));
    if (freq && !step.freq) {
      take(freq[0]);
      step.freq = freq[1];
      continue;
    }
    // "intravenous (IV) saline": the abbreviation of the route just read.
    if (step.route && take(/^\((?:IV|i\.v\.|SC|s\.c\.|PO|p\.o\.)\)/i)) continue;
    m = take(/^on\s+days?\s+(\d+(?:\s*[–-]\s*\d+)?)\b/i);
    if (m && !step.days) {
      step.days = `第${m[1]}天`;
      continue;
    }
    m = take(new RegExp(`^over\\s+${TIME}`, 'i'));
    if (m && !step.over) {
      step.over = `${m[1]}${timeUnit(m[2]!)}`;
      continue;
    }
    m = take(new RegExp(`^for\\s+${TIME}`, 'i'));
    if (m && !step.span) {
      step.span = `${m[1]}${timeUnit(m[2]!)}`;
      continue;
    }
    m = take(new RegExp(`^${TIME}\\s+later\\b`, 'i'));
    if (m && !step.later) {
      step.later = `${m[1]}${timeUnit(m[2]!)}`;
      continue;
    }
    // "every 3 weeks" 每3周1次, "for 6 cycles" 共6个周期: a regimen's schedule, numbers as printed.
    m = take(new RegExp(`^every\\s+${TIME}`, 'i'));
    if (m && !step.every && !step.freq) {
      step.every = `每${m[1]}${timeUnit(m[2]!)}1次`;
      continue;
    }
    m = take(/^(?:for\s+)?(?:a\s+(?:total|maximum)\s+of\s+|up\s+to\s+)?(\d+)\s+cycles\b/i);
    if (m && !step.cycles) {
      step.cycles = `共${m[1]}个周期`;
      continue;
    }
    m = step.agent ? null : take(CODED_SESSIONS);
    if (m) {
      step.agent = `${m[1]}治疗`;
      continue;
    }
    m = step.site ? null : take(BODY_SITE);
    if (m) {
      step.site = `${m[1] ? SIDES[m[1].toLowerCase()] : ''}${BODY_SITES[m[2]!.toLowerCase()]}`;
      continue;
    }
    // "starting from the second day after admission": the start point, its day as a number.
    m = step.from
      ? null
      : take(
          /^(?:starting|beginning|started)\s+(?:from|on)\s+(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|\d+(?:st|nd|rd|th)?)\s+day\s+(?:after|following)\s+([A-Za-z][\w -]*?)(?=\s+until\b|$)/i,
        );
    if (m) {
      const day = ORDINALS[m[1]!.toLowerCase()] ?? m[1]!.replace(/\D+$/, '');
      const event = eventZh(m[2]!);
      if (!event) return null;
      step.from = `自${event}后第${day}天开始`;
      continue;
    }
    m = step.until ? null : take(/^until\s+(.+)$/i);
    if (m) {
      const until = eventsZh(m[1]!);
      if (!until) return null;
      step.until = `直至${until}`;
      continue;
    }
    if (step.agent && !step.therapy && take(/^(?:treatment|therapy)\b/i)) {
      step.therapy = true;
      continue;
    }
    // "dabigatran (110 or 150 mg twice daily)": a bracket holding the dose and schedule of the agent read.
    m = /^\(([^()]+)\)/.exec(rest);
    const inner = m ? readStepEn(m[1]!) : null;
    if (m && inner && !inner.agent && !inner.form && merge(step, inner)) {
      rest = rest.slice(m[0].length).replace(/^[\s,]+/, '');
      continue;
    }
    return null;
  }
  return step.agent || step.form || step.dose ? step : null;
}

const MERGED = ['dose', 'route', 'over', 'span', 'freq', 'days', 'every', 'cycles'] as const;

/** A bracket's pieces added to the step; false when the step already has one of them. */
function merge(step: Step, inner: Step): boolean {
  if (MERGED.some((k) => inner[k] && step[k])) return false;
  for (const k of MERGED) if (inner[k]) step[k] = inner[k];
  step.flexible ||= inner.flexible;
  return true;
}

/** Latin text (a dose) beside Chinese gets a space on either side. */
const spaced = (s: string | undefined) => (s ? ` ${s} ` : '');

function stepZh(s: Step): string {
  const given = `${s.route ?? ''}${s.form ?? (s.route && s.route !== '口服' ? '给药' : '')}`;
  const over = s.over ? (s.form ? s.over : `${s.over}内给药`) : '';
  const tail = [
    s.days,
    s.freq,
    s.every,
    s.from,
    s.until,
    s.span ? `持续${s.span}` : '',
    s.cycles,
    s.flexible ? '剂量灵活调整' : '',
  ]
    .filter(Boolean)
    .join('，');
  let body: string;
  if (s.agent)
    body = `${s.site ?? ''}${s.agent}${s.product ?? ''}${s.therapy ? '治疗' : ''}${spaced(s.dose)}${given}${over}`;
  else body = `${s.again ? '再' : ''}${given}${spaced(s.dose)}${over}`;
  const lead = s.later ? `${s.later}后` : '';
  // An agent named again in a later step reads "再…" before its name.
  const again = s.agent && s.again ? '再' : '';
  return `${lead}${again}${body.trim()}${tail ? `，${tail}` : ''}`.replace(/\s+/g, ' ').trim();
}

const ARM_RECEIVING =
  /^(?:the\s+)?[\w -]{2,40}?\s+(?:group|arm)\s*\((?:receiving|given|treated\s+with|taking)\s+([^()]+)\)$/i;
const STEP_EN = /,?\s+(?:then|followed\s+by|and\s+then)\s+/i;
const SIZE = /\s*\(\s*n\s*=\s*\d+\s*\)/gi;

/** A plan without its arm size, outer quotes and extra spaces. */
const cleanPlan = (plan: string) =>
  plan
    .replace(SIZE, '')
    .trim()
    .replace(/^['‘“"](.*)['’”"]$/, '$1')
    .replace(/\s+/g, ' ');

/** An English plan's steps as read, or null when a word of it is not read. */
function planSteps(plan: string): Step[] | null {
  const text = cleanPlan(plan);
  if (!text || /\p{Script=Han}/u.test(text)) return null;
  const inside = ARM_RECEIVING.exec(text);
  if (inside) return planSteps(inside[1]!);
  const steps = text.split(STEP_EN).map(readStepEn);
  return steps.every((x) => x !== null) ? (steps as Step[]) : null;
}

/** What makes a schedule: everything of a step but what is given and how much. */
const SCHEDULE = [
  'again',
  'form',
  'route',
  'over',
  'span',
  'freq',
  'later',
  'flexible',
  'days',
  'every',
  'cycles',
  'product',
  'site',
  'from',
  'until',
] as const;
const INERT = new Set(['安慰剂', '假干预', '假手术', '假刺激']);
const scheduleOf = (steps: Step[]) => JSON.stringify(steps.map((x) => SCHEDULE.map((k) => x[k] ?? null)));
/** The source says the placebo matches: "matching placebo", "identical placebo", "identical-appearing". */
const MATCHING = /\b(?:matching|identical(?:ly)?(?:[\s-]appearing)?|same\s+schedule)\b/i;

/**
 * A placebo or sham arm given on the other arms' schedule (decision 0078, round 3): "placebo" or "sham" when
 * the source says matching/identical, or when the placebo's read schedule (form, route, duration, frequency,
 * steps, delays) equals that of every other arm's plan; null otherwise. The plan must be only the inert
 * agent: no dose of its own ("500 mg magnesium oxide daily" is a comparator, not a placebo).
 */
export function mirroredAgent(plan: string, others: readonly string[]): 'placebo' | 'sham' | null {
  const steps = planSteps(plan);
  if (!steps || others.length === 0) return null;
  const agents = steps.filter((x) => x.agent);
  if (agents.length === 0 || agents.some((x) => !INERT.has(x.agent!)) || steps.some((x) => x.dose))
    return null;
  const kind = agents[0]!.agent === '安慰剂' ? 'placebo' : 'sham';
  const theirs = others.map(planSteps);
  // Another inert arm is no schedule to mirror.
  if (theirs.some((t) => t?.some((x) => x.agent && INERT.has(x.agent)))) return null;
  const own = scheduleOf(steps);
  const hasOwn = steps.some((x) => SCHEDULE.some((k) => k !== 'product' && k !== 'again' && x[k]));
  if (MATCHING.test(plan) && !hasOwn) return kind;
  if (!hasOwn || theirs.some((t) => t === null)) return null;
  return (theirs as Step[][]).every((t) => scheduleOf(t) === own) ? kind : null;
}

/** An English plan in Chinese, or null when any word of it is not read. */
export function planZh(plan: string): string | null {
  const text = cleanPlan(plan);
  if (!text || /\p{Script=Han}/u.test(text)) return null;
  // "the placebo group (receiving 500 mg magnesium oxide daily)": the arm is the box's name; the plan is inside.
  const inside = ARM_RECEIVING.exec(text);
  if (inside) return planZh(inside[1]!);
  const steps = text.split(STEP_EN).map(stepTextZh);
  return steps.some((s) => s === null) ? null : steps.join('；');
}

// Drugs given together ("A plus B", "A and B", "A with B", "A in combination with B"): 联合 only between drugs.
const TOGETHER = /\s+(?:plus|and|with|in\s+combination\s+with|combined\s+with)\s+|\s*\+\s*/gi;

/**
 * One step in Chinese: read whole, else as drugs given together (each part naming its drug) joined by 联合,
 * else as a crossover sequence "A 25 mg/placebo" (each side naming its drug) kept with its "/".
 */
function stepTextZh(text: string): string | null {
  const whole = readStepEn(text);
  if (whole) return stepZh(whole);
  for (const [re, zh] of [
    [TOGETHER, '联合'],
    [/\s*\/\s*/g, '/'],
  ] as const) {
    const parts = splitTopLevel(text, re);
    if (parts.length < 2) continue;
    const read = parts.map(readStepEn);
    if (!read.every((p) => p?.agent)) continue;
    const written = (read as Step[]).map(stepZh);
    if (zh === '/') return written.join('/');
    // A part with its own schedule ("…，每日两次") ends before the next drug: "；联合".
    return written.reduce(
      (a, b) => `${a}${/，/.test(a) ? '；联合' : /[\w/]$/.test(a) ? ' 联合' : '联合'}${b}`,
    );
  }
  return null;
}

/** `text` cut at `re` outside brackets. */
function splitTopLevel(text: string, re: RegExp): string[] {
  const out: string[] = [];
  let at = 0;
  for (const m of text.matchAll(re)) {
    const before = text.slice(0, m.index);
    if ((before.match(/\(/g) ?? []).length !== (before.match(/\)/g) ?? []).length) continue;
    out.push(text.slice(at, m.index));
    at = m.index! + m[0].length;
  }
  out.push(text.slice(at));
  return out.filter((p) => p.trim());
}

// Chinese plan -> English.
const AGENTS_EN = new Map(
  Object.entries(DRUG_NAMES)
    .concat([['placebo', '安慰剂']])
    .map(([en, zh]) => [zh, en] as const),
);
const FORMS_EN: Record<string, string> = { 输注: 'infusion', 注射: 'injection', 推注: 'bolus', 给药: '' };
const ROUTES_EN: Record<string, string> = { 静脉: 'intravenous', 口服: 'oral', 皮下: 'subcutaneous' };
const FREQS_EN: Record<string, string> = {
  每日一次: 'once daily',
  每日两次: 'twice daily',
  每日2次: 'twice daily',
  每日三次: 'three times daily',
  每日3次: 'three times daily',
  每周一次: 'once weekly',
  每日: 'daily',
};
const TIME_EN: Record<string, string> = {
  秒: 's',
  分钟: 'min',
  小时: 'h',
  天: 'days',
  周: 'weeks',
  个月: 'months',
};
const TIME_ZH = String.raw`(${NUM}(?:\s*[–-]\s*${NUM})?)\s*(秒|分钟|小时|天|周|个月)`;

/** One step of a Chinese plan in English; null when a character is left that no piece reads. */
function stepEn(text: string): string | null {
  let rest = text.trim();
  const parts: { agent?: string; dose?: string; route?: string; form?: string; over?: string } = {};
  const extra: string[] = [];
  let later = '';
  let again = false;
  const take = (re: RegExp): RegExpExecArray | null => {
    const m = re.exec(rest);
    if (m) rest = rest.slice(m[0].length).replace(/^[\s，,、]+/, '');
    return m;
  };
  while (rest) {
    let m: RegExpExecArray | null;
    m = take(new RegExp(`^${TIME_ZH}后`));
    if (m) {
      later = `${m[1]} ${TIME_EN[m[2]!]} later`;
      continue;
    }
    if (take(/^再(?:次)?/)) {
      again = true;
      continue;
    }
    const agent = [...AGENTS_EN.keys()].sort((a, b) => b.length - a.length).find((zh) => rest.startsWith(zh));
    if (agent && !parts.agent) {
      parts.agent = AGENTS_EN.get(agent)!;
      take(new RegExp(`^${agent}`));
      continue;
    }
    m = take(
      new RegExp(String.raw`^[（(]?\s*(${NUM}(?:\s*[–-]\s*${NUM})?)\s*(${DOSE_UNIT}|mg\/日)\s*[）)]?`),
    );
    if (m && !parts.dose) {
      parts.dose = `${m[1]} ${m[2]!.replace('/日', '/day')}`;
      continue;
    }
    m = take(/^(静脉|口服|皮下)/);
    if (m) {
      parts.route = ROUTES_EN[m[1]!];
      continue;
    }
    m = take(/^(输注|注射|推注|给药)/);
    if (m) {
      parts.form = FORMS_EN[m[1]!];
      continue;
    }
    m = take(new RegExp(`^(?:持续)?${TIME_ZH}(内)?`));
    if (m) {
      const span = `${m[1]} ${TIME_EN[m[2]!]}`;
      if (parts.form || m[3]) parts.over = `over ${span}`;
      else extra.push(`for ${span}`);
      continue;
    }
    const freq = Object.keys(FREQS_EN)
      .sort((a, b) => b.length - a.length)
      .find((zh) => rest.startsWith(zh));
    if (freq) {
      extra.push(FREQS_EN[freq]!);
      take(new RegExp(`^${freq}`));
      continue;
    }
    return null;
  }
  if (!parts.agent && !parts.form && !parts.dose) return null;
  const given = [parts.route, parts.form].filter(Boolean).join(' ');
  const words = parts.agent
    ? [again ? 'again' : '', parts.agent, parts.dose, given ? `by ${given}` : '', parts.over]
    : [again ? 'a second' : '', given || 'dose', parts.dose, parts.over];
  return [...words, ...extra, later].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}

const STEP_ZH = /[，,；;]\s*(?:随后|继以|然后|之后)|[；;]/;

/** A Chinese plan in English, or null when any part of it is not read. */
export function planEn(plan: string): string | null {
  const text = plan
    .replace(/[（(]\s*n\s*=\s*\d+\s*[)）]/gi, '')
    .trim()
    .replace(/[。.]$/, '');
  if (!/\p{Script=Han}/u.test(text)) return null;
  const steps = text.split(STEP_ZH).map((s) => stepEn(s.replace(/^(?:随后|继以|然后|之后)/, '')));
  if (steps.some((s) => s === null)) return null;
  return steps.join(', then ');
}
