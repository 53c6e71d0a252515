import { describe, expect, it } from 'vitest';
import { type SlideCommentState, StoredSlideList, StoredSlideListCache } from './stored-slide-list';

/** What the detail answered before: the stored slide spread with the reader's values, then stringified. */
const expected = (slides: Record<string, unknown>[], bySection: Map<string, SlideCommentState>) =>
  JSON.stringify(
    slides.map((slide) => {
      const s = bySection.get(String(slide.slide_num));
      return { ...slide, comment_num: s?.count ?? 0, is_read_comment: (s?.unread ?? 0) === 0 };
    }),
  );

describe('StoredSlideList', () => {
  // Slides as JSON.parse gives them back from jsonb: the comment fields where the stored slide has them
  // (jsonb orders keys by length), or missing (written before they were part of the slide).
  const slides: Record<string, unknown>[] = [
    JSON.parse(
      '{"num": 1, "slide_id": "cover", "slide_num": 1, "comment_num": 0, "is_read_comment": true, "content": [{"id": "t", "text": "A \\"quoted\\" 标题 \\u2028"}]}',
    ),
    { slide_num: 2, slide_id: 'table', content: [{ id: 'x', table: [[1, null]] }] },
    { is_read_comment: false, slide_num: 3, comment_num: 7 },
    {},
  ];

  it('renders byte for byte what stringifying the slides with each reader values gives', () => {
    const list = new StoredSlideList(slides);
    const readers = [
      new Map<string, SlideCommentState>(),
      new Map([
        ['1', { count: 3, unread: 1 }],
        ['3', { count: 2, unread: 0 }],
      ]),
      new Map([['2', { count: 12, unread: 12 }]]),
    ];
    for (const bySection of readers) expect(list.render(bySection)).toBe(expected(slides, bySection));
    expect(new StoredSlideList([]).render(new Map())).toBe('[]');
  });

  it('is not changed by later changes to the objects it was built from', () => {
    const slide = { slide_num: 1, title: 'before' };
    const list = new StoredSlideList([slide]);
    slide.title = 'after';
    expect(list.render(new Map())).toContain('"before"');
  });
});

describe('StoredSlideListCache', () => {
  it('answers a list only for its work and version, and drops the least recently used past its size', () => {
    const one = new StoredSlideList([{ slide_num: 1, text: 'x'.repeat(100) }]);
    const two = new StoredSlideList([{ slide_num: 1, text: 'y'.repeat(100) }]);
    const cache = new StoredSlideListCache(one.size + two.size);
    cache.set('w1', 1, one);
    cache.set('w2', 1, two);
    expect(cache.get('w1', 1)).toBe(one);
    expect(cache.get('w1', 2)).toBeUndefined();
    expect(cache.get('w3', 1)).toBeUndefined();
    // w1 was used last: a third list pushes w2 out.
    cache.set('w1', 2, new StoredSlideList([{ slide_num: 1, text: 'z'.repeat(100) }]));
    expect(cache.get('w2', 1)).toBeUndefined();
    expect(cache.get('w1', 1)).toBe(one);
  });
});
