import type { Locator, Page } from '@playwright/test';

/**
 * /login: the account + password form (method 0; the page opens on SMS, so it switches first). Locators avoid
 * UI text, which changes with the language.
 */
export class LoginPage {
  readonly form: Locator;
  readonly account: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly languageSwitch: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId('login-form');
    this.account = this.form.locator('input#account');
    this.password = this.form.locator('input#password');
    this.submit = this.form.locator('button[type="submit"]');
    this.error = page.getByTestId('login-error');
    this.languageSwitch = page.getByTestId('language-switch');
  }

  async goto(path = '/login'): Promise<void> {
    await this.page.goto(path);
    await this.useAccountMethod();
  }

  /** Switches to the account method unless it is showing. */
  async useAccountMethod(): Promise<void> {
    if (!(await this.form.isVisible())) await this.page.getByTestId('login-method-account').click();
    await this.form.waitFor();
  }

  async login(email: string, password: string): Promise<void> {
    await this.useAccountMethod();
    await this.account.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /**
   * Logs in and waits until the app has taken the session and left /login: a navigation started before then
   * would cancel the login request and land back on the login page.
   */
  async signIn(email: string, password: string): Promise<void> {
    await this.login(email, password);
    await this.page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }

  /** Messages shown under a field (validation). */
  fieldError(field: 'account' | 'password'): Locator {
    return this.form.locator(`#${field}_help`);
  }
}
