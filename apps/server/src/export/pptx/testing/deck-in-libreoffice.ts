import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Slide } from '@prowrite/contracts';
import { writeDeckPptx } from '../index';
import { convertToPdf, type PdfWord, pdfPageWords } from './libreoffice';

export type DeckInLibreOffice = {
  /** The words LibreOffice drew on each slide's page, in slide order. */
  words: PdfWord[][];
  /** Removes the PPTX and PDF. */
  remove(): Promise<void>;
};

/** Writes the slides as a PPTX, converts it with LibreOffice and reads back what each page draws. */
export async function deckInLibreOffice(
  name: string,
  slides: Slide[],
  options: { template: string; lang?: 'zh' | 'en' },
): Promise<DeckInLibreOffice> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `pptx-${name}-`));
  const file = path.join(dir, `${name}.pptx`);
  await writeFile(
    file,
    await writeDeckPptx({
      title: name,
      slides,
      template: options.template,
      ...(options.lang ? { lang: options.lang } : {}),
      loadImage: async () => null,
    }),
  );
  const [pdf] = await convertToPdf([file], dir);
  const words: PdfWord[][] = [];
  for (let i = 0; i < slides.length; i++) words.push(await pdfPageWords(pdf!, i + 1));
  return { words, remove: () => rm(dir, { recursive: true, force: true }) };
}
