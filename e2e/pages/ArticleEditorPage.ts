import { expect, type Locator, type Page } from '@playwright/test';

/**
 * /articles/:id: the article editor (features/article-editor). Locators use test ids and the spec's class
 * names (tweets-root, drag-handle), never UI text. Editable texts are Tiptap editors (`.ProseMirror`).
 */
export class ArticleEditorPage {
  readonly root: Locator;
  readonly list: Locator;
  readonly components: Locator;
  readonly saveState: Locator;
  readonly undo: Locator;
  readonly progress: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('article-editor');
    this.list = page.locator('.tweets-root');
    this.components = page.getByTestId('article-component');
    this.saveState = page.getByTestId('article-save-state');
    this.undo = page.getByTestId('article-undo');
    this.progress = page.getByTestId('article-progress');
    this.empty = page.getByTestId('article-empty');
  }

  /** Selects Tweets or PatientEducationPost in the workbench's type select. */
  static async chooseWorkType(page: Page, type: 'Tweets' | 'PatientEducationPost'): Promise<void> {
    await page.locator('#work-type').click();
    // Options in order: PPT, Tweets, PatientEducationPost (labels follow the language).
    const option = page.locator('.ant-select-item-option').nth(type === 'Tweets' ? 1 : 2);
    await option.click();
    await expect(page.locator('.ant-select-dropdown')).toBeHidden();
  }

  /** Creates the work from the workbench form and waits for the editor; returns the work id. */
  static async create(page: Page): Promise<string> {
    const button = page.getByTestId('create-work');
    await expect(button).toBeEnabled();
    await button.click();
    await page.waitForURL(/\/articles\/[^/?]+/);
    return decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
  }

  async goto(id: string): Promise<void> {
    await this.page.goto(`/articles/${encodeURIComponent(id)}`);
    await expect(this.root).toBeVisible();
  }

  component(kind: string): Locator {
    return this.page.locator(`[data-testid="article-component"][data-kind="${kind}"]`);
  }

  /** The editor rows (component, handle, comment button) in order. */
  rows(): Locator {
    return this.page.locator('.pw-art-row');
  }

  row(componentId: string): Locator {
    return this.page.locator(`.pw-art-row[data-row-id="${componentId}"]`);
  }

  /** The editable text (Tiptap) with this test id, `n`-th in the article. */
  editable(testId: string, n = 0): Locator {
    return this.page.locator(`.ProseMirror[data-testid="${testId}"]`).nth(n);
  }

  /** Replaces a single-line title's text. */
  async replaceText(field: Locator, text: string): Promise<void> {
    await field.click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.type(text);
  }

  /** Types at the end of a rich text. */
  async appendText(field: Locator, text: string): Promise<void> {
    await field.click();
    await this.page.keyboard.press('ControlOrMeta+End');
    await this.page.keyboard.type(text);
  }

  /** Waits for the auto-save indicator to say saved (and the page title to lose " Saving..."). */
  async waitSaved(): Promise<void> {
    await expect(this.saveState).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  }

  /** A box once it has stopped moving (lazy images above it load and push it down). */
  private async settledBox(target: Locator) {
    let last = await target.boundingBox();
    for (let i = 0; i < 20; i++) {
      await this.page.waitForTimeout(150);
      const now = await target.boundingBox();
      if (now && last && now.x === last.x && now.y === last.y && now.height === last.height) return now;
      last = now;
    }
    return last;
  }

  /** Drags one component's handle onto another one next to it on the screen (they swap). */
  async dragOnto(fromId: string, toId: string): Promise<void> {
    const from = this.row(fromId);
    const to = this.row(toId);
    const handle = from.locator('> .drag-handle');
    // The row in the middle of the scroller; lazy images above it may still push it, so look again until the
    // handle is really under the point.
    let a: Awaited<ReturnType<typeof handle.boundingBox>> = null;
    let b: Awaited<ReturnType<typeof to.boundingBox>> = null;
    let hit = false;
    for (let attempt = 0; attempt < 8 && !hit; attempt++) {
      await from.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      a = await this.settledBox(handle);
      b = await this.settledBox(to);
      if (!a || !b) continue;
      hit = await this.page.evaluate(
        ([px, py]) => document.elementFromPoint(px ?? 0, py ?? 0)?.closest('.drag-handle') !== null,
        [a.x + a.width / 2, a.y + a.height / 2],
      );
    }
    if (!a || !b || !hit) throw new Error('the drag handle could not be brought under the pointer');
    const x = a.x + a.width / 2;
    const y = a.y + a.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x, y + 10, { steps: 4 });
    await this.page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
    await this.page.mouse.up();
  }

  commentTrigger(sectionId: string): Locator {
    return this.page.locator(`[data-testid="section-comment-trigger"][data-section-id="${sectionId}"]`);
  }

  /** The open section comment popover. */
  get comments() {
    const panel = this.page.getByTestId('section-comments');
    return {
      panel,
      count: panel.getByTestId('comment-count'),
      items: panel.getByTestId('comment-item'),
      input: panel.locator('textarea[data-testid="comment-input"]'),
      submit: panel.getByTestId('comment-submit'),
    };
  }
}
