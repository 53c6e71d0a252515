import type { APIRequestContext, Page } from '@playwright/test';
import { makeMp4 } from '../../apps/server/src/modules/media/testing/media-fixtures';
import { ArticleEditorPage } from '../pages/ArticleEditorPage';
import { InsertDialogs } from '../pages/InsertDialogs';
import { corpusFile } from '../support/corpus';
import { expect, test } from '../support/fixtures';
import { apiLogin, uploadParsedFile } from '../support/works-api';

type Image = { image_source: string; fid?: string; page_number?: number; url: string; uniq_id: string };
type Component = {
  id: string;
  component: string;
  content_str: string;
  contents: {
    type: string;
    value?: string;
    image?: Image;
    video?: { value: string; source: { title: string } };
  }[];
};

/** A 64 x 48 PNG (solid colour), built here so the test needs no fixture file. */
async function tinyPng(): Promise<Buffer> {
  const { deflateSync, crc32 } = await import('node:zlib');
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(64, 0);
  ihdr.writeUInt32BE(48, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(64 * 3, 0x5a)]);
  const raw = Buffer.concat(Array.from({ length: 48 }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads a corpus PDF, waits for the parse, generates a Tweets article from it; returns the work id. */
async function createArticle(request: APIRequestContext, token: string, pdfPath: string): Promise<string> {
  const headers = { 'Access-Token': token };
  const fileId = await uploadParsedFile(request, token, pdfPath);
  const created = await request.post('/api/prowrite/v1/article', {
    headers,
    data: { type: 'Tweets', file_ids: [fileId], select_template: 'tweets_template1', out_lang: 'en' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const id = ((await created.json()) as { data: { data: { id: string } } }).data.data.id;
  await expect
    .poll(async () => (await detail(request, token, id)).process, {
      timeout: 180_000,
      intervals: [500, 1000],
    })
    .toBe('end');
  return id;
}

async function detail(request: APIRequestContext, token: string, id: string) {
  const res = await request.get(`/api/prowrite/v1/detail?id=${encodeURIComponent(id)}`, {
    headers: { 'Access-Token': token },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { data: { process: string; components: Component[] } } }).data.data;
}

async function openEditor(page: Page, token: string, id: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('prowrite.access_token', t), token);
  await page.goto(`/articles/${encodeURIComponent(id)}`);
  await expect(page.getByTestId('article-editor')).toBeVisible();
  await expect(page.getByTestId('insert-buttons').first()).toBeVisible({ timeout: 30_000 });
}

/** A tiny MP4 the server's probe accepts (built byte by byte, as the server's media tests do). */
/**
 * A Tweets article generated from the corpus paper, open in the editor; null (the test skipped) where the
 * shared corpus is absent.
 */
async function openCorpusArticle(
  page: Page,
  request: APIRequestContext,
): Promise<{ token: string; id: string } | null> {
  const pdf = corpusFile('pdf/act-v.pdf');
  test.skip(pdf === null, 'the shared corpus is absent');
  if (!pdf) return null;
  test.setTimeout(420_000);
  const token = await apiLogin(request);
  const id = await createArticle(request, token, pdf);
  await openEditor(page, token, id);
  return { token, id };
}

const mp4 = (name: string, seconds: number) => ({
  name,
  mimeType: 'video/mp4',
  buffer: makeMp4({ seconds, width: 320, height: 240, moovFirst: true }),
});

const imagesOf = (components: Component[]) =>
  components
    .filter((c) => c.component === 'image')
    .flatMap((c) => c.contents.flatMap((e) => (e.image ? [e.image] : [])));

test.describe('article insert dialogs', () => {
  // The AI call answers 503 (no image model on the e2e server) and the private link is refused on purpose.
  test.use({ allowedBrowserErrors: [/status of (503|400|422) /] });

  test('quote, source figure, local PNG, a refused link and the AI tab without a model', async ({
    page,
    request,
  }) => {
    const opened = await openCorpusArticle(page, request);
    if (!opened) return;
    const { token, id } = opened;
    const dialogs = new InsertDialogs(page);
    const before = await detail(request, token, id);

    // A quote: confirm disabled while empty, the text saved as the quote component's value.
    const quote = `Quote ${Date.now().toString(36)}: the primary endpoint was met.`;
    await dialogs.insertQuote(quote);
    await expect
      .poll(
        async () =>
          (await detail(request, token, id)).components.find((c) => c.component === 'quote')?.content_str,
      )
      .toBe(quote);
    await expect(page.getByTestId('article-quote').filter({ hasText: quote })).toBeVisible();

    // A figure of the source PDF: checked in its tab, saved with its file and page.
    await dialogs.openImage();
    await expect(dialogs.ok(dialogs.imageDialog)).toBeDisabled();
    await dialogs.tab(dialogs.imageDialog, 'source');
    await expect(dialogs.sourceCards().first()).toBeVisible({ timeout: 30_000 });
    await dialogs.sourceCards().first().click();
    await expect(dialogs.sourceCards().first()).toHaveAttribute('aria-pressed', 'true');
    await dialogs.ok(dialogs.imageDialog).click();
    await expect(dialogs.imageDialog).toBeHidden();
    await expect
      .poll(
        async () =>
          imagesOf((await detail(request, token, id)).components).filter(
            (i) => i.image_source === 'file_source',
          ).length,
        { timeout: 20_000 },
      )
      .toBeGreaterThan(imagesOf(before.components).filter((i) => i.image_source === 'file_source').length);
    const figure = imagesOf((await detail(request, token, id)).components).find(
      (i) => i.image_source === 'file_source',
    );
    expect(figure?.fid).toBeTruthy();
    expect(figure?.page_number).toBeGreaterThan(0);

    // A local PNG: the stepped progress, then the uploaded card checked, saved as a local image.
    await dialogs.openImage();
    await dialogs.uploadImage({ name: 'tiny.png', mimeType: 'image/png', buffer: await tinyPng() });
    await expect(dialogs.imageDialog.getByTestId('insert-uploaded-card')).toHaveAttribute(
      'aria-pressed',
      'true',
      {
        timeout: 20_000,
      },
    );
    await expect(dialogs.ok(dialogs.imageDialog)).toBeEnabled();
    await dialogs.ok(dialogs.imageDialog).click();
    await expect(dialogs.imageDialog).toBeHidden();
    await expect
      .poll(
        async () =>
          imagesOf((await detail(request, token, id)).components).some((i) => i.image_source === 'local'),
        { timeout: 20_000 },
      )
      .toBe(true);

    // A web link the server's outbound guard refuses (a private address): the failure dialog, retry, I see.
    await dialogs.openImage();
    await dialogs.tab(dialogs.imageDialog, 'link');
    await dialogs.imageDialog.getByTestId('insert-link-input').fill('not a link');
    await expect(dialogs.imageDialog.getByTestId('insert-link-format-tip')).toBeVisible();
    await expect(dialogs.ok(dialogs.imageDialog)).toHaveCount(0);
    await dialogs.fetchLink(dialogs.imageDialog, 'http://10.0.0.1/figure.png');
    await expect(dialogs.failureText).toBeVisible({ timeout: 30_000 });
    await dialogs.failureRetry.click();
    await expect(dialogs.failureText).toBeVisible({ timeout: 30_000 });
    await dialogs.failureOk.click();
    await expect(dialogs.failureText).toBeHidden();

    // The AI tab on a server without an image model: a clear notice, generate disabled from then on.
    await dialogs.tab(dialogs.imageDialog, 'ai');
    await dialogs.imageDialog.getByTestId('insert-ai-prompt').fill('A flat diagram of the heart');
    await dialogs.imageDialog.getByTestId('insert-ai-generate').click();
    await expect(dialogs.imageDialog.getByTestId('insert-ai-no-model')).toBeVisible({ timeout: 20_000 });
    await expect(dialogs.imageDialog.getByTestId('insert-ai-generate')).toBeDisabled();
    await expect(dialogs.imageDialog.getByTestId('insert-ai-error')).toHaveCount(0);
    await dialogs.imageDialog.getByTestId('insert-dialog-cancel').click();
    await expect(dialogs.imageDialog).toBeHidden();
  });

  test('replace a quote and an uploaded video from the right-click menu', async ({ page, request }) => {
    const opened = await openCorpusArticle(page, request);
    if (!opened) return;
    const { token, id } = opened;
    const dialogs = new InsertDialogs(page);
    const editor = new ArticleEditorPage(page);
    const componentOf = async (kind: string) =>
      (await detail(request, token, id)).components.find((c) => c.component === kind);

    // A quote, then replaced in place: same id and position, the dialog prefilled with its text.
    const first = `Quote ${Date.now().toString(36)}: before.`;
    await dialogs.insertQuote(first);
    await expect.poll(async () => (await componentOf('quote'))?.content_str).toBe(first);
    const quote = await componentOf('quote');
    if (!quote) throw new Error('no quote saved');
    const position = (await detail(request, token, id)).components.findIndex((c) => c.id === quote.id);
    await editor.chooseReplace(quote.id);
    await expect(dialogs.quoteDialog.getByTestId('insert-quote-input')).toHaveValue(first);
    const second = `Replaced ${Date.now().toString(36)}: after.`;
    await dialogs.confirmQuote(second);
    await expect(editor.row(quote.id).getByTestId('quote-text')).toContainText(second);
    await editor.waitSaved();
    await expect.poll(async () => (await componentOf('quote'))?.content_str).toBe(second);
    expect((await detail(request, token, id)).components.findIndex((c) => c.id === quote.id)).toBe(position);

    // A video by local upload (the dialog against the real server), then replaced by another upload.
    await dialogs.openVideo();
    await dialogs.uploadVideoAndConfirm(mp4('first-clip.mp4', 2));
    await expect
      .poll(async () => (await componentOf('video'))?.contents[0]?.video?.source.title, { timeout: 20_000 })
      .toBe('first-clip.mp4');
    const video = await componentOf('video');
    if (!video) throw new Error('no video saved');
    const firstSrc = video.contents[0]?.video?.value;
    await expect(editor.videoCard(video.id)).toContainText('first-clip.mp4');
    await editor.chooseReplace(video.id);
    await dialogs.uploadVideoAndConfirm(mp4('second-clip.mp4', 3));
    await expect(editor.videoCard(video.id)).toContainText('second-clip.mp4');
    await editor.waitSaved();
    const replaced = await componentOf('video');
    expect(replaced?.id).toBe(video.id);
    expect(replaced?.contents[0]?.video?.source.title).toBe('second-clip.mp4');
    expect(replaced?.contents[0]?.video?.value).not.toBe(firstSrc);

    // Both survive a reload.
    await page.reload();
    await expect(editor.row(quote.id).getByTestId('quote-text')).toContainText(second);
    await expect(editor.videoCard(video.id)).toContainText('second-clip.mp4');
  });
});
