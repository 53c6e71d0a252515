import { type ArticleComponent, articleComponentSchema } from '@prowrite/contracts';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeArticleDocx, writeDeckDocx } from '../../export/docx';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auth } from '../works/testing/works-test-kit';
import {
  commandAvailable,
  figureSlide,
  libreOfficeToPdf,
  pdfText,
  postExport,
  sampleSlides,
  seedFigureFile,
  seedWork,
  solidPng,
} from './testing/export-test-kit';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function documentXml(docx: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(docx);
  return (await zip.file('word/document.xml')?.async('string')) ?? '';
}

/** A tweet with every component kind the DOCX writer knows, in editor order. */
function articleComponents(figure: string): ArticleComponent[] {
  const image = (id: string, title: string) => ({
    id,
    uniq_id: '1234567890123456789',
    url: figure,
    width: 64,
    height: 40,
    image_title: title,
    footnote: '<p>Data cut-off <strong>June 2024</strong></p>',
  });
  const raw = [
    {
      id: 'c1',
      component: 'banner',
      contents: [
        { id: 'post_title', type: 'text', value: '维拉利单抗一线治疗晚期NSCLC' },
        { id: 'post_subtitle', type: 'text', value: 'ORCHID-3 study update' },
      ],
    },
    {
      id: 'c2',
      component: 'editors_note',
      contents: [{ id: 'editors_note', type: 'text', value: 'Editor note text' }],
    },
    {
      id: 'c3',
      component: 'article',
      contents: [
        {
          id: 'article',
          type: 'article',
          article_title: 'Main findings',
          article_num: 1,
          show_article_num: true,
          chapters: [
            {
              idx: 0,
              chapter_title: 'Efficacy chapter',
              contents: [
                {
                  id: 'b1',
                  body: { text: '<p>Median PFS <b>8.6 months</b></p><ul><li>First bullet</li></ul>' },
                },
              ],
              sections: [
                {
                  idx: 0,
                  section_title: 'Subgroups section',
                  contents: [
                    {
                      id: 'b2',
                      body: { text: 'Consistent benefit', image: image('i1', 'Figure one title') },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      provenance: [{ text: '8.6 months', file_id: 'f1', page: 4, quote: 'median PFS was 8.6 months' }],
    },
    {
      id: 'c4',
      component: 'quote',
      title: 'Quote',
      contents: [{ id: 'quote', type: 'text', value: 'A quoted sentence' }],
    },
    { id: 'c5', component: 'summary', contents: [{ id: 'summary', type: 'text', value: 'Summary text' }] },
    {
      id: 'c6',
      component: 'references',
      contents: [{ id: 'references', type: 'references', values: ['Ref one 2024', 'Ref two 2023'] }],
    },
    {
      id: 'c7',
      component: 'statement',
      contents: [{ id: 'statement', type: 'text', value: 'Statement text' }],
    },
    {
      id: 'c8',
      component: 'personal_introductions',
      contents: [
        {
          id: 'e1',
          type: 'expert',
          expert: { id: 'e1', name: 'Dr Expert Name', information: 'Oncologist', desc: 'Expert bio' },
        },
      ],
    },
    {
      id: 'c9',
      component: 'review_code',
      contents: [{ id: 'review_code', type: 'text', value: 'CN-12345' }],
    },
  ];
  return raw.map((c) => articleComponentSchema.parse(c));
}

describe('DOCX export', () => {
  let t: TestApp;
  let enDeck: string;
  let zhDeck: string;
  let fileId: string;

  beforeAll(async () => {
    t = await createTestApp();
    fileId = await seedFigureFile(t, t.admin.token, solidPng(64, 40), 'orchid-3.pdf');
    enDeck = await seedWork(t, t.admin.token, {
      name: 'English deck',
      slides: [...sampleSlides(1, 'en', ['slide_table_001']), figureSlide(fileId, 2)],
      fileIds: [fileId],
    });
    zhDeck = await seedWork(t, t.admin.token, {
      name: '中文幻灯片',
      outLang: 'zh-cn',
      slides: sampleSlides(2, 'zh', ['slide_table_001', 'section_slide_001']),
    });
  });
  afterAll(async () => t?.close());

  it('writes a deck as headings, real Word tables, pictures and footnotes (POST export and GET doc)', async () => {
    const res = await postExport(t, t.admin.token, {
      title: 'ORCHID-3 全部',
      type: 'DOCX',
      pro_write_id: enDeck,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX_MIME);
    expect(String(res.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent('ORCHID-3 全部.docx')}`,
    );
    const xml = await documentXml(res.rawPayload);
    expect(xml).toContain('<w:tbl>');
    expect(xml).toContain('<w:drawing>');
    expect(xml).toContain('w:footnoteReference');

    const doc = await t.app.inject({
      method: 'GET',
      url: `/api/botconsole/export/doc?id=${zhDeck}`,
      headers: auth(t.admin.token),
    });
    expect(doc.statusCode).toBe(200);
    expect(String(doc.headers['content-disposition'])).toContain(encodeURIComponent('中文幻灯片.docx'));
  });

  it.runIf(commandAvailable('soffice'))(
    'opens in LibreOffice with the texts in place (decks in both languages and an article)',
    async () => {
      const en = await postExport(t, t.admin.token, {
        title: 'ORCHID-3 deck',
        type: 'DOCX',
        pro_write_id: enDeck,
      });
      const zh = await postExport(t, t.admin.token, {
        title: '中文导出',
        type: 'DOCX',
        pro_write_id: zhDeck,
        lang: 'zh-cn',
      });
      const article = await writeArticleDocx({
        title: '维拉利单抗一线治疗晚期NSCLC',
        components: articleComponents(`/api/files/${fileId}/figures/0`),
        loadImage: async () => ({ data: solidPng(64, 40), mime: 'image/png' }),
        sourceName: () => 'orchid-3.pdf',
        withProvenance: true,
      });
      const [enPdf, zhPdf, articlePdf] = await libreOfficeToPdf([
        { name: 'en.docx', bytes: en.rawPayload },
        { name: 'zh.docx', bytes: zh.rawPayload },
        { name: 'article.docx', bytes: article },
      ]);
      const enText = await pdfText(enPdf!);
      for (const expected of [
        'ORCHID-3 deck',
        'Baseline characteristics',
        'Characteristic',
        'Primary endpoint',
        'Kaplan-Meier curve of PFS',
        // Provenance quotes as footnotes, with the source's name and page.
        'median PFS was 8.6 months',
        'orchid-3.pdf, p. 4',
      ]) {
        expect(enText, expected).toContain(expected);
      }
      const zhText = (await pdfText(zhPdf!)).replace(/\s+/g, '');
      for (const expected of ['中文导出', '基线特征', '主要终点'])
        expect(zhText, expected).toContain(expected);
      const articleText = await pdfText(articlePdf!);
      for (const expected of [
        'ORCHID-3 study update',
        'Editor note text',
        '01 Main findings',
        'Efficacy chapter',
        'Subgroups section',
        '8.6 months',
        'First bullet',
        'Figure one title',
        'June 2024',
        'A quoted sentence',
        'Summary text',
        '[2] Ref two 2023',
        'Statement text',
        'Dr Expert Name',
        'CN-12345',
        'median PFS was 8.6 months',
      ]) {
        expect(articleText, expected).toContain(expected);
      }
    },
    180_000,
  );

  it('hostile texts (control characters, lone surrogates, markup) still make a valid document', async () => {
    const hostile = (text: string) =>
      sampleSlides(1, 'en', ['slide_table_001']).map((s) => ({
        ...s,
        content: s.content.map((c) => (c.id === 'slide_title' ? { ...c, text } : c)),
      }));
    const deck = await seedWork(t, t.admin.token, { slides: hostile('Bad \u0001\u0008 <w:t> & "x"') });
    const res = await postExport(t, t.admin.token, {
      title: 'T\u0007itle',
      type: 'DOCX',
      pro_write_id: deck,
    });
    expect(res.statusCode).toBe(200);
    const xml = await documentXml(res.rawPayload);
    expect(xml).toContain('Bad');
    for (const bad of ['\u0001', '\u0007', '\u0008']) expect(xml).not.toContain(bad);
    expect(xml).toContain('&lt;w:t&gt;');
    // A lone surrogate cannot be stored, but can reach the writer from a stateless caller.
    const direct = await writeDeckDocx({
      title: 'x\ud800',
      slides: hostile('Lone \udc00 surrogate'),
      loadImage: async () => null,
      sourceName: () => '',
    });
    const directXml = await documentXml(direct);
    expect(directXml).toContain('Lone  surrogate');
  });
});
