import type { DeckPptxInput } from './index';

export async function buildDeckPptx(_input: DeckPptxInput): Promise<Buffer> {
  throw new Error('PPTX writer not implemented yet');
}
