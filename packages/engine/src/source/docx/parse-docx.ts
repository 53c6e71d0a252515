import mammoth from 'mammoth';
import { normaliseText } from '../../text/normalise';
import { CELL_SEPARATOR } from '../pdf/document-assembler';
import { isReferencesHeading } from '../pdf/headings';
import {
  type SourceDocument,
  type SourceFigure,
  type SourceInput,
  type SourcePage,
  type SourceTable,
  type TextBlock,
  UnreadableSourceError,
} from '../source-document';
import { type HtmlBlock, readHtmlBlocks } from './html-blocks';
import { checkDocxArchive } from './zip-guard';

const CAPTION = /^(table|figure|fig\.?)\s*\d+/i;

function clean(text: string): string {
  return normaliseText(text).replace(/\s*\n\s*/g, ' ');
}

/**
 * DOCX sources through mammoth: headings by paragraph style, paragraphs, lists, tables and embedded
 * images. Word does not store page layout, so pages are counted from explicit page breaks only: text
 * without any break is page 1.
 */
export async function parseDocx(input: SourceInput): Promise<SourceDocument> {
  checkDocxArchive(input.bytes);
  const images: { contentType: string; bytes: Uint8Array }[] = [];
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength) },
      {
        styleMap: ["br[type='page'] => hr"],
        convertImage: mammoth.images.imgElement(async (image) => {
          images.push({ contentType: image.contentType, bytes: new Uint8Array(await image.readAsBuffer()) });
          return { src: `image:${images.length - 1}` };
        }),
        externalFileAccess: false,
      },
    );
    html = result.value;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new UnreadableSourceError(`This DOCX cannot be read (${message.slice(0, 200)}).`);
  }
  const doc = assemble(readHtmlBlocks(html), images, input);
  if (!doc.pages.some((p) => p.text.trim())) throw new UnreadableSourceError('This DOCX contains no text.');
  return doc;
}

function assemble(
  htmlBlocks: HtmlBlock[],
  images: { contentType: string; bytes: Uint8Array }[],
  input: SourceInput,
): SourceDocument {
  const blocks: TextBlock[] = [];
  const tables: SourceTable[] = [];
  const figures: SourceFigure[] = [];
  const references: string[] = [];
  const sections: { title: string; page: number }[] = [];
  const pages: SourcePage[] = [];
  let parts: string[] = [];
  let page = 1;
  let section = '';
  let inReferences = false;
  let title = '';
  const add = (text: string, kind: TextBlock['kind']) => {
    blocks.push({ page, text, box: null, kind, section });
    parts.push(text);
  };
  const endPage = () => {
    pages.push({ number: page, width: 0, height: 0, text: parts.join('\n\n') });
    parts = [];
  };

  htmlBlocks.forEach((block, i) => {
    if (block.type === 'page-break') {
      endPage();
      page++;
      return;
    }
    if (block.type === 'heading') {
      const text = clean(block.text);
      if (!text) return;
      section = text;
      inReferences = isReferencesHeading(text);
      if (!title && block.level === 1) title = text;
      sections.push({ title: text, page });
      add(text, 'heading');
      return;
    }
    if (block.type === 'table') {
      const rows = block.rows.map((row) => row.map(clean));
      const before = htmlBlocks[i - 1];
      const caption =
        before && before.type === 'paragraph' && /^table\s*\d+/i.test(before.text) ? clean(before.text) : '';
      for (const row of rows)
        for (const cell of row)
          if (cell) blocks.push({ page, text: cell, box: null, kind: 'table-cell', section });
      if (rows.length > 0) parts.push(rows.map((r) => r.filter((c) => c).join(CELL_SEPARATOR)).join('\n'));
      tables.push({ page, title: caption, rows, box: null });
      return;
    }
    const text = clean(block.text);
    const kind: TextBlock['kind'] = CAPTION.test(text) ? 'caption' : block.type;
    if (text) add(text, kind);
    if (inReferences && text && kind !== 'caption') references.push(text);
    for (const src of block.images) {
      const image = images[Number(src.replace('image:', ''))];
      const near = [htmlBlocks[i + 1], htmlBlocks[i - 1]].find(
        (b) => b && b.type === 'paragraph' && /^(figure|fig\.?)\s*\d+/i.test(b.text),
      );
      const caption = near && near.type === 'paragraph' ? clean(near.text) : text;
      figures.push({
        page,
        caption,
        box: null,
        png: image && image.contentType === 'image/png' ? image.bytes : null,
      });
    }
  });
  endPage();
  if (!title) title = blocks.find((b) => b.text.length > 0 && b.text.length <= 200)?.text ?? '';
  return {
    fileId: input.fileId,
    name: input.name,
    kind: input.kind,
    title: title || input.name.replace(/\.[^.]+$/, ''),
    pages,
    blocks,
    sections,
    tables,
    figures,
    references,
  };
}
