import { describe, expect, it } from 'vitest';
import { multiply, type PdfTextItem, pageHighlights } from './pdf-highlight';

// A page 600 pt high shown at scale 1: pdf.js's viewport flips y (origin at the top-left).
const viewport = [1, 0, 0, -1, 0, 600];
const item = (str: string, x: number, y: number, size = 10): PdfTextItem => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width: str.length * 5,
});

describe('pageHighlights', () => {
  const items = [
    item('A total of 217', 50, 500),
    item('patients were', 50, 488),
    item('randomised (2:1).', 50, 476),
  ];

  it('boxes the quote across runs and the number inside it', () => {
    const h = pageHighlights(items, viewport, 1, 'of 217 patients were randomised', '217');
    expect(h.quoteFound).toBe(true);
    expect(h.quote).toHaveLength(3);
    // "of 217" starts at character 8 of the first run (5 px per character); the box sits above the baseline.
    expect(h.quote[0]).toEqual({ left: 50 + 8 * 5, top: 100 - 10, width: 6 * 5, height: 10 });
    expect(h.number).toEqual([{ left: 50 + 11 * 5, top: 90, width: 15, height: 10 }]);
  });

  it('still marks the number when the quote is not on the page', () => {
    const h = pageHighlights(items, viewport, 1, 'something else entirely', '2');
    expect(h.quoteFound).toBe(false);
    expect(h.quote).toEqual([]);
    // The whole number "2" of "2:1", not the 2 of "217".
    expect(h.number).toHaveLength(1);
    expect(h.number[0]!.top).toBe(600 - 476 - 10);
  });

  it('scales with the viewport', () => {
    const h = pageHighlights(items, [2, 0, 0, -2, 0, 1200], 2, undefined, '217');
    expect(h.number[0]).toEqual({ left: 2 * (50 + 55), top: 1200 - 1000 - 20, width: 30, height: 20 });
  });

  it('answers nothing for an empty page', () => {
    expect(pageHighlights([], viewport, 1, 'x', '1')).toEqual({ quote: [], number: [], quoteFound: false });
  });
});

describe('multiply', () => {
  it('is the identity with the identity matrix', () => {
    expect(multiply([1, 0, 0, 1, 0, 0], [2, 0, 0, 3, 4, 5])).toEqual([2, 0, 0, 3, 4, 5]);
  });
});
