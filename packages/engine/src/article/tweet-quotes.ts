import type { OutLang } from '../writer/labels';
import { QUOTE_MARK } from '../writer/source-quote';
import type { BodyDraft, ChapterDraft, SectionDraft } from './drafts';
import type { Para } from './paragraph';

/** Quotes a tweet (one section of the thread) may carry: a quote is the last resort, never two. */
const MAX_QUOTES = 1;

/** A lead-in that only announces what follows ("主要入选标准：", "The authors concluded:"). */
const LEAD = /[:：]$/;

/**
 * The source quotes in a paragraph: marked quotes (原文：“…” / Original: "…"), and in English output a paragraph
 * that is one quoted sentence ("…"). Words quoted inside a composed sentence (an arm's name “Drug X”) are part
 * of that sentence, not a quote: dropping the sentence would lose the design it states.
 */
export function quoteCount(text: string, lang: OutLang): number {
  const marked = text.split(QUOTE_MARK[lang]).length - 1;
  if (lang === 'zh-cn') return marked;
  return marked + (/^"[^"]+"$/.test(text.trim()) ? 1 : 0);
}

/**
 * One section's paragraphs with at most MAX_QUOTES quotes: the composed text is kept, the first quotes are
 * kept while the budget lasts, a paragraph over it is left out, and a lead-in left with nothing after it
 * (before the next lead-in) goes with it.
 */
function capParas(paras: Para[], lang: OutLang, budget: { left: number }): Para[] {
  const kept: Para[] = [];
  for (const p of paras) {
    const n = quoteCount(p.text, lang);
    if (n === 0) kept.push(p);
    else if (n <= budget.left) {
      kept.push(p);
      budget.left -= n;
    }
  }
  return kept.filter(
    (p, i) => !LEAD.test(p.text) || (kept[i + 1] !== undefined && !LEAD.test(kept[i + 1]!.text)),
  );
}

function capSection(s: SectionDraft, lang: OutLang): SectionDraft | null {
  const budget = { left: MAX_QUOTES };
  const items = s.items
    .map(
      (item): BodyDraft =>
        item.kind === 'text' ? { ...item, paras: capParas(item.paras, lang, budget) } : item,
    )
    .filter((item) => item.kind === 'image' || item.paras.length > 0);
  return items.length > 0 ? { ...s, items } : null;
}

/**
 * A tweet thread's chapters with at most one source quote per tweet (section); sections and chapters left
 * empty are dropped. Figures are not quotes (their captions are the figure's own label).
 */
export function capTweetQuotes(chapters: ChapterDraft[], lang: OutLang): ChapterDraft[] {
  return chapters.flatMap((c) => {
    const sections = c.sections.map((s) => capSection(s, lang)).filter((s): s is SectionDraft => s !== null);
    return sections.length > 0 ? [{ ...c, sections }] : [];
  });
}
