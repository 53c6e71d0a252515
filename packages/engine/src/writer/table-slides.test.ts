import type { FactTable } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { labelsFor } from './labels';
import {
  joinContinued,
  SOURCE_LINE_MAX,
  sourceLine,
  tableInChinese,
  tableJson,
  tableSlides,
  holdsValues,
  tablesOfKind,
  withContinuedHeaders,
} from './table-slides';
import { trialFacts } from './testing/trial-facts';

const source = { file_id: 'f', page: 3, quote: 'Table 1' };
const table = (title: string, headers: string[], rows: string[][]): FactTable => ({
  title,
  headers,
  rows,
  page: 3,
  source,
});

describe('tableJson', () => {
  it('reads a second header row as a header row and spans the arms over it', () => {
    const json = tableJson(
      table(
        'Table 2 Changes',
        ['Variables', 'Empagliflozin n = 43', '', 'Placebo n = 39', '', 'P'],
        [
          ['', 'Baseline', 'Week 26', 'Baseline', 'Week 26', ''],
          ['Inflammatory', '', '', '', '', ''],
          ['IL-6 (pg/mL)', '4.91 (1.83)', '4.21 (1.13)', '5.19 (2.10)', '5.22 (1.84)', '0.006'],
        ],
      ),
    );
    expect(json.headers).toEqual([
      'Variables',
      { value: 'Empagliflozin n = 43', col_span: 2 },
      { value: 'Placebo n = 39', col_span: 2 },
      'P',
    ]);
    expect(json.header_rows).toBe(1);
    expect(json.rows[0]).toEqual(['', 'Baseline', 'Week 26', 'Baseline', 'Week 26', '']);
  });

  it('keeps a plain table as it is, every row as wide as the header', () => {
    const json = tableJson(
      table(
        'Table 3',
        ['Event', 'A', 'B'],
        [
          ['Any', '4 (5.9)'],
          ['', '', ''],
          ['Death', '0', '1'],
        ],
      ),
    );
    expect(json).toEqual({
      headers: ['Event', 'A', 'B'],
      rows: [
        ['Any', '4 (5.9)', ''],
        ['Death', '0', '1'],
      ],
      header_rows: 0,
    });
  });

  it('does not take a row of values or a group label for a header row', () => {
    expect(tableJson(table('T', ['x', 'A', 'B'], [['', '12.1', '13.4']])).header_rows).toBe(0);
    expect(tableJson(table('T', ['x', 'A', 'B'], [['Sex, n (%)', '', '']])).header_rows).toBe(0);
  });
});

describe('withContinuedHeaders', () => {
  it('gives a continued table the header it lost, keeping its first row as a row', () => {
    const first = table(
      'Table 1 Baseline characteristics',
      ['Characteristic', 'Placebo (n = 68)', 'Drug (n = 129)'],
      [['Male', '45 (66.2)', '76 (58.9)']],
    );
    const continued = table(
      'Table 1 Baseline characteristics (Continued)',
      ['Medical history, n (%)', '', ''],
      [['Hypertension', '39 (57.4)', '89 (69.0)']],
    );
    const [, fixed] = withContinuedHeaders([first, continued]);
    expect(fixed!.headers).toEqual(first.headers);
    expect(fixed!.rows).toEqual([
      ['Medical history, n (%)', '', ''],
      ['Hypertension', '39 (57.4)', '89 (69.0)'],
    ]);
  });

  it('leaves a continuation with its own header, and tables of another number or width', () => {
    const first = table('Table 1 A', ['x', 'A', 'B'], [['r', '1', '2']]);
    const sameHeader = table('Table 1 A (continued)', ['x', 'A', 'B'], [['s', '3', '4']]);
    const other = table('Table 2 B (continued)', ['y', '', ''], [['t', '5', '6']]);
    const wider = table('Table 1 A (continued)', ['z', '', '', ''], [['u', '1', '2', '3']]);
    expect(withContinuedHeaders([first, sameHeader, other, wider]).slice(1)).toEqual([
      sameHeader,
      other,
      wider,
    ]);
  });
});

describe('tableSlides', () => {
  it('puts the header rows on every slide of a long table and marks continuations', () => {
    const rows = Array.from({ length: 130 }, (_, i) => [`Row ${i}`, `${i}.1`, `${i}.2`]);
    const t = table('Table 4 Outcomes', ['Outcome', 'Arm A', ''], [['', 'Week 4', 'Week 8'], ...rows]);
    const slides = tableSlides(t, 'Outcomes', labelsFor('en'));
    expect(slides.length).toBeGreaterThan(2);
    const shown: string[] = [];
    slides.forEach((d, i) => {
      const json = d.content.find((c) => c.id === 'table')!.json!;
      expect(json.header_rows).toBe(1);
      expect(json.headers).toEqual(['Outcome', { value: 'Arm A', col_span: 2 }]);
      expect(json.rows[0]).toEqual(['', 'Week 4', 'Week 8']);
      shown.push(...json.rows.slice(1).map((r) => String(r[0])));
      expect(d.bySplit).toBe(i > 0);
    });
    expect(shown).toEqual(rows.map((r) => r[0]));
  });

  it('shows a Chinese deck the header and row labels in Chinese and every value cell exactly as printed', () => {
    const t = table(
      'Table 3 Adverse events',
      ['Adverse event', 'Placebo (n = 68)', 'Vernakalant (n = 129)', 'Frobnication score'],
      [
        ['', 'Week 4', 'Week 8', ''],
        ['Any SAE', '4 (5.9)', '10 (7.8)', '0.3'],
        ['Grade ≥3 neutropenia', '1 (1.5)', '0', '1.2'],
        ['Zorblax syndrome', '0', '2 (1.6)', '—'],
      ],
    );
    const json = tableSlides(t, '安全性', labelsFor('zh-cn'))[0]!.content.find((c) => c.id === 'table')!
      .json!;
    expect(json.headers).toEqual([
      '不良事件',
      '安慰剂组 (n = 68)',
      '维纳卡兰组 (n = 129)',
      '“Frobnication score”',
    ]);
    // A label the glossary does not know is the source's words, marked (“…”) and named in the footnote.
    expect(json.rows).toEqual([
      ['', '第4周', '第8周', ''],
      ['任何严重不良事件', '4 (5.9)', '10 (7.8)', '0.3'],
      ['≥3级中性粒细胞减少', '1 (1.5)', '0', '1.2'],
      ['“Zorblax syndrome”', '0', '2 (1.6)', '—'],
    ]);
    const footnote = tableSlides(t, '安全性', labelsFor('zh-cn'))[0]!.content.find(
      (c) => c.id === 'footnote_left',
    )!.text;
    expect(footnote).toContain('引号内为原文');
    const en = tableSlides(t, 'Safety', labelsFor('en'))[0]!.content.find((c) => c.id === 'table')!.json!;
    expect(en.headers).toEqual(t.headers);
  });
});

describe('sourceLine', () => {
  it('names a table by its caption when the line fits the footnote, by its label alone when it would be cut', () => {
    expect(sourceLine('Table 2 Outcomes', 6, labelsFor('en'))).toBe('Source: Table 2 Outcomes (p. 6)');
    const caption = `Table 1 Baseline characteristics of the patients included in the trial, ${'by arm and by centre, '.repeat(5)}at 2 years`;
    const line = sourceLine(caption, 4, labelsFor('en'));
    expect(line).toBe('Source: Table 1 (p. 4)');
    expect(line.length).toBeLessThanOrEqual(SOURCE_LINE_MAX);
  });
});

/** act-v's Table 1 as the parser reads it: 42 rows on page 4, continued with 24 rows (header lost). */
const baseline = table(
  'Table 1 Baseline patient demographics and characteristics',
  ['Demographics and characteristics', 'Placebo (n = 68)', 'Vernakalant (n = 129)'],
  [
    ['Sex, n (%)', '', ''],
    ['Male', '45 (66.2)', '76 (58.9)'],
    ['Female', '23 (33.8)', '53 (41.1)'],
    ['Race, n (%)', '', ''],
    ['White', '65 (95.6)', '123 (95.3)'],
    ['Black or African–American', '0', '5 (3.9)'],
    ['Other', '1 (1.5)', '0'],
    ['Country, n (%)', '', ''],
    ...['Israel', 'USA', 'South Africa', 'Canada', 'Chile', 'Mexico', 'Peru'].map((c, i) => [
      c,
      `${i}`,
      `${i + 1}`,
    ]),
    ['Age, years, mean (SD)', '60.8 (14.1)', '63.7 (12.7)'],
    ['Age, n (%)', '', ''],
    ['≥65 years', '30 (44.1)', '60 (46.5)'],
    ['Number of previous AF episodes, n (%)', '', ''],
    ...['0', '1', '2', '3', '>3'].map((n) => [n, '1 (1.5)', '2 (1.6)']),
    ['Duration of current AF episode, hours, mean (SD)', '41.0 (36.3)', '37.3 (36.6)'],
    ['Duration of current AF episode, n (%)', '', ''],
    ...['1 day', '2 days', '3 days', '4 days', '5 days', '6 days', '7 days'].map((d) => [
      d,
      '5 (7.4)',
      '8 (6.2)',
    ]),
    ['Missing data', '4 (5.9)', '9 (7.0)'],
  ],
);
const continued = table(
  'Table 1 Baseline patient demographics and characteristics (Continued)',
  ['Medical history, n (%)', '', ''],
  [
    ['Hypertension', '39 (57.4)', '89 (69.0)'],
    ['Hyperlipidaemia', '39 (57.4)', '62 (48.1)'],
    ['Diabetes mellitus', '16 (23.5)', '18 (14.0)'],
    ['Frobnication syndrome', '1 (1.5)', '0'],
  ],
);

describe('Chinese baseline tables', () => {
  it("renders characteristics, categories, countries, bands in their group's context, and marks the rest", () => {
    const zh = tableInChinese(joinContinued(withContinuedHeaders([baseline, continued]))[0]!);
    const labels = zh.rows.map((r) => r[0]);
    expect(labels).toEqual(
      expect.arrayContaining([
        '性别，n（%）',
        '男性',
        '黑人或非裔美国人',
        '以色列',
        '美国',
        '南非',
        '年龄（岁），均值（SD）',
        '≥65岁',
        '既往房颤发作次数，n（%）',
        '本次房颤发作持续时间（小时），均值（SD）',
        '1天',
        '7天',
        '数据缺失',
        '既往病史，n（%）',
        '高血压',
        '“Frobnication syndrome”',
      ]),
    );
    // Every value cell exactly as printed.
    expect(zh.rows.find((r) => r[0] === '1天')).toEqual(['1天', '5 (7.4)', '8 (6.2)']);
    // No label is left in English unless it is marked as the source's words.
    for (const label of labels) expect(String(label).replace(/“[^”]*”/g, '')).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('joins a continued table to the one it continues and summarises it to two slides of key rows', () => {
    const facts = { ...trialFacts('f'), tables: [baseline, continued] };
    const [summary] = tablesOfKind([{ fileId: 'f', fileName: 'a.pdf', facts }], 'baseline');
    expect(summary!.title).toBe(baseline.title);
    const rows = summary!.rows.map((r) => r[0]);
    expect(rows.length).toBeLessThanOrEqual(24);
    expect(summary!.omittedRows).toBe(baseline.rows.length + continued.rows.length + 1 - rows.length);
    // Age and sex always; the rows keep their source order.
    expect(rows).toEqual(expect.arrayContaining(['Sex, n (%)', 'Male', 'Female', 'Age, years, mean (SD)']));
    expect(rows.indexOf('Sex, n (%)')).toBeLessThan(rows.indexOf('Age, years, mean (SD)'));
    const slides = tableSlides(summary!, '基线特征', labelsFor('zh-cn'));
    expect(slides[0]!.content.find((c) => c.id === 'footnote_left')!.text).toContain(
      `节选，另${summary!.omittedRows}行见原文`,
    );
  });

  it('leaves out a table whose parsed rows hold no value (names and headers only)', () => {
    const names = table(
      'Table 2 Summary of adverse events',
      ['Treatment group', '', 'Risk difference (95% CI)', 'P-value'],
      [['Vernakalant (n 5 49) n (%)', 'Ibutilide (n 5 51) n (%)', '', '']],
    );
    const values = table('Table 3 Adverse events', ['Event', 'A', 'B'], [['Nausea', '3 (6.1)', '2 (3.9)']]);
    expect(holdsValues(names)).toBe(false);
    expect(holdsValues(values)).toBe(true);
    const facts = { ...trialFacts('f'), tables: [names, values] };
    const shown = tablesOfKind([{ fileId: 'f', fileName: 'a.pdf', facts }], 'safety');
    expect(shown.map((t) => t.title)).toEqual(['Table 3 Adverse events']);
  });

  it("reads the bands right under a row with its own statistic in that row's context (decision 0083)", () => {
    const zh = tableInChinese(
      table(
        'Table 1 Baseline characteristics',
        ['', 'Placebo (n = 45)', 'Drug (n = 47)'],
        [
          ['Age, years', '9.9 (3.1)', '10.3 (3.3)'],
          ['6–12 years', '36 (80.0)', '33 (70.2)'],
          ['13–17 years', '9 (20.0)', '14 (29.8)'],
          ['Height, cm', '137.6 (18.1)', '140.7 (19.0)'],
          ['1–5 years', '3 (6.7)', '2 (4.3)'],
        ],
      ),
    );
    expect(zh.rows.map((r) => r[0])).toEqual([
      '年龄（岁）',
      '6–12岁',
      '13–17岁',
      '身高（cm）',
      '“1–5 years”',
    ]);
    expect(zh.headers).toEqual(['', '安慰剂组 (n = 45)', '“Drug” (n = 47)']);
  });

  it('reads "a to b" in a value cell as a range (至), numbers unchanged', () => {
    const zh = tableInChinese(table('Table 2 Outcomes', ['Outcome', 'A'], [['MMSE score', '27 (26 to 29)']]));
    expect(zh.rows[0]![1]).toBe('27 (26至29)');
  });
});
