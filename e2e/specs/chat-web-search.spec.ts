import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type FakeSearxngServer,
  startFakeSearxngServer,
} from '../../apps/server/src/modules/chat/web-search/testing/fake-searxng-server';
import { ChatPage } from '../pages/ChatPage';
import { LoginPage } from '../pages/LoginPage';
import { expect, test } from '../support/fixtures';
import { type RunningServer, startServer } from '../support/server';
import { ADMIN } from '../support/test-env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');

const RESULT = {
  url: 'https://news.example/keynote-189-five-year',
  title: 'KEYNOTE-189 five-year overall survival',
  content:
    'Pembrolizumab plus pemetrexed-platinum kept an overall survival benefit at five years in metastatic nonsquamous NSCLC.',
  engine: 'duckduckgo',
};

test.describe('text chat with web search (a local SearXNG)', () => {
  let searx: FakeSearxngServer;
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    searx = await startFakeSearxngServer([
      RESULT,
      { url: 'https://recipes.example/soup', title: 'Tomato soup', content: 'A simple tomato soup.' },
    ]);
    server = await startServer({
      repoRoot,
      webDist,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      // One question a day: the second one is refused with 10005.
      env: { SEARXNG_URL: searx.url, CHAT_TEAM_DAILY_MESSAGES: '1' },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await searx?.close();
  });

  test('the toggle asks the web; the answer cites the result as a link that opens a new tab', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.goto(`${server.baseURL}/login?redirect=${encodeURIComponent('/chat-text')}`);
    await login.login(ADMIN.email, ADMIN.password);
    const chat = new ChatPage(page);
    await expect(chat.input).toBeVisible();

    // Optimising spells out the abbreviation; the user accepts the suggestion into the input.
    await chat.input.fill('Did pembrolizumab improve OS in KEYNOTE-189?');
    await chat.optimize.click();
    await expect(chat.optimized).toHaveText(
      'Did pembrolizumab improve OS (overall survival) in KEYNOTE-189?',
    );
    await chat.acceptOptimized.click();
    await expect(chat.input).toHaveValue('Did pembrolizumab improve OS (overall survival) in KEYNOTE-189?');

    await chat.webSearch.click();
    await expect(chat.webSearch).toHaveAttribute('aria-checked', 'true');
    await chat.send.click();
    const answer = chat.lastAnswer();
    await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    const cite = chat.citation(1);
    await expect(cite).toHaveAttribute('href', RESULT.url);
    await expect(cite).toHaveAttribute('target', '_blank');
    await expect(cite).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(chat.sourceLink(1)).toHaveText(RESULT.title);
    await expect(chat.sourceLink(1)).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(answer).not.toContainText('tomato');
    expect(searx.requests.at(-1)?.get('q')).toBe(
      'Did pembrolizumab improve OS (overall survival) in KEYNOTE-189?',
    );

    // The answer is stored with its web citations: a reload shows the link again.
    await page.reload();
    const reloaded = new ChatPage(page);
    await expect(reloaded.citation(1)).toHaveAttribute('href', RESULT.url);

    // No model on this server: the composer says the offline engine answers instead of offering a picker.
    await expect(reloaded.modelOffline).toBeVisible();
    await expect(reloaded.models).toHaveCount(0);
    // The team's one question of the day is used: the next opens the daily-limit dialog (10005, msgOverLimit).
    await reloaded.ask('And at three years?');
    await expect(reloaded.limitDialog).toBeVisible();
    await expect(reloaded.limitKind).toHaveAttribute('data-kind', 'msgOverLimit');
    await reloaded.limitDialog.getByRole('button').last().click();
    await expect(reloaded.limitDialog).toBeHidden();
  });
});
