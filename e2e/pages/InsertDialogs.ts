import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The article insert dialogs (features/article-insert): the quote / image / video buttons between
 * components, their dialogs and the link-fetch failure dialog. Locators avoid UI text (it follows the language).
 */
export class InsertDialogs {
  readonly quoteDialog: Locator;
  readonly imageDialog: Locator;
  readonly videoDialog: Locator;
  readonly failureText: Locator;
  readonly failureRetry: Locator;
  readonly failureOk: Locator;

  constructor(readonly page: Page) {
    this.quoteDialog = page.locator('.pw-insert-quote');
    this.imageDialog = page.locator('.pw-insert-image');
    this.videoDialog = page.locator('.pw-insert-video');
    this.failureText = page.getByTestId('fetch-failure-text');
    this.failureRetry = page.getByTestId('fetch-failure-retry');
    this.failureOk = page.getByTestId('fetch-failure-ok');
  }

  /** The insert buttons after the component at `index` (0-based, in the article's order). */
  buttons(index = 0): Locator {
    return this.page.getByTestId('insert-buttons').nth(index);
  }

  ok(dialog: Locator): Locator {
    return dialog.getByTestId('insert-dialog-ok');
  }

  /** Inserts a free-text (unsourced) quote. */
  async insertQuote(text: string, index = 0): Promise<void> {
    await this.buttons(index).getByTestId('insert-quote').click();
    await expect(this.quoteDialog).toBeVisible();
    await expect(this.ok(this.quoteDialog)).toBeDisabled();
    await this.quoteDialog.getByTestId('quote-mode-free').click();
    await expect(this.ok(this.quoteDialog)).toBeDisabled();
    await this.quoteDialog.getByTestId('insert-quote-input').fill(text);
    await this.ok(this.quoteDialog).click();
    await expect(this.quoteDialog).toBeHidden();
  }

  /** Inserts a quote picked from the sources: searches them and confirms the first passage found. */
  async insertSourcedQuote(query: string, index = 0): Promise<string> {
    await this.buttons(index).getByTestId('insert-quote').click();
    await expect(this.quoteDialog).toBeVisible();
    await this.quoteDialog.getByTestId('quote-source-search').locator('input').fill(query);
    await this.quoteDialog.getByTestId('quote-source-search').locator('input').press('Enter');
    const first = this.quoteDialog.getByTestId('quote-source-passage').first();
    await expect(first).toBeVisible({ timeout: 15_000 });
    await first.click();
    const text = (await first.locator('div').first().textContent()) ?? '';
    await this.ok(this.quoteDialog).click();
    await expect(this.quoteDialog).toBeHidden();
    return text;
  }

  /** In an open quote dialog (insert or replace): replaces its text and confirms. */
  async confirmQuote(text: string): Promise<void> {
    await expect(this.quoteDialog).toBeVisible();
    await this.quoteDialog.getByTestId('insert-quote-input').fill(text);
    await this.ok(this.quoteDialog).click();
    await expect(this.quoteDialog).toBeHidden();
  }

  async openVideo(index = 0): Promise<void> {
    await this.buttons(index).getByTestId('insert-video').click();
    await expect(this.videoDialog).toBeVisible();
  }

  /** In an open video dialog (insert or replace): uploads a local file, waits for its checked card, confirms. */
  async uploadVideoAndConfirm(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await expect(this.videoDialog).toBeVisible();
    await expect(this.ok(this.videoDialog)).toBeDisabled();
    await this.videoDialog.locator('input[type=file]').setInputFiles(file);
    const card = this.videoDialog.getByTestId('insert-uploaded-card').filter({ hasText: file.name });
    await expect(card).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
    await this.ok(this.videoDialog).click();
    await expect(this.videoDialog).toBeHidden();
  }

  async openImage(index = 0): Promise<void> {
    await this.buttons(index).getByTestId('insert-image').click();
    await expect(this.imageDialog).toBeVisible();
  }

  async tab(dialog: Locator, key: 'local' | 'link' | 'ai' | 'source'): Promise<void> {
    await dialog.getByTestId(`insert-tab-${key}`).click();
  }

  /** Source figures shown in the image dialog's "from source files" tab. */
  sourceCards(): Locator {
    return this.imageDialog.getByTestId('insert-source-figures-card');
  }

  async uploadImage(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.imageDialog.locator('input[type=file]').setInputFiles(file);
  }

  async fetchLink(dialog: Locator, url: string): Promise<void> {
    await this.tab(dialog, 'link');
    await dialog.getByTestId('insert-link-input').fill(url);
    await dialog.getByTestId('insert-link-fetch').click();
  }
}
