import type { ArticleComponent, Slide } from '@prowrite/contracts';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { article, seedArticle } from '../works/testing/articles-test-kit';
import { auth, detail } from '../works/testing/works-test-kit';
import { postExport, sampleSlides, seedWork } from './testing/export-test-kit';

/**
 * "<", ">" and "&" travel every text path exactly once escaped: save -> reload -> save again -> export. The
 * failure this guards: a quote "(p < 0.0001)" read "p &lt; 0.0001" after reload and in exports.
 */
const TRICKY = '(p < 0.0001) & HR > 1 <b>';
/** The same text as XML/HTML escapes it once. */
const ONCE = '(p &lt; 0.0001) &amp; HR &gt; 1 &lt;b&gt;';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function zipText(bytes: Buffer, pattern: RegExp): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files).filter((n) => pattern.test(n));
  return (await Promise.all(names.map((n) => zip.file(n)!.async('string')))).join('\n');
}

/** Each place a deck holds text: the title, a table header and cell, a spanning row and the footnote. */
function trickySlide(slide: Slide): Slide {
  return {
    ...slide,
    content: slide.content.map((c) => {
      if (c.type === 'table' && c.json) {
        const json = c.json as { headers: string[]; rows: unknown[][] };
        return {
          ...c,
          json: {
            ...json,
            headers: [`${TRICKY} h`, ...json.headers.slice(1)],
            rows: [[`${TRICKY} cell`, ...json.rows[0]!.slice(1)], ...json.rows.slice(1)],
          },
        };
      }
      if (c.id === 'slide_title') return { ...c, text: `${TRICKY} title` };
      if (c.id === 'footnote_left') return { ...c, text: `${TRICKY} footnote` };
      return c;
    }),
  } as Slide;
}

describe('deck text: save, reload, save again, export', () => {
  it('keeps "<", ">" and "&" as typed in titles, table cells and footnotes, and escapes them once in files', async () => {
    const [table] = sampleSlides(1, 'en', ['slide_table_001']);
    const id = await seedWork(t, t.admin.token, { slides: [table!] });
    const edited = trickySlide((await detail(t, t.admin.token, id)).slide_list[0]);
    for (let round = 0; round < 2; round++) {
      const { version } = await detail(t, t.admin.token, id);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/prowrite/v1/slide',
        headers: auth(t.admin.token),
        payload: {
          id,
          slide_num: 1,
          slide_data: round === 0 ? edited : (await detail(t, t.admin.token, id)).slide_list[0],
          version,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const stored = JSON.stringify((await detail(t, t.admin.token, id)).slide_list[0].content);
      for (const where of ['title', 'h', 'cell', 'footnote']) expect(stored).toContain(`${TRICKY} ${where}`);
      expect(stored).not.toMatch(/&(lt|gt|amp);/);
    }

    const pptx = await postExport(t, t.admin.token, { title: 'x', type: 'PPT', pro_write_id: id });
    expect(pptx.statusCode, pptx.body.slice(0, 200)).toBe(200);
    const slideXml = await zipText(pptx.rawPayload, /^ppt\/slides\/slide\d+\.xml$/);
    for (const where of ['title', 'h', 'cell', 'footnote']) expect(slideXml).toContain(`${ONCE} ${where}`);
    expect(slideXml).not.toMatch(/&amp;(lt|gt|amp);/);

    const docx = await postExport(t, t.admin.token, { title: 'x', type: 'DOCX', pro_write_id: id });
    expect(docx.statusCode, docx.body.slice(0, 200)).toBe(200);
    const docXml = await zipText(docx.rawPayload, /^word\/document\.xml$/);
    for (const where of ['title', 'h', 'cell', 'footnote']) expect(docXml).toContain(`${ONCE} ${where}`);
    expect(docXml).not.toMatch(/&amp;(lt|gt|amp);/);
  });
});

describe('article text: save, reload, save again, export', () => {
  it('stores a quote escaped once whether sent as rich text or legacy plain text, and exports it as typed', async () => {
    const id = await seedArticle(t, t.admin.token);
    const quote = (value: string, key: string): ArticleComponent =>
      ({
        id: key,
        component: 'quote',
        component_name: 'Quote',
        title: 'Quote',
        content_str: TRICKY,
        contents: [{ id: 'quote', type: 'text', value }],
        animation: false,
        show_article_num: false,
        show_loading: false,
      }) as ArticleComponent;
    // What the editor sends now (escaped rich text), and what older clients sent (the typed text itself).
    for (const [key, value] of [
      ['q_rich', `<p>${ONCE}</p>`],
      // (a legacy value is read as rich text, so only its bare "<" and "&" are text)
      ['q_plain', '(p < 0.0001) & HR > 1'],
    ] as const) {
      const { version } = await article(t, t.admin.token, id);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/prowrite/v1/component_content',
        headers: auth(t.admin.token),
        payload: { id, component_key: 3, type: 'add', component: quote(value, key), version },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const storedValue = async (key: string) =>
      (await article(t, t.admin.token, id)).components.find((c) => c.id === key)!.contents[0]!.value!;
    expect(await storedValue('q_rich')).toBe(`<p>${ONCE}</p>`);
    expect(await storedValue('q_plain')).toBe('(p &lt; 0.0001) &amp; HR &gt; 1');

    // Saving the reloaded component again changes nothing (the sanitiser is idempotent).
    const reloaded = await article(t, t.admin.token, id);
    const again = reloaded.components.find((c) => c.id === 'q_rich')!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/prowrite/v1/component_content',
      headers: auth(t.admin.token),
      payload: {
        id,
        component_key: reloaded.components.indexOf(again) + 1,
        type: 'update',
        component: again,
        version: reloaded.version,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedValue('q_rich')).toBe(`<p>${ONCE}</p>`);

    const docx = await postExport(t, t.admin.token, { title: 'x', type: 'DOCX', pro_write_id: id });
    expect(docx.statusCode, docx.body.slice(0, 200)).toBe(200);
    const docXml = await zipText(docx.rawPayload, /^word\/document\.xml$/);
    expect(docXml).toContain(ONCE);
    expect(docXml.split('(p &lt; 0.0001) &amp; HR &gt; 1').length - 1).toBeGreaterThanOrEqual(2);
    expect(docXml).not.toMatch(/&amp;(lt|gt|amp);/);
  });
});
