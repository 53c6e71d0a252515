import { describe, expect, it } from 'vitest';
import { largestPictureShare, type PictureOps } from './picture-coverage';

// Operator numbers as in a pdf.js operator list; their values do not matter here.
const OPS: PictureOps = {
  save: 1,
  restore: 2,
  transform: 3,
  paintFormXObjectBegin: 4,
  paintFormXObjectEnd: 5,
  images: new Set([6]),
};
const A4 = 595 * 842;

describe('largestPictureShare', () => {
  it('is the whole page for a scan drawn over the page', () => {
    const share = largestPictureShare([1, 3, 6, 2], [null, [595, 0, 0, 842, 0, 0], null, null], OPS, A4);
    expect(share).toBeCloseTo(1);
  });

  it('is part of the page for a figure, and restores the matrix after Q', () => {
    const share = largestPictureShare(
      [1, 3, 6, 2, 6],
      [null, [300, 0, 0, 200, 50, 400], null, null, null],
      OPS,
      A4,
    );
    expect(share).toBeCloseTo((300 * 200) / A4);
  });

  it('follows form XObject matrices and turned pictures', () => {
    const share = largestPictureShare(
      [1, 3, 4, 3, 6, 5, 2],
      [null, [2, 0, 0, 2, 0, 0], [[1, 0, 0, 1, 10, 10], null], [0, 200, -300, 0, 300, 0], null, null, null],
      OPS,
      A4,
    );
    expect(share).toBeCloseTo((4 * 300 * 200) / A4);
  });

  it('is 0 without pictures', () => {
    expect(largestPictureShare([1, 3, 2], [null, [1, 0, 0, 1, 0, 0], null], OPS, A4)).toBe(0);
  });
});
