import { describe, expect, it } from 'vitest';
import { lineText } from '../render/measure';
import { splitSlide } from '../render/split-slide';
import { resolve, sample, textEl, withContent } from '../testing/fixtures';
import { generalTheme } from '../themes';

describe('slide_content_001 (grouped text)', () => {
  it('shows each group as a coloured title and bullets', () => {
    const body = textEl(resolve(sample('slide_content_001', 'en')), 'groups');
    expect(body.paragraphs.map((p) => p.kind)).toEqual([
      'groupTitle',
      'bullet',
      'bullet',
      'bullet',
      'groupTitle',
      'bullet',
      'bullet',
      'bullet',
    ]);
    expect(body.paragraphs[0]!.colour).toBe(generalTheme.colours.primary);
  });

  it('lays group titles in rows of 60 measured characters', () => {
    const title = 'Exclusion criteria applying to every cohort of the study, including the expansion cohorts';
    const slide = withContent(sample('slide_content_001', 'en'), 'text_group', {
      id: 'text_group',
      type: 'text_group',
      long_text: [{ group_title: title, list: ['x'] }],
    });
    const rows = textEl(resolve(slide), 'groups').paragraphs[0]!.lines.map(lineText);
    expect(rows.length).toBe(2);
    for (const row of rows) expect(row.length).toBeLessThanOrEqual(60);
    const zh = withContent(sample('slide_content_001', 'zh'), 'text_group', {
      id: 'text_group',
      type: 'text_group',
      long_text: [{ group_title: '排除标准'.repeat(10), list: ['x'] }],
    });
    expect(textEl(resolve(zh), 'groups').paragraphs[0]!.lines.map((l) => lineText(l).length)).toEqual([
      30, 10,
    ]);
  });

  it('splits too many groups over continuation slides', () => {
    const many = withContent(sample('slide_content_001', 'zh'), 'text_group', {
      id: 'text_group',
      type: 'text_group',
      long_text: Array.from({ length: 8 }, (_, i) => ({
        group_title: `第${i + 1}组`,
        list: ['入选标准说明文字'.repeat(6), '排除标准说明文字'.repeat(6)],
      })),
    });
    expect(resolve(many).needsSplit).toBe(true);
    const parts = splitSlide(many, { theme: generalTheme });
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(resolve(p).needsSplit).toBe(false);
  });
});
