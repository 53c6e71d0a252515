import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The trial site: the product site page (/ai/medical) whose "try now" makes the visitor a temporary user, the medical inquiry page
 * (/medpilot) that does the same for its chat, the free-quota welcome and the trial user's header call to sign
 * up. Locators avoid UI text, which changes with the language.
 */
export class TrialPages {
  readonly welcome: Locator;
  readonly welcomeStart: Locator;
  readonly signup: Locator;
  readonly entryError: Locator;
  readonly productSite: Locator;
  readonly productSiteTry: Locator;
  readonly medicalInquiry: Locator;
  readonly medicalTrialNote: Locator;
  /** The chat's own source upload (the file input inside its upload button). */
  readonly chatUpload: Locator;
  readonly chatUploadPending: Locator;

  constructor(readonly page: Page) {
    this.welcome = page.getByTestId('trial-welcome-body');
    this.welcomeStart = page.getByTestId('trial-welcome-start');
    this.signup = page.getByTestId('trial-signup');
    this.entryError = page.getByTestId('trial-entry-error');
    this.productSite = page.getByTestId('product-site');
    this.productSiteTry = page.getByTestId('product-site-try');
    this.medicalInquiry = page.getByTestId('medpilot');
    this.medicalTrialNote = page.getByTestId('medpilot-trial-note');
    this.chatUpload = this.medicalInquiry.locator('.ant-upload input[type="file"]');
    this.chatUploadPending = page.getByTestId('chat-upload-pending');
  }

  /** Opens the medical inquiry page and waits for its chat (a visitor is given a trial session first). */
  async openMedicalInquiry(): Promise<void> {
    await this.page.goto('/medpilot');
    await expect(this.medicalInquiry).toBeVisible();
    await expect(this.page.getByTestId('chat-pdf')).toBeVisible();
  }

  /** Uploads a source from the chat and waits until it is read and offered to the question. */
  async uploadToChat(file: string): Promise<void> {
    await this.chatUpload.setInputFiles(file);
    await expect(this.chatUploadPending).toHaveCount(1);
    await expect(this.chatUploadPending).toHaveCount(0, { timeout: 120_000 });
  }

  /** Opens the product site page and its "try now" (the trial entry). */
  async tryNow(): Promise<void> {
    await this.page.goto('/ai/medical');
    await expect(this.productSite).toBeVisible();
    await this.productSiteTry.click();
  }

  /** Starts (or goes on with) a trial from the product site page and waits for the works page it leads to. */
  async start(): Promise<void> {
    await this.tryNow();
    await this.page.waitForURL(/\/works$/);
  }

  /** The signed-in user's id, asked of the server with the page's own session (every trial user is "Guest"). */
  async currentUserId(): Promise<string> {
    const token = await this.page.evaluate(() => localStorage.getItem('prowrite.access_token'));
    expect(token).not.toBeNull();
    const res = await this.page.request.get('/api/user/getuserbytoken', {
      headers: { 'Access-Token': token ?? '' },
    });
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { data: { id: string; type: string } };
    expect(body.data.type).toBe('jw_n_tmp_user');
    return body.data.id;
  }

  async closeWelcome(): Promise<void> {
    await expect(this.welcome).toBeVisible();
    await this.welcomeStart.click();
    await expect(this.welcome).toBeHidden();
  }
}
