import type { Locator, Page } from '@playwright/test';

/** /signup (sign-up by invitation, the invitation link's page) and /invite-expired. Locators avoid UI text. */
export class SignupPage {
  readonly inviteCard: Locator;
  readonly inviteText: Locator;
  readonly inviteOnly: Locator;
  readonly verifyForm: Locator;
  readonly email: Locator;
  readonly sendCode: Locator;
  readonly codeSent: Locator;
  readonly code: Locator;
  readonly terms: Locator;
  readonly verify: Locator;
  readonly infoForm: Locator;
  readonly name: Locator;
  readonly password: Locator;
  readonly confirm: Locator;
  readonly complete: Locator;
  readonly dialogText: Locator;
  readonly expiredTitle: Locator;

  constructor(readonly page: Page) {
    this.inviteCard = page.getByTestId('signup-invite-card');
    this.inviteText = page.getByTestId('signup-invite-text');
    this.inviteOnly = page.getByTestId('signup-invite-only');
    this.verifyForm = page.getByTestId('signup-verify-form');
    this.email = this.verifyForm.locator('input#email');
    this.sendCode = page.getByTestId('signup-send-code');
    this.codeSent = page.getByTestId('signup-code-sent');
    this.code = this.verifyForm.locator('input#code');
    this.terms = page.getByTestId('signup-terms');
    this.verify = page.getByTestId('signup-verify');
    this.infoForm = page.getByTestId('signup-info-form');
    this.name = this.infoForm.locator('input#name');
    this.password = this.infoForm.locator('input#password');
    this.confirm = this.infoForm.locator('input#confirm');
    this.complete = page.getByTestId('signup-complete');
    this.dialogText = page.getByTestId('signup-dialog-text');
    this.expiredTitle = page.getByTestId('invite-expired-title');
  }

  /** The invitation link as the server builds it (`/signup?sid=`). */
  async openInvitation(sid: string): Promise<void> {
    await this.page.goto(`/signup?sid=${encodeURIComponent(sid)}`);
  }

  /** Step 1: the address, the terms, a code sent to it. */
  async requestCode(email: string): Promise<void> {
    await this.email.fill(email);
    await this.terms.check();
    await this.sendCode.click();
  }

  async verifyWith(code: string): Promise<void> {
    await this.code.fill(code);
    await this.verify.click();
  }

  /** Step 2: personal info, then the account is created. */
  async completeWith(name: string, password: string): Promise<void> {
    await this.name.fill(name);
    await this.password.fill(password);
    await this.confirm.fill(password);
    await this.complete.click();
  }

  /** A form item's validation message. */
  fieldError(field: 'email' | 'code' | 'agree' | 'name' | 'password' | 'confirm'): Locator {
    return this.page.locator(`#${field}_help`);
  }
}
