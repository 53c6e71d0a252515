import {
  type ArticleComponent,
  type KeyFigure,
  type KeyFigureRole,
  type KeyFiguresPanel,
  keyFigurePath,
  keyFigureTexts,
  type Provenance,
} from '@prowrite/contracts';
import { fitText } from '../../../writer/fit-text';
import { ComponentBuilder } from '../../component-builder';
import type { SeededIds } from '../../ids';
import type { Para } from '../../paragraph';

/** Tile texts are short by design: a label on two lines, a big value, a one-line note. */
const MAX_LABEL = 80;
const MAX_VALUE = 24;
const MAX_NOTE = 120;

/** One tile the writer places, and the sources of every number it shows. */
export type FigureDraft = {
  role: KeyFigureRole;
  label: string;
  value: string;
  unit: string;
  note: string;
  sources: (Provenance | null | undefined)[];
};

export const figure = (
  role: KeyFigureRole,
  label: string,
  value: string,
  sources: FigureDraft['sources'],
  more: { unit?: string; note?: string } = {},
): FigureDraft => ({ role, label, value, unit: more.unit ?? '', note: more.note ?? '', sources });

/**
 * A `key_figures` component: the panel's tiles under one content entry named after the panel, then its short
 * texts (rich text entries). Every tile's provenance is recorded under its own path (`result.figures.0`).
 */
export function keyFiguresComponent(
  ids: SeededIds,
  panel: KeyFiguresPanel,
  title: string,
  drafts: FigureDraft[],
  texts: { id: string; paras: Para[] }[],
): ArticleComponent {
  const builder = new ComponentBuilder(ids, 'key_figures', title);
  const figures: KeyFigure[] = drafts.map((d, i) => {
    const tile: KeyFigure = {
      id: ids.id(),
      role: d.role,
      label: fitText(d.label, MAX_LABEL),
      // A value is never cut: one too long for a tile is not a tile's value.
      value: d.value.length <= MAX_VALUE ? d.value : '',
      unit: fitText(d.unit, MAX_LABEL),
      note: fitText(d.note, MAX_NOTE),
    };
    builder.cite(keyFigureTexts(tile).join(' '), d.sources, keyFigurePath(panel, i));
    return tile;
  });
  for (const t of texts) if (t.paras.some((p) => p.text)) builder.paragraphs(t.id, t.paras);
  const built = builder.build(ids.id());
  return {
    ...built,
    contents: [{ id: panel, type: 'key_figures', key_figures: { panel, figures } }, ...built.contents],
  };
}
