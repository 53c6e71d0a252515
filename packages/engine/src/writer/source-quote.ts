import type { Sourced } from '@prowrite/contracts';
import { hasEnglishWords } from '../check-work/proper-names';
import { endsOpen, truncation } from '../check-work/truncation';
import type { OutLang } from './labels';

/** A source sentence read whole: not clipped by the extractor mid-sentence (the checker's own rule). */
export function isWholeSentence(text: string): boolean {
  return truncation(text) === null;
}

const HAN = /\p{Script=Han}/u;
const LATIN_WORDS = /[A-Za-z]{2,}(?:\s+[A-Za-z]{2,}){2,}/;

/** The mark that opens a source sentence kept in its own language, per output language. */
export const QUOTE_MARK = { 'zh-cn': '原文：', en: 'Original: ' } as const;

const PAIRS: [string, string][] = [
  ['(', ')'],
  ['[', ']'],
  ['（', '）'],
  ['“', '”'],
];

/** Every bracket and quotation mark closes what it opened, in order. */
function balanced(text: string): boolean {
  for (const [open, close] of PAIRS) {
    let depth = 0;
    for (const ch of text) {
      if (ch === open) depth++;
      else if (ch === close && --depth < 0) return false;
    }
    if (depth !== 0) return false;
  }
  return true;
}

/** A lone lower-case letter first ("d to the control arm"): the tail of a word cut off (not "a", "n = 12"). */
const CUT_WORD_START = /^[b-z](?=\s+(?![=<>≤≥]))/;
/** A word run into a stop or bracket ("ed. The…" is the end of a word cut off too). */
const CUT_SUFFIX_START = /^(?:ed|ing|ion|ly|al|ent|ive|ts?|s|d)\b/;
/** Last a sign or a statistic's name waiting for its value ("P =", "HR", "(", ","): cut before its end. */
const OPEN_TAIL = /(?:[=<>≤≥±,;([（–]|\b(?:P|p|HR|OR|RR|CI|vs\.?))\s*$/;

/**
 * A quoted text cut out of its sentence: it starts or ends mid-word or mid-parenthesis ("d to the control arm
 * (two-sided P = 0.078"). Such a text is never shown as the source's words: it misquotes the source.
 */
export function isFragment(text: string): boolean {
  const t = text.trim();
  if (!t) return false;
  return (
    !balanced(t) || CUT_WORD_START.test(t) || CUT_SUFFIX_START.test(t) || OPEN_TAIL.test(t) || endsOpen(t)
  );
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The whole sentence of `within` around the words of `part` (same words, any spacing); null when absent. */
export function sentenceAround(part: string, within: string): string | null {
  const text = squash(within);
  const at = text.indexOf(squash(part));
  if (at < 0) return null;
  const end = at + squash(part).length;
  // A stop followed by a space and a capital, a digit or a Han character ends a sentence ("P = 0.078." too).
  const stops = [...text.matchAll(/[.!?。！？](?=\s+[A-Z0-9“"(]|\s*$|\p{Script=Han})/gu)].map((m) => m.index);
  const from = Math.max(-1, ...stops.filter((i) => i < at)) + 1;
  const to = stops.find((i) => i >= end - 1) ?? text.length - 1;
  return text.slice(from, to + 1).trim();
}

/**
 * The text a writer may quote: `text` when it is whole; a fragment widened to its whole sentence when one of
 * `around` (the source's own sentences, e.g. the paper's key sentences) holds it; else null (dropped).
 */
export function quotableText(text: string, around: readonly string[] = []): string | null {
  const t = text.trim();
  if (!isFragment(t)) return t;
  for (const s of around) {
    const whole = sentenceAround(t, s);
    if (whole && !isFragment(whole)) return whole;
  }
  return null;
}

/**
 * A source sentence for output in `lang`: as is when it is already in that language, else visibly marked as
 * the source's own words (原文：“…” / Original: "…"), since the offline writer does not translate sentences.
 * A fragment is widened to its sentence from `around` or dropped (''): a quote is never cut mid-word.
 */
export function sourceSentence(text: string, lang: OutLang, around: readonly string[] = []): string {
  // Already marked (a Chinese name read back for English output): marked once.
  if (isMarkedQuote(text)) return text;
  const t = quotableText(text, around);
  if (t === null) return '';
  // Chinese output: any English word left (not a code, acronym, trade name or unit) marks the text as a quote.
  if (lang === 'zh-cn') return HAN.test(t) || !hasEnglishWords(t) ? t : `${QUOTE_MARK['zh-cn']}“${t}”`;
  return HAN.test(t) && !LATIN_WORDS.test(t) ? `${QUOTE_MARK.en}"${t}"` : t;
}

/** Whether a text is a marked source quote (the checker leaves such text out of the language share). */
export function isMarkedQuote(text: string): boolean {
  return text.startsWith(QUOTE_MARK['zh-cn']) || text.startsWith(QUOTE_MARK.en);
}

/**
 * Sentences a reader would not take as a finding: background and aims ("Previous evaluations…", "The present
 * study was designed to…"), abbreviation lists ("JNK: C-Jun N-terminal kinase; MCP-1: …").
 */
const BACKGROUND =
  /^(?:previous(?:ly)?|prior|background|to date|little is known|(?:the\s+)?(?:present|current)\s+(?:study|trial)\s+(?:was|is)\s+(?:designed|aimed|conducted)|(?:this|our)\s+(?:study|trial)\s+(?:was designed|aimed)|we\s+(?:aimed|sought|hypothesi[sz]ed)|(?:the\s+)?aim\s+of|(?:a|an)\s+\w+\s+(?:treatment\s+)?arm\s+was\s+included)/i;
const ABBREVIATION_LIST = /^(?:[A-Za-z0-9-]{1,12}:\s*[^;:]{2,60};\s*){2,}/;

/** Funding, acknowledgement and disclosure lines: about the paper, not what the trial found. */
const ABOUT_THE_PAPER =
  /^(?:financial support|funding|(?:additional\s+)?support was provided|this (?:research|study|work|trial) was (?:funded|supported|sponsored)|acknowledg|conflicts? of interest|competing interests?|disclosures?)\b/i;

export function isFinding(text: string): boolean {
  const t = text.trim();
  return !BACKGROUND.test(t) && !ABBREVIATION_LIST.test(t) && !ABOUT_THE_PAPER.test(t);
}

/** A figure or table named by its number ("As shown in Figure 1B", "[…; Figure 2A]", "Table 3"). */
const CITES_DISPLAY = /\b(?:fig(?:ure)?s?\.?|tables?)\s*[0-9]+[A-Za-z]?\b/i;

/** Whether a sentence points the reader at a figure or table: not a key finding on a slide or paragraph without it. */
export function citesDisplay(text: string): boolean {
  return CITES_DISPLAY.test(text);
}

/**
 * Key sentences a conclusion may use: findings only (no funding lines, none citing a figure or table), each
 * once, concluding ones ("Conclusions: …") first.
 */
export function conclusionSentences(list: Sourced<string>[], concluding: RegExp): Sourced<string>[] {
  const seen = new Set<string>();
  const kept = list.filter((k) => {
    const norm = k.value.trim().toLowerCase();
    if (!norm || seen.has(norm) || !isFinding(k.value) || !isWholeSentence(k.value) || isFragment(k.value))
      return false;
    // A conclusion is shown where the figure it cites is not: such a sentence is the figure's caption text.
    if (citesDisplay(k.value)) return false;
    // A quote clipped by the extractor (no closing stop) is not a sentence to show.
    if (!/[.!?。！？]["”’)）\]]?$/.test(k.value.trim())) return false;
    seen.add(norm);
    return true;
  });
  return [
    ...kept.filter((k) => concluding.test(k.value.trim())),
    ...kept.filter((k) => !concluding.test(k.value.trim())),
  ];
}
