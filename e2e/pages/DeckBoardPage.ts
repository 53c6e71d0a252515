import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN } from '../support/test-env';
import { LoginPage } from './LoginPage';

/** /decks/:id: the deck board. Locators use test ids, layout ids and content ids, never UI text. */
export class DeckBoardPage {
  readonly board: Locator;
  readonly slides: Locator;
  readonly title: Locator;
  readonly saveState: Locator;
  readonly editor: Locator;
  readonly skeletons: Locator;
  readonly emptyNotice: Locator;
  readonly animationSwitch: Locator;

  constructor(readonly page: Page) {
    this.board = page.getByTestId('deck-board');
    this.slides = page.getByTestId('deck-slide');
    this.title = page.getByTestId('deck-title');
    this.saveState = page.getByTestId('deck-save-state');
    this.editor = page.locator('.pw-inline-editor');
    this.skeletons = page.getByTestId('deck-skeleton');
    this.emptyNotice = page.getByTestId('deck-empty');
    this.animationSwitch = page.getByTestId('deck-animation-switch');
  }

  /** Logs in as the admin on /login with the deck as the redirect (the board opens after the login). */
  static async loginTo(page: Page, id: string): Promise<DeckBoardPage> {
    const login = new LoginPage(page);
    await login.goto(`/login?redirect=${encodeURIComponent(`/decks/${id}`)}`);
    await login.login(ADMIN.email, ADMIN.password);
    return new DeckBoardPage(page);
  }

  async goto(id: string): Promise<void> {
    await this.page.goto(`/decks/${encodeURIComponent(id)}`);
    await expect(this.board).toBeVisible();
  }

  slide(num: number): Locator {
    return this.page.locator(`[data-testid="deck-slide"][data-slide-num="${num}"]`);
  }

  slideWithLayout(layoutId: string): Locator {
    return this.page.locator(`[data-testid="deck-slide"][data-layout="${layoutId}"]`).first();
  }

  /** A text element of a slide by the content id it shows. */
  text(slide: Locator, contentId: string): Locator {
    return slide.locator(`.pw-text[data-content-id="${contentId}"]`).first();
  }

  cell(slide: Locator, row: number, col: number): Locator {
    return slide.locator(`.pw-cell[data-row="${row}"][data-col="${col}"]`);
  }

  /** Scrolls the slide into view and waits until the board has drawn it. */
  async reveal(slide: Locator): Promise<void> {
    await slide.scrollIntoViewIfNeeded();
    await expect(slide).toHaveAttribute('data-drawn', 'true');
  }

  /**
   * Opens an editable element, replaces its text and finishes with Enter. The double click lands in the corner
   * of the element, away from its numbers (a click on a number opens its source instead).
   */
  async replaceText(target: Locator, text: string): Promise<void> {
    await target.dblclick({ position: { x: 3, y: 3 } });
    await expect(this.editor).toBeFocused();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.type(text);
    await this.page.keyboard.press('Enter');
    await expect(this.editor).toHaveCount(0);
  }

  async waitSaved(): Promise<void> {
    await expect(this.saveState).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  }
}
