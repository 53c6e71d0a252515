import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One positioned piece of text from pdfjs, in page points with the origin at the top left. */
export type TextRun = {
  text: string;
  x0: number;
  x1: number;
  /** Baseline, top and bottom in top-down page coordinates. */
  baseline: number;
  top: number;
  bottom: number;
  /** Font size in points (the text matrix scale). */
  size: number;
  font: string;
  /** Text not running left to right (side tabs, rotated labels): kept out of the reading flow. */
  rotated: boolean;
};

export type PageRuns = {
  number: number;
  width: number;
  height: number;
  runs: TextRun[];
};

type PdfTextItem = { str: string; transform: number[]; width: number; fontName: string };

function isTextItem(item: unknown): item is PdfTextItem {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}

/** Reads a page's text items and converts them to top-left page coordinates. */
export async function readPageRuns(page: PDFPageProxy): Promise<PageRuns> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent({ disableNormalization: false });
  const [va, vb, vc, vd, ve, vf] = viewport.transform as [number, number, number, number, number, number];
  const runs: TextRun[] = [];
  for (const item of content.items) {
    if (!isTextItem(item) || item.str.length === 0) continue;
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
    // Multiply the item's text matrix by the viewport transform (both are [a b c d e f]).
    const ta = va * a + vc * b;
    const tb = vb * a + vd * b;
    const tc = va * c + vc * d;
    const td = vb * c + vd * d;
    const te = va * e + vc * f + ve;
    const tf = vb * e + vd * f + vf;
    const size = Math.hypot(tc, td);
    if (!(size > 0.5)) continue;
    const rotated = Math.abs(tb) > 0.1 * Math.abs(ta) || ta <= 0;
    const ascent = size * 0.78;
    const descent = size * 0.22;
    runs.push({
      text: item.str,
      x0: te,
      x1: te + (rotated ? 0 : item.width * (viewport.scale || 1)),
      baseline: tf,
      top: tf - ascent,
      bottom: tf + descent,
      size,
      font: item.fontName,
      rotated,
    });
  }
  return { number: page.pageNumber, width: viewport.width, height: viewport.height, runs };
}
