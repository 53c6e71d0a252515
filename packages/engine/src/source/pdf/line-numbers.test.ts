import { describe, expect, it } from 'vitest';
import { findLineNumbers } from './line-numbers';
import type { TextRun } from './text-runs';

function run(text: string, x0: number, baseline: number, width = text.length * 5): TextRun {
  return {
    text,
    x0,
    x1: x0 + width,
    baseline,
    top: baseline - 7.8,
    bottom: baseline + 2.2,
    size: 10,
    font: 'F1',
    rotated: false,
  };
}

/** Twelve lines of text at x = 70, each with a number right-aligned at x = 40 when `numbered`. */
function page(first: number, count = 12, numberAt = 40): TextRun[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(first + i);
    return [
      run(n, numberAt - n.length * 5, 100 + i * 24, n.length * 5),
      run(`text of line ${i} in the manuscript`, 70, 100 + i * 24, 300),
    ];
  }).flat();
}

describe('findLineNumbers', () => {
  it('finds rising numbers in a margin strip, also on a short last page', () => {
    const pages = [page(1), page(13, 3)];
    const found = findLineNumbers(pages);
    expect([...found[0]!].map((r) => r.text)).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)));
    expect([...found[1]!].map((r) => r.text)).toEqual(['13', '14', '15']);
  });

  it('keeps a numbered table column whose rows start where the text above and below starts', () => {
    const rows = Array.from({ length: 8 }, (_, i) => [
      run(String(i + 1), 70, 200 + i * 12, 6),
      run(`Centre ${i + 1} enrolled patients`, 90, 200 + i * 12, 150),
    ]).flat();
    const prose = [
      run('Text above the table starts at the margin', 70, 180, 300),
      run('Text below the table', 70, 310, 300),
    ];
    expect(findLineNumbers([[...prose, ...rows]])[0]!.size).toBe(0);
  });

  it('keeps a column of numbers that do not rise (values, not line numbers)', () => {
    const values = ['12', '7', '30', '4', '18', '9'].map((v, i) => run(v, 30, 100 + i * 24, 10));
    const text = values.map((_, i) => run(`row label number ${i}`, 70, 100 + i * 24, 200));
    expect(findLineNumbers([[...values, ...text]])[0]!.size).toBe(0);
  });
});
