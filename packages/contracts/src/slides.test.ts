import { describe, expect, it } from 'vitest';
import { contentItemSchema, referenceSchema, slideSchema, tableJsonSchema, tocItemSchema } from './slides';

describe('slide contracts', () => {
  it('fills what the spec says falls back to empty', () => {
    const slide = slideSchema.parse({ slide_num: 2, slide_id: 'cover_slide_001' });
    expect(slide).toMatchObject({
      type: '',
      content: [],
      catchy_title: '',
      reference: [],
      by_split: false,
      modify_flag: false,
      comment_num: 0,
      is_read_comment: true,
    });
    expect(tableJsonSchema.parse({})).toEqual({ headers: [], rows: [] });
    expect(tocItemSchema.parse({ id: 'c1' })).toEqual({ id: 'c1', text: '', section_titles: [] });
    expect(referenceSchema.parse({ article_title: 'A' })).toMatchObject({ id: '', article_url: '' });
  });

  it('accepts every content item shape of the spec', () => {
    const items = [
      { id: 'Title', type: 'text', text: 'T' },
      {
        id: 'highlight',
        type: 'highlight',
        text_arr: [{ text: 'a' }, { text: 'b', highlight: true, color: '#0066CC' }],
      },
      { id: 'group_summary', type: 'array', list: ['a', 'b'] },
      {
        id: 'contents',
        type: 'list',
        list: [{ id: 'c1', chapter_num: '01', text: 'A', section_titles: [{ id: 's', text: 'x' }] }],
      },
      {
        id: 'table',
        type: 'table',
        json: { headers: ['a', { value: 'b', col_span: 2 }], rows: [['1', 2, { value: 3, col_span: 'x' }]] },
      },
      { id: 'text_group', type: 'text_group', long_text: [{ group_title: 'G', list: ['x'] }] },
      {
        id: 'groups',
        type: 'text_group',
        text_list: [
          [
            { id: 'group_title', type: 'text', text: 'G' },
            { id: 'i', type: 'array', list: ['x'] },
          ],
        ],
      },
      {
        id: 'image',
        type: 'image',
        img_arr: [
          { text: 'https://x/a.png' },
          { image_info: { url: '/a.png', key_info: 'Fig', width: 640, height: 400, ratio: 1.6 } },
        ],
      },
    ];
    for (const item of items) expect(contentItemSchema.safeParse(item).success, item.id).toBe(true);
  });

  it('is strict about types', () => {
    const bad = [
      { id: 'x', type: 'array', list: 'a, b' },
      { id: 'x', type: 'text', text: 5 },
      { id: 'x', type: 'text', text_arr: 'plain' },
      { id: 'x', type: 'table', json: { headers: 'a', rows: [] } },
      { id: 'x', type: 'table', json: { headers: [], rows: ['a'] } },
      { id: 'x', type: 'video' },
      { id: '', type: 'text' },
      { type: 'text', text: 'no id' },
      { id: 'x', type: 'image', img_arr: [{ image_info: { url: 'a', ratio: -1 } }] },
    ];
    for (const item of bad)
      expect(contentItemSchema.safeParse(item).success, JSON.stringify(item)).toBe(false);
    expect(slideSchema.safeParse({ slide_num: 1, slide_id: 'x', content: 'text' }).success).toBe(false);
    expect(slideSchema.safeParse({ slide_num: 1.5, slide_id: 'x' }).success).toBe(false);
    expect(slideSchema.safeParse({ slide_num: 1, slide_id: 'x', by_split: 'yes' }).success).toBe(false);
  });

  it('keeps every reference (showing three is the renderer’s job) and the client-only flags', () => {
    const refs = Array.from({ length: 5 }, (_, i) => ({ article_title: `R${i}` }));
    const slide = slideSchema.parse({
      slide_num: 1,
      slide_id: 'x',
      reference: refs,
      loaded: true,
      styles: { width: 120 },
    });
    expect(slide.reference).toHaveLength(5);
    expect(slide.loaded).toBe(true);
    expect(slide.styles).toEqual({ width: 120 });
  });
});
