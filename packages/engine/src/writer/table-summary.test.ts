import type { FactTable } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { trialFacts } from './testing/trial-facts';
import { mentionText, summariseTable } from './table-summary';

const table = (rows: string[][]): FactTable => ({
  title: 'Table 1 Baseline characteristics',
  headers: ['Characteristic', 'A', 'B'],
  rows,
  page: 2,
  source: { file_id: 'f', page: 2, quote: 'Table 1' },
});
const group = (label: string, n: number) => [
  [label, '', ''],
  ...Array.from({ length: n }, (_, i) => [`${label.split(',')[0]} ${i + 1}`, `${i}`, `${i + 1}`]),
];

describe('summariseTable', () => {
  it('leaves a table that fits unchanged', () => {
    const t = table(group('Region, n (%)', 5));
    expect(summariseTable(t, '', 0, 24)).toEqual({ ...t, omittedRows: 0 });
  });

  it('keeps age and sex, then the rows the text mentions, whole groups in source order', () => {
    const rows = [
      ...group('Region, n (%)', 8),
      ...group('Sex, n (%)', 2),
      ...group('Smoking status, n (%)', 6),
      ['Age, years, mean (SD)', '61', '60'],
      ...group('Duration of current AF episode, n (%)', 7),
    ];
    const text = 'patients with a duration of current af episode of 3 hours to 7 days were enrolled.';
    const s = summariseTable(table(rows), text, 0, 12);
    const labels = s.rows.map((r) => r[0]);
    expect(labels).toEqual([
      'Sex, n (%)',
      'Sex 1',
      'Sex 2',
      'Age, years, mean (SD)',
      'Duration of current AF episode, n (%)',
      ...Array.from({ length: 7 }, (_, i) => `Duration of current AF episode ${i + 1}`),
    ]);
    expect(s.omittedRows).toBe(rows.length - labels.length);
    // Two of the label's words in one sentence name it too ("AF … duration"); one word alone does not.
    const loose = summariseTable(table(rows), 'eligible: af of 3 hours to 7 days duration.', 0, 12);
    expect(loose.rows.map((r) => r[0])).toContain('Duration of current AF episode 7');
    const none = summariseTable(table(rows), 'the current trial.', 0, 12);
    expect(none.rows.map((r) => r[0])).not.toContain('Duration of current AF episode 7');
  });

  it('shows the first rows of a key group longer than the whole budget rather than nothing', () => {
    const s = summariseTable(table(group('Sex, n (%)', 30)), '', 0, 10);
    expect(s.rows).toHaveLength(10);
    expect(s.rows[0]![0]).toBe('Sex, n (%)');
  });

  it('reads the mentions from the facts, tables and figures left out', () => {
    const facts = trialFacts('f');
    const text = mentionText(facts);
    expect(text).toContain(facts.key_sentences[0]!.value.toLowerCase());
    for (const t of facts.tables) expect(text).not.toContain(t.title.toLowerCase());
  });
});
