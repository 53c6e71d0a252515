import { readFile } from 'node:fs/promises';
import { ChatPage } from '../pages/ChatPage';
import { LoginPage } from '../pages/LoginPage';
import { SourcePanel } from '../pages/SourcePanel';
import { corpusFile } from '../support/corpus';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/test-env';
import { apiLogin } from '../support/works-api';

test('PDF chat offline: an answer quotes the paper and its citation opens the page with the passage', async ({
  page,
  request,
}) => {
  const pdf = corpusFile('pdf/act-v.pdf');
  test.skip(pdf === null, 'the shared corpus is absent');
  if (!pdf) return;
  test.setTimeout(180_000);
  const token = await apiLogin(request);
  const upload = await request.post('/api/files/upload', {
    headers: { 'Access-Token': token },
    multipart: { jwfile: { name: 'act-v.pdf', mimeType: 'application/pdf', buffer: await readFile(pdf) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const fileId = ((await upload.json()) as { data: { id: string } }).data.id;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/files/detail?id=${fileId}`, {
          headers: { 'Access-Token': token },
        });
        return /"parse_status":"(success|error)"/.exec(await res.text())?.[1] ?? 'waiting';
      },
      { timeout: 120_000, intervals: [500, 1000] },
    )
    .toBe('success');
  const chat = await request.post('/api/ai/chat', {
    headers: { 'Access-Token': token },
    data: { type: 'pdf', name: 'ACT V questions', file_ids: [fileId] },
  });
  const chatId = ((await chat.json()) as { data: { data: { id: string } } }).data.data.id;

  const login = new LoginPage(page);
  await login.goto(`/login?redirect=${encodeURIComponent(`/chat-pdf?id=${chatId}`)}`);
  await login.login(ADMIN.email, ADMIN.password);
  const chatPage = new ChatPage(page);
  await expect(chatPage.input).toBeVisible();
  await chatPage.ask('What was the primary endpoint?');
  const answer = chatPage.lastAnswer();
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  const first = chatPage.citation(1);
  await expect(first).toBeVisible();

  // The citation names its page and quote; opening it shows that page of the PDF with the passage marked.
  const quote = (await first.getAttribute('title')) ?? '';
  expect(quote.length).toBeGreaterThan(10);
  const messages = await request.get(`/api/ai/chat/messages?chat_id=${chatId}`, {
    headers: { 'Access-Token': token },
  });
  const stored = (await messages.json()) as {
    data: { data: { citations: { n: number; page: number }[] }[] };
  };
  const cited = stored.data.data.at(-1)!.citations.find((c) => c.n === 1)!;
  await first.click();
  const panel = new SourcePanel(page);
  await panel.expectOpenAt({ fileId, page: cited.page });
  await expect(panel.pdfQuoteMarks.first()).toBeVisible();

  // A reload shows the stored answer with the same citation.
  await page.reload();
  await expect(chatPage.lastAnswer()).toHaveAttribute('data-status', 'done');
  await expect(chatPage.citation(1)).toBeVisible();
});
