import { expect, type Locator, type Page } from '@playwright/test';

/**
 * /articles/:id: the article editor (features/article-editor). Locators use test ids and the editor's stable
 * class names (tweets-root, drag-handle), never UI text. Editable texts are Tiptap editors (`.ProseMirror`).
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

  /** Selects a work type in the workbench's type select by its value (the option's test id), any order. */
  static async chooseWorkType(page: Page, type: string): Promise<void> {
    await page.locator('#work-type').click();
    await page.getByTestId(`work-type-option-${type}`).click();
    await expect(page.locator('.ant-select-dropdown')).toBeHidden();
  }

  /** The monitoring series of a new report (a series kind): an existing series' id, or a new name. */
  static async chooseSeries(page: Page, reportId: string): Promise<void> {
    const input = page.locator('input#work-series');
    await input.fill(reportId);
    await page.keyboard.press('Escape');
    await expect(input).toHaveValue(reportId);
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
    return this.page.locator(this.rowSelector(componentId));
  }

  private rowSelector(componentId: string): string {
    return `.pw-art-row[data-row-id="${componentId}"]`;
  }

  /** Right-clicks a component's row: its context menu (replace / remove) opens. */
  async openComponentMenu(componentId: string): Promise<Locator> {
    // A just-inserted component swaps its skeleton for its content after 2 s; open the menu on the settled row.
    await expect(this.row(componentId).locator('.ant-skeleton')).toHaveCount(0);
    await this.row(componentId).click({ button: 'right' });
    const menu = this.page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
    await expect(menu).toBeVisible();
    return menu;
  }

  /** An entry of the open context menu by its key (antd ends each item's menu id with it), not its text. */
  menuItem(menu: Locator, key: 'replace' | 'remove'): Locator {
    return menu.locator(`[data-menu-id$="-${key}"]`);
  }

  /** Opens a component's context menu and picks replace. */
  async chooseReplace(componentId: string): Promise<void> {
    // A re-render under the open menu (a save landing, a skeleton ending) can close it: open it again.
    await expect(async () => {
      const menu = await this.openComponentMenu(componentId);
      await this.menuItem(menu, 'replace').click({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  }

  /** The video card of a video component (its source line carries the file name or link). */
  videoCard(componentId: string): Locator {
    return this.row(componentId).getByTestId('article-video');
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

  /**
   * Types `text` at the end of the body text holding `anchor`, once the editor has taken the finished work;
   * types again if the field was redrawn under the keystrokes (the text then never reached the editor).
   */
  async appendToBodyText(anchor: string, text: string): Promise<void> {
    await expect(this.progress).toHaveCount(0, { timeout: 60_000 });
    await expect(async () => {
      const field = this.page
        .locator('.ProseMirror[data-testid="body-text"]')
        .filter({ hasText: anchor })
        .first();
      await field.scrollIntoViewIfNeeded();
      // A one-line body sits under the hover insert buttons of the slot after it: focus it by keyboard.
      await field.focus();
      await this.page.keyboard.press('ControlOrMeta+End');
      await this.page.keyboard.type(text);
      await expect(this.page.locator('.ProseMirror').filter({ hasText: text.trim() }).first()).toBeVisible({
        timeout: 3_000,
      });
    }).toPass({ timeout: 60_000 });
  }

  /** Waits for the auto-save indicator to say saved (and the page title to lose " Saving..."). */
  async waitSaved(): Promise<void> {
    await expect(this.saveState).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  }

  /**
   * Images grow their rows when they appear (after an inserted component's skeleton, or lazily near the
   * viewport): one appearing mid-gesture moves the drag's target. Wait for them all first, as a user would.
   */
  private async loadAllImages(): Promise<void> {
    // A component just inserted shows a skeleton for 2 s before its image.
    await expect(this.page.locator('.tweets-root .pw-art-figskeleton')).toHaveCount(0);
    await this.page.evaluate(async () => {
      const images = [...document.querySelectorAll<HTMLImageElement>('.tweets-root img')];
      for (const img of images) img.loading = 'eager';
      const loaded = images.map((img) =>
        img.complete
          ? Promise.resolve()
          : new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
      );
      await Promise.race([Promise.all(loaded), new Promise((done) => setTimeout(done, 10_000))]);
    });
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

  /**
   * Drags one component's handle onto another one next to it on the screen (they swap). Lazy images above the
   * rows may still push them while we aim, so the drag is only released once `from` itself is the row being
   * dragged; otherwise it is cancelled with Escape and tried again.
   */
  async dragOnto(fromId: string, toId: string): Promise<void> {
    const from = this.row(fromId);
    const to = this.row(toId);
    const handle = from.locator('> .drag-handle');
    await this.loadAllImages();
    for (let attempt = 0; attempt < 8; attempt++) {
      // Centre the way from the handle to the target: near the scroller's edges dnd-kit scrolls while dragging,
      // which would carry the drop onto a neighbour.
      await this.page.evaluate(
        ([fromSel, toSel]) => {
          const grip = document.querySelector(`${fromSel} > .drag-handle`);
          const target = document.querySelector(toSel ?? '');
          const scroller = grip?.closest('.tweets-root');
          if (!grip || !target || !scroller) return;
          const g = grip.getBoundingClientRect();
          const t = target.getBoundingClientRect();
          const s = scroller.getBoundingClientRect();
          const middle = (g.top + g.height / 2 + t.top + t.height / 2) / 2;
          scroller.scrollTop += middle - (s.top + s.height / 2);
        },
        [this.rowSelector(fromId), this.rowSelector(toId)],
      );
      const a = await this.settledBox(handle);
      if (!a) continue;
      const x = a.x + a.width / 2;
      const y = a.y + a.height / 2;
      const onHandle = await handle.evaluate(
        (el, [px, py]) => el.contains(document.elementFromPoint(px ?? 0, py ?? 0)),
        [x, y],
      );
      if (!onHandle) continue;
      await this.page.mouse.move(x, y);
      await this.page.mouse.down();
      await this.page.mouse.move(x, y + 10, { steps: 4 });
      const grabbed = await from.evaluate((el) => el.classList.contains('is-dragging'));
      const b = grabbed ? await to.boundingBox() : null;
      if (!b) {
        await this.page.keyboard.press('Escape');
        await this.page.mouse.up();
        continue;
      }
      await this.page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
      await this.page.mouse.up();
      return;
    }
    throw new Error(`the drag handle of ${fromId} could not be grabbed`);
  }

  /** Comments on a component from its section's comment button; the popover is closed again. */
  async addComment(componentId: string, text: string): Promise<void> {
    await this.row(componentId).scrollIntoViewIfNeeded();
    await this.commentTrigger(componentId).click();
    const comments = this.comments;
    await expect(comments.panel).toBeVisible();
    await comments.input.fill(text);
    await comments.submit.click();
    await expect(comments.items.filter({ hasText: text })).toHaveCount(1);
    await this.page.keyboard.press('Escape');
  }

  commentTrigger(sectionId: string): Locator {
    return this.page.locator(`[data-testid="section-comment-trigger"][data-section-id="${sectionId}"]`);
  }

  /** An infographic's poster frame (the kind's own look on the article root). */
  get poster(): Locator {
    return this.page.locator('.pw-art-root.pw-infog');
  }

  /** The key-figure tiles of an infographic, in poster order. */
  get tiles(): Locator {
    return this.page.getByTestId('infographic-tile');
  }

  /** One editable text of a tile (label, value, unit or note). */
  tileField(tile: Locator, field: 'label' | 'value' | 'unit' | 'note'): Locator {
    return tile.locator(`.ProseMirror[data-testid="figure-${field}"]`);
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
