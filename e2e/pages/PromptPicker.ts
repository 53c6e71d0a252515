import type { Locator, Page } from '@playwright/test';

/** The chat composer's prompt library dialog (built-in prompts in the UI language and the user's own). */
export class PromptPicker {
  readonly openButton: Locator;
  readonly dialog: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.openButton = page.getByTestId('chat-prompts');
    this.dialog = page.getByTestId('prompt-picker');
    this.search = page.getByTestId('prompt-search').locator('input');
  }

  async open(): Promise<void> {
    await this.openButton.click();
    await this.dialog.waitFor();
  }

  item(id: string): Locator {
    return this.dialog.locator(`[data-testid="prompt-item"][data-prompt-id="${id}"]`);
  }

  /** Picks a prompt: it goes into the composer and the dialog closes. */
  async insert(id: string): Promise<void> {
    await this.item(id).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }
}
