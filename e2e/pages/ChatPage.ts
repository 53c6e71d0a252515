import type { Locator, Page } from '@playwright/test';

/** /chat-pdf and /chat-text: the composer, the answers and their citation buttons. */
export class ChatPage {
  readonly input: Locator;
  readonly send: Locator;
  readonly stop: Locator;
  readonly answers: Locator;

  constructor(readonly page: Page) {
    this.input = page.getByTestId('chat-input');
    this.send = page.getByTestId('chat-send');
    this.stop = page.getByTestId('chat-stop');
    this.answers = page.getByTestId('chat-answer');
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
}
