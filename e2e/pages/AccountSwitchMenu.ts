import type { Locator, Page } from '@playwright/test';

/** The header account menu's switch entries: one per account linked to the signed-in one. */
export class AccountSwitchMenu {
  readonly menuButton: Locator;

  constructor(readonly page: Page) {
    this.menuButton = page.getByTestId('account-menu');
  }

  entry(userId: string): Locator {
    return this.page.getByTestId(`account-switch-${userId}`);
  }

  entries(): Locator {
    return this.page.locator('[data-testid^="account-switch-"]');
  }

  async open(): Promise<void> {
    await this.menuButton.click();
  }

  async switchTo(userId: string): Promise<void> {
    await this.open();
    await this.entry(userId).click();
  }
}
