import { describe, expect, it } from 'vitest';
import { sample, withContent } from '../testing/fixtures';
import { contentSchemaFor } from './content-schema';
import { validateSlideContent } from './validate-slide';
import { getLayout } from '../registry';

const message = (input: unknown) => {
  const r = validateSlideContent(input);
  return r.ok ? 'ok' : r.message;
};

describe('validateSlideContent', () => {
  it('accepts the samples and content with only the required ids', () => {
    expect(validateSlideContent(sample('slide_table_001', 'zh'))).toEqual({ ok: true });
    const minimal = {
      slide_num: 3,
      slide_id: 'slide_table_001',
      content: [
        { id: 'slide_title', type: 'text', text: 'AE' },
        { id: 'table', type: 'table' },
      ],
    };
    expect(validateSlideContent(minimal)).toEqual({ ok: true });
  });

  it('names a missing required content id', () => {
    const slide = withContent(sample('slide_table_001', 'en'), 'table', null);
    expect(message(slide)).toBe('content "table" is required by layout slide_table_001');
  });

  it('names content of the wrong type', () => {
    const slide = withContent(sample('slide_table_001', 'en'), 'table', {
      id: 'table',
      type: 'text',
      text: 'a table',
    });
    expect(message(slide)).toBe('content "table" must be of type table (got text)');
  });

  it('rejects a string where an array is required, naming the content id', () => {
    const slide = sample('section_slide_007', 'en');
    const bad = {
      ...slide,
      content: slide.content.map((c) => (c.id === 'group_summary' ? { ...c, list: 'one, two' } : c)),
    };
    expect(message(bad)).toMatch(/^content "group_summary" list: /);
    const table = sample('slide_table_001', 'en');
    const badRows = {
      ...table,
      content: table.content.map((c) =>
        c.id === 'table' ? { ...c, json: { headers: ['a'], rows: ['not a row'] } } : c,
      ),
    };
    expect(message(badRows)).toMatch(/^content "table" json\.rows\.0: /);
  });

  it('rejects ToC objects where the layout wants plain bullets', () => {
    const slide = withContent(sample('section_slide_007', 'en'), 'group_summary', {
      id: 'group_summary',
      type: 'array',
      list: [{ id: 'c1', text: 'x', section_titles: [] }],
    });
    expect(message(slide)).toMatch(/^content "group_summary" list\.0: /);
  });

  it('names a content id the layout does not have, and a duplicate id', () => {
    const slide = sample('title_only_001', 'en');
    expect(message({ ...slide, content: [...slide.content, { id: 'image_9', type: 'image' }] })).toBe(
      'content "image_9" is not part of layout title_only_001',
    );
    expect(message({ ...slide, content: [...slide.content, ...slide.content] })).toBe(
      'content "Title" appears more than once',
    );
  });

  it('enforces declared length and entry limits', () => {
    const long = withContent(sample('title_only_001', 'en'), 'Title', {
      id: 'Title',
      type: 'text',
      text: 'x'.repeat(121),
    });
    expect(message(long)).toBe('content "Title": is 121 characters long (max 120)');
    const zh = withContent(sample('title_only_001', 'zh'), 'Title', {
      id: 'Title',
      type: 'text',
      text: '长'.repeat(61),
    });
    expect(message(zh)).toBe('content "Title": is 122 characters long (max 120)');
    const toc = sample('table_of_the_contents_001', 'en');
    const eleven = withContent(toc, 'contents', {
      id: 'contents',
      type: 'list',
      list: Array.from({ length: 11 }, (_, i) => ({ id: `c${i}`, text: `Chapter ${i}`, section_titles: [] })),
    });
    expect(message(eleven)).toBe('content "contents": has 11 entries (max 10)');
  });

  it('rejects malformed slides and unknown layouts with a clear message', () => {
    expect(message(null)).toMatch(/^slide: /);
    expect(message({ slide_num: 1, content: [] })).toMatch(/^slide_id: /);
    expect(message({ slide_num: -1, slide_id: 'title_only_001' })).toMatch(/^slide_num: /);
    expect(message({ slide_num: 1, slide_id: 'nope_001', content: [] })).toBe(
      'unknown slide layout "nope_001"',
    );
    expect(message({ slide_num: 1, slide_id: 'title_only_001', content: 'Title' })).toMatch(/^content: /);
    expect(
      message({ slide_num: 1, slide_id: 'title_only_001', content: [{ id: 'Title', type: 'poster' }] }),
    ).toMatch(/^content "Title" type: /);
    expect(
      message({
        slide_num: 1,
        slide_id: 'title_only_001',
        content: [{ id: 'Title', type: 'text', text: 42 }],
      }),
    ).toMatch(/^content "Title" text: /);
  });

  it('does not trip over hostile ids', () => {
    const slide = sample('title_only_001', 'en');
    for (const id of ['__proto__', 'constructor', 'toString']) {
      expect(message({ ...slide, content: [...slide.content, { id, type: 'text', text: 'x' }] })).toBe(
        `content "${id}" is not part of layout title_only_001`,
      );
    }
  });

  it('builds one cached zod schema per layout', () => {
    const layout = getLayout('clinical_trial_001')!;
    expect(contentSchemaFor(layout)).toBe(contentSchemaFor(layout));
  });
});
