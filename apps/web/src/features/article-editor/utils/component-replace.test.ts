import { articleComponentSchema, MAX_QUOTE_CHARS } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { quoteTextOf, replaceKindOf, withImage, withQuoteText, withVideo } from './component-replace';
import { component, image } from './test-fixtures';

const video = (url: string, title: string) => ({
  value: url,
  state: 'success' as const,
  video_info: { cover_url: '', duration: 3, file_id: 'f', media: { duration: 3 } },
  source: { url: '', icon: '', title },
});

const quote = (value: string) =>
  component('q1', 'quote', { content_str: value, contents: [{ id: 'quote', type: 'text', value }] });

describe('replace from the component menu', () => {
  it('offers replace on quotes, videos and non-AI image components only', () => {
    expect(replaceKindOf(quote('a'))).toBe('quote');
    expect(replaceKindOf(component('v', 'video'))).toBe('video');
    const img = (source: 'local' | 'ai') =>
      component('i', 'image', {
        contents: [{ id: 'image', type: 'image', image: image('a', { image_source: source }) }],
      });
    expect(replaceKindOf(img('local'))).toBe('image');
    expect(replaceKindOf(img('ai'))).toBeNull();
    expect(replaceKindOf(component('i', 'image'))).toBeNull();
    expect(replaceKindOf(component('s', 'summary'))).toBeNull();
  });

  it('prefills the quote dialog with plain text within its limit', () => {
    expect(quoteTextOf(quote('<p>One &amp; two</p><p>three</p>'))).toBe('One & two\nthree');
    expect(quoteTextOf(component('q', 'quote', { content_str: 'only str' }))).toBe('only str');
    expect(Array.from(quoteTextOf(quote('字'.repeat(MAX_QUOTE_CHARS + 9)))).length).toBe(MAX_QUOTE_CHARS);
  });

  it('replaces the quote text in place: same id and entry, content_str too, valid', () => {
    const before = quote('<p>old</p>');
    const after = withQuoteText(before, 'new text');
    expect(after.id).toBe('q1');
    expect(after.content_str).toBe('new text');
    expect(after.contents).toEqual([{ id: 'quote', type: 'text', value: '<p>new text</p>' }]);
    expect(articleComponentSchema.parse(after)).toEqual(after);
    expect(withQuoteText(after, 'new text')).toBe(after);
    expect(withQuoteText(component('q', 'quote'), 'x').contents).toEqual([
      { id: 'quote', type: 'text', value: '<p>x</p>' },
    ]);
  });

  it('round-trips "<" through the dialog: stored escaped once, offered back as typed', () => {
    const typed = '(p < 0.0001) & more';
    const stored = withQuoteText(quote('<p>old</p>'), typed);
    expect(stored.contents[0]?.value).toBe('<p>(p &lt; 0.0001) &amp; more</p>');
    expect(quoteTextOf(stored)).toBe(typed);
    // As the server stores a tag-less value (sanitised: escaped once) the dialog offers the same text.
    expect(quoteTextOf(quote('(p &lt; 0.0001)'))).toBe('(p < 0.0001)');
  });

  it('swaps the video of a video component, keeping its id and entry', () => {
    const before = component('v1', 'video', {
      contents: [{ id: 'video', type: 'video', video: video('/api/files/old/raw', 'old.mp4') }],
    });
    const after = withVideo(before, video('/api/files/new/raw', 'new.mp4'));
    expect(after.id).toBe('v1');
    expect(after.contents).toHaveLength(1);
    expect(after.contents[0]?.id).toBe('video');
    expect(after.contents[0]?.video?.value).toBe('/api/files/new/raw');
    expect(after.contents[0]?.video?.source.title).toBe('new.mp4');
    expect(articleComponentSchema.parse(after)).toEqual(after);
    expect(before.contents[0]?.video?.value).toBe('/api/files/old/raw');
  });

  it('swaps an image component as the more-menu does: new image, old title kept when the new has none', () => {
    const before = component('i1', 'image', {
      contents: [{ id: 'image', type: 'image', image: image('a', { image_title: 'Old title' }) }],
    });
    const after = withImage(before, image('b', { url: '/api/files/b/raw' }));
    const next = after.contents[0]?.image;
    expect(next?.url).toBe('/api/files/b/raw');
    expect(next?.id).toBe('a');
    expect(next?.image_title).toBe('Old title');
    expect(withImage(component('i', 'image'), image('b'))).toEqual(component('i', 'image'));
  });
});
