import type { Locator, Page } from '@playwright/test';

/** /chat-pdf and /chat-text: the composer, the answers and their citation buttons. */
export class ChatPage {
  readonly input: Locator;
  readonly send: Locator;
  readonly stop: Locator;
  readonly answers: Locator;
  /** Shown in text chat only when the server has web search (SEARXNG_URL). */
  readonly webSearch: Locator;
  readonly optimize: Locator;
  readonly optimized: Locator;
  readonly acceptOptimized: Locator;
  /** The composer's note when the server has no model (the offline engine answers): no picker then. */
  readonly modelOffline: Locator;
  readonly models: Locator;
  /** The 10004 / 10005 dialog; its `data-kind` is the spec's dialog kind (overLimitTip, msgOverLimit). */
  readonly limitDialog: Locator;
  readonly limitKind: Locator;

  constructor(readonly page: Page) {
    this.input = page.getByTestId('chat-input');
    this.send = page.getByTestId('chat-send');
    this.stop = page.getByTestId('chat-stop');
    this.answers = page.getByTestId('chat-answer');
    this.webSearch = page.getByTestId('chat-web-search');
    this.optimize = page.getByTestId('chat-optimize');
    this.optimized = page.getByTestId('chat-optimized-text');
    this.acceptOptimized = page.getByTestId('chat-optimize-accept');
    this.modelOffline = page.getByTestId('chat-model-offline');
    this.models = page.getByTestId('chat-models');
    this.limitDialog = page.getByRole('dialog').filter({ has: page.getByTestId('chat-limit-kind') });
    this.limitKind = page.getByTestId('chat-limit-kind');
  }

  async ask(question: string): Promise<void> {
    await this.input.fill(question);
    await this.send.click();
  }

  lastAnswer(): Locator {
    return this.answers.last();
  }

  citation(n: number): Locator {
    return this.lastAnswer().getByTestId(`chat-cite-${n}`);
  }

  /** A web citation's entry in the answer's source list (a link to the result). */
  sourceLink(n: number): Locator {
    return this.lastAnswer().getByTestId(`chat-source-link-${n}`);
  }
}
