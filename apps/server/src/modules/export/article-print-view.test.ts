import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPrintPage } from '../../export/pdf-png/print-page';
import { createTestApp, type TestApp } from '../../test/test-app';
import { component, sampleComponents, seedArticle } from '../works/testing/articles-test-kit';
import { teamOf } from '../works/testing/works-test-kit';
import { renderingAvailable, webDist } from './testing/export-test-kit';

type Drawn = { marks: number; kinds: string[]; text: string };

/**
 * The article PNG export draws the print page: what a reader sees, without the editor's decorations (number
 * underlines) and without empty blocks ("专家简介" over nobody, a bare "审批编号:"). Real Chromium, built web app.
 */
describe.runIf(renderingAvailable())('article print page (PNG export)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist });
  }, 120_000);
  afterAll(async () => t?.close());

  async function draw(id: string): Promise<Drawn> {
    const { teamId, userId } = await teamOf(t, t.admin.token);
    const ticket = t.services.exports.tickets.mint({ workId: id, teamId, userId });
    return renderPrintPage(t.services.exports.pool, t.app, {
      path: () => `/print/article/${id}?${new URLSearchParams({ ticket, mode: 'png', width: '600' })}`,
      context: { viewport: { width: 600, height: 900 } },
      capture: async (page) =>
        (await page.evaluate(`({
          marks: document.querySelectorAll('.pw-art-num').length,
          kinds: [...document.querySelectorAll('[data-export-block]')].map((e) => e.dataset.kind),
          text: document.body.innerText,
        })`)) as Drawn,
    });
  }

  it('shows sourced numbers as plain text and leaves empty blocks out', async () => {
    const filled = sampleComponents();
    const emptyExperts = component({
      id: 'c_nobody',
      component: 'personal_introductions',
      title: '专家简介',
      contents: [{ id: 'e9', type: 'expert', expert: { id: 'e9', name: '', information: '', desc: '' } }],
    });
    const emptyCode = component({
      id: 'c_nocode',
      component: 'review_code',
      title: '审批编号:',
      contents: [{ id: 'review_code', type: 'text', value: '' }],
    });
    const id = await seedArticle(t, t.admin.token, { components: [...filled, emptyExperts, emptyCode] });
    const drawn = await draw(id);
    // The sample article records a source for "9·6": the editor underlines it, the export does not.
    expect(drawn.text).toContain('9·6');
    expect(drawn.marks).toBe(0);
    // Filled blocks are drawn, empty ones are not.
    expect(drawn.kinds.filter((k) => k === 'personal_introductions')).toHaveLength(1);
    expect(drawn.kinds.filter((k) => k === 'review_code')).toHaveLength(1);
    expect(drawn.text).toContain('CN-2026-0001');
    expect(drawn.text).not.toContain('专家简介');
    expect(drawn.text).not.toContain('审批编号');
  }, 120_000);
});
