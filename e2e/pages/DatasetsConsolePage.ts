import type { Locator, Page } from '@playwright/test';

type StatusFilter = 'all' | 'wait' | 'inProgress' | 'success' | 'error' | 'stuck';

/** /knowledge, the console's datasets page: counts per status, the datasets, and every item filtered. */
export class DatasetsConsolePage {
  readonly screen: Locator;
  readonly nav: Locator;
  readonly createButton: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.screen = page.getByTestId('kn-console');
    this.nav = page.getByTestId('nav-datasets');
    this.createButton = page.getByTestId('kn-create');
    this.rows = page.getByTestId('kb-row');
  }

  /** The count tile of a status; clicking it filters the items. */
  count(filter: StatusFilter): Locator {
    return this.page.getByTestId(`kn-count-${filter}`);
  }

  dataset(name: string): Locator {
    return this.page.locator(`[data-testid="kn-dataset"][data-name="${name}"]`);
  }

  row(name: string): Locator {
    return this.page.locator(`[data-testid="kb-row"][data-name="${name}"]`);
  }

  async createDataset(name: string): Promise<void> {
    await this.createButton.click();
    await this.page.getByTestId('kn-create-name').fill(name);
    await this.page.getByTestId('kn-create-submit').click();
  }

  /** Shows only the items of one dataset (its row's "show items"). */
  async showItemsOf(name: string): Promise<void> {
    await this.dataset(name).getByTestId('kn-dataset-items').click();
  }
}
