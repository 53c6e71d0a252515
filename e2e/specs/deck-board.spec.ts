import { DeckBoardPage } from '../pages/DeckBoardPage';
import { LoginPage } from '../pages/LoginPage';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/test-env';
import { apiLogin, createDeck, deckDetail, uploadParsedSource } from '../support/works-api';

test('a deck streams onto the board, shows the trial design, and keeps edits to a title and a table cell', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiLogin(request);
  const fileId = await uploadParsedSource(request, token, 'trial-abstract.txt');

  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN.email, ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);

  // Open the board straight after creating the work: slides arrive on the stream (or were all there already).
  const id = await createDeck(request, token, [fileId], { outLang: 'en' });
  const board = new DeckBoardPage(page);
  await board.goto(id);
  await expect(board.slides.first()).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => (await deckDetail(request, token, id)).process, { timeout: 30_000 })
    .toBe('end');
  const server = await deckDetail(request, token, id);
  await expect(board.slides).toHaveCount(server.slide_list.length);
  await expect(board.title).not.toBeEmpty();

  // The trial-design slide shows N and the randomisation ratio of the abstract.
  const design = board.slideWithLayout('clinical_trial_001');
  await board.reveal(design);
  await expect(board.text(design, 'overall_patient_number')).toHaveText('N=217');
  await expect(board.text(design, 'randomization_ratio')).toHaveText('2:1');
  await expect(design.locator('.pw-number', { hasText: '2:1' })).toHaveCount(1);

  // Edit the slide title in place.
  const title = board.text(design, 'title');
  await expect(title).toHaveAttribute('data-editable', 'true');
  await board.replaceText(title, 'Trial design of HELIOS-2');
  await expect(title).toHaveText('Trial design of HELIOS-2');

  // Edit a table cell (first data row, second column).
  const tableSlide = board.slideWithLayout('slide_table_001');
  await board.reveal(tableSlide);
  const cell = board.cell(tableSlide, 0, 1);
  await expect(cell).toHaveText('62');
  await board.replaceText(cell, '63 (range 18-84)');
  await expect(cell).toContainText('63 (range 18-84)');

  await board.waitSaved();
  await expect(page).not.toHaveTitle(/Saving|保存中/);

  // Both edits are on the server: a reload shows them.
  await page.reload();
  const designAgain = board.slideWithLayout('clinical_trial_001');
  await board.reveal(designAgain);
  await expect(board.text(designAgain, 'title')).toHaveText('Trial design of HELIOS-2');
  const tableAgain = board.slideWithLayout('slide_table_001');
  await board.reveal(tableAgain);
  await expect(board.cell(tableAgain, 0, 1)).toContainText('63 (range 18-84)');
});

test('undo and redo go over slide states and are saved too', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiLogin(request);
  const fileId = await uploadParsedSource(request, token, 'trial-abstract.txt');
  const id = await createDeck(request, token, [fileId], { outLang: 'zh-cn' });
  await expect
    .poll(async () => (await deckDetail(request, token, id)).process, { timeout: 30_000 })
    .toBe('end');

  const login = new LoginPage(page);
  await login.goto(`/login?redirect=${encodeURIComponent(`/decks/${id}`)}`);
  await login.login(ADMIN.email, ADMIN.password);
  const board = new DeckBoardPage(page);
  await expect(board.board).toBeVisible();

  const design = board.slideWithLayout('clinical_trial_001');
  await board.reveal(design);
  const title = board.text(design, 'title');
  const original = (await title.textContent()) ?? '';
  await board.replaceText(title, '试验设计（已修改）');
  await expect(title).toHaveText('试验设计（已修改）');
  await board.waitSaved();

  await page.keyboard.press('ControlOrMeta+Z');
  await expect(title).toHaveText(original);
  await board.waitSaved();
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect(title).toHaveText('试验设计（已修改）');
  await board.waitSaved();

  await page.reload();
  await board.reveal(board.slideWithLayout('clinical_trial_001'));
  await expect(board.text(board.slideWithLayout('clinical_trial_001'), 'title')).toHaveText(
    '试验设计（已修改）',
  );
});
