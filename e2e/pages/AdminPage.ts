import { expect, type Locator, type Page } from '@playwright/test';

export type NewUser = { email: string; name: string; password: string; role?: 'admin' | 'member' };

/** /console ("Manage"): the users table and the new-user dialog. */
export class AdminPage {
  readonly table: Locator;
  readonly newUserButton: Locator;
  readonly userForm: Locator;
  readonly userFormError: Locator;
  readonly newTeamButton: Locator;
  readonly teamForm: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId('users-table');
    this.newUserButton = page.getByTestId('new-user');
    this.userForm = page.getByTestId('create-user-form');
    this.userFormError = page.getByTestId('create-user-error');
    this.newTeamButton = page.getByTestId('new-team');
    this.teamForm = page.getByTestId('create-team-form');
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
    await this.userForm.locator('input#create-user_email').fill(user.email);
    await this.userForm.locator('input#create-user_name').fill(user.name);
    await this.userForm.locator('input#create-user_password').fill(user.password);
    if (user.role) {
      await this.userForm
        .locator('label.ant-radio-button-wrapper', { has: this.page.locator(`input[value="${user.role}"]`) })
        .click();
    }
    await this.okButton(this.userForm).click();
  }

  /** Creates a team; the new-user dialog then opens with that team chosen. */
  async createTeam(name: string): Promise<void> {
    await this.newTeamButton.click();
    await this.teamForm.locator('input#create-team_name').fill(name);
    await this.okButton(this.teamForm).click();
    await expect(this.teamForm).toBeHidden();
    await expect(this.userForm).toBeVisible();
  }

  /**
   * Invites an email address with a role through the invite dialog; answers the invitation link it shows
   * (the e2e server has no mail service, so the dialog says to pass the link on).
   */
  async inviteByEmail(email: string, role: 'admin' | 'member' | 'viewer'): Promise<string> {
    await this.page.getByTestId('invite-member').click();
    const form = this.page.getByTestId('invite-form');
    await form.locator('input#invite-member_email').fill(email);
    await form
      .locator('label.ant-radio-button-wrapper', { has: this.page.locator(`input[value="${role}"]`) })
      .click();
    await this.page.getByTestId('invite-submit').click();
    const link = this.page.getByTestId('invite-link');
    await expect(link).toContainText('/signup?sid=');
    const text = (await link.textContent()) ?? '';
    await this.page.getByTestId('invite-done').click();
    await expect(this.page.getByTestId('invite-result')).toBeHidden();
    return text.trim();
  }

  /** The company-template switch on a team's row of the teams card. */
  companyTemplateSwitch(teamName: string): Locator {
    return this.page
      .getByTestId('team-row')
      .filter({ hasText: teamName })
      .getByTestId('team-company-template');
  }

  /** The team shown in the open new-user dialog. */
  get chosenTeam(): Locator {
    return this.userForm.getByTestId('create-user-team');
  }

  fieldError(field: 'email' | 'name' | 'password' | 'team_id'): Locator {
    return this.userForm.locator(`#create-user_${field}_help`);
  }

  /** The OK button of the dialog that holds `form`. */
  private okButton(form: Locator): Locator {
    return this.page
      .locator('.ant-modal')
      .filter({ has: form })
      .locator('.ant-modal-footer .ant-btn-primary');
  }
}
