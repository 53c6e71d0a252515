import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

type Format = 'PPT' | 'PDF' | 'PNG' | 'DOCX';

/** What each download is: its file extension and the bytes it starts with (at `at`). */
const SIGNATURE: Record<Format, { extension: RegExp; magic: string; at: number }> = {
  PDF: { extension: /\.pdf$/, magic: '%PDF-', at: 0 },
  PPT: { extension: /\.pptx$/, magic: 'PK', at: 0 },
  DOCX: { extension: /\.docx$/, magic: 'PK', at: 0 },
  PNG: { extension: /\.png$/, magic: 'PNG', at: 1 },
};

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

  async chooseFormat(type: Format): Promise<void> {
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

  /**
   * Opens the dialog (unless it is open), exports in `type` with the defaults and checks the download is that
   * kind of file (its name's extension and first bytes); answers it with its bytes.
   */
  async exportAs(type: Format): Promise<{ name: string; path: string; bytes: Buffer }> {
    if (!(await this.root.isVisible())) await this.open();
    await this.chooseFormat(type);
    const file = await this.download();
    // A finished export closes the dialog: wait, so the next call opens it afresh.
    await expect(this.root).toBeHidden();
    const { extension, magic, at } = SIGNATURE[type];
    expect(file.name).toMatch(extension);
    const bytes = await readFile(file.path);
    expect(bytes.subarray(at, at + magic.length).toString('ascii')).toBe(magic);
    return { ...file, bytes };
  }
}
