import { endpointAbbreviations } from '../article/glossary';
import { expandAbbreviations } from '../facts/abbreviations';
import { type AnswerLanguage, answerLanguageOf } from './answer-phrases';

export type QuestionChangeKind = 'expanded' | 'named' | 'trimmed' | 'rewritten';
export type QuestionChange = { kind: QuestionChangeKind; from: string; to: string };
export type OptimizedQuestion = { optimized: string; changes: QuestionChange[] };

/**
 * Abbreviations of medical-affairs questions with one meaning in that field, besides the glossary's
 * endpoints. Ambiguous ones (PR, CR, MS, ...) are left out: a wrong expansion is worse than none.
 */
const KNOWN_EXPANSIONS: ReadonlyMap<string, { en: string; zh: string }> = new Map([
  ['HR', { en: 'hazard ratio', zh: '风险比' }],
  ['CI', { en: 'confidence interval', zh: '置信区间' }],
  ['AE', { en: 'adverse event', zh: '不良事件' }],
  ['AEs', { en: 'adverse events', zh: '不良事件' }],
  ['SAE', { en: 'serious adverse event', zh: '严重不良事件' }],
  ['SAEs', { en: 'serious adverse events', zh: '严重不良事件' }],
  ['TEAE', { en: 'treatment-emergent adverse event', zh: '治疗期间出现的不良事件' }],
  ['TRAE', { en: 'treatment-related adverse event', zh: '治疗相关不良事件' }],
  ['ITT', { en: 'intention-to-treat', zh: '意向性治疗' }],
  ['RCT', { en: 'randomised controlled trial', zh: '随机对照试验' }],
  ['QoL', { en: 'quality of life', zh: '生活质量' }],
  ['HRQoL', { en: 'health-related quality of life', zh: '健康相关生活质量' }],
  ['MoA', { en: 'mechanism of action', zh: '作用机制' }],
  ['PK', { en: 'pharmacokinetics', zh: '药代动力学' }],
  ['ECOG', { en: 'Eastern Cooperative Oncology Group', zh: '美国东部肿瘤协作组' }],
  ['CTCAE', { en: 'Common Terminology Criteria for Adverse Events', zh: '不良事件通用术语标准' }],
  ['RECIST', { en: 'Response Evaluation Criteria in Solid Tumours', zh: '实体瘤疗效评价标准' }],
]);

/**
 * The glossary's endpoint abbreviations and the known ones above, spelled out in the question's language
 * (a Chinese question gets "OS（总生存期）"); the caller's own entries win.
 */
export function questionGlossary(
  lang: AnswerLanguage = 'en',
  extra: ReadonlyMap<string, string> = new Map(),
): Map<string, string> {
  const out = new Map<string, string>();
  for (const [short, names] of [...endpointAbbreviations(), ...KNOWN_EXPANSIONS])
    out.set(short, lang === 'zh-cn' ? names.zh : names.en);
  for (const [short, long] of extra) out.set(short, long);
  return out;
}

/** "this study" and its kin, which name the selected document's trial when its name is known. */
const THIS_STUDY_EN = /\b(?:this|the present|the current) (study|trial|paper|article)\b/gi;
const THIS_STUDY_ZH = /(?:本|该|这项|这个|此)(研究|试验)/g;

function tidy(text: string): string {
  return text
    .replace(/[ \t\u00a0\u3000]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The question improved without a model, each change listed: spaces tidied; each abbreviation of the
 * glossary spelled out at its first use ("OS" -> "OS (overall survival)", unless the question already spells
 * it out); "this study" given the trial's name when the selected document has one. Words are never removed.
 */
export function optimizeQuestionOffline(input: {
  question: string;
  trialName?: string | null;
  glossary?: ReadonlyMap<string, string>;
}): OptimizedQuestion {
  const changes: QuestionChange[] = [];
  let text = tidy(input.question);
  if (text !== input.question) changes.push({ kind: 'trimmed', from: input.question, to: text });

  const lang = answerLanguageOf(text);
  const glossary = input.glossary ?? questionGlossary(lang);
  const expanded = expandAbbreviations(text, new Map(glossary));
  let expandedText = expanded;
  if (expanded !== text) {
    // In Chinese text an expansion takes full-width brackets, as Chinese writing does.
    const bracketed = (to: string) => (lang === 'zh-cn' ? to.replace(' (', '（').replace(/\)$/, '）') : to);
    for (const [short, long] of glossary) {
      const made = `${short} (${long})`;
      if (!expanded.includes(made) || text.includes(made)) continue;
      const to = bracketed(made);
      changes.push({ kind: 'expanded', from: short, to });
      expandedText = expandedText.replace(made, to);
    }
    text = expandedText;
  }

  const name = input.trialName?.trim();
  if (name && !text.toLowerCase().includes(name.toLowerCase())) {
    let named = false;
    text = text.replace(THIS_STUDY_EN, (phrase: string, noun: string) => {
      if (named) return phrase;
      named = true;
      const to = `the ${name} ${noun.toLowerCase()}`;
      changes.push({ kind: 'named', from: phrase, to });
      return to;
    });
    if (!named)
      text = text.replace(THIS_STUDY_ZH, (phrase: string, noun: string) => {
        if (named) return phrase;
        named = true;
        const to = `${name}${noun}`;
        changes.push({ kind: 'named', from: phrase, to });
        return to;
      });
  }
  return { optimized: text, changes };
}

/** Numbers as written, "·" and "," decimal marks read as ".", so "24·1" and "24.1" are one number. */
function numbersOf(text: string): string[] {
  return [...text.matchAll(/\d+(?:[.,·]\d+)*/g)].map((m) => m[0].replace(/[,·]/g, '.'));
}

/**
 * Names a question may hold: words with a capital after their first letter or with letters and digits
 * ("PD-L1", "REAL3", "NCT01234567", "OS"), and capitalised words inside a sentence ("Keytruda"). Compared
 * without case. Han text has no such marks; its numbers are still checked.
 */
function namesOf(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu)) {
    const word = m[0];
    const inner = /\p{Lu}/u.test(word.slice(1)) || (/\p{L}/u.test(word) && /\d/.test(word));
    const before = text.slice(0, m.index).trimEnd();
    const sentenceStart = before === '' || /[.!?:;\n"'“(]$/.test(before);
    const capitalised = /^\p{Lu}\p{Ll}{2,}$/u.test(word) && !sentenceStart;
    if (inner || capitalised) out.add(word.toLowerCase());
  }
  return [...out];
}

/**
 * What a rewrite of `original` lost or invented: each number and name of the original must still be in it
 * (the user asked about exactly those), and it may print no number the original did not, except those of
 * `context` (what the model was told, e.g. the trial's name "ALPHA-1").
 */
export function rewriteKeepsProblems(original: string, rewritten: string, context = ''): string[] {
  const problems: string[] = [];
  const kept = numbersOf(rewritten);
  const had = numbersOf(original);
  const allowed = new Set([...had, ...numbersOf(context)]);
  for (const n of new Set(had)) if (!kept.includes(n)) problems.push(`dropped the number ${n}`);
  for (const n of new Set(kept)) if (!allowed.has(n)) problems.push(`added the number ${n}`);
  const lower = rewritten.toLowerCase();
  for (const name of namesOf(original)) if (!lower.includes(name)) problems.push(`dropped "${name}"`);
  return problems;
}
