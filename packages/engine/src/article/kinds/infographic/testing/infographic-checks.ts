import {
  type ArticleComponent,
  articleComponentSchema,
  componentLimitIssue,
  keyFigurePath,
  keyFigureTexts,
  measureText,
} from '@prowrite/contracts';
import { expect } from 'vitest';
import { type PlacedNumber, placedTexts, unsourcedNumbers } from '../../../number-check';

/**
 * The component with every tile turned into a text entry at the tile's provenance path, so the one number
 * check of articles (number-check.ts) reads tiles the way it reads any text.
 */
export function checkable(component: ArticleComponent): ArticleComponent {
  return {
    ...component,
    contents: component.contents.flatMap((c) =>
      c.key_figures
        ? c.key_figures.figures.map((f, i) => ({
            id: keyFigurePath(c.id, i),
            type: 'text' as const,
            value: keyFigureTexts(f).join(' '),
          }))
        : [c],
    ),
  };
}

/** Numbers shown without a source, tiles included. */
export function unsourcedInfographicNumbers(component: ArticleComponent): PlacedNumber[] {
  return unsourcedNumbers(checkable(component));
}

/** Every text of the infographic, tiles included, as plain text. */
export function infographicTexts(components: ArticleComponent[]): string[] {
  return components.flatMap((c) => placedTexts(checkable(c)).map((t) => t.text));
}

/** Read in 30 seconds: the whole poster's measured text stays under this (non-ASCII counts 2). */
export const MAX_POSTER_TEXT = 2400;

/** What every written infographic satisfies: contract shape, limits, unique ids, every number sourced, short. */
export function expectValidInfographic(components: ArticleComponent[]): void {
  for (const c of components) {
    expect(articleComponentSchema.parse(c)).toEqual(c);
    expect(componentLimitIssue(c), `${c.component} limits`).toBeNull();
    expect(unsourcedInfographicNumbers(c), `${c.component}: numbers without a source`).toEqual([]);
  }
  const ids = components.map((c) => c.id);
  expect(new Set(ids).size).toBe(ids.length);
  const total = infographicTexts(components).reduce((n, t) => n + measureText(t), 0);
  expect(total, 'poster text length').toBeLessThanOrEqual(MAX_POSTER_TEXT);
}
