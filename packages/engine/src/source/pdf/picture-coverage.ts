type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, n: Matrix): Matrix {
  // n applied first, then m (PDF's "cm" concatenates onto the current matrix).
  return [
    n[0] * m[0] + n[1] * m[2],
    n[0] * m[1] + n[1] * m[3],
    n[2] * m[0] + n[3] * m[2],
    n[2] * m[1] + n[3] * m[3],
    n[4] * m[0] + n[5] * m[2] + m[4],
    n[4] * m[1] + n[5] * m[3] + m[5],
  ];
}

function isMatrix(value: unknown): value is Matrix {
  return Array.isArray(value) && value.length === 6 && value.every((v) => typeof v === 'number');
}

export type PictureOps = {
  save: number;
  restore: number;
  transform: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  /** Operators that paint an image (the unit square under the current matrix). */
  images: Set<number>;
};

/**
 * The share of the page (0-1) covered by its largest picture, from a pdf.js operator list: each image fills
 * the unit square under the current transformation matrix, so its area is the matrix's determinant. A scan
 * is one picture over (nearly) the whole page; a figure in a paper covers a part.
 */
export function largestPictureShare(
  fnArray: number[],
  argsArray: unknown[],
  ops: PictureOps,
  pageArea: number,
): number {
  let ctm: Matrix = IDENTITY;
  const stack: Matrix[] = [];
  let largest = 0;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null;
    if (fn === ops.save) stack.push(ctm);
    else if (fn === ops.restore) ctm = stack.pop() ?? ctm;
    else if (fn === ops.transform && isMatrix(args)) ctm = multiply(ctm, args);
    else if (fn === ops.paintFormXObjectBegin) {
      stack.push(ctm);
      if (args && isMatrix(args[0])) ctm = multiply(ctm, args[0]);
    } else if (fn === ops.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn !== undefined && ops.images.has(fn)) {
      largest = Math.max(largest, Math.abs(ctm[0] * ctm[3] - ctm[1] * ctm[2]));
    }
  }
  return pageArea > 0 ? Math.min(1, largest / pageArea) : 0;
}
