import { AccountSwitchMenu } from '../pages/AccountSwitchMenu';
import { CountryPicker } from '../pages/CountryPicker';
import { LoginPage } from '../pages/LoginPage';
import { expect, test } from '../support/fixtures';
import { type RunningServer, startServer } from '../support/server';
import { apiLogin } from '../support/works-api';

// A send refused by region answers 400 (the page shows it).
test.use({ allowedBrowserErrors: [/the server responded with a status of 400/] });

const smsForm = (page: import('@playwright/test').Page) => page.getByTestId('login-form-sms');

test.describe('phone country-region picker on a desktop (China-region host)', () => {
  test('a popover lists countries alphabetically with search and letter navigation; the number follows the country', async ({
    page,
  }) => {
    await page.goto('/login?lang=en');
    await page.evaluate(() => localStorage.setItem('prowrite.lang', 'en'));
    await page.reload();
    const form = smsForm(page);
    const picker = new CountryPicker(page, form);
    await expect(picker.trigger).toHaveText(/\+86/);

    await picker.open();
    await expect(picker.popover).toBeVisible();
    await expect(picker.dialog).toHaveCount(0);
    // Alphabetical in the UI language: the first rows are under A, in collation order.
    const names = await picker.rows().locator('.pw-country-name').allTextContents();
    expect(names.length).toBeGreaterThan(200);
    const sorted = [...names].sort(new Intl.Collator('en').compare);
    expect(names.slice(0, 20)).toEqual(sorted.slice(0, 20));
    // Letter navigation scrolls the list to that letter's head.
    await picker.letter('S').click();
    await expect(picker.groupHead('S')).toBeInViewport();
    await expect(picker.row('AF')).not.toBeInViewport();

    await picker.search.fill('germ');
    await expect(picker.rows()).toHaveCount(1);
    await picker.row('DE').click();
    await expect(picker.popover).toBeHidden();
    await expect(picker.trigger).toHaveText(/\+49/);

    const mobile = form.locator('input#mobile');
    await mobile.fill('0151 2345 6789');
    // Typed spaces are stripped once typing pauses; the number reads as in Germany.
    await expect(mobile).toHaveValue('015123456789');
    await expect(form.getByTestId('mobile-formatted')).toHaveText('01512 3456789');
    await mobile.fill('12345');
    await form.getByTestId('login-send-code').click();
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByTestId('login-code-sent')).toHaveCount(0);
  });

  test('Chinese names are grouped by pinyin initial', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('prowrite.lang', 'zh-cn'));
    await page.reload();
    const picker = new CountryPicker(page, smsForm(page));
    await picker.open();
    await picker.letter('M').click();
    await expect(picker.groupHead('M')).toBeInViewport();
    await picker.search.fill('美国');
    await expect(picker.rows()).toHaveCount(1);
    await expect(picker.row('US')).toContainText('+1');
  });
});

test.describe('phone country-region picker on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  });

  test('the picker is a dialog, searchable by calling code', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('prowrite.lang', 'en'));
    await page.reload();
    const picker = new CountryPicker(page, smsForm(page));
    await picker.open();
    await expect(picker.dialog).toBeVisible();
    await expect(picker.popover).toHaveCount(0);
    await picker.search.fill('+852');
    await picker.row('HK').tap();
    await expect(picker.dialog).toBeHidden();
    await expect(picker.trigger).toHaveText(/\+852/);
  });
});

test.describe('the US-region host', () => {
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServer({ env: { REGION: 'US' } });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('defaults to +1 and leaves +86 out of the picker', async ({ page }) => {
    await page.goto(`${server.baseURL}/login`);
    await page.evaluate(() => localStorage.setItem('prowrite.lang', 'en'));
    await page.reload();
    const picker = new CountryPicker(page, smsForm(page));
    await expect(picker.trigger).toHaveText(/\+1/);
    await picker.open();
    await expect(picker.row('US')).toBeVisible();
    await expect(picker.row('CN')).toHaveCount(0);
    await picker.search.fill('86');
    await expect(picker.rows()).toHaveCount(0);
    const answer = await page.request.get(`${server.baseURL}/api/login/regionconfig`);
    expect((await answer.json()).data.region).toBe('US');
  });
});

test.describe('account switch', () => {
  test('a person signed in to one team switches to their linked account in another without logging in', async ({
    page,
  }) => {
    const admin = await apiLogin(page.request);
    const stamp = Date.now().toString(36);
    const headers = { 'Access-Token': admin };
    const user = async (team: string, email: string) => {
      const created = await page.request.post('/api/admin/teams', { headers, data: { name: team } });
      const teamId = (await created.json()).data.data.id as string;
      const res = await page.request.post('/api/admin/users', {
        headers,
        data: { email, name: 'Dana', password: 'password-123', team_id: teamId, role: 'member' },
      });
      expect(res.status()).toBe(200);
      return (await res.json()).data.data.id as string;
    };
    const workEmail = `dana.${stamp}@work.e2e.prowrite.test`;
    const homeEmail = `dana.${stamp}@home.e2e.prowrite.test`;
    await user(`Work ${stamp}`, workEmail);
    const homeId = await user(`Home ${stamp}`, homeEmail);
    const workLogin = await page.request.post('/api/login/account', {
      data: { account: workEmail, password: 'password-123' },
    });
    const workToken = (await workLogin.json()).data.access_token as string;
    const linked = await page.request.post('/api/account/link', {
      headers: { 'Access-Token': workToken },
      data: { account: homeEmail, password: 'password-123' },
    });
    expect(linked.status()).toBe(200);

    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('prowrite.lang', 'en'));
    const login = new LoginPage(page);
    await login.goto();
    await login.login(workEmail, 'password-123');
    const menu = new AccountSwitchMenu(page);
    await expect(menu.menuButton).toBeVisible();
    await menu.open();
    await expect(menu.entries()).toHaveCount(1);
    await expect(menu.entry(homeId)).toContainText(`Home ${stamp}`);
    await menu.entry(homeId).click();
    await menu.open();
    await expect(page.locator('.pw-account-team')).toContainText(`Home ${stamp}`);
    await expect(page.locator('.pw-account-email')).toHaveText(homeEmail);
  });
});
