import {
  type ArticleComponent,
  articleComponentSchema,
  componentLimitIssue,
  ID_ALPHABET,
  measureText,
} from '@prowrite/contracts';
import { expect } from 'vitest';
import { type PlacedText, placedTexts, unsourcedNumbers } from '../number-check';
import { sentencesOf } from '../paragraph';

const ID = new RegExp(`^[${ID_ALPHABET}]{32}$`);
const UNIQ = new RegExp(`^[${ID_ALPHABET}]{19}$`);

/** What every written article must satisfy: contract shape, limits, ids, every number sourced. */
export function expectValidArticle(components: ArticleComponent[]): void {
  for (const c of components) {
    expect(articleComponentSchema.parse(c)).toEqual(c);
    expect(componentLimitIssue(c), `${c.component} limits`).toBeNull();
    expect(c.id).toMatch(ID);
    const unsourced = unsourcedNumbers(c);
    if (unsourced.length > 0 && process.env.DEBUG_ARTICLE)
      console.log(
        JSON.stringify(
          {
            unsourced,
            texts: placedTexts(c).filter((t) => unsourced.some((u) => u.path === t.path)),
            provenance: c.provenance?.filter((p) => unsourced.some((u) => u.path === p.content_id)),
          },
          null,
          1,
        ),
      );
    expect(unsourced, `${c.component}: numbers without a source`).toEqual([]);
    for (const content of c.contents) {
      for (const ch of content.chapters ?? []) {
        for (const s of ch.sections) {
          for (const item of s.contents) {
            expect(item.id).toMatch(ID);
            if (item.body.image) expect(item.body.image.uniq_id).toMatch(UNIQ);
          }
        }
      }
    }
  }
  const ids = components.map((c) => c.id);
  expect(new Set(ids).size).toBe(ids.length);
}

/** Every text of the article (all components) as plain text. */
export function allTexts(components: ArticleComponent[], skip: string[] = []): PlacedText[] {
  return components.filter((c) => !skip.includes(c.component)).flatMap(placedTexts);
}

const ABBREVIATION = /(?<![A-Za-z])[a-z]?[A-Z]{2,}[A-Za-z0-9+-]*/g;

/**
 * Reading measures: mean measured sentence length, and abbreviations per 1000 measured characters. `names`
 * (the trial's own name, "PATHWAY-2") are not counted: every article, lay ones too, must print them.
 */
export function readingMeasures(
  texts: PlacedText[],
  names: string[] = [],
): { meanSentence: number; abbreviationsPer1000: number } {
  const sentences = texts.flatMap((t) => t.text.split('\n').flatMap(sentencesOf));
  const total = sentences.reduce((n, s) => n + measureText(s), 0);
  const counted = (s: string) => (s.match(ABBREVIATION) ?? []).filter((a) => !names.includes(a)).length;
  const abbreviations = sentences.reduce((n, s) => n + counted(s), 0);
  return {
    meanSentence: sentences.length > 0 ? total / sentences.length : 0,
    abbreviationsPer1000: total > 0 ? (abbreviations * 1000) / total : 0,
  };
}
