/**
 * Population facts read from an eligibility sentence (age range, performance status, prior treatment, organ
 * function, life expectancy, consent) and written in Chinese from templates: "Eligible patients were aged 18
 * years or older; WHO performance status of 0 or 1" -> "年龄≥18岁；WHO体能状态评分0或1分". Only what the
 * patterns read is written; the caller keeps the sentence as the provenance of the line.
 */

type Rule = { re: RegExp; zh: (m: RegExpExecArray) => string };

/**
 * A value or range with its unit, joined as the source joins it: its own dash kept ("18–85岁"; the number
 * check reads a range as printed), "or" as 或, "to"/"and" as 至 between whole values ("20岁至80岁", so each
 * number stands alone as the source prints it).
 */
export function joined(a: string, joiner: string | undefined, b: string | undefined, unit: string): string {
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

const NEGATED = /\b(?:lack\s+of|not|no|unable|unwilling|refus\w*|declin\w*|without|failure\s+to)\b[^,;]*$/i;

/** The population facts of one eligibility sentence in Chinese, joined by "；"; null when none is read. */
export function criterionZh(text: string): string | null {
  let rest = text;
  const found: { at: number; zh: string }[] = [];
  for (const rule of RULES) {
    const m = rule.re.exec(rest);
    if (!m) continue;
    // "lack of written informed consent", "not willing to sign …": a negated fact is not the fact.
    if (NEGATED.test(rest.slice(Math.max(0, m.index - 40), m.index))) return null;
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
