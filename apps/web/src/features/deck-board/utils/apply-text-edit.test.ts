import { type Slide, slideSchema } from '@prowrite/contracts';
import { getTheme, layoutSamples, resolveSlide } from '@prowrite/layouts';
import { describe, expect, it } from 'vitest';
import type { EditSource } from '../../slide-render';
import { applyTextEdit, editInfo } from './apply-text-edit';

const slide = (content: unknown[]): Slide =>
  slideSchema.parse({ slide_num: 3, slide_id: 'slide_content_001', content });

const item = (s: Slide, id: string) => s.content.find((c) => c.id === id);

describe('applyTextEdit', () => {
  it('replaces a plain text and marks the slide modified, leaving the input untouched', () => {
    const before = slide([{ id: 'slide_title', type: 'text', text: 'Study design' }]);
    const after = applyTextEdit(before, { contentId: 'slide_title' }, 'Trial design');
    expect(item(after, 'slide_title')?.text).toBe('Trial design');
    expect(after.modify_flag).toBe(true);
    expect(item(before, 'slide_title')?.text).toBe('Study design');
    expect(before.modify_flag).toBe(false);
  });

  it('edits a text_arr through its segments, keeping highlights', () => {
    const before = slide([
      {
        id: 'highlight',
        type: 'highlight',
        text_arr: [{ text: 'HR ' }, { text: '0.62', highlight: true }, { text: ' for PFS' }],
      },
    ]);
    const after = applyTextEdit(before, { contentId: 'highlight' }, 'HR 0.64 for PFS');
    expect(item(after, 'highlight')?.text_arr).toEqual([
      { text: 'HR ' },
      { text: '0.64', highlight: true },
      { text: ' for PFS' },
    ]);
  });

  it('maps the lines of a bullet list to its entries, dropping blank lines', () => {
    const before = slide([{ id: 'group_summary', type: 'array', list: ['one', 'two', 'three'] }]);
    const after = applyTextEdit(before, { contentId: 'group_summary' }, 'one\n\n2nd entry\nthree\nfour\n');
    expect(item(after, 'group_summary')?.list).toEqual(['one', '2nd entry', 'three', 'four']);
  });

  it('edits one list entry by index (a repeated item) on a single line', () => {
    const before = slide([{ id: 'group_summary', type: 'array', list: ['one', 'two'] }]);
    const after = applyTextEdit(
      before,
      { contentId: 'group_summary', index: 1, field: 'text' },
      'deux\nzwei',
    );
    expect(item(after, 'group_summary')?.list).toEqual(['one', 'deux zwei']);
    expect(applyTextEdit(before, { contentId: 'group_summary', index: 5, field: 'text' }, 'x')).toBe(before);
  });

  it('edits table headers and cells by row and column, keeping col_span objects', () => {
    const before = slide([
      {
        id: 'table',
        type: 'table',
        json: {
          headers: ['Characteristic', { value: 'Velarimab (n=145)', col_span: 2 }],
          rows: [
            ['Median age', 62, '61'],
            ['Male', '98 (68%)', '47 (65%)'],
          ],
        },
      },
    ]);
    const h = applyTextEdit(before, { contentId: 'table', cell: { row: -1, col: 1 } }, 'Velarimab (N=145)');
    expect(item(h, 'table')?.json?.headers[1]).toEqual({ value: 'Velarimab (N=145)', col_span: 2 });
    const c = applyTextEdit(h, { contentId: 'table', cell: { row: 0, col: 1 } }, '63');
    expect(item(c, 'table')?.json?.rows).toEqual([
      ['Median age', '63', '61'],
      ['Male', '98 (68%)', '47 (65%)'],
    ]);
    // A padded empty cell beyond the row's entries is filled in.
    const padded = applyTextEdit(c, { contentId: 'table', cell: { row: 1, col: 4 } }, 'n/a');
    expect(item(padded, 'table')?.json?.rows[1]).toEqual(['Male', '98 (68%)', '47 (65%)', '', 'n/a']);
    expect(editInfo(c, { contentId: 'table', cell: { row: 0, col: 1 } })).toEqual({
      text: '63',
      mode: 'single',
    });
    expect(editInfo(c, { contentId: 'table', cell: { row: 7, col: 0 } })).toBeNull();
  });

  it('edits a text_group as blocks of a title and bullets, and one group by index', () => {
    const before = slide([
      {
        id: 'text_group',
        type: 'text_group',
        long_text: [
          { group_title: 'Inclusion', list: ['Adults', 'ECOG 0-1'] },
          { group_title: 'Exclusion', list: ['Prior PD-1'] },
        ],
      },
    ]);
    const info = editInfo(before, { contentId: 'text_group' });
    expect(info).toEqual({
      text: 'Inclusion\n• Adults\n• ECOG 0-1\n\nExclusion\n• Prior PD-1',
      mode: 'entries',
    });
    const after = applyTextEdit(
      before,
      { contentId: 'text_group' },
      'Inclusion criteria\n• Adults ≥18\n• ECOG 0-1\n\nExclusion\n• Prior PD-1\n- Autoimmune disease',
    );
    expect(item(after, 'text_group')?.long_text).toEqual([
      { group_title: 'Inclusion criteria', list: ['Adults ≥18', 'ECOG 0-1'] },
      { group_title: 'Exclusion', list: ['Prior PD-1', 'Autoimmune disease'] },
    ]);
    const byIndex = applyTextEdit(before, { contentId: 'text_group', index: 1, field: 'bullets' }, 'A\nB');
    expect(item(byIndex, 'text_group')?.long_text?.[1]).toEqual({
      group_title: 'Exclusion',
      list: ['A', 'B'],
    });
  });

  it('turns a text_list group into long_text when edited', () => {
    const before = slide([
      {
        id: 'text_group',
        type: 'text_group',
        text_list: [
          [
            { id: 'group_title', type: 'text', text: 'Endpoints' },
            { id: 'items', type: 'array', list: ['PFS', 'OS'] },
          ],
        ],
      },
    ]);
    const after = applyTextEdit(
      before,
      { contentId: 'text_group', index: 0, field: 'title' },
      'Key endpoints',
    );
    const edited = item(after, 'text_group');
    expect(edited?.long_text).toEqual([{ group_title: 'Key endpoints', list: ['PFS', 'OS'] }]);
    expect(edited && 'text_list' in edited).toBe(false);
  });

  it('edits table-of-contents items: title, section titles and number', () => {
    const before = slide([
      {
        id: 'contents',
        type: 'list',
        list: [
          {
            id: 'c1',
            chapter_num: 1,
            text: 'Design',
            section_titles: [{ id: 's1', text: 'Arms' }],
          },
        ],
      },
    ]);
    const title = applyTextEdit(before, { contentId: 'contents', index: 0, field: 'title' }, 'Study design');
    const sub = applyTextEdit(title, { contentId: 'contents', index: 0, field: 'sub' }, 'Arms\nEndpoints');
    const num = applyTextEdit(sub, { contentId: 'contents', index: 0, field: 'number' }, '2');
    expect(item(num, 'contents')?.list).toEqual([
      {
        id: 'c1',
        chapter_num: 2,
        text: 'Study design',
        section_titles: [
          { id: 's1', text: 'Arms' },
          { id: 'c1_2', text: 'Endpoints' },
        ],
      },
    ]);
  });

  it('edits a figure caption and creates a missing text item', () => {
    const before = slide([{ id: 'image', type: 'image', img_arr: [{ text: '/api/files/f1/raw' }] }]);
    const after = applyTextEdit(before, { contentId: 'image', index: 0, field: 'caption' }, 'Figure 2');
    expect(item(after, 'image')?.img_arr?.[0]?.image_info).toEqual({
      url: '/api/files/f1/raw',
      key_info: 'Figure 2',
    });
    const created = applyTextEdit(
      before,
      { contentId: 'footnote_left' },
      'ECOG, Eastern Cooperative Oncology Group',
    );
    expect(item(created, 'footnote_left')).toEqual({
      id: 'footnote_left',
      type: 'text',
      text: 'ECOG, Eastern Cooperative Oncology Group',
    });
  });

  it('round-trips every sample slide: editing to the editor text changes no content', () => {
    const theme = getTheme('general');
    for (const [id, sample] of Object.entries(layoutSamples)) {
      for (const s of [sample.zh, sample.en]) {
        const resolved = resolveSlide(s, { theme });
        for (const el of resolved.elements) {
          const sources: EditSource[] =
            el.kind === 'text' && el.source
              ? [el.source]
              : el.kind === 'table'
                ? el.rows.flatMap((r) =>
                    r.cells.map((_, col) => ({ ...el.source, cell: { row: r.index, col } })),
                  )
                : [];
          for (const source of sources) {
            const info = editInfo(s, source);
            if (!info) continue;
            const again = applyTextEdit(s, source, info.text);
            const strip = (x: Slide) =>
              JSON.stringify(x.content.map((c) => ({ ...c, list: c.list?.filter((e) => e !== '') })));
            if (!source.cell) expect(strip(again), `${id} ${JSON.stringify(source)}`).toBe(strip(s));
          }
        }
      }
    }
  });
});
