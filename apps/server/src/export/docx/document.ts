import { Document, Packer } from 'docx';
import { type Block, toDocx, xmlSafe } from './blocks';

/** Latin and East-Asian faces of every run (the deck themes use the same pair); Word substitutes when absent. */
const FONT = { ascii: 'Arial', hAnsi: 'Arial', cs: 'Arial', eastAsia: 'Microsoft YaHei' };

/** A4 document of the blocks, with the full title in its properties. */
export function packDocument(title: string, blocks: Block[]): Promise<Buffer> {
  const doc = new Document({
    title: xmlSafe(title),
    creator: 'Prowrite',
    styles: {
      default: {
        document: { run: { font: FONT, size: 21 } },
        title: { run: { font: FONT, size: 40, bold: true } },
        heading1: {
          run: { font: FONT, size: 30, bold: true, color: '1B2C39' },
          paragraph: { spacing: { before: 240, after: 120 } },
        },
        heading2: {
          run: { font: FONT, size: 26, bold: true, color: '2A5A9B' },
          paragraph: { spacing: { before: 200, after: 100 } },
        },
        heading3: {
          run: { font: FONT, size: 23, bold: true },
          paragraph: { spacing: { before: 160, after: 80 } },
        },
      },
    },
    sections: [{ children: toDocx(blocks) }],
  });
  return Packer.toBuffer(doc);
}
