import { findLoose, findNumber, joinItems, spansOfRange, type TextRange } from './loose-match';

/** The parts of a pdf.js text item this code reads. */
export type PdfTextItem = { str: string; transform: number[]; width: number };

export type Rect = { left: number; top: number; width: number; height: number };

/** pdf.js's affine matrix product (Util.transform), so this file needs no pdf.js. */
export function multiply(m1: number[], m2: number[]): number[] {
  const [a1 = 1, b1 = 0, c1 = 0, d1 = 1, e1 = 0, f1 = 0] = m1;
  const [a2 = 1, b2 = 0, c2 = 0, d2 = 1, e2 = 0, f2 = 0] = m2;
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}

function spanRects(
  items: PdfTextItem[],
  starts: number[],
  range: TextRange,
  viewportTransform: number[],
  scale: number,
): Rect[] {
  return spansOfRange(
    items.map((i) => i.str),
    starts,
    range,
  ).map(({ item, from, to }) => {
    const it = items[item]!;
    const tx = multiply(viewportTransform, it.transform);
    const height = Math.hypot(tx[2]!, tx[3]!);
    const width = it.width * scale;
    const perChar = it.str.length > 0 ? width / it.str.length : 0;
    return { left: tx[4]! + perChar * from, top: tx[5]! - height, width: perChar * (to - from), height };
  });
}

export type PageHighlights = { quote: Rect[]; number: Rect[]; quoteFound: boolean };

/**
 * Boxes (in viewport pixels) over the quote and the number on a rendered page. Text runs are joined with
 * spaces and matched ignoring spaces, since PDF text layers split words unpredictably. When the quote is
 * not found the number is still marked wherever it stands on the page.
 */
export function pageHighlights(
  items: PdfTextItem[],
  viewportTransform: number[],
  scale: number,
  quote?: string,
  number?: string,
): PageHighlights {
  const { text, starts } = joinItems(items.map((i) => i.str));
  const quoteRange = quote ? findLoose(text, quote, { ignoreSpaces: true }) : null;
  const numberRange = number ? findNumber(text, number, quoteRange) : null;
  return {
    quote: quoteRange ? spanRects(items, starts, quoteRange, viewportTransform, scale) : [],
    number: numberRange ? spanRects(items, starts, numberRange, viewportTransform, scale) : [],
    quoteFound: quoteRange !== null,
  };
}
