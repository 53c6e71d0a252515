/**
 * The paper's own statements of its limitations. Papers open them with a sentence naming limitations
 * ("Our study has several limitations.") and go on with enumerated sentences ("First, …", "Second, …"), or
 * put them under a "Limitations" heading; statements about other studies' limitations are not this paper's.
 */
import type { Sourced } from '@prowrite/contracts';
import { type DocContext, type Sentence, sentenceFact } from './context';
import { PATH_SEPARATOR } from './sections';

/** A sentence that names this study's limitations or weaknesses. */
const OPENS =
  /\b(?:(?:this|our|the\s+present|the\s+current)\s+(?:study|analysis|work|investigation|cohort|findings)\s+(?:has|had|have|is|was|are|were)\s+(?:\w+\s+){0,3}?(?:limitations?|limited|weakness(?:es)?|subject\s+to)|limitations?\s+(?:of|to)\s+(?:this|our|the\s+present|the\s+current)\s+(?:study|analysis|work)|(?:several|some|a\s+few|certain|potential|important|a\s+number\s+of)\s+limitations|(?:this|our)\s+study\s+(?:has|had)\s+(?:\w+\s+){0,2}?limitations?|\bwe\s+acknowledge\b[^.]{0,60}\blimitations?|\b(?:a|one|another|the\s+main|the\s+major|an?\s+(?:important|additional|further))\s+limitation\s+(?:of|is|was|to)\b|\bis\s+(?:also\s+)?limited\s+by\b)/i;
/** Continuation of an enumerated list of limitations. */
const ENUMERATED =
  /^(?:First(?:ly)?|Second(?:ly)?|Third(?:ly)?|Fourth(?:ly)?|Fifth(?:ly)?|Finally|Lastly|Last|Additionally|In\s+addition|Moreover|Furthermore|Also|Another|Besides|Although|Because|As\s+with|Despite|Given)\b/;
/** A limitation of a study is the paper's own unless the sentence names other work. */
const OTHER_WORK = /\b(?:previous|prior|earlier|other|those)\s+(?:studies|trials|reports|analyses|work)\b/i;
/** A sentence that turns to strengths or conclusions ends the list. */
const ENDS_LIST = /\b(?:strengths?|in\s+conclusion|in\s+summary|to\s+conclude|conclusions?)\b/i;

const MAX_LIMITATIONS = 6;
const MIN_CHARS = 30;
const MAX_CHARS = 500;

const underLimitationsHeading = (s: Sentence) =>
  /\blimitations?\b/i.test(s.section.split(PATH_SEPARATOR).pop() ?? '');
const inDiscussion = (s: Sentence) =>
  !s.isReference && (s.kind === 'discussion' || s.kind === 'conclusion' || underLimitationsHeading(s));
const fits = (s: Sentence) => s.text.length >= MIN_CHARS && s.text.length <= MAX_CHARS;

/** Up to six limitation sentences of the paper, in reading order, each with its quote. */
export function extractLimitations(ctx: DocContext): Sourced<string>[] {
  const picked: Sentence[] = [];
  const sentences = ctx.sentences;
  for (let i = 0; i < sentences.length && picked.length < MAX_LIMITATIONS; i++) {
    const s = sentences[i]!;
    if (!inDiscussion(s) || picked.includes(s)) continue;
    const heading = underLimitationsHeading(s);
    if (!heading && (!OPENS.test(s.text) || OTHER_WORK.test(s.text))) continue;
    if (fits(s)) picked.push(s);
    // The enumerated sentences that follow continue the list (or every sentence under the heading).
    for (let j = i + 1; j < sentences.length && picked.length < MAX_LIMITATIONS; j++) {
      const next = sentences[j]!;
      if (!inDiscussion(next) || ENDS_LIST.test(next.text)) break;
      const continues = underLimitationsHeading(next) || ENUMERATED.test(next.text) || OPENS.test(next.text);
      if (!continues) break;
      if (fits(next) && !OTHER_WORK.test(next.text)) picked.push(next);
      i = j;
    }
  }
  return picked.map((s) => sentenceFact(ctx, s));
}
