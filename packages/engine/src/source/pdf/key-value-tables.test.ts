import { describe, expect, it } from 'vitest';
import type { Gutter } from './columns';
import { findKeyValueTables } from './key-value-tables';
import type { LayoutUnit, PlacedSegment } from './layout-types';
import { toSegment } from './lines';
import { orderUnits } from './reading-order';

/** A printed line of `text` at (x0, baseline), `width` wide, in the given column of the page. */
function line(
  text: string,
  x0: number,
  baseline: number,
  width: number,
  column = 0,
  size = 8,
): PlacedSegment {
  const seg = toSegment([
    {
      text,
      x0,
      x1: x0 + width,
      baseline,
      top: baseline - 0.78 * size,
      bottom: baseline + 0.22 * size,
      size,
      font: 'F1',
      rotated: false,
    },
  ]);
  return { ...seg, side: column === 0 ? 'L' : 'R', column };
}

const read = (lines: PlacedSegment[], gutters: Gutter[] = []) =>
  orderUnits(
    lines.map((seg): LayoutUnit => ({ kind: 'text', seg })),
    gutters,
  ).map((u) => (u.kind === 'text' ? u.seg.text : u.kind));

/** A synopsis: labels at x=48, values at x=300, one row every 15 pt from `top`. */
function synopsis(top: number, rows: [string, string[]][], valueColumn = 1): PlacedSegment[] {
  const out: PlacedSegment[] = [];
  let y = top;
  for (const [label, value] of rows) {
    out.push(line(label, 48, y, 5 * label.length, 0));
    value.forEach((v, i) => {
      out.push(line(v, 300, y + i * 10.5, 4 * v.length, valueColumn));
    });
    y += 10.5 * value.length + 4.5;
  }
  return out;
}

/** A gutter as found between a synopsis' labels and values (the labels and values stand side by side). */
const labelGutter: Gutter = { x0: 135, x1: 300 };

describe('label | value tables in the reading order', () => {
  it('reads a key-value table row by row, label then value, though a gutter parts labels from values', () => {
    const lines = synopsis(360, [
      ['Registry', ['ANZCTR: ACTRN12786328371446']],
      ['Phase', ['3']],
      ['Primary endpoint', ['Change in Dermatology Life Quality Index score at week 16']],
      ['Treatment arms', ['Arm A (experimental): quinderparin 40 mg once daily']],
    ]);
    expect(read(lines, [labelGutter])).toEqual([
      'Registry',
      'ANZCTR: ACTRN12786328371446',
      'Phase',
      '3',
      'Primary endpoint',
      'Change in Dermatology Life Quality Index score at week 16',
      'Treatment arms',
      'Arm A (experimental): quinderparin 40 mg once daily',
    ]);
  });

  it('keeps every line of a multi-line value cell (and a wrapped label) with its row', () => {
    const lines = synopsis(360, [
      ['Design', ['Randomised (3:2), open-label, active-controlled,', 'parallel-group, multicentre']],
      [
        'Treatment arms',
        [
          'Arm A (experimental): quinderparin 40 mg',
          'subcutaneously once daily. Arm B (control):',
          'enoxaparin.',
        ],
      ],
      ['Planned sample', ['1261 participants (757 and 504)']],
    ]);
    // The last label (its row at 421.5) wraps onto a second line inside its cell.
    lines.push(line('size', 48, 421.5 + 10.5, 20, 0));
    expect(read(lines, [labelGutter])).toEqual([
      'Design',
      'Randomised (3:2), open-label, active-controlled,',
      'parallel-group, multicentre',
      'Treatment arms',
      'Arm A (experimental): quinderparin 40 mg',
      'subcutaneously once daily. Arm B (control):',
      'enoxaparin.',
      'Planned sample',
      'size',
      '1261 participants (757 and 504)',
    ]);
  });

  it('still reads a two-column prose page column by column', () => {
    const gutter: Gutter = { x0: 290, x1: 306 };
    const left = [
      'The trial enrolled adults with moderate disease at',
      'thirty hospitals in four countries between 2019 and',
      'the end of the recruitment period.',
      'Patients were randomly assigned in a 1:1 ratio to',
      'the study drug or to placebo for fifty-two weeks.',
      'No interim analysis.',
    ];
    const right = [
      'The primary end point was the change in glycated',
      'haemoglobin from baseline to week 26, analysed in',
      'all patients who underwent randomisation, with',
      'missing data handled by multiple imputation under',
      'a missing-at-random assumption for all outcomes',
      'and a sensitivity analysis in the per-protocol set.',
    ];
    const lines = [
      ...left.map((t, i) => line(t, 45, 100 + 12 * i, t.length >= 40 ? 245 : 4.5 * t.length, 0, 9.5)),
      ...right.map((t, i) => line(t, 306, 100 + 12 * i, 245, 1, 9.5)),
    ];
    expect(findKeyValueTables(lines)).toEqual([]);
    expect(read(lines, [gutter])).toEqual([...left, ...right]);
  });

  it('reads a key-value table inside the left column row by row, then the right column', () => {
    const gutter: Gutter = { x0: 290, x1: 306 };
    const rows: [string, string][] = [
      ['Setting', '31 hospitals in Europe'],
      ['Participants', 'adults with type 2 diabetes'],
      ['Primary endpoint', 'change in HbA1c at week 26'],
      ['Follow-up', '52 weeks'],
    ];
    const table = rows.flatMap(([label, value], i) => [
      line(label, 45, 200 + 12 * i, 5 * label.length, 0),
      line(value, 130, 200 + 12 * i, 4 * value.length, 0),
    ]);
    const right = Array.from({ length: 8 }, (_, i) =>
      line(`right column prose line ${i} running on to the gutter`, 306, 100 + 12 * i, 245, 1, 9.5),
    );
    const intro = line('Methods are summarised in the panel below it.', 45, 150, 245, 0, 9.5);
    expect(read([...right, ...table, intro], [gutter])).toEqual([
      intro.text,
      ...rows.flat(),
      ...right.map((r) => r.text),
    ]);
  });

  it('leaves data tables alone: a row with a further cell, or cells of figures, is no label | value row', () => {
    const arms = [
      ['Age, years', '61.2', '60.7'],
      ['Female sex', '126 (42)', '132 (44)'],
      ['Body-mass index', '28.4', '28.9'],
      ['Current smoker', '40 (13)', '38 (13)'],
    ];
    const threeColumns = arms.flatMap(([label, a, b], i) => [
      line(label!, 48, 300 + 12 * i, 60, 0),
      line(a!, 200, 300 + 12 * i, 30, 0),
      line(b!, 300, 300 + 12 * i, 30, 0),
    ]);
    expect(findKeyValueTables(threeColumns)).toEqual([]);
    const figures = arms.flatMap(([, a, b], i) => [
      line(a!, 48, 300 + 12 * i, 30, 0),
      line(b!, 200, 300 + 12 * i, 30, 0),
    ]);
    expect(findKeyValueTables(figures)).toEqual([]);
  });

  it('needs three rows: two short lines beside a column are not a table', () => {
    const lines = synopsis(360, [
      ['Phase', ['3']],
      ['Registry', ['NCT01234567']],
    ]);
    expect(findKeyValueTables(lines)).toEqual([]);
  });
});
