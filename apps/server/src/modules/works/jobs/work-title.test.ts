import type { ArticleComponent, Slide } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { ownTitle } from './work-title';

const slide = (text: string): Slide =>
  ({
    slide_num: 1,
    slide_id: 'cover_slide_001',
    content: [{ id: 'presentation_title', type: 'text', text }],
  }) as Slide;
const banner = (value: string): ArticleComponent =>
  ({
    id: 'b',
    component: 'banner',
    contents: [{ id: 'post_title', type: 'text', value }],
  }) as ArticleComponent;

describe('ownTitle', () => {
  it('is the deck cover title or the article headline, whitespace and tags gone', () => {
    expect(ownTitle({ slides: [slide('  Vernakalant\nin AF ')] })).toBe('Vernakalant in AF');
    expect(ownTitle({ components: [banner('<p>维纳卡兰 <b>转复</b></p>')] })).toBe('维纳卡兰 转复');
  });

  it('is empty without one', () => {
    expect(ownTitle({ slides: [] })).toBe('');
    expect(ownTitle({ components: [] })).toBe('');
    expect(ownTitle({ slides: [slide('   ')] })).toBe('');
  });

  it('keeps within the name limit, cut at a word', () => {
    const long = `${'word '.repeat(60)}end`;
    const title = ownTitle({ slides: [slide(long)] });
    expect(Array.from(title).length).toBeLessThanOrEqual(200);
    expect(title.endsWith('word…')).toBe(true);
  });
});
