import type { Request } from '@playwright/test';
import { DatasetsConsolePage } from '../pages/DatasetsConsolePage';
import { KnowledgeBasePage } from '../pages/KnowledgeBasePage';
import { LoginPage } from '../pages/LoginPage';
import { expect, test } from '../support/fixtures';
import { type RunningServer, startServer } from '../support/server';
import { type SitemapSite, startSitemapSite } from '../support/sitemap-site';
import { ADMIN } from '../support/test-env';

/** The web client's part size (CHUNK_UPLOAD_PART_BYTES): a 4.5 MB file goes in three PATCH requests. */
const PART = 2 * 1024 * 1024;
const BIG_NAME = 'quorvelimab-dossier.md';

/**
 * A Markdown dossier just over the resumable threshold (4 MB): long paragraphs of varied sentences under a
 * heading every 40 paragraphs (chunks stay passage-sized, so training a 4.5 MB file stays quick).
 */
function bigDossier(bytes: number): Buffer {
  const head =
    '# Quorvelimab dossier\n\nQuorvelimab is a long-acting antibody studied for refractory uveitis; the dossier ' +
    'collects its trial summaries.\n\n';
  const parts: string[] = [head];
  let size = Buffer.byteLength(head);
  const finding = ['anterior chamber cells', 'vitreous haze grade', 'macular thickness'];
  for (let i = 1; size < bytes; i += 1) {
    const sentences = Array.from(
      { length: 20 },
      (_, j) =>
        `Visit ${i * 20 + j} recorded intraocular pressure, visual acuity and ${finding[(i + j) % 3]} for cohort ${
          (i + j) % 17
        }, with no unexpected findings by investigator ${(i * j) % 29}.`,
    );
    const part = `${i % 40 === 1 ? `## Site reports from ${i}\n\n` : ''}${sentences.join(' ')}\n\n`;
    parts.push(part);
    size += Buffer.byteLength(part);
  }
  return Buffer.from(parts.join(''));
}

const PAGES = [
  {
    path: '/guides/tarvoxin-dosing',
    title: 'Tarvoxin dosing guide',
    text: 'Tarvoxin is started at 5 mg daily and titrated weekly; hepatic impairment needs a lower start.',
  },
  {
    path: '/guides/tarvoxin-monitoring',
    title: 'Tarvoxin monitoring',
    text: 'Liver enzymes are checked monthly during the first year of tarvoxin treatment.',
  },
];

// The spec runs its own server that may fetch from 127.0.0.1 (OUTBOUND_ALLOW_HOSTS), so the sitemap import can
// read a local site; the shared server refuses loopback, as in production.
test.describe('knowledge base: resumable upload and sitemap import', () => {
  test.describe.configure({ timeout: 180_000 });
  // The dropped PATCH requests are reported by Chromium as failed loads.
  test.use({ allowedBrowserErrors: [/net::ERR_CONNECTION_RESET|net::ERR_FAILED/] });
  let server: RunningServer;
  let site: SitemapSite;

  test.beforeAll(async () => {
    // The server starts with tsx on a shared machine: allow its own startup limit, not the default 30 s.
    test.setTimeout(90_000);
    site = await startSitemapSite(PAGES);
    server = await startServer({ env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
  });
  test.afterAll(async () => {
    await server?.stop();
    await site?.close();
  });

  const signIn = async (page: import('@playwright/test').Page) => {
    const login = new LoginPage(page);
    await login.goto(`${server.baseURL}/login?redirect=${encodeURIComponent('/app/knowledge-base')}`);
    await login.login(ADMIN.email, ADMIN.password);
    const kb = new KnowledgeBasePage(page);
    await expect(kb.screen).toBeVisible();
    return kb;
  };

  test('a large file survives a dropped connection: the upload resumes from the server offset, is trained and found', async ({
    page,
  }) => {
    const kb = await signIn(page);
    const file = bigDossier(PART * 2 + 512 * 1024);

    // The connection drops for the second part: its first two attempts never reach the server.
    const offsets: number[] = [];
    const heads: Request[] = [];
    let dropped = 0;
    page.on('request', (req) => {
      if (!req.url().includes('/api/files/upload/chunk/')) return;
      if (req.method() === 'HEAD') heads.push(req);
      if (req.method() === 'PATCH') offsets.push(Number(req.headers()['upload-offset']));
    });
    await page.route('**/api/files/upload/chunk/*', async (route) => {
      const req = route.request();
      if (req.method() === 'PATCH' && Number(req.headers()['upload-offset']) === PART && dropped < 2) {
        dropped += 1;
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });

    await kb.uploadFiles([{ name: BIG_NAME, mimeType: 'text/markdown', buffer: file }]);
    await kb.closeAddDialog();
    await expect(kb.resumable(BIG_NAME)).toBeVisible();
    await expect(kb.resumable(BIG_NAME)).toHaveAttribute('data-state', 'success', { timeout: 60_000 });
    expect(dropped).toBe(2);
    // Each retry asked the server how far it got (HEAD) and went on from there: nothing was sent twice.
    expect(heads.length).toBeGreaterThanOrEqual(2);
    expect(offsets).toEqual([0, PART, PART, PART, PART * 2]);

    await expect(kb.status(BIG_NAME)).toHaveAttribute('data-status', 'success', { timeout: 90_000 });
    await kb.open(BIG_NAME);
    await expect(kb.chunks.first()).toBeVisible();
    await page.keyboard.press('Escape');
    await kb.search('quorvelimab refractory uveitis');
    await expect(kb.hits.first().getByTestId('kb-hit-item')).toHaveText(BIG_NAME);
  });

  test('a gzip sitemap imports its allowed pages (a gzip bomb is refused with its reason); the console lists them', async ({
    page,
  }) => {
    const kb = await signIn(page);

    // A bomb: the import fails with the reason, the dialog stays open, nothing is added.
    await kb.importSitemap(`${site.origin}/bomb.xml.gz`);
    await expect(page.locator('.ant-message')).toContainText('unpacks to more than 10 MB');
    for (const p of PAGES) await expect(kb.row(p.title)).toHaveCount(0);

    await page.getByTestId('kb-add-url').fill(`${site.origin}/sitemap.xml.gz`);
    await page.getByTestId('kb-add-submit').click();
    // Two pages added, the robots.txt-refused one skipped.
    await expect(page.locator('.ant-message')).toContainText('已添加 2 个页面（跳过 1 个）');
    for (const p of PAGES) {
      await expect(kb.status(p.title)).toHaveAttribute('data-status', 'success', { timeout: 60_000 });
    }
    expect(site.seen).not.toContain('/private/drafts');
    await kb.search('hepatic impairment tarvoxin');
    await expect(kb.hits.first().getByTestId('kb-hit-item')).toHaveText(PAGES[0]!.title);

    // The console's datasets page: counts per status, the dataset's items by type, a new empty dataset.
    const datasets = new DatasetsConsolePage(page);
    await datasets.nav.click();
    await expect(datasets.screen).toBeVisible();
    await expect(datasets.count('all')).toHaveAttribute('data-count', /^\d+$/);
    const all = Number(await datasets.count('all').getAttribute('data-count'));
    expect(all).toBeGreaterThanOrEqual(PAGES.length);
    await expect(datasets.count('success')).toHaveAttribute('data-count', String(all));
    await expect(datasets.count('error')).toHaveAttribute('data-count', '0');
    await expect(datasets.dataset('未分类').getByTestId('kn-dataset-count')).toHaveText(String(all));
    await expect(datasets.dataset('未分类')).toContainText(`link ${PAGES.length}`);
    for (const p of PAGES) await expect(datasets.row(p.title)).toBeVisible();

    await datasets.createDataset('Oncology');
    await expect(datasets.dataset('Oncology').getByTestId('kn-dataset-count')).toHaveText('0');
    await datasets.showItemsOf('Oncology');
    await expect(datasets.rows).toHaveCount(0);
    await datasets.count('error').click();
    await datasets.showItemsOf('未分类');
    await expect(datasets.rows).toHaveCount(0);
    await datasets.count('success').click();
    for (const p of PAGES) await expect(datasets.row(p.title)).toBeVisible();
  });
});
