import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  startTestProvider,
  TEST_CLIENT,
  type TestProvider,
} from '../../apps/server/src/modules/accounts/oidc/testing/oidc-test-provider';
import { expect, test } from '../support/fixtures';
import { freePort, type RunningServer, startServer } from '../support/server';
import { ADMIN } from '../support/test-env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');

// The provider's development pages import a web font: every request off this machine is refused.
test.use({ allowedBrowserErrors: [/net::ERR_FAILED/] });

test.describe('single sign-on (OpenID Connect) with a real provider', () => {
  let provider: TestProvider;
  let server: RunningServer;
  let dataDir: string;
  let salesTeamId: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    provider = await startTestProvider(`${baseURL}/api/sso/oidc/callback`);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'prowrite-e2e-sso-'));
    const common = { repoRoot, webDist, adminEmail: ADMIN.email, adminPassword: ADMIN.password, port };
    // As an operator would: the team exists first, then the claim mapping names it.
    const setup = await startServer({ ...common, env: { DATA_DIR: dataDir } });
    try {
      const login = await fetch(`${baseURL}/api/login/account`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: ADMIN.email, password: ADMIN.password }),
      });
      const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
      const team = await fetch(`${baseURL}/api/admin/teams`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'access-token': token },
        body: JSON.stringify({ name: 'Sales' }),
      });
      salesTeamId = ((await team.json()) as { data: { data: { id: string } } }).data.data.id;
    } finally {
      await setup.stop();
    }
    server = await startServer({
      ...common,
      env: {
        DATA_DIR: dataDir,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: TEST_CLIENT.id,
        OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
        OIDC_REDIRECT_URL: `${baseURL}/api/sso/oidc/callback`,
        OIDC_TEAM_MAP: JSON.stringify({ sales: salesTeamId }),
        OIDC_ROLE_MAP: JSON.stringify({ leads: 'admin' }),
      },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await provider?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Keeps the browser on this machine (the provider's pages ask for a web font). */
  async function loopbackOnly(page: Page): Promise<void> {
    await page.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
  }

  /** From our login page through the provider's login (and consent) pages. */
  async function signInWithSso(page: Page, login: string): Promise<void> {
    await loopbackOnly(page);
    await page.goto(`${server.baseURL}/login`);
    await page.getByTestId('sso-login-button').click();
    await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();
    // The consent page (first sign-in of this account in this browser).
    await page.locator('input[name="prompt"][value="consent"]').waitFor({ state: 'attached' });
    await page.locator('button[type="submit"]').click();
  }

  test('a new user signs in with SSO and lands in the app, in the mapped team with the mapped role', async ({
    page,
  }) => {
    provider.accounts.set('alice', {
      name: 'Alice SSO',
      email: 'alice@corp.test',
      groups: ['sales'],
      roles: 'leads',
    });
    await signInWithSso(page, 'alice');
    await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
    const token = await page.evaluate(() => localStorage.getItem('prowrite.access_token'));
    expect(token).toBeTruthy();
    const me = await page.request.get(`${server.baseURL}/api/user/getuserbytoken`, {
      headers: { 'access-token': token ?? '' },
    });
    expect((await me.json()).data).toMatchObject({ name: 'Alice SSO', team_id: salesTeamId, type: 'admin' });
  });

  test('a user whose groups map to no team is sent back to the login page with the reason', async ({
    page,
  }) => {
    provider.accounts.set('bob', { name: 'Bob', groups: ['elsewhere'] });
    await signInWithSso(page, 'bob');
    await expect(page).toHaveURL(/\/login\?sso_error=team$/);
    await expect(page.getByTestId('sso-error')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('prowrite.access_token'))).toBeNull();
  });

  test('cancelling at the provider shows the refusal', async ({ page }) => {
    await loopbackOnly(page);
    await page.goto(`${server.baseURL}/login`);
    await page.getByTestId('sso-login-button').click();
    await page.getByRole('link', { name: /Cancel/ }).click();
    await expect(page).toHaveURL(/\/login\?sso_error=provider$/);
    await expect(page.getByTestId('sso-error')).toBeVisible();
  });
});

test('without SSO configured the login page has no SSO button', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-form-sms')).toBeVisible();
  await expect(page.getByTestId('sso-login-button')).toHaveCount(0);
});
