import { expect, type Locator, type Page } from '@playwright/test';

/** The source preview side panel: the quote, the PDF page with its marks, resize and close. */
export class SourcePanel {
  readonly root: Locator;
  readonly closeButton: Locator;
  readonly resizeHandle: Locator;
  readonly quote: Locator;
  readonly quoteNumber: Locator;
  readonly pdf: Locator;
  readonly pdfNumberMarks: Locator;
  readonly pdfQuoteMarks: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('source-panel');
    this.closeButton = page.getByTestId('source-panel-close');
    this.resizeHandle = page.getByTestId('source-panel-resize');
    this.quote = page.getByTestId('source-quote');
    this.quoteNumber = this.quote.getByTestId('mark-number');
    this.pdf = page.getByTestId('source-pdf');
    this.pdfNumberMarks = page.getByTestId('pdf-mark-number');
    this.pdfQuoteMarks = page.getByTestId('pdf-mark-quote');
  }

  /** Open on this file and page, with the PDF page drawn. */
  async expectOpenAt(opts: { fileId?: string; page: number }): Promise<void> {
    await expect(this.root).toBeVisible();
    await expect(this.root).toHaveAttribute('data-page', String(opts.page));
    if (opts.fileId) await expect(this.root).toHaveAttribute('data-file-id', opts.fileId);
    await expect(this.pdf).toHaveAttribute('data-rendered-page', String(opts.page), { timeout: 30_000 });
  }

  async width(): Promise<number> {
    return (await this.root.boundingBox())?.width ?? 0;
  }

  /** Drags the left edge by dx pixels (negative widens the panel). */
  async dragEdge(dx: number): Promise<void> {
    const box = await this.resizeHandle.boundingBox();
    if (!box) throw new Error('resize handle not visible');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx / 2, y);
    await this.page.mouse.move(x + dx, y);
    await this.page.mouse.up();
  }

  async expectClosed(): Promise<void> {
    await expect(this.root).toHaveCount(0);
  }
}
