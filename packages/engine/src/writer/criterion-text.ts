/**
 * Population facts read from an eligibility sentence (age range, performance status, prior treatment, organ
 * function, life expectancy, consent) and written in Chinese from templates: "Eligible patients were aged 18
 * years or older; WHO performance status of 0 or 1" -> "年龄≥18岁；WHO体能状态评分0或1分". Only what the
 * patterns read is written; the caller keeps the sentence as the provenance of the line.
 */
import { phraseZh, unitZh } from '../article/glossary';

type Rule = { re: RegExp; zh: (m: RegExpExecArray) => string };

/**
 * A value or range with its unit, joined as the source joins it: its own dash kept ("18–85岁"; the number
 * check reads a range as printed), "or" as 或, "to"/"and" as 至 between whole values ("20岁至80岁", so each
 * number stands alone as the source prints it).
 */
function joined(a: string, joiner: string | undefined, b: string | undefined, unit: string): string {
  if (!b) return `${a}${unit}`;
  const j = (joiner ?? '').trim().toLowerCase();
  if (j === 'or') return `${a}或${b}${unit}`;
  if (j === 'to' || j === 'and') return `${a}${unit}至${b}${unit}`;
  return `${a}${j}${b}${unit}`;
}

const ORGANS: [RegExp, string][] = [
  [/bone marrow|ha?ematolog\w*/i, '骨髓'],
  [/hepatic|liver/i, '肝'],
  [/renal|kidney/i, '肾'],
  [/cardiac/i, '心脏'],
  [/organ/i, '器官'],
];

const RULES: Rule[] = [
  // "aged 18–85 years", "between 20 and 80 years of age", "18 to 80 years of age", "aged from 45 to 75".
  {
    re: /\b(?:aged?\s+(?:from\s+|between\s+)?|between\s+)(\d{1,3})(\s*(?:–|-)\s*|\s+(?:to|and)\s+)(\d{1,3})(?:\s*-?\s*years?(?:-old)?(?:\s+(?:old|of\s+age))?)?/i,
    zh: (m) => `年龄${joined(m[1]!, m[2], m[3], '岁')}`,
  },
  {
    re: /\b(\d{1,3})(\s*(?:–|-)\s*|\s+to\s+)(\d{1,3})\s+years\s+(?:of\s+age|old)/i,
    zh: (m) => `年龄${joined(m[1]!, m[2], m[3], '岁')}`,
  },
  // "aged 18 years or older", "18 years and older", "70 years or older", "age ≥18 years", "≥18 years of age".
  {
    re: /\b(?:aged?\s+)?(\d{1,3})\s*years?(?:\s+of\s+age)?(?:\s+old)?\s+(?:or|and)\s+(?:older|over|above)/i,
    zh: (m) => `年龄≥${m[1]}岁`,
  },
  {
    re: /\b(?:aged?|age)\s*(?:≥|>=|of\s+at\s+least|at\s+least)\s*(\d{1,3})(?:\s*years?)?(?:\s+(?:old|of\s+age))?/i,
    zh: (m) => `年龄≥${m[1]}岁`,
  },
  { re: /(?:≥|>=)\s*(\d{1,3})\s*years?\s+(?:of\s+age|old)/i, zh: (m) => `年龄≥${m[1]}岁` },
  { re: /\(?>\s*(\d{1,3})\s*years?\s+old\)?/i, zh: (m) => `年龄>${m[1]}岁` },
  // "ECOG performance status of 0 or 1", "WHO performance status of 0–2", "ECOG PS ≤1".
  {
    re: /\b(ECOG|WHO|Karnofsky|Zubrod)\s+(?:performance\s+status|PS)(?:\s+score)?\s*(?:of\s+)?(≤|<=)?\s*(\d{1,3})(?:(\s*(?:–|-)\s*|\s+(?:to|or)\s+)(\d{1,3}))?/i,
    zh: (m) =>
      `${m[1]!.toUpperCase() === 'KARNOFSKY' ? 'Karnofsky' : m[1]!.toUpperCase()}体能状态评分${m[2] ? '≤' : ''}${joined(m[3]!, m[4], m[5], '分')}`,
  },
  // "life expectancy of at least 3 months", "life expectancy ≥12 weeks".
  {
    re: /\blife\s+expectancy\s+(?:of\s+)?(?:≥|>=|at\s+least|more\s+than|>)\s*(\d+)\s*(weeks?|months?)/i,
    zh: (m) => `预期生存期≥${m[1]}${/^w/i.test(m[2]!) ? '周' : '个月'}`,
  },
  // "adequate cardiac, renal, liver, and bone marrow function".
  {
    re: /\badequate\s+((?:(?:bone\s+marrow|ha?ematolog\w*|hepatic|liver|renal|kidney|cardiac|organ)(?:\s*,\s*|\s*,?\s+and\s+|\s+or\s+)?)+)\s*functions?/i,
    zh: (m) => {
      // In the source's order.
      const parts = ORGANS.map(([re, zh]) => ({ at: m[1]!.search(re), zh }))
        .filter((o) => o.at >= 0)
        .sort((a, b) => a.at - b.at)
        .map((o) => o.zh);
      return `${parts.join('、')}功能良好`;
    },
  },
  // "previously untreated", "untreated", "no prior chemotherapy", "treatment-naive".
  {
    re: /\b(?:no\s+(?:prior|previous)\s+(systemic\s+)?(?:chemotherapy|therapy|treatment)|previously\s+untreated|treatment[- ]na[iï]ve|untreated)\b/i,
    zh: (m) => (m[1] ? '既往未接受过系统治疗' : '既往未接受过治疗'),
  },
  { re: /\b(?:written\s+|signed\s+|online\s+)?informed\s+consent\b/i, zh: () => '签署知情同意书' },
];

/** The population facts of one eligibility sentence in Chinese, joined by "；"; null when none is read. */
export function criterionZh(text: string): string | null {
  let rest = text;
  const found: { at: number; zh: string }[] = [];
  for (const rule of RULES) {
    const m = rule.re.exec(rest);
    if (!m) continue;
    const zh = rule.zh(m);
    if (!found.some((f) => f.zh === zh)) found.push({ at: m.index, zh });
    // A span read once is not read again by a later, looser rule.
    rest = `${rest.slice(0, m.index)}${' '.repeat(m[0].length)}${rest.slice(m.index + m[0].length)}`;
  }
  if (found.length === 0) return null;
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.zh)
    .join('；');
}

const SIGNS: Record<string, string> = {
  '>': '>',
  '<': '<',
  '≥': '≥',
  '≤': '≤',
  '>=': '≥',
  '<=': '≤',
  'more than': '>',
  'greater than': '>',
  'less than': '<',
};
const SIGN = String.raw`(>=|<=|[<>≤≥]|more\s+than|greater\s+than|less\s+than)`;
const SPAN = String.raw`${SIGN}\s*(\d+(?:\.\d+)?)\s*(h|hours?|days?|weeks?|months?|years?)`;
// "(>3 h to ≤7 days)", "(duration >3 h– ≤ 7 days)": a duration range in brackets after the condition.
const DURATION = new RegExp(String.raw`\s*\((?:duration\s+)?${SPAN}\s*(?:–|-|to)\s*${SPAN}\s*\)`, 'i');
const sign = (s: string) => SIGNS[s.toLowerCase().replace(/\s+/g, ' ')]!;
// Joining words the glossary reads as "联合" (arm names): a criterion holding one is not composed word by word.
const JOINS = /\b(?:and|or|with|plus|without|who|whom|if|unless)\b/i;

/**
 * A whole criterion composed in Chinese from its parts: a known condition ("symptomatic AF", "hemodynamically
 * stable"), a duration range in brackets, a comparison with a number ("… of more than 0.14 s"); null unless
 * every word is read. The numbers and their signs are the source's.
 */
export function criterionPartsZh(text: string): string | null {
  // "acute coronary syndrome or myocardial infarction": two criteria each composed whole, joined by 或.
  const either = /^([^,;()]+?)\s+or\s+([^,;()]+)$/i.exec(text.trim().replace(/[.;]$/, ''));
  if (either) {
    const a = criterionPartsZh(either[1]!);
    const b = a ? criterionPartsZh(either[2]!) : null;
    return a && b ? `${a}或${b}` : null;
  }
  let t = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.;]$/, '')
    .replace(/^(?:an?|the)\s+/i, '');
  let duration = '';
  const d = DURATION.exec(t);
  if (d) {
    duration = `（病程${sign(d[1]!)}${d[2]}${unitZh(d[3]!)}至${sign(d[4]!)}${d[5]}${unitZh(d[6]!)}）`;
    t = `${t.slice(0, d.index)}${t.slice(d.index + d[0].length)}`.trim();
  }
  let compared = '';
  const c = new RegExp(String.raw`\s+(?:of\s+)?${SIGN}\s*(\d+(?:\.\d+)?)\s*(%|[A-Za-z/]+)?$`, 'i').exec(t);
  if (c) {
    const unit = c[3] ? (c[3] === '%' ? '%' : ` ${unitZh(c[3])}`) : '';
    compared = `${sign(c[1]!)}${c[2]}${unit}`;
    t = t.slice(0, c.index).trim();
  }
  if (!t || JOINS.test(t)) return null;
  const head = phraseZh(t);
  return head ? `${head}${compared}${duration}` : null;
}
