import { describe, expect, it } from 'vitest';
import type { Gutter } from './columns';
import type { DocumentStyle, PageFrame, PlacedSegment } from './layout-types';
import { toSegment } from './lines';
import { findTables } from './regions';

const style: DocumentStyle = { bodySize: 9, bodyFont: 'Body', fontShare: new Map() };

/** A printed piece of text at (x0, baseline), `width` wide, in the body type unless told. */
function seg(text: string, x0: number, baseline: number, width: number, column = 0, size = 9): PlacedSegment {
  const line = toSegment([
    {
      text,
      x0,
      x1: x0 + width,
      baseline,
      top: baseline - 0.78 * size,
      bottom: baseline + 0.22 * size,
      size,
      font: 'Body',
      rotated: false,
    },
  ]);
  return { ...line, side: 'F', column };
}

function frame(gutters: Gutter[]): PageFrame {
  return {
    number: 1,
    width: 595,
    height: 842,
    gutter: null,
    gutters,
    left: 45,
    right: 550,
    top: 60,
    bottom: 800,
  };
}

/** A table as wide as the page: caption, a header and two rows of four cells, one row every 15 pt. */
function wideTable(top: number): PlacedSegment[] {
  const cells = (y: number, texts: string[]) => texts.map((t, i) => seg(t, [48, 174, 301, 427][i]!, y, 40));
  return [
    seg('Table 3. Outcomes by group.', 45, top, 160),
    ...cells(top + 15, ['Outcome', 'Group one', 'Group two', 'Estimate']),
    ...cells(top + 30, ['Death', '12 (4.1)', '15 (5.0)', '0.80 (0.4 to 1.6)']),
    ...cells(top + 45, ['Stroke', '3 (1.0)', '6 (2.0)', '0.50 (0.1 to 1.9)']),
  ];
}

const bodyTexts = (segs: PlacedSegment[], gutters: Gutter[]) =>
  findTables(segs, frame(gutters), style, new Set()).map((t) => t.body.map((s) => s.text));

describe('where a page-wide table ends', () => {
  it('stops at lines of three-column prose that run across the table columns (no gutter known)', () => {
    const prose = [
      seg('the second column carries on with its words', 220, 245, 155, 1),
      seg('while the third column tells', 395, 245, 155, 2),
      seg('a sentence of the first column goes', 45, 257, 155, 0),
    ];
    const [body] = bodyTexts([...wideTable(180), ...prose], []);
    expect(body).toHaveLength(12);
    expect(body).not.toContain('the second column carries on with its words');
  });

  it('stops at a line of body words that fills a text column from gutter to gutter', () => {
    const gutters = [
      { x0: 200, x1: 220 },
      { x0: 375, x1: 395 },
    ];
    // Each piece sits inside one table column, so only the column fill tells it from a cell.
    const prose = [seg('words that fill the middle column whole', 220, 245, 155, 1)];
    const [body] = bodyTexts([...wideTable(180), ...prose], gutters);
    expect(body).toHaveLength(12);
  });

  it('keeps a long cell that stays inside its own table column, and cells under the caption', () => {
    const long = seg('Myocardial infarction or stroke', 48, 240, 120, 0);
    const [body] = bodyTexts([...wideTable(180), long, seg('7 (2.3)', 174, 240, 30)], []);
    expect(body).toContain('Myocardial infarction or stroke');
    expect(body).toContain('7 (2.3)');
  });

  it('keeps a short cell that happens to start at a gutter', () => {
    const gutters = [{ x0: 200, x1: 220 }];
    const [body] = bodyTexts([...wideTable(180), seg('Total 18', 220, 240, 60)], gutters);
    expect(body).toContain('Total 18');
  });

  it('stops at a heading alone on its line in type larger than the cells', () => {
    const small = (text: string, x0: number, baseline: number) => seg(text, x0, baseline, 40, 0, 7.5);
    const table = [
      seg('Table 1. Characteristics.', 45, 180, 160),
      ...[195, 207, 219].flatMap((y, i) => [small(`Row ${i}`, 48, y), small(`${i + 10} (4)`, 200, y)]),
    ];
    const heading = seg('3.2 Outcomes', 45, 238, 70, 0, 10);
    const [body] = bodyTexts([...table, heading, small('Below it', 48, 250)], []);
    expect(body).toHaveLength(6);
    // A label row of the table in the cells' own type stays in.
    const [withLabel] = bodyTexts([...table, small('Subgroup label', 48, 231)], []);
    expect(withLabel).toContain('Subgroup label');
  });
});

describe('a caption in a margin column beside its table (side captions)', () => {
  // "Table 1 Baseline / demographics and clinical / characteristics" at the left, the header row printed
  // beside the caption's first line, the first group label beside its last line.
  const side = [
    seg('Table 1 Baseline', 51, 66, 61),
    seg('demographics and clinical', 51, 76, 89),
    seg('characteristics', 51, 86, 49),
    ...[
      ['Placebo (n = 45)', 321],
      ['Drug (n = 47)', 401],
      ['Total (n = 92)', 498],
    ]
      .map(([t, x]) => seg(t as string, x as number, 69, 50, 1))
      .map((s) => ({ ...s, side: 'R' as const })),
    seg('Gender', 179, 88, 25),
    ...[
      ['Male', 184],
      ['36 (80.0)', 332],
      ['39 (83.0)', 413],
      ['75 (81.5)', 509],
    ].map(([t, x]) => seg(t as string, x as number, 100, 30)),
  ];

  it('keeps the caption whole and starts the body at the header row beside it', () => {
    const [table] = findTables(side, frame([]), style, new Set());
    expect(table!.caption.map((s) => s.text)).toEqual([
      'Table 1 Baseline',
      'demographics and clinical',
      'characteristics',
    ]);
    expect(table!.body.map((s) => s.text)).toEqual(
      expect.arrayContaining(['Placebo (n = 45)', 'Drug (n = 47)', 'Total (n = 92)', 'Gender', 'Male']),
    );
    expect(table!.body.map((s) => s.text)).not.toContain('characteristics');
  });

  it('leaves a caption above its table as it was (nothing printed beside it)', () => {
    const [table] = findTables(wideTable(180), frame([]), style, new Set());
    expect(table!.caption.map((s) => s.text)).toEqual(['Table 3. Outcomes by group.']);
    expect(table!.body).toHaveLength(12);
  });
});
