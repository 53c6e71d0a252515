import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { component, seedArticle } from '../works/testing/articles-test-kit';
import { teamOf } from '../works/testing/works-test-kit';
import { PrintRenderer } from './print-renderer';
import { pdfInfo, pdfText, renderingAvailable, webDist } from './testing/export-test-kit';

const tile = (id: string, role: string, label: string, value: string, unit = '', note = '') => ({
  id,
  role,
  label,
  value,
  unit,
  note,
});

/** An infographic's parts: a banner, a result panel of tiles and its verdict, a conclusion. */
function infographic() {
  return [
    component({
      id: 'c_banner',
      component: 'banner',
      contents: [
        { id: 'post_title', type: 'text', value: 'ALPHA-1研究｜一图读懂' },
        { id: 'post_subtitle', type: 'text', value: '随机、双盲的3期临床试验' },
      ],
    }),
    component({
      id: 'c_result',
      component: 'key_figures',
      title: '主要终点结果',
      contents: [
        {
          id: 'result',
          type: 'key_figures',
          key_figures: {
            panel: 'result',
            figures: [
              tile('t1', 'arm', 'Drug X组', '9.6', '个月'),
              tile('t2', 'arm', '安慰剂组', '5.1', '个月'),
              tile('t3', 'effect', '风险比（HR）', '0.62', '', '95%置信区间：0.51–0.75；P<0.0001'),
            ],
          },
        },
        { id: 'verdict', type: 'text', value: '<p>差异具有统计学意义</p>' },
      ],
    }),
    component({
      id: 'c_summary',
      component: 'summary',
      title: '结论',
      contents: [{ id: 'summary', type: 'text', value: '<p>Drug X组的中位无进展生存期更长。</p>' }],
    }),
  ];
}

/**
 * The article PDF through the print page in real Chromium: one page as tall as the article (an infographic is
 * one tall page), with the key-figure tiles drawn as text.
 */
describe.runIf(renderingAvailable())("article PDF (one page of the article's own size)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist });
  }, 120_000);
  afterAll(async () => t?.close());

  it('draws the tiles on one page, as wide as asked and as tall as the components', async () => {
    const id = await seedArticle(t, t.admin.token, { components: infographic() });
    const { teamId, userId } = await teamOf(t, t.admin.token);
    const renderer = new PrintRenderer(t.services.exports.pool, t.app, t.services.exports.tickets, true);
    const pdf = await renderer.articlePosterPdf({ workId: id, teamId, userId }, 600, 'ALPHA-1');
    const info = await pdfInfo(pdf);
    expect(info.pages).toBe(1);
    // 600 CSS px = 450 pt; the page is the article's height, not a paper size.
    expect(Math.abs(info.width - 450)).toBeLessThan(1);
    expect(info.height).toBeGreaterThan(200);
    expect(info.height).toBeLessThan(1500);
    expect(info.title).toBe('ALPHA-1');
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    // The last component's text too: a page cut at the components' box would push the frame's padding, and
    // with it the last line, onto a second page.
    for (const shown of ['主要终点结果', '9.6', '5.1', '0.62', '0.51–0.75', '差异具有统计学意义', '更长'])
      expect(text).toContain(shown);
  }, 120_000);
});
