import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KnowledgeBasePage } from '../pages/KnowledgeBasePage';
import { LoginPage } from '../pages/LoginPage';
import { expect, test } from '../support/fixtures';
import { type FlakySite, startFlakySite } from '../support/flaky-site';
import { type RunningServer, startServer } from '../support/server';
import { ADMIN } from '../support/test-env';
import { apiLogin, teamIdOf } from '../support/works-api';

const here = path.dirname(fileURLToPath(import.meta.url));
const TEXT_NAME = 'HELIOS-2 abstract';
const LINK_NAME = 'Zorvatinib trial news';
const NEWS_PAGE = `<!doctype html><html><head><title>${LINK_NAME}</title></head><body><article>
<h1>${LINK_NAME}</h1>
<p>The zorvatinib maintenance study met its primary endpoint of progression-free survival in patients with
relapsed ovarian cancer, investigators reported at the annual congress.</p>
<p>Grade 3 adverse events occurred in a minority of patients and no new safety signals were identified.</p>
</article></body></html>`;

const MD_NAME = 'dosing-notes.md';
const MD_NOTES = `# Dosing notes

## Renal impairment
No renal dose adjustment is needed for mild or moderate impairment; use with caution when creatinine
clearance is below 30 mL/min.
`;

// This spec runs its own server that may fetch pages from 127.0.0.1, so a link item can point at a local site
// that is down at first (503) and up on retry; the shared server refuses loopback links, as in production.
test.describe('knowledge base', () => {
  test.describe.configure({ timeout: 180_000 });
  let server: RunningServer;
  let site: FlakySite;

  test.beforeAll(async () => {
    // The server starts with tsx on a shared machine: allow its own startup limit, not the default 30 s.
    test.setTimeout(90_000);
    site = await startFlakySite(NEWS_PAGE, 1);
    server = await startServer({ env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
  });
  test.afterAll(async () => {
    await server?.stop();
    await site?.close();
  });

  test('pasted text and an uploaded file are trained and found with a score; a down link fails with its reason and retries; items delete', async ({
    page,
  }, testInfo) => {
    const abstract = await readFile(path.join(here, '..', 'fixtures', 'trial-abstract.txt'), 'utf8');
    const login = new LoginPage(page);
    await login.goto(`${server.baseURL}/login?redirect=${encodeURIComponent('/app/knowledge-base')}`);
    await login.login(ADMIN.email, ADMIN.password);
    const kb = new KnowledgeBasePage(page);
    await expect(kb.screen).toBeVisible();
    await expect(kb.categories.first()).toHaveAttribute('data-count', '0');

    // Paste a text: it goes through waiting/in progress to trained, and its chunks show in the drawer.
    await kb.pasteText(TEXT_NAME, abstract);
    await expect(kb.status(TEXT_NAME)).toHaveAttribute('data-status', 'success', { timeout: 60_000 });
    await expect(kb.categories.first()).toHaveAttribute('data-count', '1');
    await kb.open(TEXT_NAME);
    await expect(kb.chunks.first()).toBeVisible();
    await expect(kb.chunks.filter({ hasText: 'Velarimab' }).first()).toBeVisible();
    await page.keyboard.press('Escape');

    // Retrieval testing names the lexical mode (no embedding model here) and ranks the abstract with a score.
    await kb.search('velarimab PD-L1');
    await expect(kb.searchMode).toHaveAttribute('data-mode', 'lexical');
    await expect(kb.hits.first()).toBeVisible();
    await expect(kb.hits.first().getByTestId('kb-hit-item')).toHaveText(TEXT_NAME);
    await expect(kb.hits.first().getByTestId('kb-hit-score')).toHaveText(/\d+\.\d+/);

    // A trained item has nothing to retry.
    await kb.select(TEXT_NAME);
    await expect(kb.bulk('retry')).toBeDisabled();
    await kb.row(TEXT_NAME).locator('input[type="checkbox"]').uncheck();

    // The site is down at first: the item fails with the site's answer as its reason, then a retry trains it.
    await kb.addLink(LINK_NAME, site.url);
    await expect(kb.status(LINK_NAME)).toHaveAttribute('data-status', 'error', { timeout: 60_000 });
    await expect(kb.row(LINK_NAME).getByTestId('kb-status-reason')).toContainText('503');
    await kb.select(LINK_NAME);
    await expect(kb.bulk('retry')).toBeEnabled();
    await kb.bulk('retry').click();
    await expect(kb.status(LINK_NAME)).toHaveAttribute('data-status', 'success', { timeout: 60_000 });
    await expect(kb.row(LINK_NAME).getByTestId('kb-status-reason')).toHaveCount(0);
    expect(site.requests()).toBe(2);
    await kb.search('zorvatinib');
    await expect(kb.hits.first().getByTestId('kb-hit-item')).toHaveText(LINK_NAME);
    await page.screenshot({ path: testInfo.outputPath('knowledge-base.png'), fullPage: true });

    // Upload: a Markdown file is trained like the others; a kind the base cannot read never leaves the browser.
    await kb.uploadFiles([
      { name: MD_NAME, mimeType: 'text/markdown', buffer: Buffer.from(MD_NOTES) },
      { name: 'slides.pptx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK not a deck') },
    ]);
    await expect(page.getByTestId('kb-upload').getByText(MD_NAME)).toBeVisible();
    await expect(page.getByTestId('kb-upload').getByText('slides.pptx')).toHaveCount(0);
    await kb.closeAddDialog();
    await expect(kb.status(MD_NAME)).toHaveAttribute('data-status', 'success', { timeout: 60_000 });
    await kb.search('renal dose adjustment');
    await expect(kb.hits.first().getByTestId('kb-hit-item')).toHaveText(MD_NAME);

    // Delete all three: they leave the list, the count goes back to 0, and search no longer finds them.
    await kb.select(TEXT_NAME);
    await kb.select(LINK_NAME);
    await kb.select(MD_NAME);
    await kb.deleteSelected();
    await expect(kb.row(TEXT_NAME)).toHaveCount(0);
    await expect(kb.row(LINK_NAME)).toHaveCount(0);
    await expect(kb.row(MD_NAME)).toHaveCount(0);
    await expect(kb.categories.first()).toHaveAttribute('data-count', '0');
    await kb.search('zorvatinib');
    await expect(kb.searchMode).toBeVisible();
    await expect(kb.hits).toHaveCount(0);
  });

  test('without the knowledge read bit there is no entry and the page sends to no-permission', async ({
    page,
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    const token = await apiLogin(api);
    const viewer = {
      email: `viewer.${Date.now().toString(36)}@e2e.prowrite.test`,
      password: 'viewer-Passw0rd',
    };
    const created = await api.post('/api/admin/users', {
      headers: { 'Access-Token': token },
      data: { ...viewer, name: 'Viewer', team_id: await teamIdOf(api, token), role: 'viewer' },
    });
    expect(created.status(), await created.text()).toBe(200);
    await api.dispose();

    const login = new LoginPage(page);
    await login.goto(`${server.baseURL}/login`);
    await login.login(viewer.email, viewer.password);
    await expect(page.getByTestId('nav-home')).toBeVisible();
    await expect(page.getByTestId('nav-knowledge-base')).toHaveCount(0);
    await page.goto(`${server.baseURL}/app/knowledge-base`);
    await expect(page).toHaveURL(/\/no-permission$/);
    // The console's datasets page asks the same bit.
    await expect(page.getByTestId('nav-datasets')).toHaveCount(0);
    await page.goto(`${server.baseURL}/knowledge`);
    await expect(page).toHaveURL(/\/no-permission$/);
  });
});
