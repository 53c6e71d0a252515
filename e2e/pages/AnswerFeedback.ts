import type { Locator, Page } from '@playwright/test';

/** Like/dislike of one answer and its tag popover. */
export class AnswerFeedback {
  readonly root: Locator;
  readonly like: Locator;
  readonly dislike: Locator;
  readonly chosen: Locator;
  readonly panel: Locator;

  constructor(
    readonly page: Page,
    answer: Locator,
  ) {
    this.root = answer.getByTestId('feedback');
    this.like = this.root.getByTestId('feedback-like');
    this.dislike = this.root.getByTestId('feedback-dislike');
    this.chosen = this.root.getByTestId('feedback-chosen');
    this.panel = page.getByTestId('feedback-panel');
  }

  /** Rates the answer, then picks the tags (by key) in the popover and submits. */
  async rate(type: 'like' | 'dislike', tags: string[]): Promise<void> {
    await (type === 'like' ? this.like : this.dislike).click();
    await this.panel.waitFor();
    for (const tag of tags) await this.panel.getByTestId(`feedback-tag-${tag}`).click();
    await this.panel.getByTestId('feedback-submit').click();
    await this.panel.waitFor({ state: 'hidden' });
  }
}
