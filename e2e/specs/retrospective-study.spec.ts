import type { APIRequestContext } from '@playwright/test';
import { ExportDialog } from '../pages/ExportDialog';
import { ShareDialog } from '../pages/ShareDialog';
import { generateArticle } from '../support/article-flow';
import { corpusFile } from '../support/corpus';
import { docxText } from '../support/docx-text';
import { expect, test } from '../support/fixtures';
import { workDetail } from '../support/works-api';

type Chapter = { chapter_title: string; sections: { contents: { body: { text: string } }[] }[] };
type Component = {
  id: string;
  component: string;
  contents: { chapters?: Chapter[]; body?: { text: string } }[];
};
type Detail = { process: string; select_template: string; components: Component[] };

const detailOf = (request: APIRequestContext, token: string, id: string) =>
  workDetail<Detail>(request, token, id);

const chapterTitles = (d: Detail) =>
  d.components.flatMap((c) => c.contents.flatMap((e) => (e.chapters ?? []).map((ch) => ch.chapter_title)));

test.describe('retrospective study analysis (回顾性研究分析)', () => {
  test('a corpus paper becomes an analysis that is edited, commented, exported as PDF and DOCX, and shared', async ({
    page,
    request,
    browser,
  }) => {
    const pdf = corpusFile('pdf/sugar-dm-hf.pdf');
    test.skip(pdf === null, 'the shared corpus is absent');
    if (!pdf) return;
    // Upload, parse, generation, a Chromium PDF and a LibreOffice conversion on a shared two-core machine.
    test.setTimeout(420_000);

    const { editor, id, token } = await generateArticle(page, request, {
      source: pdf,
      type: 'RetrospectiveStudy',
      firstTemplate: 'retrospective_study_template1',
      template: 'retrospective_study_template2',
      outLang: 'zh-cn',
    });
    const generated = await detailOf(request, token, id);
    expect(generated.select_template).toBe('retrospective_study_template2');
    expect(chapterTitles(generated)).toEqual(
      expect.arrayContaining(['研究设计与数据来源', '研究结果', '研究局限性', '研究结论']),
    );
    await expect(editor.components).toHaveCount(generated.components.length);
    await expect(page.getByText('研究局限性').first()).toBeVisible();

    // A text edited in place (the authors' conclusion in the article): saved, kept on the server.
    const stamp = Date.now().toString(36);
    await editor.appendToBodyText('研究者在原文中指出', ` 已核对 ${stamp}`);
    await editor.waitSaved();
    await expect
      .poll(async () => JSON.stringify((await detailOf(request, token, id)).components).includes(stamp))
      .toBe(true);

    // A comment on the summary.
    const summary = generated.components.find((c) => c.component === 'summary');
    expect(summary).toBeTruthy();
    if (!summary) return;
    await editor.addComment(summary.id, `请核对校正效应 ${stamp}`);

    // Export: the kind's own formats; the PDF downloads, LibreOffice opens the DOCX and finds the edit.
    const exportDialog = new ExportDialog(page);
    await exportDialog.open();
    expect(await exportDialog.formats()).toEqual(['PDF', 'DOCX', 'PNG', 'PPT']);
    await exportDialog.exportAs('PDF');
    const docx = await docxText((await exportDialog.exportAs('DOCX')).path);
    expect(docx).toContain(stamp);
    expect(docx).toContain('研究局限性');

    // Shared: the public page opens logged out and shows the edit.
    const visit = await new ShareDialog(page).publishAndVisit(browser);
    await expect(visit.page.getByTestId('tweets-screenshot')).toBeVisible();
    await expect(visit.page.getByText(stamp)).toBeVisible();
    await visit.close();
  });
});
