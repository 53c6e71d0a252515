import { expect, type Locator, type Page } from '@playwright/test';

/** The workbench's chat-revise panel (/works): answers about the selected work and revisions to decide. */
export class ChatRevisePanel {
  readonly tab: Locator;
  readonly root: Locator;
  readonly input: Locator;
  readonly send: Locator;
  readonly slidePicker: Locator;
  readonly componentPicker: Locator;
  readonly answers: Locator;
  readonly revisions: Locator;
  readonly shortcuts: Locator;

  constructor(readonly page: Page) {
    this.tab = page.getByTestId('chat-revise-tab');
    this.root = page.getByTestId('chat-revise');
    this.input = page.getByTestId('revise-input');
    this.send = page.getByTestId('revise-send');
    this.slidePicker = page.getByTestId('revise-slide');
    this.componentPicker = page.getByTestId('revise-component');
    this.answers = page.getByTestId('revise-answer');
    this.revisions = page.getByTestId('revision-card');
    this.shortcuts = page.getByTestId('chat-shortcuts');
  }

  /** Opens the workbench on a work (?reportId=) and switches to the panel. */
  async open(workId: string): Promise<void> {
    await this.page.goto(`/works?reportId=${encodeURIComponent(workId)}`);
    await this.tab.click();
    await expect(this.root).toBeVisible();
  }

  /**
   * Picks the slide to revise by searching the options (number and title) for `title`: the last one titled so
   * (a chapter divider before it may carry the same title).
   */
  async pickSlide(title: string): Promise<void> {
    await this.slidePicker.click();
    await this.page.keyboard.type(title);
    await this.page.locator('.ant-select-item-option').filter({ hasText: title }).last().click();
  }

  /** Picks the article component to revise by its title (the picker lists an article's components). */
  async pickComponent(title: string): Promise<void> {
    await this.componentPicker.click();
    await this.page.keyboard.type(title);
    await this.page.locator('.ant-select-item-option').filter({ hasText: title }).first().click();
  }

  /** Asks and waits until the answer has ended. */
  async ask(question: string): Promise<Locator> {
    const before = await this.answers.count();
    await this.input.fill(question);
    await this.send.click();
    const answer = this.answers.nth(before);
    await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    return answer;
  }

  lastRevision(): Locator {
    return this.revisions.last();
  }
}
