import { expect, type Locator, type Page } from '@playwright/test';

/** The per-slide comment control beside the board's slides and its popover. */
export class CommentsPopover {
  readonly panel: Locator;
  readonly count: Locator;
  readonly items: Locator;
  readonly skeletons: Locator;
  readonly input: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByTestId('slide-comments');
    this.count = this.panel.getByTestId('comment-count');
    this.items = this.panel.getByTestId('comment-item');
    this.skeletons = this.panel.getByTestId('comment-skeleton');
    this.input = this.panel.locator('textarea[data-testid="comment-input"]');
    this.submit = this.panel.getByTestId('comment-submit');
  }

  trigger(slideNum: number): Locator {
    return this.page.locator(`[data-testid="comment-trigger"][data-slide-num="${slideNum}"]`);
  }

  async open(slideNum: number): Promise<void> {
    await this.trigger(slideNum).click();
    await expect(this.panel).toBeVisible();
  }

  /** Closes the popover by clicking its trigger again. */
  async close(slideNum: number): Promise<void> {
    await this.trigger(slideNum).click();
    await expect(this.panel).toBeHidden();
  }

  async add(text: string): Promise<void> {
    await this.input.fill(text);
    await this.submit.click();
    await expect(this.items.filter({ hasText: text })).toHaveCount(1);
  }

  /** Deletes the comment through its confirmation. */
  async remove(text: string): Promise<void> {
    await this.items.filter({ hasText: text }).getByTestId('comment-delete').click();
    await this.page.locator('.ant-popconfirm .ant-btn-dangerous').click();
    await expect(this.items.filter({ hasText: text })).toHaveCount(0);
  }
}
