import { articleComponentSchema, articleImageSchema } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import {
  imageComponent,
  imageFromAi,
  imageFromLink,
  imageFromSource,
  imageFromUpload,
  quoteComponent,
  quoteTextToRich,
  sourcedQuoteComponent,
  textToFootnote,
  videoComponent,
  videoFromLink,
  videoFromUpload,
} from './build-items';

const upload = {
  id: 'f1',
  name: 'a.png',
  sha1: 'a'.repeat(40),
  mime: 'image/png',
  width: 640,
  height: 480,
  duration: 0,
  url: '/api/files/f1/raw',
};

describe('inserted components', () => {
  it('builds a quote the contract accepts, loading, with the text in contents and content_str', () => {
    const c = quoteComponent('Hello <b>', '引用');
    expect(articleComponentSchema.parse(c)).toEqual(c);
    expect(c).toMatchObject({
      component: 'quote',
      component_name: '引用',
      title: '引用',
      show_loading: true,
    });
    // The value is rich text: the typed text escaped once; content_str keeps the plain text.
    expect(c.contents).toEqual([{ id: 'quote', type: 'text', value: '<p>Hello &lt;b&gt;</p>' }]);
    expect(c.content_str).toBe('Hello <b>');
    expect(c.id).toHaveLength(32);
  });

  it('builds a quote from a source passage with its provenance, valid for the contract', () => {
    const passage = {
      file_id: 'f1',
      file_name: 'act-v.pdf',
      page: 5,
      text: 'Conversion: 59/129 (45.7%), p < 0.0001.',
    };
    const c = sourcedQuoteComponent(passage, 'Quote');
    expect(articleComponentSchema.parse(c)).toEqual(c);
    expect(c.content_str).toBe(passage.text);
    expect(c.contents[0]?.value).toBe('<p>Conversion: 59/129 (45.7%), p &lt; 0.0001.</p>');
    expect(c.provenance).toEqual([
      { text: passage.text, content_id: 'quote', file_id: 'f1', page: 5, quote: passage.text },
    ]);
    // A free-text quote has none.
    expect(quoteComponent('typed', 'Quote').provenance).toBeUndefined();
  });

  it('escapes a quote exactly once, whatever it holds, one paragraph per line', () => {
    expect(quoteTextToRich('(p < 0.0001)')).toBe('<p>(p &lt; 0.0001)</p>');
    expect(quoteTextToRich('HR 0.5 & CI > 1\nline 2')).toBe('<p>HR 0.5 &amp; CI &gt; 1</p><p>line 2</p>');
    // Text that looks like an entity is text the user typed: it is shown as typed.
    expect(quoteTextToRich('write &lt; for <')).toBe('<p>write &amp;lt; for &lt;</p>');
  });

  it('builds image and video components with fresh ids', () => {
    const img = imageFromUpload(upload);
    const a = imageComponent(img, '图片');
    const b = imageComponent(imageFromUpload(upload), '图片');
    expect(articleComponentSchema.parse(a)).toEqual(a);
    expect(a.id).not.toBe(b.id);
    expect(img.uniq_id).toHaveLength(19);
    expect(img).toMatchObject({ image_source: 'local', width: 640, sha1: upload.sha1 });
    const v = videoComponent(
      videoFromUpload({ ...upload, url: '/api/files/v/raw' }, 12.5, 'clip.mp4'),
      '视频',
    );
    expect(articleComponentSchema.parse(v)).toEqual(v);
    expect(v.contents[0]?.video).toMatchObject({
      value: '/api/files/v/raw',
      video_info: { duration: 12.5, file_id: 'f1', media: { duration: 12.5 } },
    });
  });

  it('fills a source figure: title, escaped caption as footnote, file, page and sha1', () => {
    const img = imageFromSource(
      {
        url: '/api/files/fig/raw',
        width: 300,
        height: 200,
        title: 'Figure 2. KM curve',
        description: 'PFS <ITT> & "all"',
        image_type: 'table',
        fid: 'src1',
        page_number: 4,
      },
      'b'.repeat(40),
    );
    expect(articleImageSchema.parse(img)).toEqual(img);
    expect(img).toMatchObject({
      image_source: 'file_source',
      image_type: 'table',
      image_title: 'Figure 2. KM curve',
      footnote: '<p>PFS &lt;ITT&gt; &amp; &quot;all&quot;</p>',
      fid: 'src1',
      page_number: 4,
      sha1: 'b'.repeat(40),
    });
    expect(textToFootnote('   ')).toBe('');
  });

  it('maps link and AI results', () => {
    const fetched = {
      url: '/api/files/x/raw',
      id: 'x',
      source: 'https://e.org/p',
      width: 10,
      height: 20,
      duration: 3,
    };
    expect(imageFromLink(fetched)).toMatchObject({
      image_source: 'link',
      source: { title: 'https://e.org/p' },
    });
    expect(videoFromLink({ ...fetched, source: '' }, 'https://e.org/v')).toMatchObject({
      source: { url: 'https://e.org/v' },
      video_info: { duration: 3 },
    });
    const ai = imageFromAi('/api/files/ai/raw', { width: 1024, height: 1792 }, 'a heart');
    expect(articleImageSchema.parse(ai)).toEqual(ai);
    expect(ai).toMatchObject({ image_source: 'ai', ai_prompt: 'a heart', width: 1024, height: 1792 });
  });
});
