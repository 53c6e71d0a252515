import type { ContentItem } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import type { ResolvedText } from '../model';
import { overflowProblems, resolve, sample, withContent } from '../testing/fixtures';

const contents = (n: number): ContentItem => ({
  id: 'contents',
  type: 'list',
  list: Array.from({ length: n }, (_, i) => ({
    id: `c${i}`,
    text: `Chapter ${i + 1}`,
    section_titles: [{ id: `s${i}`, text: `Section ${i + 1}.1` }],
  })),
});

const tocWith = (n: number) =>
  resolve(withContent(sample('table_of_the_contents_001', 'en'), 'contents', contents(n)));
const items = (r: ReturnType<typeof resolve>, field: string) =>
  r.elements.filter(
    (e): e is ResolvedText => e.kind === 'text' && e.key.startsWith('items.') && e.key.endsWith(`.${field}`),
  );

describe('table_of_the_contents_001', () => {
  it('picks its arrangement by item count: 1, 2, 3-4, 5 and more', () => {
    expect([1, 2, 3, 4, 5, 8, 10].map((n) => tocWith(n).variant)).toEqual([
      'one',
      'two',
      'three_to_four',
      'three_to_four',
      'five_plus',
      'five_plus',
      'five_plus',
    ]);
    const empty = tocWith(0);
    expect(empty.variant).toBeUndefined();
    expect(items(empty, 'title')).toEqual([]);
  });

  it('reveals items 200 ms apart, numbers them 01, 02 ... and shows section titles', () => {
    const r = tocWith(4);
    expect(items(r, 'title').map((e) => e.revealDelayMs)).toEqual([0, 200, 400, 600]);
    expect(items(r, 'number').map((e) => e.text)).toEqual(['01', '02', '03', '04']);
    expect(items(r, 'sub')[0]!.text).toBe('Section 1.1');
    expect(items(r, 'title')[1]!.source).toEqual({ contentId: 'contents', index: 1, field: 'title' });
  });

  it('uses chapter_num when given', () => {
    const r = resolve(sample('table_of_the_contents_001', 'zh'));
    expect(items(r, 'number').map((e) => e.text)).toEqual(['01', '02', '03', '04']);
    const custom = resolve(
      withContent(sample('table_of_the_contents_001', 'en'), 'contents', {
        id: 'contents',
        type: 'list',
        list: [{ id: 'a', chapter_num: 'A', text: 'Appendix', section_titles: [] }],
      }),
    );
    expect(items(custom, 'number')[0]!.text).toBe('A');
    expect(items(custom, 'sub')).toEqual([]);
  });

  it('lays 5+ items on a two-column grid, at most 10, all on the slide', () => {
    const r = tocWith(12);
    const titles = items(r, 'title');
    expect(titles).toHaveLength(10);
    expect(titles[1]!.box.x).toBeGreaterThan(titles[0]!.box.x);
    expect(titles[1]!.box.y).toBe(titles[0]!.box.y);
    expect(titles[2]!.box.y).toBeGreaterThan(titles[0]!.box.y);
    expect(overflowProblems(r)).toEqual([]);
  });
});
