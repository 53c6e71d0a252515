import { describe, expect, it } from 'vitest';
import { dataRows, isTextRow, withoutLeaders } from './table-rows';

describe('dataRows', () => {
  it('removes leader dots from cells and drops a row of leaders only', () => {
    const rows = [
      ['', 'Total number of events'],
      ['', '. . . . . . . . . . . . . . . . . . . .'],
      ['All-cause rehospitalizations . . . . . . .', '210; 122 (32.6%)'],
      ['Repeat ablations........', '49; 44 (11.8%)'],
    ];
    expect(dataRows(rows)).toEqual([
      ['', 'Total number of events'],
      ['All-cause rehospitalizations', '210; 122 (32.6%)'],
      ['Repeat ablations', '49; 44 (11.8%)'],
    ]);
  });

  it('keeps decimals, a three-dot ellipsis and p values', () => {
    expect(withoutLeaders('0.85 + 0.14')).toBe('0.85 + 0.14');
    expect(withoutLeaders('P < 0.001')).toBe('P < 0.001');
    expect(withoutLeaders('Other...')).toBe('Other...');
  });

  it('drops a row whose one filled cell is running text: a footnote, a continued paragraph, a sentence', () => {
    const rows = [
      ['medical doctors, clinical officers, assistant clinical officers, midwives, nurses,', '', '', ''],
      ['', 'Characteristic', 'Control', 'Intervention'],
      ['and laboratory technologists. Most were nurse assistants or nurses.', '', '', ''],
      [
        '§Wealth quintiles determined using a principal component analysis of sampled dispensers.',
        '',
        '',
        '',
      ],
      ['Patients were followed for a median of 12 months after the procedure.', '', '', ''],
      ['', 'Number (N)', '451', '453'],
    ];
    expect(dataRows(rows)).toEqual([
      ['', 'Characteristic', 'Control', 'Intervention'],
      ['', 'Number (N)', '451', '453'],
    ]);
  });

  it('keeps group rows and short labels with empty value cells', () => {
    for (const row of [
      ['Duration of current AF episode', '', ''],
      ['Patients with history of heart failure requiring hospitalisation in the past year', '', ''],
      ['Age, n (%)', '', ''],
      ['n (%)', '', ''],
    ])
      expect(isTextRow(row)).toBe(false);
  });

  it('keeps a one-column table whole', () => {
    const rows = [['Adverse events were reported by the investigators in every visit.']];
    expect(dataRows(rows)).toEqual(rows);
  });

  it('drops rows left empty', () => {
    expect(
      dataRows([
        ['a', 'b'],
        ['', ' '],
        ['1', '2'],
      ]),
    ).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
