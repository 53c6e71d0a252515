import { describe, expect, it } from 'vitest';
import { overflowProblems, resolve, sample, textEl, withContent } from '../testing/fixtures';

const withTitle = (text: string) =>
  resolve(
    withContent(sample('chapter_title_001', 'en'), 'chapter_title', {
      id: 'chapter_title',
      type: 'text',
      text,
    }),
  );

describe('chapter_title_001', () => {
  it('sizes the title tag to its text between 132 and 551 px', () => {
    expect(withTitle('概述').elements.find((e) => e.key === 'title')!.box.w).toBe(132);
    const mid = textEl(withTitle('Study design'), 'title');
    expect(mid.box.w).toBeGreaterThan(132);
    expect(mid.box.w).toBeLessThan(551);
    expect(mid.paragraphs[0]!.lines).toHaveLength(1);
    const long = textEl(
      withTitle('Efficacy in the intention-to-treat population and in every prespecified subgroup'),
      'title',
    );
    expect(long.box.w).toBe(551);
    expect(long.paragraphs[0]!.lines.length).toBeGreaterThan(1);
    expect(
      overflowProblems(
        withTitle('Efficacy in the intention-to-treat population and in every prespecified subgroup'),
      ),
    ).toEqual([]);
  });

  it('types the chapter title at 150 ms per character and fills its tag', () => {
    const title = textEl(resolve(sample('chapter_title_001', 'zh')), 'title');
    expect(title.typingMsPerChar).toBe(150);
    expect(title.fill).toMatch(/^#[0-9A-F]{6}$/);
    expect(title.padding).toBe(12);
  });

  it('hides an empty chapter number and subtitle', () => {
    let slide = withContent(sample('chapter_title_001', 'zh'), 'chapter_number', null);
    slide = withContent(slide, 'section_subtitle', null);
    const keys = resolve(slide).elements.map((e) => e.key);
    expect(keys).not.toContain('number');
    expect(keys).not.toContain('subtitle');
  });
});
