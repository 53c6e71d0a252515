import { measureText } from '@prowrite/contracts';
import { splitSentences } from '../text/sentences';

/** Sentences of a text: after 。！？ always, after . ! ? where the engine's splitter ends one. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[。！？])/)
    .flatMap((piece) => splitSentences(piece).map((s) => piece.slice(s.start, s.end).trim()))
    .filter(Boolean);
}

/** Chinese sentences run on; Latin ones are separated by a space. */
export function joinSentences(sentences: string[]): string {
  return sentences.reduce((out, s) => (out && !/[。！？]$/.test(out) ? `${out} ${s}` : out + s), '');
}

/** A source sentence kept in its language and marked (原文：“…” / Original: "…"): fitted inside its marks. */
const MARKED = /^(原文：“|Original: ")([\s\S]*)(”|")$/;

function clean(text: string): string {
  return (
    text
      // Control characters (NUL breaks PostgreSQL JSON) are never meant to be shown.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .trim()
  );
}

/** Leading whole sentences within `limit` joined, or '' when even the first is longer. */
function wholeSentences(text: string, limit: number): string {
  const kept: string[] = [];
  for (const sentence of sentencesOf(text)) {
    const next = joinSentences([...kept, sentence]);
    if (measureText(next) > limit) break;
    kept.push(sentence);
  }
  return joinSentences(kept);
}

/**
 * `text` fitted to the layout's limit (measured as the spec counts: non-ASCII = 2) without ever cutting a
 * sentence or a word: the whole text when it fits, else its leading whole lines, else its leading whole
 * sentences, else '' (the caller leaves the field out or picks a shorter text). A marked source quote is
 * fitted inside its marks. Whitespace runs are collapsed; newlines (paragraphs) are kept.
 */
export function fitText(text: string, limit: number): string {
  const t = clean(text);
  if (measureText(t) <= limit) return t;
  const marked = MARKED.exec(t);
  if (marked) {
    const inner = fitText(marked[2]!, limit - measureText(marked[1]!) - measureText(marked[3]!));
    return inner ? `${marked[1]}${inner}${marked[3]}` : '';
  }
  if (t.includes('\n')) {
    const lines = fitLines(t.split('\n'), limit);
    if (lines.length > 0) return lines.join('\n');
    return wholeSentences(t.split('\n')[0]!, limit);
  }
  return wholeSentences(t, limit);
}

/** Whole lines that fit within `limit` together (joined with newlines); later lines are left out. */
export function fitLines(lines: string[], limit: number): string[] {
  const out: string[] = [];
  let used = 0;
  for (const line of lines) {
    const width = measureText(line) + (out.length > 0 ? 1 : 0);
    if (used + width > limit) break;
    out.push(line);
    used += width;
  }
  return out;
}
