import { ErrorCode } from '@prowrite/contracts';
import { AdminPage } from '../pages/AdminPage';
import { ConsoleShell } from '../pages/ConsoleShell';
import { LoginPage } from '../pages/LoginPage';
import { SignupPage } from '../pages/SignupPage';
import { inviteByEmail, readFromOutbox, VERIFICATION_CODE } from '../support/dev-outbox';
import { expect, test } from '../support/fixtures';
import { type RunningServer, startServer } from '../support/server';
import { ADMIN } from '../support/test-env';
import { apiLogin } from '../support/works-api';

// Refused calls the pages handle themselves: wrong code (400), used invite (404), address taken (409),
// expired invite (410).
test.use({ allowedBrowserErrors: [/the server responded with a status of (400|404|409|410)/] });

const unique = (who: string) => `${who}.${Date.now().toString(36)}@e2e.prowrite.test`;

test.describe('sign-up by invitation', () => {
  test('an invited member signs up with the emailed code and lands signed in on the workbench', async ({
    page,
    browser,
  }) => {
    const adminToken = await apiLogin(page.request);
    const email = unique('member');
    const sid = await inviteByEmail(page.request, adminToken, email, 'member');

    const signup = new SignupPage(page);
    await signup.openInvitation(sid);
    await expect(signup.inviteText).toContainText(ADMIN.name);
    await expect(signup.inviteCard).toContainText(`${email.slice(0, 3)}***@e2e.prowrite.test`);

    // The terms come before any code is sent.
    await signup.email.fill(email);
    await signup.sendCode.click();
    await expect(signup.fieldError('agree')).toBeVisible();
    await expect(signup.codeSent).toHaveCount(0);

    await signup.terms.check();
    await signup.sendCode.click();
    await expect(signup.codeSent).toBeVisible();
    // The resend countdown runs.
    await expect(signup.sendCode).toBeDisabled();
    await expect(signup.sendCode).toContainText(/\d+/);
    const code = await readFromOutbox(page.request, adminToken, email, VERIFICATION_CODE);

    // A wrong code: the server's message in a dialog (170008).
    await signup.verifyWith(code === '000000' ? '111111' : '000000');
    await expect(signup.dialogText).toContainText('verification code is wrong');
    await page.getByRole('button', { name: /OK|确定|知道了/ }).click();

    await signup.verifyWith(code);
    await expect(signup.infoForm).toBeVisible();
    // The password rule is the server's: at least 8 characters.
    await signup.completeWith('Wang Fang', 'short');
    await expect(signup.fieldError('password')).toBeVisible();
    await signup.password.fill('member-Passw0rd');
    await signup.confirm.fill('member-Passw0rd');
    await signup.complete.click();

    await expect(page).toHaveURL(/\/works$/);
    await expect(page.getByTestId('account-menu')).toContainText('Wang Fang');
    await expect(page.getByTestId('nav-knowledge-base')).toBeVisible();

    // The link is spent: opening it again says the invitation is no longer valid.
    const stranger = await browser.newPage();
    try {
      await stranger.goto(new URL(`/signup?sid=${sid}`, page.url()).toString());
      await expect(stranger).toHaveURL(/\/invite-expired\?reason=used$/);
      await expect(stranger.getByTestId('invite-expired-title')).toBeVisible();
    } finally {
      await stranger.close();
    }
  });

  test('an admin invites a viewer in the console; the viewer accepts the link, sees no knowledge base and gets the no-permission page there', async ({
    page,
  }) => {
    const email = unique('viewer');
    const login = new LoginPage(page);
    await login.goto();
    await login.login(ADMIN.email, ADMIN.password);
    const shell = new ConsoleShell(page);
    await shell.expectLoaded(ADMIN.name);
    const admin = new AdminPage(page);
    await admin.goto();
    const link = await admin.inviteByEmail(email, 'viewer');
    expect(new URL(link).pathname).toBe('/signup');
    const adminToken = await apiLogin(page.request);
    await shell.logout();
    await expect(page).toHaveURL(/\/login/);

    const signup = new SignupPage(page);
    await page.goto(link);
    await expect(signup.inviteText).toContainText(ADMIN.name);
    await signup.requestCode(email);
    await expect(signup.codeSent).toBeVisible();
    await signup.verifyWith(await readFromOutbox(page.request, adminToken, email, VERIFICATION_CODE));
    await signup.completeWith('Viewer Li', 'viewer-Passw0rd');
    await expect(page).toHaveURL(/\/works$/);

    await expect(page.getByTestId('nav-works')).toBeVisible();
    await expect(page.getByTestId('nav-knowledge-base')).toHaveCount(0);
    await expect(page.getByTestId('nav-manage')).toHaveCount(0);
    await page.goto('/app/knowledge-base');
    await expect(page).toHaveURL(/\/no-permission$/);
    await expect(page.getByText('没有访问权限')).toBeVisible();
    await page.goto('/console');
    await expect(page).toHaveURL(/\/no-permission$/);
  });

  test('an address that got an account meanwhile: the account-exists dialog offers the login', async ({
    page,
  }) => {
    const adminToken = await apiLogin(page.request);
    const email = unique('taken');
    const sid = await inviteByEmail(page.request, adminToken, email, 'member');
    const me = await page.request.get('/api/user/getuserbytoken', {
      headers: { 'Access-Token': adminToken },
    });
    const teamId = ((await me.json()) as { data: { team_id: string } }).data.team_id;
    const created = await page.request.post('/api/admin/users', {
      headers: { 'Access-Token': adminToken },
      data: { email, name: 'Taken', password: 'taken-Passw0rd', team_id: teamId, role: 'member' },
    });
    expect(created.status(), await created.text()).toBe(200);

    const signup = new SignupPage(page);
    await signup.openInvitation(sid);
    await signup.requestCode(email);
    await expect(signup.dialogText).toHaveText('该邮箱已注册账号');
    await page.getByRole('button', { name: '去登录' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('without an invite code the page says sign-up is by invitation and takes a pasted link', async ({
    page,
  }) => {
    const adminToken = await apiLogin(page.request);
    const email = unique('pasted');
    const sid = await inviteByEmail(page.request, adminToken, email, 'member');
    const signup = new SignupPage(page);
    await page.goto('/login');
    await page.getByTestId('login-signup-link').click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(signup.inviteOnly).toBeVisible();
    await page.locator('input#code').fill(`Accept it here: https://prowrite.example.com/signup?sid=${sid}`);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page).toHaveURL(new RegExp(`/signup\\?sid=${sid}$`));
    await expect(signup.inviteText).toContainText(ADMIN.name);
  });
});

test.describe('an expired invitation', () => {
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // Invitations on this server live one second (the operator's setting), so one can expire during a test.
    server = await startServer({ env: { INVITATION_TTL_SECONDS: '1' } });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('its link lands on /invite-expired, which says so and offers the login', async ({
    page,
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    try {
      const adminToken = await apiLogin(api);
      const email = unique('late');
      const sid = await inviteByEmail(api, adminToken, email, 'viewer');
      await expect
        .poll(async () => (await (await api.get(`/invite/info?sid=${sid}`)).json()).code, { timeout: 5000 })
        .toBe(ErrorCode.inviteExpired);

      const signup = new SignupPage(page);
      await page.goto(`${server.baseURL}/signup?sid=${sid}`);
      await expect(page).toHaveURL(/\/invite-expired$/);
      await expect(signup.expiredTitle).toHaveText('邀请已过期');
      await page.getByTestId('invite-expired-login').click();
      await expect(page).toHaveURL(/\/login$/);
    } finally {
      await api.dispose();
    }
  });
});
