import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { collectHyphenEvidence } from '../../text/hyphen-evidence';
import { normaliseText } from '../../text/normalise';
import { cropFigures } from '../figures/crop-figure';
import {
  type SourceDocument,
  type SourceInput,
  type TextBlock,
  UnreadableSourceError,
} from '../source-document';
import {
  columnOf,
  detectGutters,
  type Gutter,
  gutterFits,
  linesBreakAt,
  recurringGutters,
  sideOf,
} from './columns';
import { DocumentAssembler } from './document-assembler';
import type { DocumentStyle, LayoutUnit, PageFrame, PlacedSegment } from './layout-types';
import { findLineNumbers } from './line-numbers';
import { groupLines, type LineSegment, splitAtOutstandingGaps, splitSegments } from './lines';
import { findPageFurniture } from './page-furniture';
import { loadPdfjs, openPdf } from './pdf-loader';
import { orderUnits } from './reading-order';
import { findFigures, findTables } from './regions';
import { dropRepeatedText } from './doubled-text';
import { type OcrOptions, readScannedPages } from './scanned-pages';
import { type PageRuns, readPageRuns, type TextRun } from './text-runs';

export type PdfParseOptions = {
  /** Crop figure images with pdftoppm (default true). Off, figures keep captions and boxes, png null. */
  cropFigures?: boolean;
  /** Limits of OCR for scanned pages (pages per document, concurrency, time per page). */
  ocr?: OcrOptions;
};

type PageLines = PageRuns & { lines: TextRun[][]; segments: LineSegment[] };

export async function parsePdf(input: SourceInput, options: PdfParseOptions = {}): Promise<SourceDocument> {
  return (await parsePdfLayout(input, options)).document;
}

/** A text block's printed lines, with their runs' positions: what layout checks look at. */
export type LaidOutBlock = { page: number; kind: TextBlock['kind']; lines: LineSegment[] };

/** Parses a PDF and also returns the printed lines each text block was assembled from. */
export async function parsePdfLayout(
  input: SourceInput,
  options: PdfParseOptions = {},
): Promise<{ document: SourceDocument; blocks: LaidOutBlock[]; pageRuns: PageRuns[] }> {
  const doc = await openPdf(input.bytes);
  const warnings: string[] = [];
  let pages: PageRuns[];
  let ocrPages: Set<number>;
  try {
    pages = await readAllPages(doc, warnings);
    ocrPages = await readScannedPages(doc, input.bytes, pages, warnings, options.ocr);
    await refuseWithoutText(doc, pages);
  } finally {
    await doc.destroy();
  }

  // A manuscript's line numbers are not text: dropped before lines are formed.
  const lineNumbers = findLineNumbers(pages.map((p) => p.runs));
  const withLines: PageLines[] = pages.map((p, i) => {
    const numbers = lineNumbers[i]!;
    const lines = groupLines(numbers.size > 0 ? p.runs.filter((r) => !numbers.has(r)) : p.runs);
    return { ...p, lines, segments: lines.flatMap((l) => splitSegments(l, [])) };
  });
  const furniture = findPageFurniture(withLines);
  const furnitureRuns = new Set<TextRun>([...furniture].flatMap((s) => s.runs));
  const isFurniture = (s: LineSegment) => s.runs.every((r) => furnitureRuns.has(r));
  const contents = withLines.map((p) => p.segments.filter((s) => !isFurniture(s)));
  const style = documentStyle(contents);
  const styles = contents.map((segs) => (sharesBody(segs, style.bodySize) ? style : pageStyle(segs, style)));
  const contentLines = withLines.map((p) =>
    p.lines.map((l) => l.filter((r) => !furnitureRuns.has(r))).filter((l) => l.length > 0),
  );
  // Columns are found on finer segments: a narrow gutter (under an em) must still part two lines.
  const gutters = withLines.map((p, i) =>
    detectGutters(
      contentLines[i]!.flatMap((l) => splitAtOutstandingGaps(l)),
      p.width,
      styles[i]!.bodySize,
    ),
  );
  const recurring = recurringGutters(gutters);
  const placedPages = withLines.map((page, i) => {
    const own = [...gutters[i]!];
    // A gutter of the document also holds on a page whose text fits it or whose lines break at it.
    const added: Gutter[] = [];
    for (const g of recurring) {
      if ([...own, ...added].some((o) => o.x0 < g.x1 && o.x1 > g.x0)) continue;
      const bodySize = styles[i]!.bodySize;
      if (gutterFits(contents[i]!, g, bodySize) || linesBreakAt(contentLines[i]!, g, bodySize)) added.push(g);
    }
    return placePage(page, [...added, ...own], isFurniture);
  });
  const titleSegments = findTitleSegments(placedPages[0]!, styles[0]!);
  // Words split at line ends are judged by how the whole document prints them elsewhere.
  const hyphens = collectHyphenEvidence(placedPages.flatMap((p) => p.placed.map((s) => s.text)));
  const assembler = new DocumentAssembler(titleSegments, hyphens);
  placedPages.forEach(({ frame, placed }, i) => {
    const pageStyle = styles[i]!;
    const taken = new Set<PlacedSegment>();
    const tables = findTables(placed, frame, pageStyle, taken);
    const figures = findFigures(
      placed,
      frame,
      pageStyle,
      taken,
      tables.map((t) => t.box),
    );
    const text: LayoutUnit[] = placed.filter((s) => !taken.has(s)).map((seg) => ({ kind: 'text', seg }));
    assembler.addPage(frame, orderUnits([...text, ...tables, ...figures], frame.gutters), placed, pageStyle);
  });

  const figures = assembler.figures.map(({ label: _label, ...figure }) => figure);
  if (options.cropFigures !== false) {
    const warning = await cropInto(input.bytes, figures);
    if (warning) warnings.push(warning);
  }
  const title = assembler.title || assembler.sections[0]?.title || input.name.replace(/\.[^.]+$/, '');
  const document: SourceDocument = {
    fileId: input.fileId,
    name: input.name,
    kind: input.kind,
    title,
    pages: assembler.pages.map((p) => (ocrPages.has(p.number) ? { ...p, ocr: true } : p)),
    blocks: assembler.blocks,
    sections: assembler.sections,
    tables: assembler.tables,
    figures,
    references: assembler.references,
    runningText: runningText(withLines, furniture),
    warnings,
  };
  return { document, blocks: assembler.textBlockLines, pageRuns: pages };
}

/** Pages whose running heads are kept (the paper's citation is printed on the first ones). */
const RUNNING_TEXT_PAGES = 3;

/** The furniture lines of the first pages, top to bottom, for reading the paper's citation. */
function runningText(pages: PageLines[], furniture: Set<LineSegment>): { page: number; text: string }[] {
  return pages.slice(0, RUNNING_TEXT_PAGES).flatMap((p) =>
    p.segments
      .filter((s) => furniture.has(s) && s.text.trim())
      .sort((a, b) => a.top - b.top || a.x0 - b.x0)
      .map((s) => ({ page: p.number, text: normaliseText(s.text).replace(/\s+/g, ' ') })),
  );
}

async function readAllPages(doc: PDFDocumentProxy, warnings: string[]): Promise<PageRuns[]> {
  const pages: PageRuns[] = [];
  let failed = 0;
  for (let n = 1; n <= doc.numPages; n++) {
    try {
      const page = await doc.getPage(n);
      const read = await readPageRuns(page);
      pages.push({ ...read, runs: dropRepeatedText(read.runs) });
      page.cleanup();
    } catch {
      // A damaged page reads as empty; the rest of the document is still useful.
      failed++;
      pages.push({ number: n, width: 612, height: 792, runs: [] });
    }
  }
  if (failed === doc.numPages)
    throw new UnreadableSourceError('This PDF is damaged or incomplete and cannot be read.');
  if (failed > 0)
    warnings.push(`${failed} of ${doc.numPages} pages could not be read (damaged) and are empty.`);
  return pages;
}

/** Scans in which OCR found no text have pictures but no text: say so instead of returning an empty document. */
async function refuseWithoutText(doc: PDFDocumentProxy, pages: PageRuns[]): Promise<void> {
  const chars = pages.reduce((sum, p) => sum + p.runs.reduce((s, r) => s + r.text.trim().length, 0), 0);
  if (chars >= Math.max(20, pages.length * 5)) return;
  const { OPS } = await loadPdfjs();
  const imageOps = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
  ]);
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
    throw new UnreadableSourceError('This PDF is a scanned image and OCR found no readable text in it.');
  }
  throw new UnreadableSourceError('This PDF contains no text.');
}

/** Fonts over the whole document, and the body style of the document taken as one page. */
function documentStyle(pages: LineSegment[][]): DocumentStyle {
  const byFont = new Map<string, number>();
  let total = 0;
  for (const s of pages.flat()) {
    byFont.set(s.font, (byFont.get(s.font) ?? 0) + s.text.length);
    total += s.text.length;
  }
  const fontShare = new Map<string, number>();
  for (const [font, chars] of byFont) fontShare.set(font, total > 0 ? chars / total : 0);
  const whole = pageStyle(pages.flat(), { bodySize: 10, bodyFont: top(byFont) ?? '', fontShare });
  return { ...whole, fontShare };
}

/** Whether a quarter or more of a page's running text is set in the document's body size. */
function sharesBody(segments: LineSegment[], bodySize: number): boolean {
  let atBody = 0;
  let all = 0;
  for (const s of segments) {
    if (s.text.length < 25) continue;
    all += s.text.length;
    if (Math.abs(s.size - bodySize) <= 0.5) atBody += s.text.length;
  }
  return all === 0 || atBody >= all * 0.25;
}

/**
 * A page's body type: the size and font of most characters in its long lines. Per page, because journals
 * change size between sections (methods smaller than results) and small print (tables, references) would
 * outvote the body over a whole document. Table cells and labels are short and do not vote.
 */
function pageStyle(segments: LineSegment[], fallback: DocumentStyle): DocumentStyle {
  const long = segments.filter((s) => s.text.length >= 25);
  if (long.length === 0) return fallback;
  const bySize = new Map<number, number>();
  for (const s of long) {
    const key = Math.round(s.size * 2) / 2;
    bySize.set(key, (bySize.get(key) ?? 0) + s.text.length);
  }
  const rounded = top(bySize)!;
  const exact = new Map<number, number>();
  const fonts = new Map<string, number>();
  for (const s of long) {
    if (Math.round(s.size * 2) / 2 !== rounded) continue;
    exact.set(s.size, (exact.get(s.size) ?? 0) + s.text.length);
    fonts.set(s.font, (fonts.get(s.font) ?? 0) + s.text.length);
  }
  return {
    bodySize: top(exact) ?? rounded,
    bodyFont: top(fonts) ?? fallback.bodyFont,
    fontShare: fallback.fontShare,
  };
}

function top<K>(counts: Map<K, number>): K | undefined {
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Places a page's segments in its columns; the first gutter given is the main one. */
function placePage(
  page: PageLines,
  gutters: Gutter[],
  isFurniture: (s: LineSegment) => boolean,
): { frame: PageFrame; placed: PlacedSegment[] } {
  const content = page.segments.filter((s) => !isFurniture(s));
  const gutter = gutters[0] ?? null;
  const ordered = [...gutters].sort((a, b) => a.x0 - b.x0);
  const segments =
    gutters.length > 0
      ? page.lines.flatMap((l) => splitSegments(l, ordered)).filter((s) => !isFurniture(s))
      : content;
  const placed: PlacedSegment[] = segments.map((s) => ({
    ...s,
    side: sideOf(s, gutter),
    column: columnOf(s, ordered),
  }));
  const frame: PageFrame = {
    number: page.number,
    width: page.width,
    height: page.height,
    gutter,
    gutters: ordered,
    left: placed.length > 0 ? Math.min(...placed.map((s) => s.x0)) : 0,
    right: placed.length > 0 ? Math.max(...placed.map((s) => s.x1)) : page.width,
    top: placed.length > 0 ? Math.min(...placed.map((s) => s.top)) : 0,
    bottom: placed.length > 0 ? Math.max(...placed.map((s) => s.bottom)) : page.height,
  };
  return { frame, placed };
}

/**
 * The title: on page 1, the largest type that reads like a title (a few words at least), clearly larger
 * than the body. A journal name set even larger ("Circulation") is passed over.
 */
function findTitleSegments(
  page: { frame: PageFrame; placed: PlacedSegment[] },
  style: DocumentStyle,
): Set<PlacedSegment> {
  const upper = page.placed.filter((s) => s.top < page.frame.height * 0.6 && /\p{L}{3}/u.test(s.text));
  const sizes = [...new Set(upper.map((s) => Math.round(s.size)))].sort((a, b) => b - a);
  for (const size of sizes) {
    if (size < style.bodySize * 1.3) break;
    const group = upper.filter((s) => Math.round(s.size) === size);
    const text = group.map((s) => s.text).join(' ');
    if ((text.split(/\s+/).length >= 4 || text.length >= 30) && text.length >= 20 && group.length <= 6)
      return new Set(group);
  }
  return new Set();
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
