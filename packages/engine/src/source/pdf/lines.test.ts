import { describe, expect, it } from 'vitest';
import { splitSegments } from './lines';
import type { TextRun } from './text-runs';

/** Runs of `texts` on one baseline, each `width` wide per character, the gaps between them given. */
function row(texts: string[], gaps: number[], x = 45, charWidth = 4.5): TextRun[] {
  let at = x;
  return texts.map((text, i) => {
    const run: TextRun = {
      text,
      x0: at,
      x1: at + charWidth * text.length,
      baseline: 100,
      top: 92.6,
      bottom: 102.1,
      size: 9.5,
      font: 'F1',
      rotated: false,
    };
    at = run.x1 + (gaps[i] ?? 0);
    return run;
  });
}

const texts = (line: TextRun[], gutters: { x0: number; x1: number }[] = []) =>
  splitSegments(line, gutters).map((s) => s.text);

describe('splitting printed lines into segments', () => {
  it('keeps a justified line of a narrow column whole though its word spaces are stretched past an em', () => {
    const line = row(['of', 'disease.', 'In', 'the', 'earlier'], [12.5, 12.5, 12.5, 12.5]);
    const gutter = { x0: 200, x1: 214 };
    expect(texts(line, [gutter])).toEqual(['of disease. In the earlier']);
    // Before the page's gutters are known an even run of wide gaps may hide one: the line stays parted.
    expect(texts(line)).toEqual(['of', 'disease.', 'In', 'the', 'earlier']);
  });

  it('parts table cells: unequal gaps, or equal gaps between cells of one width', () => {
    const gutter = { x0: 400, x1: 414 };
    expect(texts(row(['Age, years', '61.2', '60.7'], [40, 25]), [gutter])).toEqual([
      'Age, years',
      '61.2',
      '60.7',
    ]);
    expect(texts(row(['n = 30', 'n = 30', 'n = 30'], [30, 30]), [gutter])).toEqual([
      'n = 30',
      'n = 30',
      'n = 30',
    ]);
  });

  it('parts two columns at their gutter even when the spaces around it are alike', () => {
    const line = row(['the', 'primary', 'outcome'], [14, 14]);
    const gutter = { x0: line[1]!.x1, x1: line[2]!.x0 };
    expect(texts(line, [gutter])).toEqual(['the primary', 'outcome']);
  });
});
