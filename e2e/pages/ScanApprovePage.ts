import type { Locator, Page } from '@playwright/test';

/** The phone's approval page (the URL inside the login QR code): who asks, Approve / Refuse. */
export class ScanApprovePage {
  readonly card: Locator;
  readonly browser: Locator;
  readonly approve: Locator;
  readonly refuse: Locator;
  readonly done: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.card = page.getByTestId('scan-approve');
    this.browser = page.getByTestId('scan-approve-browser');
    this.approve = page.getByTestId('scan-approve-button');
    this.refuse = page.getByTestId('scan-reject-button');
    this.done = page.getByTestId('scan-approve-done');
    this.error = page.getByTestId('scan-approve-error');
  }
}
