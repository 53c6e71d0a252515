import type { Sourced } from '@prowrite/contracts';
import { hasEnglishWords } from '../check-work/proper-names';
import { truncation } from '../check-work/truncation';
import type { OutLang } from './labels';

/** A source sentence read whole: not clipped by the extractor mid-sentence (the checker's own rule). */
export function isWholeSentence(text: string): boolean {
  return truncation(text) === null;
}

const HAN = /\p{Script=Han}/u;
const LATIN_WORDS = /[A-Za-z]{2,}(?:\s+[A-Za-z]{2,}){2,}/;

/** The mark that opens a source sentence kept in its own language, per output language. */
export const QUOTE_MARK = { 'zh-cn': '原文：', en: 'Original: ' } as const;

/**
 * A source sentence for output in `lang`: as is when it is already in that language, else visibly marked as
 * the source's own words (原文：“…” / Original: "…"), since the offline writer does not translate sentences.
 */
export function sourceSentence(text: string, lang: OutLang): string {
  const t = text.trim();
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

export function isFinding(text: string): boolean {
  const t = text.trim();
  return !BACKGROUND.test(t) && !ABBREVIATION_LIST.test(t);
}

/** Key sentences a conclusion may use: findings only, each once, concluding ones ("Conclusions: …") first. */
export function conclusionSentences(list: Sourced<string>[], concluding: RegExp): Sourced<string>[] {
  const seen = new Set<string>();
  const kept = list.filter((k) => {
    const norm = k.value.trim().toLowerCase();
    if (!norm || seen.has(norm) || !isFinding(k.value) || !isWholeSentence(k.value)) return false;
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
