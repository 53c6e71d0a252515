import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { ArticleEditorPage } from '../pages/ArticleEditorPage';
import { ExportDialog } from '../pages/ExportDialog';
import { InsertDialogs } from '../pages/InsertDialogs';
import { LoginPage } from '../pages/LoginPage';
import { WorkbenchPage } from '../pages/WorkbenchPage';
import { corpusFile } from '../support/corpus';
import { expect, test } from '../support/fixtures';
import { workDetail } from '../support/works-api';
import { ADMIN } from '../support/test-env';

const run = promisify(execFile);

type Component = {
  id: string;
  component: string;
  content_str?: string;
  contents: {
    type: string;
    value?: string;
    expert?: { name?: string; information?: string; desc?: string };
    image?: { image_source: string };
    chapters?: Chapter[];
    chapter?: Chapter;
  }[];
};
type Items = { body: { text: string } }[];
type Chapter = { chapter_title: string; contents: Items; sections: { contents: Items }[] };
type Detail = { process: string; version: number; components: Component[] };

const detailOf = (request: APIRequestContext, token: string, id: string) =>
  workDetail<Detail>(request, token, id);

const blank = (s?: string) => !s || s.replace(/<[^>]*>|&nbsp;/g, '').trim() === '';
/** A reader sees no empty expert block and no review code without a code (the editor still shows them). */
const emptyForReader = (c: Component) =>
  (c.component === 'personal_introductions' &&
    c.contents.every(
      (e) => !e.expert || (blank(e.expert.name) && blank(e.expert.information) && blank(e.expert.desc)),
    )) ||
  (c.component === 'review_code' && blank(c.content_str) && c.contents.every((e) => blank(e.value)));

const chaptersOf = (d: Detail) =>
  d.components.flatMap((c) =>
    c.contents.flatMap((e) => [...(e.chapters ?? []), ...(e.chapter ? [e.chapter] : [])]),
  );
const chapterTitles = (d: Detail) => chaptersOf(d).map((ch) => ch.chapter_title);
const bodyTexts = (d: Detail) =>
  chaptersOf(d).flatMap((ch) =>
    [...ch.contents, ...ch.sections.flatMap((s) => s.contents)].map((b) => b.body.text),
  );

/** LibreOffice opens the file: converted to PDF (own profile folder), its text read back. */
async function docxText(file: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pw-docx-'));
  try {
    const docx = path.join(dir, 'article.docx');
    await run('cp', [file, docx]);
    await run(
      'soffice',
      [
        '--headless',
        `-env:UserInstallation=file://${dir}/profile`,
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        docx,
      ],
      { timeout: 120_000 },
    );
    const { stdout } = await run('pdftotext', [path.join(dir, 'article.pdf'), '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test.describe('article editor', () => {
  // The screenshot page is also asked with a wrong token (404 on purpose).
  test.use({ allowedBrowserErrors: [/status of 404 \(Not Found\)/] });

  test('a corpus paper becomes a Tweets article that is edited, extended, reordered, commented, exported and shared', async ({
    page,
    request,
    browser,
  }) => {
    const pdf = corpusFile('pdf/empa-card.pdf');
    test.skip(pdf === null, 'the shared corpus is absent');
    if (!pdf) return;
    // Upload, parse, generation, LibreOffice and Chromium exports on a shared two-core machine.
    test.setTimeout(480_000);

    const login = new LoginPage(page);
    await login.goto('/login?redirect=%2Fworks');
    await login.login(ADMIN.email, ADMIN.password);
    const workbench = new WorkbenchPage(page);
    await expect(workbench.root).toBeVisible();
    await workbench.upload(pdf);
    await workbench.waitParsed('empa-card.pdf');
    await ArticleEditorPage.chooseWorkType(page, 'Tweets');
    await workbench.fill({ template: 'tweets_template1', outLang: 'zh-cn' });
    const id = await ArticleEditorPage.create(page);
    const token = (await page.evaluate(() => localStorage.getItem('prowrite.access_token'))) ?? '';

    // The components stream in; the list is read-only until generation has ended.
    const editor = new ArticleEditorPage(page);
    await expect(editor.root).toBeVisible();
    await expect(editor.components.first()).toBeVisible({ timeout: 120_000 });
    await expect
      .poll(async () => (await detailOf(request, token, id)).process, { timeout: 180_000 })
      .toBe('end');
    const generated = await detailOf(request, token, id);
    await expect(editor.components).toHaveCount(generated.components.length);
    await expect(editor.component('banner')).toBeVisible();
    await expect(editor.empty).toHaveCount(0);

    // Edit a chapter title and a body text: saved one second later, the title says " Saving..." meanwhile.
    const stamp = Date.now().toString(36);
    const chapterTitle = `疗效解读 ${stamp}`;
    await editor.replaceText(editor.editable('chapter-title', 0), chapterTitle);
    await expect.poll(() => page.title()).toMatch(/(保存中|Saving)\.\.\.$/);
    const bodyAddition = ` 编辑于 ${stamp}`;
    await editor.appendText(editor.editable('body-text', 0), bodyAddition);
    await editor.waitSaved();
    await expect(editor.saveState).toHaveText(/\d{2}:\d{2}/);
    await expect.poll(() => page.title()).not.toMatch(/\.\.\.$/);
    await expect.poll(async () => chapterTitles(await detailOf(request, token, id))).toContain(chapterTitle);
    await expect
      .poll(async () =>
        bodyTexts(await detailOf(request, token, id)).some((t) => t.includes(`编辑于`) && t.includes(stamp)),
      )
      .toBe(true);
    await expect(editor.undo).toBeEnabled();

    // Insert a quote after the banner and a figure of the source after the next component.
    const dialogs = new InsertDialogs(page);
    const quote = `引用 ${stamp}：主要终点达到。`;
    await dialogs.insertQuote(quote, 0);
    await expect(page.getByTestId('article-quote').filter({ hasText: quote })).toBeVisible();
    await dialogs.openImage(1);
    await dialogs.tab(dialogs.imageDialog, 'source');
    await expect(dialogs.sourceCards().first()).toBeVisible({ timeout: 30_000 });
    await dialogs.sourceCards().first().click();
    await dialogs.ok(dialogs.imageDialog).click();
    await expect(dialogs.imageDialog).toBeHidden();
    await expect
      .poll(async () =>
        (await detailOf(request, token, id)).components.some((c) =>
          c.contents.some((e) => e.image?.image_source === 'file_source'),
        ),
      )
      .toBe(true);
    await expect(editor.component('image').first()).toBeVisible();

    // Reorder: drag the introduction onto the editors' note (they swap); banner and review code stay.
    const beforeSort = await detailOf(request, token, id);
    const ids = beforeSort.components.map((c) => c.id);
    const intro = beforeSort.components.find((c) => c.component === 'introduction');
    const summary = beforeSort.components.find((c) => c.component === 'editors_note');
    expect(intro && summary).toBeTruthy();
    if (!intro || !summary) return;
    const sorted = page.waitForResponse((r) => r.url().includes('/api/prowrite/v1/assembly'));
    await editor.dragOnto(intro.id, summary.id);
    expect((await sorted).status()).toBe(200);
    const expected = ids.map((c) => (c === intro.id ? summary.id : c === summary.id ? intro.id : c));
    await expect
      .poll(async () => (await detailOf(request, token, id)).components.map((c) => c.id))
      .toEqual(expected);
    // The banner has no drag handle.
    await expect(editor.row(ids[0] ?? '').locator('> .drag-handle')).toHaveCount(0);

    // Reload: everything is kept, in the new order.
    await page.reload();
    await expect(editor.editable('chapter-title', 0)).toHaveText(chapterTitle);
    await expect(editor.editable('body-text', 0)).toContainText(bodyAddition.trim());
    await expect(page.getByTestId('article-quote').filter({ hasText: quote })).toBeVisible();
    await expect(editor.component('image').first()).toBeVisible();
    const order = await editor.components.evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-component-id')),
    );
    expect(order).toEqual(expected);

    // A section comment on the editors' note: count in the heading, success toast, count on the button.
    await editor.row(summary.id).scrollIntoViewIfNeeded();
    await editor.commentTrigger(summary.id).click();
    const comments = editor.comments;
    await expect(comments.panel).toBeVisible();
    await expect(comments.count).toContainText('0');
    await expect(comments.submit).toBeDisabled();
    const remark = `请核对 ${stamp} 的数字`;
    await comments.input.fill(remark);
    await comments.submit.click();
    await expect(comments.items.filter({ hasText: remark })).toHaveCount(1);
    await expect(page.locator('.ant-message-success').last()).toBeVisible();
    await expect(comments.count).toContainText('1');
    await page.keyboard.press('Escape');

    // Export DOCX (LibreOffice opens it and finds the edited title) and PNG.
    const exportDialog = new ExportDialog(page);
    await exportDialog.open();
    await exportDialog.chooseFormat('DOCX');
    const docx = await exportDialog.download();
    expect(docx.name).toMatch(/\.docx$/);
    expect(await docxText(docx.path)).toContain(stamp);
    await exportDialog.open();
    await exportDialog.chooseFormat('PNG');
    const png = await exportDialog.download();
    expect(png.name).toMatch(/\.png$/);
    const bytes = await readFile(png.path);
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBeGreaterThan(0);

    // Published, the screenshot page opens logged out, images hidden behind the public route.
    const published = await request.post('/api/prowrite/v1/publish', {
      headers: { 'Access-Token': token },
      data: { id },
    });
    expect(published.status()).toBe(200);
    const share = ((await published.json()) as { data: { data: { reportId: string } } }).data.data.reportId;
    const outsider = await browser.newContext({ viewport: { width: 420, height: 900 } });
    const publicPage = await outsider.newPage();
    await publicPage.goto(
      `/tweets-screenshot/${encodeURIComponent(id)}/${encodeURIComponent(share)}?width=640`,
    );
    await expect(publicPage.getByTestId('tweets-screenshot')).toBeVisible();
    const shownToReaders = (await detailOf(request, token, id)).components.filter((c) => !emptyForReader(c));
    await expect(publicPage.getByTestId('article-component')).toHaveCount(shownToReaders.length);
    await expect(publicPage.getByTestId('chapter-title').first()).toHaveText(chapterTitle);
    await expect(publicPage.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
    // Scaled to the window's width (420 / 640).
    const scale = Number(await publicPage.getByTestId('tweets-screenshot').getAttribute('data-scale'));
    expect(scale).toBeCloseTo(420 / 640, 1);
    // The inserted source figure loads through the public image route, without a session.
    const figure = publicPage.locator('.pw-art-figimg img').first();
    await expect(figure).toHaveAttribute('src', /\/api\/prowrite\/v1\/public\/work\/image\?/);
    expect(await figure.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await publicPage.goto(`/tweets-screenshot/${encodeURIComponent(id)}/not-the-token`);
    await expect(publicPage.getByTestId('tweets-screenshot')).toHaveCount(0);
    await outsider.close();
  });
});
