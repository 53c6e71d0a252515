import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ocrPage } from '../ocr/ocr-page';
import { ensureTesseract, MissingOcrError } from '../ocr/tesseract';
import { UnreadableSourceError } from '../source-document';
import { loadPdfjs } from './pdf-loader';
import { largestPictureShare, type PictureOps } from './picture-coverage';
import type { PageRuns } from './text-runs';

export type OcrOptions = {
  /** Scanned pages read per document at most; later ones are left empty with a warning. */
  maxPages?: number;
  /** Pages read at once (each is one Tesseract process on one core). */
  concurrency?: number;
  /** Time for one page (render, read, and a second reading when the scan lies turned). */
  pageTimeoutMs?: number;
  /**
   * Time for all pages of a document: no page is started after it, so a long scan ends with what was read
   * (and a warning) well inside the parse's own time limit instead of failing as a whole.
   */
  totalTimeoutMs?: number;
};

export const OCR_DEFAULTS: Required<OcrOptions> = {
  maxPages: 50,
  concurrency: 2,
  pageTimeoutMs: 60_000,
  totalTimeoutMs: 180_000,
};

/** A page with fewer characters than this in its text layer has no usable text layer. */
const MIN_TEXT_CHARS = 20;
/**
 * A page with a little more text (a download stamp, a scanner's header line) is still a scan when one picture
 * covers (nearly) all of it, as a scanned sheet does; a born-digital figure page with its caption is not: its
 * picture stays inside the page margins (an A4 page with 2.5 cm margins leaves about 70 % for it).
 */
const STAMP_TEXT_CHARS = 300;
const SCAN_PICTURE_SHARE = 0.9;
/** A reading below this mean confidence is flagged to the user. */
const POOR_CONFIDENCE = 50;

const textChars = (page: PageRuns) => page.runs.reduce((n, r) => n + r.text.trim().length, 0);

/**
 * Reads scanned pages by OCR: a page with (almost) no text layer that paints a picture is rendered and read
 * with Tesseract, and its runs replace the empty text layer, so it goes through the same layout analysis
 * as any page. Returns the numbers of the pages read by OCR. Without Tesseract a document with no text
 * layer at all is refused with what to install; a document with some text keeps it, with a warning.
 */
export async function readScannedPages(
  doc: PDFDocumentProxy,
  bytes: Uint8Array,
  pages: PageRuns[],
  warnings: string[],
  options: OcrOptions = {},
): Promise<Set<number>> {
  const { maxPages, concurrency, pageTimeoutMs, totalTimeoutMs } = { ...OCR_DEFAULTS, ...options };
  const deadline = Date.now() + totalTimeoutMs;
  const read = new Set<number>();
  const candidates = pages.filter((p) => textChars(p) < STAMP_TEXT_CHARS);
  if (candidates.length === 0) return read;
  const { scanned, unchecked } = await pagesWithPictures(doc, candidates, maxPages);
  if (scanned.length === 0) return read;

  try {
    await ensureTesseract();
  } catch (error) {
    const hasText = pages.some((p) => !scanned.includes(p) && textChars(p) >= MIN_TEXT_CHARS);
    if (!(error instanceof MissingOcrError) || !hasText) throw error;
    warnings.push(`${scanned.length} scanned page(s) were not read (${error.message})`);
    return read;
  }

  const dir = await mkdtemp(join(tmpdir(), 'prowrite-ocr-'));
  let failed = 0;
  let late = 0;
  try {
    const path = join(dir, 'source.pdf');
    await writeFile(path, bytes);
    let next = 0;
    let fatal: unknown = null;
    const worker = async () => {
      while (next < scanned.length && fatal === null) {
        const page = scanned[next++]!;
        const left = deadline - Date.now();
        if (left <= 0) {
          late++;
          continue;
        }
        try {
          const result = await ocrPage(path, page, dir, Math.min(pageTimeoutMs, left));
          const index = pages.indexOf(page);
          pages[index] = {
            number: page.number,
            width: result.width,
            height: result.height,
            runs: result.runs,
          };
          read.add(page.number);
          if (result.runs.length > 0 && result.confidence < POOR_CONFIDENCE) {
            warnings.push(
              `Page ${page.number} was read by OCR with low confidence (${Math.round(result.confidence)}%); check its quotes.`,
            );
          }
        } catch (error) {
          if (error instanceof UnreadableSourceError) fatal = error;
          else failed++;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, scanned.length) }, worker));
    if (fatal) throw fatal;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (read.size > 0) {
    warnings.push(`${read.size} scanned page(s) were read by OCR; quotes from them are marked as OCR.`);
  }
  if (failed > 0) warnings.push(`${failed} scanned page(s) could not be read by OCR (time limit or error).`);
  if (late > 0) {
    warnings.push(
      `${late} scanned page(s) were not read: OCR of this document reached its ${Math.round(totalTimeoutMs / 1000)} s limit.`,
    );
  }
  if (unchecked > 0) {
    warnings.push(
      `Only the first ${maxPages} scanned pages are read by OCR; ${unchecked} later page(s) with little or no text layer were not read.`,
    );
  }
  return read;
}

/**
 * The candidate pages that are scans, up to `limit`: with (almost) no text and a picture, or with a little
 * text and one picture over most of the page. Pages after the limit are not looked at (looking decodes
 * their pictures), only counted.
 */
async function pagesWithPictures(
  doc: PDFDocumentProxy,
  candidates: PageRuns[],
  limit: number,
): Promise<{ scanned: PageRuns[]; unchecked: number }> {
  const { OPS } = await loadPdfjs();
  const ops: PictureOps = {
    save: OPS.save,
    restore: OPS.restore,
    transform: OPS.transform,
    paintFormXObjectBegin: OPS.paintFormXObjectBegin,
    paintFormXObjectEnd: OPS.paintFormXObjectEnd,
    images: new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject]),
  };
  const scanned: PageRuns[] = [];
  let checked = 0;
  for (const page of candidates) {
    if (scanned.length >= limit) break;
    checked++;
    try {
      const proxy = await doc.getPage(page.number);
      const list = await proxy.getOperatorList();
      proxy.cleanup();
      const share = largestPictureShare(list.fnArray, list.argsArray, ops, page.width * page.height);
      const hasPicture = list.fnArray.some((op) => ops.images.has(op));
      if (textChars(page) < MIN_TEXT_CHARS ? hasPicture : share >= SCAN_PICTURE_SHARE) scanned.push(page);
    } catch {
      // An unreadable page is no scan to read.
    }
  }
  return { scanned, unchecked: candidates.length - checked };
}
