import type { DocContext, Sentence } from './context';

const lastPart = (section: string) => section.split('›').pop()!.trim();

/** The sentences under each heading matching `heading` (protocol synopsis fields), the heading line excepted. */
export function sentencesUnder(ctx: DocContext, heading: RegExp, max = 12): Sentence[] {
  return ctx.sentences
    .filter((s) => heading.test(lastPart(s.section)) && !(heading.test(s.text.trim()) && s.text.length < 60))
    .slice(0, max);
}

/** The first sentence under each heading matching `heading`. */
export function firstSentencesOf(ctx: DocContext, heading: RegExp): Sentence[] {
  const out: Sentence[] = [];
  let previous: string | null = null;
  for (const s of sentencesUnder(ctx, heading, Number.POSITIVE_INFINITY)) {
    if (s.section !== previous) out.push(s);
    previous = s.section;
  }
  return out;
}
