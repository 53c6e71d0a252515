import { expect, type Locator, type Page } from '@playwright/test';

/** /app/knowledge-base: categories, the items table with bulk actions, the add dialog and retrieval testing. */
export class KnowledgeBasePage {
  readonly screen: Locator;
  readonly categories: Locator;
  readonly addButton: Locator;
  readonly searchInput: Locator;
  readonly searchMode: Locator;
  readonly hits: Locator;
  readonly chunks: Locator;

  constructor(readonly page: Page) {
    this.screen = page.getByTestId('kb-screen');
    this.categories = page.getByTestId('kb-category');
    this.addButton = page.getByTestId('kb-add');
    this.searchInput = page.getByTestId('kb-search-input');
    this.searchMode = page.getByTestId('kb-search-mode');
    this.hits = page.getByTestId('kb-hit');
    this.chunks = page.getByTestId('kb-chunk');
  }

  /**
   * Opens the add dialog on a tab. A click that lands while the dialog is still zooming in can miss the tab
   * (seen once under CI load: the dialog stayed on its text tab), so the click is repeated until the tab is
   * the selected one.
   */
  async openAddTab(tab: 'text' | 'link' | 'file'): Promise<void> {
    await this.addButton.click();
    const label = this.page.getByTestId(`kb-add-tab-${tab}`);
    await expect(async () => {
      await label.click();
      const dialog = this.page.getByRole('dialog').filter({ has: label });
      await expect(dialog.getByRole('tab', { selected: true })).toContainText(await label.innerText(), {
        timeout: 1_000,
      });
    }).toPass({ timeout: 15_000 });
  }

  row(name: string): Locator {
    return this.page.locator(`[data-testid="kb-row"][data-name="${name}"]`);
  }

  status(name: string): Locator {
    return this.row(name).getByTestId('kb-status');
  }

  async pasteText(name: string, content: string): Promise<void> {
    await this.openAddTab('text');
    await this.page.getByTestId('kb-add-name').fill(name);
    await this.page.getByTestId('kb-add-content').fill(content);
    await this.page.getByTestId('kb-add-submit').click();
  }

  async addLink(name: string, url: string): Promise<void> {
    await this.openAddTab('link');
    await this.page.getByTestId('kb-add-name').fill(name);
    await this.page.getByTestId('kb-add-url').fill(url);
    await this.page.getByTestId('kb-add-submit').click();
  }

  /** Opens the add dialog on its file tab and drops the files into the uploader. */
  async uploadFiles(files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    await this.openAddTab('file');
    await this.page.getByTestId('kb-upload').locator('input[type="file"]').setInputFiles(files);
  }

  /** Imports every page a sitemap lists (the link tab in its sitemap mode). */
  async importSitemap(url: string): Promise<void> {
    await this.openAddTab('link');
    await this.page.getByTestId('kb-add-link-mode').getByRole('radio').nth(1).check();
    await this.page.getByTestId('kb-add-url').fill(url);
    await this.page.getByTestId('kb-add-submit').click();
  }

  /** A large file's resumable upload row (state in `data-state`). */
  resumable(name: string): Locator {
    return this.page.getByTestId('kb-resumable-row').filter({ hasText: name });
  }

  async closeAddDialog(): Promise<void> {
    await this.page.getByTestId('kb-add-submit').click();
  }

  async select(name: string): Promise<void> {
    await this.row(name).locator('input[type="checkbox"]').check();
  }

  bulk(action: 'enable' | 'disable' | 'retry' | 'delete'): Locator {
    return this.page.getByTestId(`kb-bulk-${action}`);
  }

  async deleteSelected(): Promise<void> {
    await this.bulk('delete').click();
    await this.page.getByTestId('kb-delete-confirm').click();
  }

  async search(query: string): Promise<void> {
    await this.searchInput.fill(query);
    await this.page.getByTestId('kb-search-submit').click();
  }

  async open(name: string): Promise<void> {
    await this.row(name).getByTestId('kb-item-name').click();
  }
}
