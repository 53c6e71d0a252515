import type { APIRequestContext, Page } from '@playwright/test';
import { ArticleEditorPage } from '../pages/ArticleEditorPage';
import { WorkbenchPage } from '../pages/WorkbenchPage';
import { expect } from './fixtures';
import { workDetail } from './works-api';

/**
 * The start the article-kind specs share: log in, upload and parse a corpus paper on the workbench, choose
 * the work type (its own first template is selected), fill the form, create the work and wait, in the editor,
 * until the server has generated it. Answers what the rest of a spec needs.
 */
export async function generateArticle(
  page: Page,
  request: APIRequestContext,
  opts: {
    source: string;
    type: string;
    /** The kind's first template, which the form selects when the type is chosen. */
    firstTemplate: string;
    template?: string;
    outLang: 'zh-cn' | 'en';
  },
): Promise<{ workbench: WorkbenchPage; editor: ArticleEditorPage; id: string; token: string }> {
  const workbench = await WorkbenchPage.openWithParsedSource(page, opts.source);
  await ArticleEditorPage.chooseWorkType(page, opts.type);
  await expect(workbench.form.locator(`input[value="${opts.firstTemplate}"]`)).toBeChecked();
  await workbench.fill({ ...(opts.template ? { template: opts.template } : {}), outLang: opts.outLang });
  const id = await ArticleEditorPage.create(page);
  const token = (await page.evaluate(() => localStorage.getItem('prowrite.access_token'))) ?? '';

  const editor = new ArticleEditorPage(page);
  await expect(editor.root).toBeVisible();
  await expect
    .poll(async () => (await workDetail<{ process: string }>(request, token, id)).process, {
      timeout: 180_000,
    })
    .toBe('end');
  return { workbench, editor, id, token };
}
