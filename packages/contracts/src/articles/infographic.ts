import { z } from 'zod';

/**
 * Infographic works: the one content an article component cannot carry is a set of key-figure tiles (a label,
 * a big value as the source prints it, its unit and a small note such as "59 of 129" or the interval and p).
 * They sit in a `key_figures` component under one content entry of type `key_figures`; the panel says which
 * part of the poster they are (design flow, primary result, safety).
 */
export const keyFigureRoleSchema = z.enum([
  /** Patients randomised (the top of the design flow). */
  'population',
  /** The allocation ratio ("2:1"). */
  'ratio',
  /** One arm: its size in the design panel, its value for the endpoint in the result panel. */
  'arm',
  /** An effect estimate (HR, OR, difference …) or a p value. */
  'effect',
  /** One adverse-event row: its label and the per-arm cells as printed. */
  'safety',
]);
export type KeyFigureRole = z.infer<typeof keyFigureRoleSchema>;

export const keyFigureSchema = z.object({
  id: z.string().min(1).max(64),
  role: keyFigureRoleSchema,
  label: z.string().max(300).default(''),
  /** The big number, as the source prints it ("45.7", "0.62", "2:1", "<0.0001"); may be empty for safety rows. */
  value: z.string().max(60).default(''),
  unit: z.string().max(60).default(''),
  note: z.string().max(600).default(''),
});
export type KeyFigure = z.infer<typeof keyFigureSchema>;

export const keyFiguresPanelSchema = z.enum(['design', 'result', 'safety']);
export type KeyFiguresPanel = z.infer<typeof keyFiguresPanelSchema>;

export const keyFiguresSchema = z.object({
  panel: keyFiguresPanelSchema,
  figures: z.array(keyFigureSchema).max(12).default([]),
});
export type KeyFigures = z.infer<typeof keyFiguresSchema>;

/** The content path of one tile's texts (its provenance is recorded under this id). */
export const keyFigurePath = (contentId: string, index: number) => `${contentId}.figures.${index}`;

/** A tile's texts in reading order (label, value with unit, note): what limits, checks and exports read. */
export function keyFigureTexts(figure: KeyFigure): string[] {
  const value = [figure.value, figure.unit].filter(Boolean).join(' ');
  return [figure.label, value, figure.note].filter(Boolean);
}
