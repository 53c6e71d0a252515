import {
  type ArticleComponent,
  articleComponentSchema,
  componentLimitIssue,
  measureText,
} from '@prowrite/contracts';
import { expect } from 'vitest';
import { type PlacedNumber, placedTexts, unsourcedNumbers } from '../../../number-check';

/** Numbers shown without a source, tiles included (the number check reads tiles). */
export function unsourcedInfographicNumbers(component: ArticleComponent): PlacedNumber[] {
  return unsourcedNumbers(component);
}

/** Every text of the infographic, tiles included, as plain text. */
export function infographicTexts(components: ArticleComponent[]): string[] {
  return components.flatMap((c) => placedTexts(c).map((t) => t.text));
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
