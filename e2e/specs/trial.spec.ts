import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ChatPage } from '../pages/ChatPage';
import { ConsoleShell } from '../pages/ConsoleShell';
import { LoginPage } from '../pages/LoginPage';
import { TrialPages } from '../pages/TrialPages';
import { WorkbenchPage } from '../pages/WorkbenchPage';
import { expect, test } from '../support/fixtures';
import { readFromOutbox, VERIFICATION_CODE } from '../support/dev-outbox';
import { ADMIN, E2E_PARTNER } from '../support/test-env';
import { apiLogin, createDeck, uploadParsedSource } from '../support/works-api';

const FIXTURE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'trial-abstract.txt',
);

test('a visitor of a login-required page gets the login page, not a trial', async ({ page }) => {
  await page.goto('/works');
  await page.waitForURL(/\/login/);
  await expect(page.getByTestId('login-method-account')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('prowrite.access_token'));
  expect(token).toBeNull();
});

test('the product site page is public, follows the region and leads to the trial', async ({ page }) => {
  const region = (await (await page.request.get('/api/login/regionconfig')).json()) as {
    data: { product_site_paths: { medical: string; article: string } };
  };
  const paths = region.data.product_site_paths;
  const trial = new TrialPages(page);
  // The other region's path is sent to this region's; /article/{link} is the same page.
  const other = paths.medical === '/medical' ? '/ai/medical' : '/medical';
  await page.goto(other);
  await page.waitForURL((url) => url.pathname === paths.medical);
  await expect(trial.productSite).toBeVisible();
  await expect(page.getByTestId('product-site-signup')).toBeVisible();
  await page.goto('/article/e2e-link');
  await expect(trial.productSite).toBeVisible();
  await page.goto('/ai/pharma');
  await expect(page.getByTestId('product-site-signup')).toHaveAttribute('href', /signup-for-business/);
  // Looking is not trying: no session until "try now".
  const token = await page.evaluate(() => localStorage.getItem('prowrite.access_token'));
  expect(token).toBeNull();
});

test('the trial entry makes a temporary user: welcome once, no console, a work of its own', async ({
  page,
}) => {
  const trial = new TrialPages(page);
  await trial.start();

  const shell = new ConsoleShell(page);
  await expect(shell.navHome).toBeVisible();
  await trial.closeWelcome();
  // What the trial role may not open is not offered (the server refuses it with 403).
  await expect(shell.navManage).toHaveCount(0);
  await expect(page.getByTestId('nav-knowledge-base')).toHaveCount(0);
  await expect(page.getByTestId('nav-datasets')).toHaveCount(0);
  await expect(trial.signup).toBeVisible();
  await shell.accountMenu.click();
  await expect(page.getByTestId('account-exit')).toBeVisible();
  await expect(page.locator('[data-testid^="account-switch-"]')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A refresh and a second visit to the entry give the same user back, without the welcome.
  await page.reload();
  await expect(shell.navHome).toBeVisible();
  const firstId = await trial.currentUserId();
  await trial.start();
  await expect(shell.navHome).toBeVisible();
  expect(await trial.currentUserId()).toBe(firstId);
  await expect(trial.welcome).toHaveCount(0);

  // The console route itself is closed too.
  await page.goto('/console');
  await page.waitForURL(/\/no-permission$/);

  // The trial writes works of its own.
  const workbench = new WorkbenchPage(page);
  await workbench.goto();
  await workbench.upload(FIXTURE);
  await workbench.waitParsed('trial-abstract.txt');
  const id = await workbench.create();
  expect(id).not.toBe('');
});

test('the medical inquiry page gives a visitor a trial session and answers from the source it uploads', async ({
  page,
}) => {
  const trial = new TrialPages(page);
  await trial.openMedicalInquiry();
  // A temporary user of its own, with the trial's welcome and the note on how long its data is kept.
  const userId = await trial.currentUserId();
  await trial.closeWelcome();
  await expect(trial.medicalTrialNote).toBeVisible();
  const shell = new ConsoleShell(page);
  await expect(page.getByTestId('nav-medpilot')).toBeVisible();
  await expect(shell.navManage).toHaveCount(0);

  // The chat of the trial: a source uploaded here, read, then asked about with citations to its pages.
  const chat = new ChatPage(page);
  await expect(chat.send).toBeDisabled();
  await trial.uploadToChat(FIXTURE);
  await chat.ask('What was the primary endpoint?');
  await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(chat.citation(1)).toBeVisible();

  // A refresh keeps the same trial user and its conversation (the address names it).
  await page.reload();
  await expect(trial.medicalInquiry).toBeVisible();
  expect(await trial.currentUserId()).toBe(userId);
  await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done');
});

test('a registered user passing the trial entry keeps the account', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN.email, ADMIN.password);
  const shell = new ConsoleShell(page);
  await shell.expectLoaded(ADMIN.name);
  await new TrialPages(page).start();
  await shell.expectLoaded(ADMIN.name);
  await expect(page.getByTestId('trial-signup')).toHaveCount(0);
  await expect(shell.navManage).toBeVisible();
});

test('signing up from the trial keeps it: the email code, the same user, its work still there', async ({
  page,
}) => {
  const trial = new TrialPages(page);
  await trial.start();
  await trial.closeWelcome();
  const userId = await trial.currentUserId();
  const trialToken = (await page.evaluate(() => localStorage.getItem('prowrite.access_token'))) ?? '';
  // A work of the trial's own, made from an uploaded source.
  const fileId = await uploadParsedSource(page.request, trialToken, 'trial-abstract.txt');
  const workId = await createDeck(page.request, trialToken, [fileId]);

  // The header's call opens the sign-up that keeps the trial, still signed in as the trial.
  await trial.signup.click();
  await page.waitForURL(/\/signup\?keep_trial=1$/);
  const email = `kept-${Date.now()}@example.com`;
  const form = page.getByTestId('trial-keep-form');
  await form.locator('input[autocomplete="email"]').fill(email);
  await page.getByTestId('trial-keep-terms').check();
  await page.getByTestId('trial-keep-send-code').click();
  await expect(page.getByTestId('signup-code-sent')).toBeVisible();
  const code = await readFromOutbox(page.request, await apiLogin(page.request), email, VERIFICATION_CODE);
  await form.locator('input[autocomplete="one-time-code"]').fill(code);
  await form.locator('input[autocomplete="name"]').fill('Kept Trial');
  await form.locator('input[autocomplete="new-password"]').fill('password-123');
  await page.getByTestId('trial-keep-submit').click();

  // Back on the works, as the same user, now a full account; the trial's work is listed.
  await page.waitForURL(/\/works$/);
  await expect(page.getByTestId('trial-signup')).toHaveCount(0);
  const token = (await page.evaluate(() => localStorage.getItem('prowrite.access_token'))) ?? '';
  expect(token).not.toBe(trialToken);
  const me = await page.request.get('/api/user/getuserbytoken', { headers: { 'Access-Token': token } });
  const user = ((await me.json()) as { data: { id: string; type: string } }).data;
  expect(user.id).toBe(userId);
  expect(user.type).not.toBe('jw_n_tmp_user');
  await expect(new WorkbenchPage(page).work(workId)).toBeVisible();
  // The trial's session ended with the trial.
  const old = await page.request.get('/api/user/getuserbytoken', { headers: { 'Access-Token': trialToken } });
  expect(old.status()).toBe(401);
});

test('/partner-auth hands a registered user to the partner with a single-use token after a click', async ({
  page,
  baseURL,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN.email, ADMIN.password);
  await new ConsoleShell(page).expectLoaded(ADMIN.name);

  // The partner here is a loopback page (http is accepted on loopback only); its server exchanges the token
  // with its own credentials (the e2e server registers it in PARTNERS).
  const back = `${baseURL}/partner-landing?state=s1`;
  await page.goto(`/partner-auth?partner_id=${E2E_PARTNER.id}&redirect_uri=${encodeURIComponent(back)}`);
  await expect(page.getByTestId('partner-auth-host')).toContainText(new URL(back).host);
  expect(page.url()).not.toContain('token=');
  await page.getByTestId('partner-auth-allow').click();
  await page.waitForURL(/\/partner-landing\?/);
  const landed = new URL(page.url());
  expect(landed.searchParams.get('state')).toBe('s1');
  const token = landed.searchParams.get('token') ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const basic = (secret: string) => ({
    Authorization: `Basic ${Buffer.from(`${E2E_PARTNER.id}:${secret}`).toString('base64')}`,
  });
  // Without the partner's credentials, or with a wrong secret: 401 170405, and the token stays.
  const anonymous = await page.request.post('/basicauth/partner/verify', { data: { token } });
  expect(anonymous.status()).toBe(401);
  expect(((await anonymous.json()) as { code: number }).code).toBe(170405);
  const wrong = await page.request.post('/basicauth/partner/verify', {
    data: { token },
    headers: basic(`${E2E_PARTNER.secret}-wrong`),
  });
  expect(wrong.status()).toBe(401);

  const first = await page.request.post('/basicauth/partner/verify', {
    data: { token },
    headers: basic(E2E_PARTNER.secret),
  });
  expect(first.status()).toBe(200);
  expect(((await first.json()) as { data: { email: string } }).data.email).toBe(ADMIN.email);
  const replay = await page.request.post('/basicauth/partner/verify', {
    data: { token },
    headers: basic(E2E_PARTNER.secret),
  });
  expect(replay.status()).toBe(401);
  expect(((await replay.json()) as { code: number }).code).toBe(170403);
});

test('/partner-auth refuses a link without a safe return address', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN.email, ADMIN.password);
  await new ConsoleShell(page).expectLoaded(ADMIN.name);
  await page.goto(`/partner-auth?redirect_uri=${encodeURIComponent('http://partner.example/cb')}`);
  await expect(page.getByTestId('partner-auth-invalid')).toBeVisible();
  await expect(page.getByTestId('partner-auth-allow')).toHaveCount(0);
});

test('/partner-auth offers a trial user nothing to hand over', async ({ page, baseURL }) => {
  const trial = new TrialPages(page);
  await trial.start();
  await page.goto(`/partner-auth?redirect_uri=${encodeURIComponent(`${baseURL}/partner-landing`)}`);
  await expect(page.getByTestId('partner-auth-trial')).toBeVisible();
  await expect(page.getByTestId('partner-auth-allow')).toHaveCount(0);
});

// Last in the file: it uses up this network's new-trial allowance for the hour.
test('the trial entry says so when the network has started too many trials', async ({ page }) => {
  let status = 0;
  for (let i = 0; i < 10 && status !== 429; i++) {
    const res = await page.request.post('/api/login/temp', {
      data: { token: `e2e-limit-browser-${i}-${Date.now()}`, source: 'nai' },
    });
    status = res.status();
  }
  expect(status).toBe(429);
  const trial = new TrialPages(page);
  await trial.tryNow();
  await expect(trial.entryError).toBeVisible();
  await expect(page.getByRole('link', { name: /登\s*录/ })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('prowrite.access_token'));
  expect(token).toBeNull();
});
