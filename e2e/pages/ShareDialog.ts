import { type Browser, expect, type Locator, type Page } from '@playwright/test';

/** The share dialog of the deck board and the article editor (opened by the header's share button). */
export class ShareDialog {
  readonly openButton: Locator;
  readonly body: Locator;
  readonly what: Locator;
  readonly link: Locator;
  readonly downloads: Locator;

  constructor(readonly page: Page) {
    this.openButton = page.getByTestId('publish-open');
    this.body = page.getByTestId('share-body');
    this.what = page.getByTestId('share-what');
    this.link = page.getByTestId('publish-link');
    this.downloads = page.getByTestId('share-downloads');
  }

  async open(): Promise<void> {
    await this.openButton.click();
    await expect(this.body).toBeVisible();
  }

  /** Confirms publishing (the dialog first says what becomes public) and returns the public link. */
  async publish(): Promise<string> {
    await expect(this.body).toHaveAttribute('data-published', 'false');
    await this.page.getByTestId('share-confirm').click();
    await expect(this.body).toHaveAttribute('data-published', 'true');
    return this.link.inputValue();
  }

  /** Revokes the live link (with its confirmation). */
  async revoke(): Promise<void> {
    await this.page.getByTestId('share-revoke').click();
    await this.page.getByTestId('share-revoke-ok').click();
    await expect(this.body).toHaveAttribute('data-published', 'false');
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.body).toBeHidden();
  }

  /**
   * Publishes the open work and opens its public page in a fresh, logged-out browser context; `close` ends
   * that context.
   */
  async publishAndVisit(browser: Browser): Promise<{ page: Page; link: string; close: () => Promise<void> }> {
    await this.open();
    const link = await this.publish();
    await this.close();
    const outsider = await browser.newContext();
    const page = await outsider.newPage();
    await page.goto(link);
    return { page, link, close: () => outsider.close() };
  }
}
