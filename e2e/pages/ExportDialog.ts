import { expect, type Locator, type Page } from '@playwright/test';

/** The "Export as file" dialog (features/export). Locators use test ids, never UI text. */
export class ExportDialog {
  readonly openButton: Locator;
  readonly root: Locator;
  readonly title: Locator;
  readonly format: Locator;
  readonly size: Locator;
  readonly count: Locator;
  readonly confirm: Locator;

  constructor(readonly page: Page) {
    this.openButton = page.getByTestId('export-open');
    this.root = page.getByTestId('export-dialog');
    this.title = page.getByTestId('export-title');
    this.format = page.getByTestId('export-format');
    this.size = page.getByTestId('export-size');
    this.count = page.getByTestId('export-count');
    this.confirm = page.getByTestId('export-confirm');
  }

  async open(): Promise<void> {
    await this.openButton.click();
    await expect(this.root).toBeVisible();
  }

  /** The values offered by the format select (PPT, PDF, PNG, DOCX), in order. */
  async formats(): Promise<string[]> {
    await this.format.click();
    const options = this.page.locator('[data-testid^="export-format-"]');
    await expect(options.first()).toBeVisible();
    const ids = await options.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''));
    await this.page.keyboard.press('Escape');
    return ids.map((id) => id.replace('export-format-', ''));
  }

  async chooseFormat(type: 'PPT' | 'PDF' | 'PNG' | 'DOCX'): Promise<void> {
    await this.format.click();
    await this.page.getByTestId(`export-format-${type}`).click();
  }

  /** Confirms and answers the download the export produced. */
  async download(): Promise<{ name: string; path: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download', { timeout: 60_000 }),
      this.confirm.click(),
    ]);
    const path = await download.path();
    return { name: download.suggestedFilename(), path };
  }
}
