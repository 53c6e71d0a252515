import { expect, test } from '../support/fixtures';
import { AdminPage } from '../pages/AdminPage';
import { ConsoleShell } from '../pages/ConsoleShell';
import { LoginPage } from '../pages/LoginPage';
import { ADMIN } from '../support/test-env';

test('the admin creates a user who is listed, then logs out; the new member has no Manage', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const member = {
    email: `li.na.${suffix}@e2e.prowrite.test`,
    name: `李娜 ${suffix}`,
    password: 'member-Passw0rd',
  };

  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN.email, ADMIN.password);
  const shell = new ConsoleShell(page);
  await shell.expectLoaded(ADMIN.name);

  await shell.navManage.click();
  await expect(page).toHaveURL(/\/console$/);
  const admin = new AdminPage(page);
  await expect(admin.row(ADMIN.email)).toBeVisible();

  // Client-side validation: a password shorter than 8 characters is refused before any call.
  await admin.openNewUser();
  await admin.submitNewUser({ ...member, password: 'short' });
  await expect(admin.fieldError('password')).toHaveText('密码至少需要 8 个字符');

  await admin.submitNewUser(member);
  await expect(admin.userForm).toBeHidden();
  await expect(admin.row(member.email)).toBeVisible();
  await expect(admin.row(member.email)).toContainText(member.name);
  await expect(admin.row(member.email)).toContainText('成员');

  // The same email again: the server's conflict is shown in the dialog.
  await admin.openNewUser();
  await admin.submitNewUser(member);
  await expect(admin.userFormError).toContainText('该邮箱已注册账号');
  await page.keyboard.press('Escape');
  await expect(admin.userForm).toBeHidden();

  await shell.logout();
  await expect(page).toHaveURL(/\/login$/);
  await login.useAccountMethod();

  // The member logs in: no Manage entry, and /console answers with the no-permission page.
  await login.login(member.email, member.password);
  await shell.expectLoaded(member.name);
  await expect(shell.navManage).toHaveCount(0);
  await page.goto('/console');
  await expect(page).toHaveURL(/\/no-permission$/);
  await expect(page.getByText('没有访问权限')).toBeVisible();
});

test('the first administrator creates a team and adds its first member to it', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const team = `肿瘤医学部 ${suffix}`;
  const member = {
    email: `wang.fang.${suffix}@e2e.prowrite.test`,
    name: `王芳 ${suffix}`,
    password: 'member-Passw0rd',
  };

  const login = new LoginPage(page);
  await login.goto('/login?redirect=%2Fconsole');
  await login.login(ADMIN.email, ADMIN.password);
  const admin = new AdminPage(page);
  await expect(admin.table).toBeVisible();

  await admin.createTeam(team);
  await expect(admin.chosenTeam).toContainText(team);
  await admin.submitNewUser({ ...member, role: 'admin' });
  await expect(admin.userForm).toBeHidden();
  const row = admin.row(member.email);
  await expect(row).toContainText(team);
  await expect(row).toContainText('管理员');

  // The new team's company template (decision 0007): off by default, switched on, kept after a reload.
  const flag = admin.companyTemplateSwitch(team);
  await expect(flag).toHaveAttribute('aria-checked', 'false');
  await flag.click();
  await expect(page.getByText(`已为 ${team} 开启公司模板`)).toBeVisible();
  await expect(flag).toHaveAttribute('aria-checked', 'true');
  await admin.goto();
  await expect(admin.companyTemplateSwitch(team)).toHaveAttribute('aria-checked', 'true');
});
