import { describe, expect, it } from 'vitest';
import { toSegment } from '../lines';
import type { LaidOutBlock } from '../parse-pdf';
import type { TextRun } from '../text-runs';
import { findColumnStitches } from './column-stitch';

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

/** Two columns of six lines each (left x 50-280, right x 300-530), 12 pt apart. */
function twoColumns(): { left: TextRun[]; right: TextRun[] } {
  const left = Array.from({ length: 6 }, (_, i) =>
    run(`left column line ${i} with several words`, 50, 100 + i * 12, 230),
  );
  const right = Array.from({ length: 6 }, (_, i) =>
    run(`right column line ${i} with several words`, 300, 100 + i * 12, 230),
  );
  return { left, right };
}

const pageRuns = (runs: TextRun[]) => new Map([[1, runs]]);

describe('findColumnStitches', () => {
  it('finds a block that reads left and right lines in turn', () => {
    const { left, right } = twoColumns();
    const lines = [left[2]!, right[2]!, left[3]!, right[3]!].map((r) => toSegment([r]));
    const blocks: LaidOutBlock[] = [{ page: 1, kind: 'paragraph', lines }];
    expect(findColumnStitches(blocks, pageRuns([...left, ...right]))).toHaveLength(1);
  });

  it('finds one printed line made of two columns', () => {
    const { left, right } = twoColumns();
    const blocks: LaidOutBlock[] = [
      { page: 1, kind: 'paragraph', lines: [toSegment([left[3]!, right[3]!])] },
    ];
    expect(findColumnStitches(blocks, pageRuns([...left, ...right]))[0]?.reason).toBe('gap inside a line');
  });

  it('accepts a paragraph going on at the top of the next column, and a column read whole', () => {
    const { left, right } = twoColumns();
    const blocks: LaidOutBlock[] = [
      {
        page: 1,
        kind: 'paragraph',
        lines: [left[4]!, left[5]!, right[0]!, right[1]!].map((r) => toSegment([r])),
      },
      { page: 1, kind: 'paragraph', lines: left.map((r) => toSegment([r])) },
    ];
    expect(findColumnStitches(blocks, pageRuns([...left, ...right]))).toEqual([]);
  });

  it('accepts a justified line printed word by word (the lines around cover its gaps)', () => {
    const above = run('a full line of text above the spaced line here', 50, 88, 230);
    const below = run('a full line of text below the spaced line here', 50, 112, 230);
    const words = [
      run('widely set', 50, 100, 60),
      run('apart words', 130, 100, 60),
      run('in a line', 210, 100, 60),
    ];
    const blocks: LaidOutBlock[] = [{ page: 1, kind: 'paragraph', lines: [toSegment(words)] }];
    expect(findColumnStitches(blocks, pageRuns([above, ...words, below]))).toEqual([]);
  });
});
