import { expect, test } from '../support/fixtures';
import { ConsoleShell } from '../pages/ConsoleShell';
import { LoginPage } from '../pages/LoginPage';
import { ADMIN } from '../support/test-env';

test('the admin sees the shell and switches the language between zh-cn and en', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN.email, ADMIN.password);

  const shell = new ConsoleShell(page);
  await shell.expectLoaded(ADMIN.name);
  await expect(shell.navHome).toHaveText('首页');
  await expect(shell.navManage).toHaveText('管理');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await shell.switchLanguage('English');
  await expect(shell.navHome).toHaveText('Home');
  await expect(shell.navManage).toHaveText('Manage');
  await expect(page.getByTestId('home-greeting')).toHaveText(`Hello, ${ADMIN.name}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The choice survives a reload.
  await page.reload();
  await expect(shell.navHome).toHaveText('Home');

  await shell.switchLanguage('简体中文');
  await expect(shell.navHome).toHaveText('首页');
});

test('the language can be chosen on the login page too', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await expect(login.submit).toHaveText(/登\s*录/);
  await login.languageSwitch.click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(login.submit).toHaveText('Log in');
  // Every language is complete: the hint below the form is German too, not the English fallback.
  await login.languageSwitch.click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(login.submit).toHaveText('Anmelden');
  await expect(page.locator('.pw-login-hint')).toHaveText(
    'Noch kein Konto? Bitten Sie Ihren Team-Administrator, eines anzulegen.',
  );
});

test.describe('first visit in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the UI starts in the browser language until the user picks one', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await login.login(ADMIN.email, ADMIN.password);
    const shell = new ConsoleShell(page);
    await expect(shell.navHome).toHaveText('Home');
    // A choice made wins over the browser.
    await shell.switchLanguage('简体中文');
    await page.reload();
    await expect(shell.navHome).toHaveText('首页');
  });
});

test('the sidebar stays in view while the layouts gallery scrolls', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(ADMIN.email, ADMIN.password);
  await page.goto('/layouts');
  await expect(page.getByTestId('layout-gallery')).toBeVisible();
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const shell = new ConsoleShell(page);
  await expect(shell.navHome).toBeInViewport();
});
