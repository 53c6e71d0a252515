/**
 * Durations, schedules and group labels as Chinese writes them, from their structure (number, unit, the
 * words around them), never from a list of whole strings: "4 weeks" -> "4周", "every 3 weeks" -> "每3周",
 * "28-day cycles" -> "28天为一周期", "up to 24 months" -> "最长24个月", "groups C + D" -> "C组+D组".
 * Anything outside the grammar answers null (the caller keeps or quotes the source's words).
 */

const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
};
const UNIT_ZH: Record<string, string> = {
  minute: '分钟',
  min: '分钟',
  hour: '小时',
  h: '小时',
  day: '天',
  week: '周',
  month: '个月',
  year: '年',
};
/** "every month" is 每月, not 每个月; the others read the same after 每. */
const EVERY_UNIT_ZH: Record<string, string> = { ...UNIT_ZH, day: '日', month: '月' };

const NUM = `(?:\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})`;
const RANGE = `(${NUM}(?:\\s*(?:–|-|to)\\s*${NUM})?)`;
const UNIT = '(minute|min|hour|h|day|week|month|year)s?';

function numberZh(range: string): string {
  return range
    .toLowerCase()
    .split(/\s*(?:–|-|to)\s*/)
    .map((n) => NUMBER_WORDS[n] ?? n)
    .join('–');
}

/** Words before a duration that bound it, in Chinese (prefix) or after it (suffix). */
const BOUNDS: [RegExp, (d: string) => string][] = [
  [/^(?:for\s+)?up\s+to\s+/, (d) => `最长${d}`],
  [/^(?:for\s+)?at\s+least\s+/, (d) => `至少${d}`],
  [/^(?:for\s+)?(?:approximately|about|around|~)\s*/, (d) => `约${d}`],
  [/^(?:for\s+)?more\s+than\s+/, (d) => `超过${d}`],
  [/^(?:for\s+)?(?:less|fewer)\s+than\s+/, (d) => `不足${d}`],
  [/^within\s+/, (d) => `${d}内`],
  [/^(?:for|over|during)\s+/, (d) => `持续${d}`],
];

/** A duration or schedule in Chinese, or null when the text is not one. */
export function durationZh(text: string): string | null {
  const t = text.trim().replace(/\s+/g, ' ').toLowerCase();
  // "every 3 weeks", "once every 2 weeks", "every week", "every three weeks".
  let m = new RegExp(`^(once |twice )?every (?:${RANGE} )?${UNIT}$`).exec(t);
  if (m) {
    const times = m[1] === 'twice ' ? '两次' : m[1] ? '一次' : '';
    return `每${m[2] ? numberZh(m[2]) : ''}${(m[2] ? UNIT_ZH : EVERY_UNIT_ZH)[m[3]!]}${times}`;
  }
  // "28-day cycles", "21-day cycle", "cycles of 28 days", "a 3-week cycle", "4 weekly cycles".
  m = new RegExp(`^(?:an? )?${RANGE}[- ]${UNIT}(?:ly)? (?:treatment )?(?:cycles?|courses?)$`).exec(t);
  if (m) return `${numberZh(m[1]!)}${UNIT_ZH[m[2]!]}为一周期`;
  m = new RegExp(`^(?:cycles?|courses?) of ${RANGE} ${UNIT}$`).exec(t);
  if (m) return `${numberZh(m[1]!)}${UNIT_ZH[m[2]!]}为一周期`;
  // "4 weeks", "3–6 months", "28-day", "12-week", with a bound ("up to 24 months", "within 30 days").
  for (const [re, zh] of [...BOUNDS, [/^/, (d: string) => d] as [RegExp, (d: string) => string]]) {
    const b = re.exec(t);
    if (!b) continue;
    const rest = t.slice(b[0].length);
    const d = new RegExp(`^${RANGE}[- ]${UNIT}$`).exec(rest);
    if (d) return zh(`${numberZh(d[1]!)}${UNIT_ZH[d[2]!]}`);
  }
  return null;
}

const LABEL = '([A-Z]|[0-9]{1,2}|I{1,3}|IV|V)';
const JOINERS: Record<string, string> = {
  '+': '+',
  and: '和',
  '&': '和',
  ',': '、',
  vs: '与',
  'vs.': '与',
  versus: '与',
};

/**
 * Groups named by a letter or number ("group A", "groups C + D", "arms 1 and 2", "cohort B") as Chinese
 * writes them ("A组", "C组+D组", "1组和2组", "B队列"); null for anything else.
 */
export function groupLabelZh(text: string): string | null {
  const t = text.trim().replace(/\s+/g, ' ');
  const m = new RegExp(
    `^(groups?|arms?|cohorts?) ${LABEL}((?:\\s*(?:\\+|and|&|,|vs\\.?|versus)\\s*${LABEL})*)$`,
    'i',
  ).exec(t);
  if (!m) return null;
  const word = /^cohort/i.test(m[1]!) ? '队列' : '组';
  const out = [`${m[2]}${word}`];
  const rest = new RegExp(`\\s*(\\+|and|&|,|vs\\.?|versus)\\s*${LABEL}`, 'gi');
  for (const part of m[3]!.matchAll(rest)) out.push(`${JOINERS[part[1]!.toLowerCase()]}${part[2]}${word}`);
  return out.join('');
}
