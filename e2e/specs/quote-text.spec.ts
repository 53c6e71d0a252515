import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { ArticleEditorPage } from '../pages/ArticleEditorPage';
import { ExportDialog } from '../pages/ExportDialog';
import { InsertDialogs } from '../pages/InsertDialogs';
import { expect, test } from '../support/fixtures';
import {
  apiLogin,
  createTweetsArticle,
  setCompanyTemplate,
  teamIdOf,
  uploadParsedSource,
} from '../support/works-api';

type Detail = {
  data: {
    data: {
      components: {
        component: string;
        content_str: string;
        provenance?: { file_id: string; page: number }[];
      }[];
    };
  };
};

test('a quote with "<" reads the same after reload, on the public page and in the DOCX export', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request);
  // Other specs switch the team's company template on, which offers image inserts only.
  await setCompanyTemplate(request, token, await teamIdOf(request, token), false);
  const fileId = await uploadParsedSource(request, token, 'trial-abstract.txt');
  const id = await createTweetsArticle(request, token, [fileId]);

  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('prowrite.access_token', t), token);
  const editor = new ArticleEditorPage(page);
  await editor.goto(id);
  await expect(page.getByTestId('insert-buttons').first()).toBeVisible({ timeout: 30_000 });

  const dialogs = new InsertDialogs(page);
  // A passage picked from the sources is inserted with its provenance; free text is marked unsourced.
  const picked = await dialogs.insertSourcedQuote('randomly assigned');
  const sourced = page.getByTestId('article-quote').filter({ hasText: picked.slice(0, 40) });
  await expect(sourced).toBeVisible();
  await expect(sourced.getByTestId('quote-unsourced')).toHaveCount(0);

  const quote = `Conversion ${Date.now().toString(36)} (p < 0.0001) & HR > 1`;
  await dialogs.insertQuote(quote);
  const shown = page.getByTestId('article-quote').filter({ hasText: quote });
  await expect(shown).toBeVisible();
  await expect(shown.getByTestId('quote-unsourced')).toBeVisible();
  await expect
    .poll(async () => {
      const res = await request.get(`/api/prowrite/v1/detail?id=${id}`, {
        headers: { 'Access-Token': token },
      });
      const quotes = ((await res.json()) as Detail).data.data.components.filter(
        (c) => c.component === 'quote',
      );
      return {
        typed: quotes.some((c) => c.content_str === quote && !c.provenance?.length),
        sourced: quotes.some((c) => c.content_str === picked && c.provenance?.length === 1),
      };
    })
    .toEqual({ typed: true, sourced: true });

  // After a reload the quote reads as typed: no "&lt;" anywhere.
  await page.reload();
  await expect(page.getByTestId('article-quote').filter({ hasText: quote })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('article-editor')).not.toContainText('&lt;');
  await expect(page.getByTestId('article-editor')).not.toContainText('&amp;');

  // The read-only rendering (the public page, drawn as the PNG export's print page draws it).
  const published = await request.post('/api/prowrite/v1/publish', {
    headers: { 'Access-Token': token },
    data: { id },
  });
  expect(published.status()).toBe(200);
  const share = ((await published.json()) as { data: { data: { reportId: string } } }).data.data.reportId;
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/tweets-screenshot/${id}/${share}`);
  await expect(publicPage.getByTestId('tweets-screenshot')).toContainText(quote, { timeout: 30_000 });
  await expect(publicPage.getByTestId('tweets-screenshot')).not.toContainText('&lt;');
  await visitor.close();

  // The DOCX export escapes it once (XML), never twice.
  const dialog = new ExportDialog(page);
  await dialog.open();
  await dialog.chooseFormat('DOCX');
  const file = await dialog.download();
  const zip = await JSZip.loadAsync(await readFile(file.path));
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  expect(xml).toContain(quote.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
  expect(xml).not.toMatch(/&amp;(lt|gt|amp);/);
});
