import {
  AlignmentType,
  BorderStyle,
  type FileChild,
  FootnoteReferenceRun,
  HeadingLevel,
  ImageRun,
  Paragraph,
  type ParagraphChild,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { fitImage, imageFacts } from './image-size';

/**
 * A small document model both writers fill (decks and articles) before it becomes docx objects, so
 * footnotes can be attached to the paragraph that shows their value.
 */
export type Run = { text: string; bold?: boolean; italic?: boolean; colour?: string; size?: number };

export type ParagraphBlock = {
  kind: 'paragraph';
  runs: Run[];
  style?: 'title' | 'subtitle' | 'h1' | 'h2' | 'h3' | 'caption' | 'small' | 'quote';
  bullet?: number;
  pageBreakBefore?: boolean;
  footnotes?: string[];
};
export type TableBlock = {
  kind: 'table';
  header: CellSpec[];
  rows: CellSpec[][];
  footnotes?: string[];
};
export type CellSpec = { text: string; span: number };
export type ImageBlock = { kind: 'image'; data: Buffer; alt: string };
export type Block = ParagraphBlock | TableBlock | ImageBlock;

export const para = (text: string, extra: Omit<ParagraphBlock, 'kind' | 'runs'> = {}): ParagraphBlock => ({
  kind: 'paragraph',
  runs: [{ text }],
  ...extra,
});

/** Usable text width of an A4 page with 1-inch margins, in pixels at 96 dpi (6.27 in). */
const TEXT_WIDTH_PX = 600;
const MAX_IMAGE_HEIGHT_PX = 800;

const HEADINGS = {
  title: HeadingLevel.TITLE,
  h1: HeadingLevel.HEADING_1,
  h2: HeadingLevel.HEADING_2,
  h3: HeadingLevel.HEADING_3,
} as const;

/** Word refuses XML-invalid characters (C0 controls but tab/newline, lone surrogates): they are dropped. */
export function xmlSafe(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
  );
}

function textRun(run: Run, base: { italic?: boolean; size?: number; colour?: string } = {}): TextRun {
  const italic = run.italic ?? base.italic;
  const colour = run.colour ?? base.colour;
  const size = run.size ?? base.size;
  return new TextRun({
    text: xmlSafe(run.text),
    ...(run.bold ? { bold: true } : {}),
    ...(italic ? { italics: true } : {}),
    ...(colour ? { color: colour.replace('#', '') } : {}),
    ...(size ? { size } : {}),
  });
}

function footnoteRuns(notes: string[] | undefined): ParagraphChild[] {
  return (notes ?? []).map(
    (note) =>
      new FootnoteReferenceRun({ children: [new Paragraph({ children: [new TextRun(xmlSafe(note))] })] }),
  );
}

function paragraph(block: ParagraphBlock): Paragraph {
  const style = block.style;
  const base =
    style === 'caption'
      ? { italic: true, size: 18, colour: '#595959' }
      : style === 'small'
        ? { size: 16, colour: '#595959' }
        : style === 'quote'
          ? { italic: true }
          : {};
  const children: ParagraphChild[] = [
    ...block.runs.map((r) => textRun(r, base)),
    ...footnoteRuns(block.footnotes),
  ];
  const heading = style && style in HEADINGS ? HEADINGS[style as keyof typeof HEADINGS] : undefined;
  return new Paragraph({
    children,
    ...(heading ? { heading } : {}),
    ...(style === 'subtitle' ? { style: 'Subtitle' } : {}),
    ...(style === 'caption' ? { alignment: AlignmentType.CENTER } : {}),
    ...(style === 'quote' ? { indent: { left: 567 } } : {}),
    ...(block.bullet !== undefined ? { bullet: { level: Math.min(block.bullet, 8) } } : {}),
    ...(block.pageBreakBefore ? { pageBreakBefore: true } : {}),
  });
}

const CELL_BORDER = { style: BorderStyle.SINGLE, size: 4, color: 'BFBFBF' };

function table(block: TableBlock): FileChild[] {
  const columns = Math.max(
    1,
    ...[block.header, ...block.rows].map((row) => row.reduce((n, cell) => n + cell.span, 0)),
  );
  const row = (cells: CellSpec[], header: boolean) =>
    new TableRow({
      tableHeader: header,
      children: cells.map(
        (cell) =>
          new TableCell({
            columnSpan: Math.max(1, Math.min(cell.span, columns)),
            borders: { top: CELL_BORDER, bottom: CELL_BORDER, left: CELL_BORDER, right: CELL_BORDER },
            ...(header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'E8EEF7' } } : {}),
            children: [
              new Paragraph({ children: [textRun({ text: cell.text, bold: header }, { size: 18 })] }),
            ],
          }),
      ),
    });
  const rows = [
    ...(block.header.length > 0 ? [row(block.header, true)] : []),
    ...block.rows.filter((r) => r.length > 0).map((r) => row(r, false)),
  ];
  if (rows.length === 0) return [];
  const out: FileChild[] = [
    new Table({
      rows,
      width: { size: 100, type: WidthType.PERCENTAGE },
      columnWidths: Array(columns).fill(Math.floor(9000 / columns)),
    }),
  ];
  // A table's sources sit in the paragraph just under it.
  if (block.footnotes?.length) out.push(new Paragraph({ children: footnoteRuns(block.footnotes) }));
  return out;
}

function image(block: ImageBlock): FileChild[] {
  const facts = imageFacts(block.data);
  if (!facts) return [];
  const size = fitImage(facts, TEXT_WIDTH_PX, MAX_IMAGE_HEIGHT_PX);
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [
        new ImageRun({
          type: facts.type,
          data: block.data,
          transformation: size,
          altText: {
            name: 'figure',
            title: xmlSafe(block.alt).slice(0, 200),
            description: xmlSafe(block.alt).slice(0, 500),
          },
        }),
      ],
    }),
  ];
}

/** The docx objects of a block list. */
export function toDocx(blocks: Block[]): FileChild[] {
  return blocks.flatMap((b) =>
    b.kind === 'paragraph' ? [paragraph(b)] : b.kind === 'table' ? table(b) : image(b),
  );
}

/** The plain text of a paragraph block (for matching footnotes to what it shows). */
export function blockText(block: Block): string {
  if (block.kind === 'paragraph') return block.runs.map((r) => r.text).join('');
  if (block.kind === 'table') return [...block.header, ...block.rows.flat()].map((c) => c.text).join(' ');
  return '';
}
