import { describe, expect, it } from 'vitest';
import { studyProse, wrapText } from '../__fixtures__/make-pdf';
import { dropRepeatedText } from './doubled-text';
import type { TextRun } from './text-runs';

function runsOf(lines: string[], x: number, top: number, font: string): TextRun[] {
  return lines.map((text, i) => ({
    text,
    x0: x,
    x1: x + text.length * 5,
    baseline: top + i * 14 + 8,
    top: top + i * 14,
    bottom: top + i * 14 + 10,
    size: 10,
    font,
    rotated: false,
  }));
}

const textOf = (runs: TextRun[]) => runs.map((r) => r.text).join(' ');

describe('dropRepeatedText', () => {
  it('drops a second text layer wrapped and hyphenated differently and offset, keeping the first', () => {
    const prose = studyProse('layer', 12);
    const first = runsOf(wrapText(prose, 400, 10), 166, 100, 'f1');
    // The second layer: narrower wrapping, a word hyphenated at a line end, drawn 13 points higher.
    const second = runsOf(wrapText(prose.replace('recorded', 'rec- orded'), 360, 10), 166, 87, 'f6');
    const tail = runsOf(wrapText(studyProse('tail', 3), 400, 10), 166, 600, 'f1');
    const kept = dropRepeatedText([...first, ...second, ...tail]);
    expect(kept).toEqual([...first, ...tail]);
  });

  it('keeps the rest of the first layer when the second copies only part of it', () => {
    const copied = studyProse('copied', 10);
    const own = studyProse('own', 6);
    const firstA = runsOf(wrapText(copied, 400, 10), 166, 100, 'f1');
    const second = runsOf(wrapText(copied, 380, 10), 166, 90, 'f6');
    const firstB = runsOf(wrapText(own, 400, 10), 166, 400, 'f1');
    const kept = dropRepeatedText([...firstA, ...second, ...firstB]);
    expect(textOf(kept)).toBe(textOf([...firstA, ...firstB]));
  });

  it('keeps a long passage repeated lower on the page (table rows that read alike)', () => {
    const rows = wrapText(studyProse('row', 6), 400, 10);
    const upper = runsOf(rows, 50, 100, 'f1');
    const lower = runsOf(rows, 50, 100 + rows.length * 14 + 20, 'f1');
    const runs = [...upper, ...lower];
    expect(dropRepeatedText(runs)).toEqual(runs);
  });

  it('keeps short repeats, tables of repeated words and pages without a copy', () => {
    const prose = runsOf(wrapText(studyProse('single', 14), 400, 10), 50, 100, 'f1');
    const caption = runsOf(['Figure 1. CONSORT flow diagram of the trial.'], 50, 500, 'f1');
    const again = runsOf(['Figure 1. CONSORT flow diagram of the trial.'], 50, 520, 'f2');
    const table = runsOf(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? 'Yes No Yes' : 'No Yes No')),
      300,
      100,
      'f1',
    );
    const runs = [...prose, ...caption, ...again, ...table];
    expect(dropRepeatedText(runs)).toEqual(runs);
  });
});
