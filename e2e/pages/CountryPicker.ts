import type { Locator, Page } from '@playwright/test';

/**
 * The phone country-region picker beside a mobile number field: a popover on desktop, a dialog on phones.
 * Locators avoid UI text, which changes with the language.
 */
export class CountryPicker {
  readonly trigger: Locator;
  readonly popover: Locator;
  readonly dialog: Locator;
  readonly list: Locator;
  readonly search: Locator;
  readonly letters: Locator;

  constructor(
    readonly page: Page,
    scope: Locator = page.locator('body'),
  ) {
    this.trigger = scope.getByTestId('country-picker');
    this.popover = page.getByTestId('country-popover');
    this.dialog = page.locator('.pw-country-dialog');
    this.list = page.getByTestId('country-list');
    this.search = this.list.locator('input').first();
    this.letters = this.list.getByTestId('country-letters');
  }

  async open(): Promise<void> {
    await this.trigger.click();
    await this.list.waitFor();
  }

  row(country: string): Locator {
    return this.list.locator(`[data-country="${country}"]`);
  }

  rows(): Locator {
    return this.list.locator('[data-country]');
  }

  letter(group: string): Locator {
    return this.letters.locator(`[data-letter="${group}"]`);
  }

  groupHead(group: string): Locator {
    return this.list.locator(`[data-group="${group}"]`);
  }

  /** Searches and picks a country by what the user types. */
  async choose(query: string, country: string): Promise<void> {
    await this.open();
    await this.search.fill(query);
    await this.row(country).click();
    await this.list.waitFor({ state: 'detached' });
  }
}
