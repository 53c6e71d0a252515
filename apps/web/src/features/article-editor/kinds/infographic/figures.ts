import type { ArticleComponent, KeyFigure } from '@prowrite/contracts';

export type FigureField = 'label' | 'value' | 'unit' | 'note';

/** One tile's text changed (the same component when nothing changed, so no save is queued). */
export function setFigureField(
  component: ArticleComponent,
  content: number,
  figure: number,
  field: FigureField,
  value: string,
): ArticleComponent {
  const entry = component.contents[content];
  const tiles = entry?.key_figures;
  const tile = tiles?.figures[figure];
  if (!entry || !tiles || !tile || tile[field] === value) return component;
  const figures = tiles.figures.map((f, i) => (i === figure ? { ...f, [field]: value } : f));
  const contents = component.contents.map((c, i) =>
    i === content ? { ...entry, key_figures: { ...tiles, figures } } : c,
  );
  return { ...component, contents };
}

/** A printed value as a number ("9.6", "−0.9", "45.7"); null when it is not one ("<0.0001", "2:1", ""). */
export function numericValue(value: string): number | null {
  const t = value.trim().replace(/^[−–]/, '-').replace(/%$/, '');
  if (!/^-?\d+(?:\.\d+)?$/.test(t)) return null;
  return Number(t);
}

/**
 * Bar lengths (0..1) of the arms' values, drawn from the numbers themselves: only when every arm has a
 * non-negative number in one unit (bars of different units or of signed differences would mislead).
 * Percentages are drawn against 100, other units against the largest value.
 */
export function barShares(arms: readonly KeyFigure[]): number[] | null {
  if (arms.length < 2) return null;
  const unit = arms[0]!.unit.trim();
  if (arms.some((a) => a.unit.trim() !== unit)) return null;
  const values = arms.map((a) => numericValue(a.value));
  if (values.some((v) => v === null || v < 0)) return null;
  const numbers = values as number[];
  const top = unit === '%' ? 100 : Math.max(...numbers);
  if (top <= 0) return null;
  return numbers.map((v) => Math.min(1, v / top));
}
