import { splitSentences } from '../text/sentences';

/**
 * The sentences of a slide or component text, in order, each with the spacing that followed it, so that
 * joining any subset in order gives text printed exactly as before. A line (an item of a list) is a unit of
 * its own; Chinese sentences end at 。！？; English ones where the engine's sentence splitter ends them.
 */
export function sentenceParts(text: string): string[] {
  const parts: string[] = [];
  for (const line of text.split(/(?<=\n)/))
    for (const piece of line.split(/(?<=[。！？])/)) {
      const spans = splitSentences(piece);
      if (spans.length <= 1) {
        if (piece) parts.push(piece);
        continue;
      }
      spans.forEach((s, i) => {
        const next = spans[i + 1]?.start ?? piece.length;
        parts.push(piece.slice(i === 0 ? 0 : s.start, next));
      });
    }
  return parts;
}
