import { endpointAbbreviations } from '../article/glossary';
import { expandAbbreviations } from '../facts/abbreviations';

export type QuestionChangeKind = 'expanded' | 'named' | 'trimmed' | 'rewritten';
export type QuestionChange = { kind: QuestionChangeKind; from: string; to: string };
export type OptimizedQuestion = { optimized: string; changes: QuestionChange[] };

/**
 * Abbreviations of medical-affairs questions with one meaning in that field, besides the glossary's
 * endpoints. Ambiguous ones (PR, CR, MS, ...) are left out: a wrong expansion is worse than none.
 */
const KNOWN_EXPANSIONS: ReadonlyMap<string, string> = new Map([
  ['HR', 'hazard ratio'],
  ['CI', 'confidence interval'],
  ['AE', 'adverse event'],
  ['AEs', 'adverse events'],
  ['SAE', 'serious adverse event'],
  ['SAEs', 'serious adverse events'],
  ['TEAE', 'treatment-emergent adverse event'],
  ['TRAE', 'treatment-related adverse event'],
  ['ITT', 'intention-to-treat'],
  ['RCT', 'randomised controlled trial'],
  ['QoL', 'quality of life'],
  ['HRQoL', 'health-related quality of life'],
  ['MoA', 'mechanism of action'],
  ['PK', 'pharmacokinetics'],
  ['ECOG', 'Eastern Cooperative Oncology Group'],
  ['CTCAE', 'Common Terminology Criteria for Adverse Events'],
  ['RECIST', 'Response Evaluation Criteria in Solid Tumours'],
]);

/** The glossary's endpoint abbreviations and the known ones above; the caller's own win. */
export function questionGlossary(extra: ReadonlyMap<string, string> = new Map()): Map<string, string> {
  return new Map([...endpointAbbreviations(), ...KNOWN_EXPANSIONS, ...extra]);
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

  const glossary = input.glossary ?? questionGlossary();
  const expanded = expandAbbreviations(text, new Map(glossary));
  if (expanded !== text) {
    for (const [short, long] of glossary) {
      const to = `${short} (${long})`;
      if (expanded.includes(to) && !text.includes(to)) changes.push({ kind: 'expanded', from: short, to });
    }
    text = expanded;
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
