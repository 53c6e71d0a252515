import { DeckBoardPage } from '../pages/DeckBoardPage';
import { LoginPage } from '../pages/LoginPage';
import { ShareDialog } from '../pages/ShareDialog';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/test-env';
import { deckDetail, generatedDeck } from '../support/works-api';

test('sharing asks first, and revoking makes the public page not found at once', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const { token, id } = await generatedDeck(request, { outLang: 'en' });
  const name = (await deckDetail(request, token, id)).baseInfo.name;

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(ADMIN.email, ADMIN.password);
  const board = new DeckBoardPage(page);
  await board.goto(id);
  await expect(board.slides.first()).toBeVisible({ timeout: 20_000 });

  // The click publishes nothing: the dialog names what becomes public and waits for the confirmation.
  const share = new ShareDialog(page);
  await share.open();
  await expect(share.what).toContainText(name);
  expect((await deckDetail(request, token, id)).ppt_id).toBeNull();
  const link = await share.publish();
  expect(link).toMatch(/\/preview-ppt\/[^?]+\?reportId=.+/);

  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(link);
  await expect(publicPage.getByTestId('public-title')).toHaveText(name);
  // Downloads are off unless the owner turns them on: no export button for visitors.
  await expect(publicPage.getByTestId('public-preview')).toBeVisible();
  await expect(publicPage.getByTestId('export-open')).toHaveCount(0);

  await share.revoke();
  await publicPage.reload();
  await expect(publicPage.getByTestId('public-not-found')).toBeVisible();

  // Publishing again makes a new pair; the old link stays dead.
  const again = await share.publish();
  expect(again).not.toBe(link);
  await publicPage.goto(again);
  await expect(publicPage.getByTestId('public-title')).toHaveText(name);
  await publicPage.goto(link);
  await expect(publicPage.getByTestId('public-not-found')).toBeVisible();
  await visitor.close();
});
