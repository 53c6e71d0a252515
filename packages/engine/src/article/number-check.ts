import type { ArticleComponent, ArticleImage, BodyItem } from '@prowrite/contracts';
import { plainText } from './html';

/**
 * The numbers an article shows and whether each is backed by its provenance.
 *
 * A number is a run of digits (with decimals) that is not part of a word or code: digits glued to a Latin or
 * Greek letter ("SGLT2", "IFN-α2b", "T2DM", "IL-6") name a thing, they are not values. A shown number is
 * *sourced* when a provenance entry recorded for the same content path quotes the same value.
 *
 * *Structural* numbers are the writer's own labels, never facts, and exactly these:
 *   - the confidence level of a CI label the writer adds: the 95 of "95% CI", "95%置信区间", "95% confidence interval";
 *   - page references the writer adds: "第6页", "p. 6".
 * (Image prefixes such as "图1" / "Figure 1" live in `image_prefix`, which holds no facts and is not scanned.)
 */

const NUMBER = /(?<![A-Za-z\u0370-\u03FF\d.])(?<![A-Za-z\u0370-\u03FF]-)\d+(?:\.\d+)?/g;
const ANY_NUMBER = /\d+(?:\.\d+)?/g;
const STRUCTURAL = [/(95)%\s?(?:CI\b|置信区间|confidence interval)/g, /第(\d+)页/g, /\bp\. ?(\d+)\b/g];

export function canonical(token: string): string {
  const [whole = '', fraction = ''] = token.split('.');
  const int = whole.replace(/^0+(?=\d)/, '');
  const frac = fraction.replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

export type NumberToken = { text: string; index: number; structural: boolean };

/** The numbers of a plain text, each marked structural or not. */
export function numberTokens(text: string): NumberToken[] {
  const structural = new Set<number>();
  for (const re of STRUCTURAL) {
    for (const m of text.matchAll(re)) structural.add(m.index + m[0].indexOf(m[1]!));
  }
  return [...text.matchAll(NUMBER)].map((m) => ({
    text: m[0],
    index: m.index,
    structural: structural.has(m.index),
  }));
}

/** Every value a quote prints (lenient: digits glued to letters count too). */
function quotedValues(quote: string): Set<string> {
  return new Set([...quote.replace(/·/g, '.').matchAll(ANY_NUMBER)].map((m) => canonical(m[0])));
}

export type PlacedText = { path: string; text: string };

function imageTexts(img: ArticleImage | null | undefined, path: string, out: PlacedText[]): void {
  if (!img) return;
  if (img.image_title) out.push({ path, text: img.image_title });
  if (img.footnote) out.push({ path, text: plainText(img.footnote) });
}

function bodyTexts(items: BodyItem[], path: string, out: PlacedText[]): void {
  items.forEach((item, i) => {
    const p = `${path}.contents.${i}`;
    if (item.body.text) out.push({ path: p, text: plainText(item.body.text) });
    imageTexts(item.body.image, `${p}.image`, out);
    item.body.images.forEach((img, k) => {
      imageTexts(img, `${p}.images.${k}`, out);
    });
  });
}

/** Every text of a component with the content path its provenance uses. */
export function placedTexts(component: ArticleComponent): PlacedText[] {
  const out: PlacedText[] = [];
  if (component.title) out.push({ path: 'title', text: component.title });
  for (const c of component.contents) {
    if (c.value) out.push({ path: c.id, text: plainText(c.value) });
    (c.values ?? []).forEach((v, i) => {
      out.push({ path: `${c.id}.${i}`, text: v });
    });
    if (c.article_title) out.push({ path: 'article_title', text: c.article_title });
    const chapters = [...(c.chapters ?? []), ...(c.chapter ? [c.chapter] : [])];
    chapters.forEach((ch, ci) => {
      const path = `chapters.${ci}`;
      if (ch.chapter_title) out.push({ path: `${path}.chapter_title`, text: ch.chapter_title });
      bodyTexts(ch.contents, path, out);
      ch.sections.forEach((s, si) => {
        const sp = `${path}.sections.${si}`;
        if (s.section_title) out.push({ path: `${sp}.section_title`, text: s.section_title });
        bodyTexts(s.contents, sp, out);
      });
    });
    imageTexts(c.image, `${c.id}.image`, out);
    if (c.expert) {
      for (const field of ['name', 'information', 'desc'] as const)
        if (c.expert[field]) out.push({ path: `${c.id}.${field}`, text: c.expert[field] });
    }
  }
  return out;
}

export type PlacedNumber = { path: string; text: string; structural: boolean; sourced: boolean };

/** Every number a component shows, with whether its provenance (same path) quotes it. */
export function componentNumbers(component: ArticleComponent): PlacedNumber[] {
  const byPath = new Map<string, Set<string>>();
  for (const p of component.provenance ?? []) {
    const key = p.content_id ?? '';
    const set = byPath.get(key) ?? new Set<string>();
    for (const v of quotedValues(p.quote)) set.add(v);
    byPath.set(key, set);
  }
  return placedTexts(component).flatMap(({ path, text }) =>
    numberTokens(text).map((t) => ({
      path,
      text: t.text,
      structural: t.structural,
      sourced: byPath.get(path)?.has(canonical(t.text)) ?? false,
    })),
  );
}

/** The numbers shown without a source: should be none for a written article. */
export function unsourcedNumbers(component: ArticleComponent): PlacedNumber[] {
  return componentNumbers(component).filter((n) => !n.structural && !n.sourced);
}
