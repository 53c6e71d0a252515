import {
  type ArticleComponent,
  type ArticleImage,
  type BodyItem,
  keyFigurePath,
  keyFigureTexts,
} from '@prowrite/contracts';
import {
  canonicalNumber,
  shownKey,
  sourceValueKeys,
  type ValueToken,
  valueTokens,
} from '../text/value-tokens';
import { plainText } from './html';

/**
 * The values an article shows and whether each is backed by its provenance.
 *
 * Values are read by the one tokeniser of "check numbers" (text/value-tokens): ratios, ranges and CIs,
 * p-values, counts with their percentages, doses and ids are whole tokens, so "3:1" is not backed by a quote
 * printing "2:1", and digits inside a name or code ("SGLT2", "IFN-α2b", "T2DM") are an id, not a value. A
 * shown value is *sourced* when a provenance entry recorded for the same content path quotes the same value.
 *
 * *Structural* values are labels, never facts: the confidence level of a CI label, figure/table/page
 * references ("第6页", "p. 6", "Figure 2"), list markers and single digits (see `valueTokens`). Ids are shown
 * but not checked here (they have no number to compare).
 */

export const canonical = canonicalNumber;

export type NumberToken = { text: string; index: number; structural: boolean; token: ValueToken };

/** The values of a plain text (ids left out), each marked structural or not. */
export function numberTokens(text: string): NumberToken[] {
  return valueTokens(text)
    .filter((t) => t.kind !== 'id')
    .map((t) => ({ text: t.text, index: t.index, structural: t.trivial, token: t }));
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
    // A key-figures tile is one text (label, value with unit, note) at its tile path, where its provenance is.
    (c.key_figures?.figures ?? []).forEach((f, i) => {
      const text = keyFigureTexts(f).join(' ');
      if (text) out.push({ path: keyFigurePath(c.id, i), text });
    });
  }
  return out;
}

export type PlacedNumber = { path: string; text: string; structural: boolean; sourced: boolean };

/** Every number a component shows, with whether its provenance (same path) quotes it. */
export function componentNumbers(component: ArticleComponent): PlacedNumber[] {
  const quotes = new Map<string, string[]>();
  for (const p of component.provenance ?? []) {
    const key = p.content_id ?? '';
    quotes.set(key, [...(quotes.get(key) ?? []), p.quote]);
  }
  const keys = new Map<string, Set<string>>();
  const keysOf = (path: string) => {
    let set = keys.get(path);
    if (!set) {
      set = new Set((quotes.get(path) ?? []).flatMap((q) => [...sourceValueKeys(q).keys()]));
      keys.set(path, set);
    }
    return set;
  };
  return placedTexts(component).flatMap(({ path, text }) =>
    numberTokens(text).map((t) => ({
      path,
      text: t.text,
      structural: t.structural,
      sourced: keysOf(path).has(shownKey(t.token)),
    })),
  );
}

/** The numbers shown without a source: should be none for a written article. */
export function unsourcedNumbers(component: ArticleComponent): PlacedNumber[] {
  return componentNumbers(component).filter((n) => !n.structural && !n.sourced);
}
