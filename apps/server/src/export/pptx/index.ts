import type { Slide } from '@prowrite/contracts';
import { buildDeckPptx } from './deck';

export { UnknownSlideLayoutError } from './errors';

export interface DeckPptxInput {
  title: string;
  slides: Slide[];
  template: string;
  logo?: string;
  /** company-template flag of the work, passed to themeForSlide */
  companyTemplate?: boolean;
  /** resolves a figure/logo src (`/api/files/<id>/figures/<n>`, `/api/files/<id>/raw`, data: URL) to
   *  bytes + mime; returns null when missing (the slot is then left empty, never a crash). */
  loadImage: (src: string) => Promise<{ data: Buffer; mime: string } | null>;
  /** Optional: the deck's extra company element (roche_flag), drawn on every slide as on the board. */
  companyElement?: boolean;
  /** Optional: the language of fixed labels (the board's outLang); detected from the content when absent. */
  lang?: 'zh' | 'en';
}

/**
 * Native PPTX of a deck (16:9, 10 x 5.625 in) drawn from the same resolved layouts as the deck board: real
 * text boxes, shapes, lines, tables and pictures at the board's coordinates, notes with every reference and
 * each number's source. Throws UnknownSlideLayoutError (an AppError 400) naming a slide with an unknown layout.
 */
export async function writeDeckPptx(input: DeckPptxInput): Promise<Buffer> {
  return buildDeckPptx(input);
}
