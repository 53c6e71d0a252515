import { expect, test } from '../support/fixtures';
import { ConsoleShell } from '../pages/ConsoleShell';
import { LoginPage } from '../pages/LoginPage';
import { ADMIN } from '../support/test-env';

test.describe('login and the route guard', () => {
  test('an unauthenticated visit to /console returns there after login', async ({ page }) => {
    await page.goto('/console');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fconsole$/);
    const login = new LoginPage(page);
    await login.login(ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/console$/);
    await expect(page.getByTestId('users-table')).toBeVisible();
  });

  test('the login request carries the password hash and a timestamp, never the password', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/login/account') && r.method() === 'POST');
    await login.login(ADMIN.email, ADMIN.password);
    const body = (await sent).postData() ?? '';
    expect(body).not.toContain(ADMIN.password);
    expect(JSON.parse(body)).toMatchObject({
      account: ADMIN.email,
      password_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      timestamp: expect.any(Number),
      nonce: expect.any(String),
    });
    await expect(page).not.toHaveURL(/\/login/);
    // The same request sent again is refused (single-use nonce).
    const replay = await page.request.post('/api/login/account', { data: JSON.parse(body) });
    expect(replay.status()).toBe(401);
  });

  test('email code login: the code from the development outbox logs in (method 2)', async ({ page }) => {
    const admin = await page.request.post('/api/login/account', {
      data: { account: ADMIN.email, password: ADMIN.password },
    });
    const adminToken = (await admin.json()).data.access_token as string;
    await page.goto('/login?type=2');
    const form = page.getByTestId('login-form-email');
    await form.locator('input#email').fill(ADMIN.email);
    await form.getByTestId('login-send-code').click();
    await expect(page.getByTestId('login-code-sent')).toBeVisible();
    // No SMTP_URL in the e2e server: the code is in the outbox the first administrator reads.
    const outbox = await page.request.get('/api/admin/dev-outbox', {
      headers: { 'access-token': adminToken },
    });
    const text = (await outbox.json()).data.data[0].text as string;
    const code = /code is (\d{6})/.exec(text)?.[1] ?? '';
    await form.locator('input#code').fill(code);
    await form.locator('button[type="submit"]').click();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('the login page opens on SMS; the corner icon swaps to the scan QR code', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-form-sms')).toBeVisible();
    await page.getByTestId('login-method-scan').click();
    await expect(page.getByTestId('scan-qr').locator('img')).toBeVisible();
    await expect(page).toHaveURL(/type=3/);
  });

  test('a wrong password shows the error and stays on the login page', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(ADMIN.email, 'not-the-password');
    await expect(login.error).toBeVisible();
    await expect(login.error).toContainText('账号或密码错误');
    await expect(page).toHaveURL(/\/login\?type=0$/);
    // Editing the form clears the stale error.
    await login.password.fill('x');
    await expect(login.error).toBeHidden();
  });

  test('repeated failures are rate-limited and the limit is shown', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    // A throwaway account: the server allows 5 failures per account in its window.
    for (let i = 0; i < 5; i += 1) {
      await login.login('nobody@e2e.prowrite.test', `wrong-${i}`);
      await expect(login.error).toContainText('账号或密码错误');
    }
    await login.login('nobody@e2e.prowrite.test', 'wrong-again');
    await expect(login.error).toContainText('登录失败次数过多');
    await expect(login.error).toContainText(/try again in \d+ s/);
  });

  test('empty fields show validation messages without calling the server', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    let called = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/login/account')) called = true;
    });
    await login.submit.click();
    await expect(login.fieldError('account')).toHaveText('请输入账号');
    await expect(login.fieldError('password')).toHaveText('请输入密码');
    expect(called).toBe(false);
  });

  test('old login paths redirect to /login', async ({ page }) => {
    await page.goto('/login-for-business');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/login-for-saas-medical');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a logged-in user visiting /login is taken into the app', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(ADMIN.email, ADMIN.password);
    const shell = new ConsoleShell(page);
    await shell.expectLoaded(ADMIN.name);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await shell.expectLoaded(ADMIN.name);
  });

  test('a session the server no longer knows sends the user back to /login', async ({ page }) => {
    await page.addInitScript(() => {
      // A well-formed token of a session that does not exist.
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('prowrite.access_token', btoa('0'.repeat(64)));
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/console');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fconsole$/);
    // The login page opens on its default method (SMS).
    await expect(page.getByTestId('login-form-sms')).toBeVisible();
  });
});
