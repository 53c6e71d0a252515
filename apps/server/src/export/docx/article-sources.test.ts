import type { ArticleComponent } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { sourcesAppendix, writeArticleDocx } from './article-docx';

const prov = (text: string, quote: string, page = 3, file_id = 'f') => ({ text, quote, page, file_id });
const comp = (component: string, provenance: ReturnType<typeof prov>[]) =>
  ({ id: component, component, contents: [], provenance }) as unknown as ArticleComponent;

describe('sourcesAppendix', () => {
  it('lists each quoted passage once with every value read from it', () => {
    const quote = 'Conversion occurred in 59/129 (45.7%) vs 1/68 (1.5%).';
    const out = sourcesAppendix([
      comp('article', [prov('59/129', quote), prov('45.7%', `  ${quote} `)]),
      comp('summary', [prov('45.7%', quote), prov('1.5%', quote, 4)]),
    ]);
    expect(out).toEqual([
      { text: '59/129, 45.7%', quote, page: 3, file_id: 'f' },
      { text: '1.5%', quote, page: 4, file_id: 'f' },
    ]);
  });

  it('leaves out bibliographic provenance: author lines, DOIs, the banner and references', () => {
    const out = sourcesAppendix([
      comp('references', [prov('Beatch GN', 'Gregory N. Beatch, Stuart J. Connolly')]),
      comp('banner', [prov('title', 'Safety and efficacy of vernakalant')]),
      comp('article', [prov('doi', 'doi:10.1186/1745-6215-13-4'), prov('url', 'https://doi.org/10.1/x')]),
      comp('article', [prov('', '   ')]),
    ]);
    expect(out).toEqual([]);
  });
});

describe('writeArticleDocx: empty blocks', () => {
  it('writes no heading over an empty expert block, review code or reference list', async () => {
    const text = (component: string, title: string, value: string) =>
      ({
        id: component,
        component,
        title,
        content_str: '',
        contents: [{ id: component, type: 'text', value }],
      }) as unknown as ArticleComponent;
    const components = [
      text('summary', '总结', '<p>共纳入217例患者</p>'),
      text('review_code', '审批编号', ''),
      {
        id: 'x',
        component: 'personal_introductions',
        title: '专家简介',
        content_str: '',
        contents: [
          { id: 'e', type: 'expert', expert: { id: 'e', name: ' ', information: '', desc: '<p></p>' } },
        ],
      } as unknown as ArticleComponent,
      {
        id: 'r',
        component: 'references',
        title: '参考文献',
        content_str: '',
        contents: [{ id: 'r', type: 'references', values: ['', ' '] }],
      } as unknown as ArticleComponent,
    ];
    const docx = await writeArticleDocx({
      title: 'T',
      components,
      loadImage: async () => null,
      sourceName: () => '',
      lang: 'zh-cn',
    });
    const xml = (await (await JSZip.loadAsync(docx)).file('word/document.xml')?.async('string')) ?? '';
    expect(xml).toContain('共纳入217例患者');
    expect(xml).toContain('总结');
    for (const label of ['审批编号', '专家简介', '参考文献']) expect(xml).not.toContain(label);
  });
});

describe('writeArticleDocx: infographic key figures', () => {
  it('writes the tiles as a table (label, value with unit, note) under the panel title, then its texts', async () => {
    const tile = (label: string, value: string, unit: string, note: string) => ({
      id: label,
      role: 'arm',
      label,
      value,
      unit,
      note,
    });
    const panel = {
      id: 'k',
      component: 'key_figures',
      title: '主要终点结果',
      content_str: '',
      contents: [
        {
          id: 'result',
          type: 'key_figures',
          key_figures: {
            panel: 'result',
            figures: [
              tile('维纳卡兰组', '45.7', '%', '129例中59例'),
              tile('风险比（HR）', '0.62', '', '95%置信区间：0.51–0.75'),
            ],
          },
        },
        { id: 'verdict', type: 'text', value: '<p>差异具有统计学意义</p>' },
      ],
    } as unknown as ArticleComponent;
    const docx = await writeArticleDocx({
      title: 'T',
      components: [panel],
      loadImage: async () => null,
      sourceName: () => '',
      lang: 'zh-cn',
    });
    const xml = (await (await JSZip.loadAsync(docx)).file('word/document.xml')?.async('string')) ?? '';
    expect(xml).toContain('<w:tbl>');
    for (const text of [
      '主要终点结果',
      '维纳卡兰组',
      '45.7%',
      '129例中59例',
      '0.62',
      '0.51–0.75',
      '差异具有统计学意义',
    ])
      expect(xml).toContain(text);
  });
});
