import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { cropFigures } from '../figures/crop-figure';
import { type SourceDocument, type SourceInput, UnreadableSourceError } from '../source-document';
import { commonGutter, detectGutter, type Gutter, gutterFits, sideOf } from './columns';
import { DocumentAssembler } from './document-assembler';
import type { DocumentStyle, LayoutUnit, PageFrame, PlacedSegment } from './layout-types';
import { groupLines, type LineSegment, splitSegments } from './lines';
import { findPageFurniture } from './page-furniture';
import { loadPdfjs, openPdf } from './pdf-loader';
import { orderUnits } from './reading-order';
import { findFigures, findTables } from './regions';
import { type PageRuns, readPageRuns, type TextRun } from './text-runs';

export type PdfParseOptions = {
  /** Crop figure images with pdftoppm (default true). Off, figures keep captions and boxes, png null. */
  cropFigures?: boolean;
};

type PageLines = PageRuns & { lines: TextRun[][]; segments: LineSegment[] };

export async function parsePdf(input: SourceInput, options: PdfParseOptions = {}): Promise<SourceDocument> {
  const doc = await openPdf(input.bytes);
  const warnings: string[] = [];
  let pages: PageRuns[];
  try {
    pages = await readAllPages(doc, warnings);
    await refuseWithoutText(doc, pages);
  } finally {
    await doc.destroy();
  }

  const withLines: PageLines[] = pages.map((p) => {
    const lines = groupLines(p.runs);
    return { ...p, lines, segments: lines.flatMap((l) => splitSegments(l, null)) };
  });
  const furniture = findPageFurniture(withLines);
  const furnitureRuns = new Set<TextRun>([...furniture].flatMap((s) => s.runs));
  const style = documentStyle(withLines.flatMap((p) => p.segments.filter((s) => !furniture.has(s))));

  const isFurniture = (s: LineSegment) => s.runs.every((r) => furnitureRuns.has(r));
  const gutters = withLines.map((p) =>
    detectGutter(
      p.segments.filter((s) => !isFurniture(s)),
      p.width,
      style.bodySize,
    ),
  );
  const shared = commonGutter(gutters);
  const placedPages = withLines.map((page, i) => {
    const content = page.segments.filter((s) => !isFurniture(s));
    const gutter = gutters[i] ?? (shared && gutterFits(content, shared, style.bodySize) ? shared : null);
    return placePage(page, gutter, isFurniture);
  });
  const titleSegments = findTitleSegments(placedPages[0]!, style);
  const assembler = new DocumentAssembler(style, titleSegments);
  for (const { frame, placed } of placedPages) {
    const taken = new Set<PlacedSegment>();
    const tables = findTables(placed, frame, style, taken);
    const figures = findFigures(
      placed,
      frame,
      style,
      taken,
      tables.map((t) => t.box),
    );
    const text: LayoutUnit[] = placed.filter((s) => !taken.has(s)).map((seg) => ({ kind: 'text', seg }));
    assembler.addPage(frame, orderUnits([...text, ...tables, ...figures]), placed);
  }

  const figures = assembler.figures.map(({ label: _label, ...figure }) => figure);
  if (options.cropFigures !== false) {
    const warning = await cropInto(input.bytes, figures);
    if (warning) warnings.push(warning);
  }
  const title = assembler.title || assembler.sections[0]?.title || input.name.replace(/\.[^.]+$/, '');
  return {
    fileId: input.fileId,
    name: input.name,
    kind: input.kind,
    title,
    pages: assembler.pages,
    blocks: assembler.blocks,
    sections: assembler.sections,
    tables: assembler.tables,
    figures,
    references: assembler.references,
    warnings,
  };
}

async function readAllPages(doc: PDFDocumentProxy, warnings: string[]): Promise<PageRuns[]> {
  const pages: PageRuns[] = [];
  let failed = 0;
  for (let n = 1; n <= doc.numPages; n++) {
    try {
      const page = await doc.getPage(n);
      pages.push(await readPageRuns(page));
      page.cleanup();
    } catch {
      // A damaged page reads as empty; the rest of the document is still useful.
      failed++;
      pages.push({ number: n, width: 612, height: 792, runs: [] });
    }
  }
  if (failed === doc.numPages) throw new UnreadableSourceError('This PDF is damaged or incomplete and cannot be read.');
  if (failed > 0) warnings.push(`${failed} of ${doc.numPages} pages could not be read (damaged) and are empty.`);
  return pages;
}

/** Scanned papers have pictures but no text layer: say so instead of returning an empty document. */
async function refuseWithoutText(doc: PDFDocumentProxy, pages: PageRuns[]): Promise<void> {
  const chars = pages.reduce((sum, p) => sum + p.runs.reduce((s, r) => s + r.text.trim().length, 0), 0);
  if (chars >= Math.max(20, pages.length * 5)) return;
  const { OPS } = await loadPdfjs();
  const imageOps = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject]);
  let images = 0;
  for (let n = 1; n <= Math.min(doc.numPages, 3); n++) {
    try {
      const ops = await (await doc.getPage(n)).getOperatorList();
      images += ops.fnArray.filter((op) => imageOps.has(op)).length;
    } catch {
      // An unreadable page counts as no image.
    }
  }
  if (images > 0) {
    throw new UnreadableSourceError('This PDF has no text layer (scanned image); OCR is not supported yet.');
  }
  throw new UnreadableSourceError('This PDF contains no text.');
}

function documentStyle(segments: LineSegment[]): DocumentStyle {
  const bySize = new Map<number, number>();
  const byFont = new Map<string, number>();
  let total = 0;
  for (const s of segments) {
    const chars = s.text.length;
    const size = Math.round(s.size * 2) / 2;
    bySize.set(size, (bySize.get(size) ?? 0) + chars);
    byFont.set(s.font, (byFont.get(s.font) ?? 0) + chars);
    total += chars;
  }
  const top = <K>(m: Map<K, number>) => [...m.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const roundedBody = top(bySize) ?? 10;
  // The exact body size: the most common exact size within the winning half-point bucket.
  const exact = new Map<number, number>();
  for (const s of segments) {
    if (Math.round(s.size * 2) / 2 === roundedBody) exact.set(s.size, (exact.get(s.size) ?? 0) + s.text.length);
  }
  const fontShare = new Map<string, number>();
  for (const [font, chars] of byFont) fontShare.set(font, total > 0 ? chars / total : 0);
  return { bodySize: top(exact) ?? roundedBody, bodyFont: top(byFont) ?? '', fontShare };
}

function placePage(
  page: PageLines,
  gutter: Gutter | null,
  isFurniture: (s: LineSegment) => boolean,
): { frame: PageFrame; placed: PlacedSegment[] } {
  const content = page.segments.filter((s) => !isFurniture(s));
  const segments = gutter ? page.lines.flatMap((l) => splitSegments(l, gutter)).filter((s) => !isFurniture(s)) : content;
  const placed: PlacedSegment[] = segments.map((s) => ({ ...s, side: sideOf(s, gutter) }));
  const frame: PageFrame = {
    number: page.number,
    width: page.width,
    height: page.height,
    gutter,
    left: placed.length > 0 ? Math.min(...placed.map((s) => s.x0)) : 0,
    right: placed.length > 0 ? Math.max(...placed.map((s) => s.x1)) : page.width,
    top: placed.length > 0 ? Math.min(...placed.map((s) => s.top)) : 0,
    bottom: placed.length > 0 ? Math.max(...placed.map((s) => s.bottom)) : page.height,
  };
  return { frame, placed };
}

/** The title: the largest type in the upper part of page 1, clearly larger than the body. */
function findTitleSegments(page: { frame: PageFrame; placed: PlacedSegment[] }, style: DocumentStyle): Set<PlacedSegment> {
  const upper = page.placed.filter((s) => s.top < page.frame.height * 0.6 && /\p{L}{3}/u.test(s.text));
  const maxSize = Math.max(0, ...upper.map((s) => s.size));
  if (maxSize < style.bodySize * 1.3) return new Set();
  return new Set(upper.filter((s) => s.size >= maxSize - 0.6));
}

/** Writes the PDF to a private temp folder once, crops every figure box, then removes the folder. */
async function cropInto(bytes: Uint8Array, figures: SourceDocument['figures']): Promise<string | null> {
  const wanted = figures.filter((f) => f.box !== null);
  if (wanted.length === 0) return null;
  const dir = await mkdtemp(join(tmpdir(), 'prowrite-pdf-'));
  try {
    const path = join(dir, 'source.pdf');
    await writeFile(path, bytes);
    const result = await cropFigures(
      path,
      wanted.map((f) => ({ page: f.page, box: f.box! })),
    );
    wanted.forEach((f, i) => {
      f.png = result.pngs[i] ?? null;
    });
    return result.warning;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
