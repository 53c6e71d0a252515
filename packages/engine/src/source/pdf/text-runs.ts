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

/**
 * Reads a page's text items and converts them to top-left page coordinates, as the page is shown (its
 * /Rotate applied). A page whose /Rotate leaves most of its text running sideways or upside down (text drawn
 * upright on a page then turned by /Rotate, a scanner or printer mistake) is read in the turn that puts
 * most of its text upright instead, so it does not read as empty.
 */
export async function readPageRuns(page: PDFPageProxy): Promise<PageRuns> {
  const content = await page.getTextContent({ disableNormalization: false });
  const items = (content.items as unknown[]).filter(isTextItem).filter((item) => item.str.length > 0);
  let best = runsInTurn(page, items, page.rotate);
  const total = items.reduce((n, item) => n + item.str.trim().length, 0);
  if (best.upright * 2 < total) {
    for (const turn of [0, 90, 180, 270].filter((r) => r !== page.rotate % 360)) {
      const other = runsInTurn(page, items, turn);
      if (other.upright > best.upright) best = other;
    }
  }
  return best.page;
}

function runsInTurn(
  page: PDFPageProxy,
  items: PdfTextItem[],
  rotation: number,
): { page: PageRuns; upright: number } {
  const viewport = page.getViewport({ scale: 1, rotation });
  const [va, vb, vc, vd, ve, vf] = viewport.transform as [number, number, number, number, number, number];
  const runs: TextRun[] = [];
  let upright = 0;
  for (const item of items) {
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
    if (!rotated) upright += item.str.trim().length;
  }
  return { page: { number: page.pageNumber, width: viewport.width, height: viewport.height, runs }, upright };
}
