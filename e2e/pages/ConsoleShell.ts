import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in frame: header (brand, language, account menu) and the sidebar. */
export class ConsoleShell {
  readonly header: Locator;
  readonly accountMenu: Locator;
  readonly languageSwitch: Locator;
  readonly navHome: Locator;
  readonly navManage: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator('header');
    this.accountMenu = page.getByTestId('account-menu');
    this.languageSwitch = page.getByTestId('language-switch');
    this.navHome = page.getByTestId('nav-home');
    this.navManage = page.getByTestId('nav-manage');
  }

  async expectLoaded(userName: string): Promise<void> {
    await expect(this.header).toContainText('Prowrite');
    await expect(this.accountMenu).toContainText(userName);
    await expect(this.navHome).toBeVisible();
  }

  /** Picks a language by its own name, e.g. 'English' or '简体中文'. */
  async switchLanguage(label: string): Promise<void> {
    await this.languageSwitch.click();
    await this.page.getByRole('menuitem', { name: label }).click();
    await expect(this.languageSwitch).toContainText(label);
  }

  async logout(): Promise<void> {
    await this.accountMenu.click();
    await this.page.getByTestId('account-exit').click();
  }
}
