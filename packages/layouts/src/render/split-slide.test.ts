import { describe, expect, it } from 'vitest';
import { resolve, sample, tableEl, textEl, withContent } from '../testing/fixtures';
import { generalTheme } from '../themes';
import { splitSlide } from './split-slide';

const opts = { theme: generalTheme };

describe('splitSlide', () => {
  it('leaves a slide that fits alone', () => {
    const slide = sample('slide_table_001', 'en');
    expect(splitSlide(slide, opts)).toEqual([slide]);
  });

  it('splits a long table: every row once, headers repeated, continuations marked by_split', () => {
    const rows = Array.from({ length: 45 }, (_, i) => [`Adverse event ${i}`, `${i} (${i / 10}%)`, `${i}`]);
    const slide = withContent(sample('slide_table_001', 'en'), 'table', {
      id: 'table',
      type: 'table',
      json: { headers: ['Event', 'Arm A', 'Arm B'], rows },
    });
    const parts = splitSlide(slide, opts);
    expect(parts.length).toBeGreaterThan(2);
    expect(parts[0]!.by_split).toBe(false);
    expect(parts.slice(1).every((p) => p.by_split)).toBe(true);
    const shown = parts.flatMap((p) => {
      const t = tableEl(resolve(p));
      expect(t.fit).not.toBe('clamped');
      expect(t.rows[0]!.header).toBe(true);
      return t.rows.filter((r) => !r.header).map((r) => r.cells[0]!.text);
    });
    expect(shown).toEqual(rows.map((r) => r[0]));
    // Other content goes with every part.
    for (const p of parts)
      expect(p.content.find((c) => c.id === 'slide_title')?.text).toBe('Baseline characteristics');
  });

  it('repeats a multi-row header on every continuation, spans kept, and aligns every row', () => {
    const span = (value: string) => ({ value, col_span: 2 });
    const headers = ['Variable', span('Empagliflozin (n=43)'), span('Placebo (n=39)')];
    const sub = ['', 'Baseline', 'Week 26', 'Baseline', 'Week 26'];
    const rows = Array.from({ length: 40 }, (_, i) => [`IL-${i}`, `${i}.1`, `${i}.2`, `${i}.3`, `${i}.4`]);
    const slide = withContent(sample('slide_table_001', 'en'), 'table', {
      id: 'table',
      type: 'table',
      json: { headers, rows: [sub, ...rows], header_rows: 1 },
    });
    const parts = splitSlide(slide, opts);
    expect(parts.length).toBeGreaterThan(1);
    const data: string[] = [];
    for (const p of parts) {
      const t = tableEl(resolve(p));
      expect(t.fit).not.toBe('clamped');
      // Both header rows on every part, the arms spanning their two columns, the sub-header under them.
      expect(t.rows.slice(0, 2).map((r) => r.header)).toEqual([true, true]);
      expect(t.rows[0]!.cells.map((c) => [c.text, c.colSpan])).toEqual([
        ['Variable', 1],
        ['Empagliflozin (n=43)', 2],
        ['Placebo (n=39)', 2],
      ]);
      expect(t.rows[1]!.cells.map((c) => c.text)).toEqual(sub);
      for (const r of t.rows.filter((row) => !row.header)) {
        // Columns line up with the header: five cells at the header's column positions.
        expect(r.cells.map((c) => c.x)).toEqual(t.rows[1]!.cells.map((c) => c.x));
        data.push(r.cells[0]!.text);
      }
    }
    expect(data).toEqual(rows.map((r) => r[0]));
  });

  it('never cuts inside the header rows', () => {
    const many = Array.from({ length: 5 }, (_, i) => [`Header line ${i} `.repeat(8), 'x']);
    const slide = withContent(sample('slide_table_001', 'en'), 'table', {
      id: 'table',
      type: 'table',
      json: { headers: ['A', 'B'], rows: [...many, ['data', '1']], header_rows: 5 },
    });
    for (const p of splitSlide(slide, opts)) {
      const json = p.content.find((c) => c.id === 'table')!.json!;
      expect(json.rows.slice(0, 5)).toEqual(many);
    }
  });

  it('splits grouped text at a group, or inside a group keeping its title', () => {
    const groups = Array.from({ length: 6 }, (_, g) => ({
      group_title: `Group ${g}`,
      list: Array.from({ length: 5 }, (_, i) => `Criterion ${g}.${i}: ${'detail '.repeat(12)}`),
    }));
    const slide = withContent(sample('slide_content_001', 'en'), 'text_group', {
      id: 'text_group',
      type: 'text_group',
      long_text: groups,
    });
    const parts = splitSlide(slide, opts);
    expect(parts.length).toBeGreaterThan(1);
    const bullets: string[] = [];
    for (const p of parts) {
      const body = textEl(resolve(p), 'groups');
      expect(body.fit).toBe('fits');
      expect(body.paragraphs[0]!.kind).toBe('groupTitle');
      for (const para of body.paragraphs)
        if (para.kind === 'bullet')
          bullets.push(para.lines.map((l) => l.runs.map((r) => r.text).join('')).join(' '));
    }
    expect(bullets).toHaveLength(30);
  });

  it('reads text_list groups too and stops at the part limit', () => {
    const text_list = Array.from({ length: 40 }, (_, g) => [
      { id: 'group_title', type: 'text' as const, text: `Group ${g}` },
      { id: 'items', type: 'array' as const, list: ['one '.repeat(40), 'two '.repeat(40)] },
    ]);
    const slide = withContent(sample('slide_content_001', 'zh'), 'text_group', {
      id: 'text_group',
      type: 'text_group',
      text_list,
    });
    const parts = splitSlide(slide, opts, 3);
    expect(parts).toHaveLength(3);
    expect(parts[1]!.content.find((c) => c.id === 'text_group')?.long_text?.[0]?.group_title).toMatch(
      /^Group/,
    );
  });
});

describe('splitSlide spreads a cut table or list evenly', () => {
  const tableSlide = (n: number) =>
    withContent(sample('slide_table_001', 'en'), 'table', {
      id: 'table',
      type: 'table',
      json: {
        headers: ['Event', 'Arm A', 'Arm B'],
        rows: Array.from({ length: n }, (_, i) => [`Adverse event ${i}`, `${i} (${i / 10}%)`, `${i}`]),
      },
    });
  const dataRows = (p: ReturnType<typeof splitSlide>[number]) =>
    tableEl(resolve(p)).rows.filter((r) => !r.header).length;

  it('gives no continuation far fewer rows than the others, and keeps every row once', () => {
    // One more row than fits on one slide: the greedy cut leaves a one-row continuation.
    const single = (n: number) => splitSlide(tableSlide(n), opts).length;
    let n = 5;
    while (single(n) === 1) n++;
    const parts = splitSlide(tableSlide(n), opts);
    expect(parts).toHaveLength(2);
    const counts = parts.map(dataRows);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(n);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    for (const p of parts) expect(tableEl(resolve(p)).fit).not.toBe('clamped');
  });

  it('uses no more parts than filling each slide would', () => {
    for (const n of [30, 45, 61]) {
      const parts = splitSlide(tableSlide(n), opts);
      const counts = parts.map(dataRows);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(n);
      // Even: no part holds fewer than half of the fullest part's rows.
      expect(Math.min(...counts) * 2).toBeGreaterThanOrEqual(Math.max(...counts) - 1);
    }
  });
});
