import type { Slide } from '@prowrite/contracts';

export interface DeckPptxInput {
  title: string;
  slides: Slide[];
  template: string;
  logo?: string;
  /** company-template flag of the work, passed to themeForSlide */
  rocheFlag?: boolean;
  /** resolves a figure/logo src (`/api/files/<id>/figures/<n>`, `/api/files/<id>/raw`, data: URL) to
   *  bytes + mime; returns null when missing (the slot is then left empty, never a crash). */
  loadImage: (src: string) => Promise<{ data: Buffer; mime: string } | null>;
}

/** Native PPTX of a deck (16:9, 10 x 5.625 in) drawn from the resolved layouts. Body still growing. */
export async function writeDeckPptx(input: DeckPptxInput): Promise<Buffer> {
  const { buildDeckPptx } = await import('./deck');
  return buildDeckPptx(input);
}
