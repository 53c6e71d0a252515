import { expect, type Locator, type Page } from '@playwright/test';

export type NewUser = { email: string; name: string; password: string; role?: 'admin' | 'member' };

/** /console ("Manage"): the users table and the new-user dialog. */
export class AdminPage {
  readonly table: Locator;
  readonly newUserButton: Locator;
  readonly userForm: Locator;
  readonly userFormError: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId('users-table');
    this.newUserButton = page.getByTestId('new-user');
    this.userForm = page.getByTestId('create-user-form');
    this.userFormError = page.getByTestId('create-user-error');
  }

  async goto(): Promise<void> {
    await this.page.goto('/console');
    await expect(this.table).toBeVisible();
  }

  row(text: string): Locator {
    return this.table.locator('tbody tr', { hasText: text });
  }

  async openNewUser(): Promise<void> {
    await this.newUserButton.click();
    await expect(this.userForm).toBeVisible();
  }

  /** Fills the open dialog and presses its OK button. */
  async submitNewUser(user: NewUser): Promise<void> {
    await this.userForm.locator('input#email').fill(user.email);
    await this.userForm.locator('input#name').fill(user.name);
    await this.userForm.locator('input#password').fill(user.password);
    if (user.role) await this.userForm.locator(`input[type="radio"][value="${user.role}"]`).check();
    await this.page.locator('.ant-modal-footer .ant-btn-primary').click();
  }

  fieldError(field: 'email' | 'name' | 'password' | 'team_id'): Locator {
    return this.userForm.locator(`#${field}_help`);
  }
}
