import type { APIRequestContext } from '@playwright/test';
import { ExportDialog } from '../pages/ExportDialog';
import { ShareDialog } from '../pages/ShareDialog';
import { generateArticle } from '../support/article-flow';
import { corpusFile } from '../support/corpus';
import { expect, test } from '../support/fixtures';
import { workDetail } from '../support/works-api';

type Section = { section_title: string; contents: { body: { text: string } }[] };
type Component = { id: string; component: string; contents: { chapters?: { sections: Section[] }[] }[] };
type Detail = { process: string; select_template: string; components: Component[] };

const detailOf = (request: APIRequestContext, token: string, id: string) =>
  workDetail<Detail>(request, token, id);

const sectionsOf = (d: Detail) =>
  d.components.flatMap((c) => c.contents.flatMap((e) => (e.chapters ?? []).flatMap((ch) => ch.sections)));

test.describe('research express (文献速递)', () => {
  test('a corpus paper becomes a digest that is edited, commented, exported as PDF and PPT, and shared', async ({
    page,
    request,
    browser,
  }) => {
    const pdf = corpusFile('pdf/empa-card.pdf');
    test.skip(pdf === null, 'the shared corpus is absent');
    if (!pdf) return;
    // Upload, parse, generation and two Chromium/PPTX exports on a shared two-core machine.
    test.setTimeout(420_000);

    const { editor, id, token } = await generateArticle(page, request, {
      source: pdf,
      type: 'ResearchExpress',
      firstTemplate: 'research_express_template1',
      template: 'research_express_template2',
      outLang: 'zh-cn',
    });
    const generated = await detailOf(request, token, id);
    expect(generated.select_template).toBe('research_express_template2');
    expect(sectionsOf(generated).map((s) => s.section_title)).toEqual(
      expect.arrayContaining(['研究背景', '研究方法', '研究结果', '研究结论', '专家点评']),
    );
    await expect(editor.components).toHaveCount(generated.components.length);
    await expect(page.getByText('专家点评').first()).toBeVisible();

    // The expert writes the commentary in place: saved, kept on reload.
    const stamp = Date.now().toString(36);
    await editor.appendToBodyText('请专家在此撰写点评', ` 点评 ${stamp}`);
    await editor.waitSaved();
    await expect
      .poll(async () =>
        sectionsOf(await detailOf(request, token, id))
          .at(-1)
          ?.contents.some((c) => c.body.text.includes(stamp)),
      )
      .toBe(true);

    // A section comment (on the editor's note).
    const note = generated.components.find((c) => c.component === 'editors_note');
    expect(note).toBeTruthy();
    if (!note) return;
    await editor.addComment(note.id, `请核对 ${stamp}`);

    // Export: a research express offers PowerPoint and PDF.
    const exportDialog = new ExportDialog(page);
    await exportDialog.open();
    expect(await exportDialog.formats()).toEqual(['PPT', 'PDF']);
    await exportDialog.exportAs('PDF');
    await exportDialog.exportAs('PPT');

    // Shared: the public page opens logged out and shows the edited commentary.
    const visit = await new ShareDialog(page).publishAndVisit(browser);
    await expect(visit.page.getByTestId('tweets-screenshot')).toBeVisible();
    await expect(visit.page.getByText(stamp)).toBeVisible();
    await visit.close();
  });
});
