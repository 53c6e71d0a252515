import { expect, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { ADMIN } from '../support/test-env';
import { LoginPage } from './LoginPage';

/** /works: the configure panel (sources, name, template, language), the preview and the works list. */
export class WorkbenchPage {
  readonly root: Locator;
  readonly form: Locator;
  readonly fileInput: Locator;
  readonly sources: Locator;
  readonly createButton: Locator;
  readonly createError: Locator;
  readonly works: Locator;
  readonly preview: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('workbench');
    this.form = page.getByTestId('create-work-form');
    this.fileInput = page.getByTestId('source-dropzone').locator('input[type="file"]');
    this.sources = page.getByTestId('source-file');
    this.createButton = page.getByTestId('create-work');
    this.createError = page.getByTestId('create-error');
    this.works = page.getByTestId('work-item');
    this.preview = page.getByTestId('work-preview');
  }

  /** Logs in as the admin, lands on the works page and uploads a source, waiting until it is parsed. */
  static async openWithParsedSource(page: Page, file: string): Promise<WorkbenchPage> {
    const login = new LoginPage(page);
    await login.goto('/login?redirect=%2Fworks');
    await login.login(ADMIN.email, ADMIN.password);
    const workbench = new WorkbenchPage(page);
    await expect(workbench.root).toBeVisible();
    await workbench.upload(file);
    await workbench.waitParsed(path.basename(file));
    return workbench;
  }

  async goto(): Promise<void> {
    await this.page.goto('/works');
    await expect(this.root).toBeVisible();
  }

  /** Uploads files through the drop zone's file input (the same path as choosing them). */
  async upload(...files: string[]): Promise<void> {
    await this.fileInput.setInputFiles(files);
  }

  source(name: string): Locator {
    return this.sources.filter({ hasText: name });
  }

  /** Waits until the file is uploaded and parsed. */
  async waitParsed(name: string, timeout = 120_000): Promise<void> {
    await expect(this.source(name)).toHaveAttribute('data-status', 'ready', { timeout });
  }

  async fill(opts: { name?: string; template?: string; outLang?: 'zh-cn' | 'en' }): Promise<void> {
    if (opts.name !== undefined) await this.form.locator('input#work-name').fill(opts.name);
    if (opts.template) await this.form.locator(`label:has(input[value="${opts.template}"])`).click();
    if (opts.outLang) await this.form.locator(`label:has(input[value="${opts.outLang}"])`).click();
  }

  /** Creates the work and waits for its board (a deck) or editor (an article); returns the work id. */
  async create(): Promise<string> {
    await expect(this.createButton).toBeEnabled();
    await this.createButton.click();
    await this.page.waitForURL(/\/(decks|articles)\/[^/?]+/);
    return decodeURIComponent(new URL(this.page.url()).pathname.split('/')[2] ?? '');
  }

  work(id: string): Locator {
    return this.page.locator(`[data-testid="work-item"][data-work-id="${id}"]`);
  }

  /** Selects a work in the task list (the preview and the chat-revise panel follow it, no reload). */
  async select(id: string): Promise<void> {
    await this.work(id).locator('.pw-task-main').click();
  }

  async rename(id: string, name: string): Promise<void> {
    await this.work(id).getByTestId('work-rename').click();
    const form = this.page.getByTestId('rename-work-form');
    await form.locator('input#rename-work-name').fill(name);
    await this.page
      .locator('.ant-modal')
      .filter({ has: form })
      .locator('.ant-modal-footer .ant-btn-primary')
      .click();
    await expect(form).toBeHidden();
  }

  /** Deletes through the confirmation dialog. */
  async remove(id: string): Promise<void> {
    await this.work(id).getByTestId('work-delete').click();
    const confirm = this.page.locator('.ant-modal-confirm');
    // A failure then says whether the server refused the delete or the list kept a deleted work.
    const deleted = this.page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().includes(`id=${id}`),
    );
    await confirm.locator('.ant-btn-dangerous').click();
    const response = await deleted;
    expect(response.status(), await response.text()).toBe(200);
    await expect(confirm).toBeHidden();
  }
}
