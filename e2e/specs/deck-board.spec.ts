import { DeckBoardPage } from '../pages/DeckBoardPage';
import { LoginPage } from '../pages/LoginPage';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/test-env';
import { apiLogin, createDeck, deckDetail, generatedDeck, uploadParsedSource } from '../support/works-api';

test('a deck streams onto the board, shows the trial design, and keeps edits to a title and a table cell', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiLogin(request);
  const fileId = await uploadParsedSource(request, token, 'trial-abstract.txt');

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(ADMIN.email, ADMIN.password);

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
  // The e2e server has no LLM: one line says the text came from templates and what a model would add.
  await expect(page.getByTestId('deck-offline-notice')).toContainText('由模板离线生成');
  // The board fills exactly what the shell leaves: the window itself never scrolls (that would close menus).
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBe(0);

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

  // Typed text is never lost: Escape, then a click elsewhere, keeps it.
  await title.dblclick({ position: { x: 3, y: 3 } });
  await expect(board.editor).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' (final)');
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(board.editor).toHaveCount(0);
  await expect(title).toHaveText('Trial design of HELIOS-2 (final)');

  // A text longer than the layout allows (the ratio takes 12 characters) is refused and stays in the editor.
  const ratio = board.text(design, 'randomization_ratio');
  await ratio.dblclick({ position: { x: 3, y: 3 } });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2:1 stratified by region');
  await page.keyboard.press('Enter');
  await expect(board.editor).toBeFocused();
  await expect(board.editor).toHaveText('2:1 stratified by region');
  await page.keyboard.press('Escape');
  await expect(board.editor).toHaveCount(0);
  await expect(ratio).toHaveText('2:1');

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
  await expect(board.text(designAgain, 'title')).toHaveText('Trial design of HELIOS-2 (final)');
  const tableAgain = board.slideWithLayout('slide_table_001');
  await board.reveal(tableAgain);
  await expect(board.cell(tableAgain, 0, 1)).toContainText('63 (range 18-84)');
});

test('undo and redo go over slide states and are saved too', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { id } = await generatedDeck(request, { outLang: 'zh-cn' });

  const board = await DeckBoardPage.loginTo(page, id);
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

/**
 * The offline writer finishes a deck in well under a second, too fast to watch it stream. This test replays the
 * server's own answers for a finished deck as if generation had just started: the first detail says
 * "inProgress" with no slides yet, and the stream (the server's real SSE answer) is held back until the test
 * has seen the skeletons.
 */
test('while generating: skeletons, progress, then slides load one after another', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token, id } = await generatedDeck(request, { outLang: 'zh-cn' });
  const realStream = await request.get(`/api/prowrite/v1/generate/stream?id=${id}&token=${token}`);
  const sse = await realStream.text();
  expect(sse).toContain('event: slide');

  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let first = true;
  await page.route('**/api/prowrite/v1/detail?*', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: { data: Record<string, unknown> } };
    if (first) {
      first = false;
      Object.assign(body.data.data, { process: 'inProgress', slide_list: [], progress: 0, report_status: 0 });
    }
    await route.fulfill({ response: res, json: body });
  });
  await page.route('**/api/prowrite/v1/generate/stream?*', async (route) => {
    await gate;
    await route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream' }, body: sse });
  });

  const board = await DeckBoardPage.loginTo(page, id);
  await expect(board.skeletons.first()).toBeVisible();
  await expect(page.getByTestId('deck-progress')).toBeVisible();

  release();
  // Slide 1 types in first while later slides wait their turn.
  await expect(board.slide(1)).toHaveAttribute('data-drawn', 'true');
  await expect(board.slide(3)).toHaveAttribute('data-drawn', 'false');
  // Once generation has ended only slides near the viewport are drawn: scroll to it.
  await expect(page.getByTestId('deck-progress')).toHaveCount(0);
  await board.slide(3).scrollIntoViewIfNeeded();
  await expect(board.slide(3)).toHaveAttribute('data-drawn', 'true', { timeout: 20_000 });
  const last = board.slides.last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-drawn', 'true', { timeout: 20_000 });
  // Far above the window now: slide 1 is no longer drawn.
  await expect(board.slide(1)).toHaveAttribute('data-drawn', 'false');

  // The animation switch is remembered.
  await expect(board.animationSwitch).toHaveAttribute('aria-checked', 'true');
  await board.animationSwitch.click();
  await expect(board.animationSwitch).toHaveAttribute('aria-checked', 'false');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect(board.slides.first()).toBeVisible();
  await expect(board.animationSwitch).toHaveAttribute('aria-checked', 'false');
});

test('a save that meets a newer version keeps the typed text and applies it again after reload', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token, id } = await generatedDeck(request, { outLang: 'en' });

  const board = await DeckBoardPage.loginTo(page, id);
  const design = board.slideWithLayout('clinical_trial_001');
  await board.reveal(design);

  // Someone else saves the deck in the meantime: the board's version is now old.
  const current = await request.get(`/api/prowrite/v1/detail?id=${id}`, {
    headers: { 'Access-Token': token },
  });
  const { data } = (await current.json()) as { data: { data: { slide_list: unknown[]; version: number } } };
  const saved = await request.put('/api/prowrite/v1/save', {
    headers: { 'Access-Token': token },
    data: { id, slide_data: data.data.slide_list, version: data.data.version },
  });
  expect(saved.status()).toBe(200);

  await board.replaceText(board.text(design, 'overall_patient_number'), '218');
  await expect(page.getByTestId('deck-conflict')).toBeVisible({ timeout: 15_000 });
  // The typed text is still on the slide and listed in the dialog.
  await expect(board.text(design, 'overall_patient_number')).toHaveText('N=218');
  await page.getByTestId('deck-conflict-reapply').click();
  await expect(page.getByTestId('deck-conflict')).toHaveCount(0);
  await board.waitSaved();

  await page.reload();
  const again = board.slideWithLayout('clinical_trial_001');
  await board.reveal(again);
  await expect(board.text(again, 'overall_patient_number')).toHaveText('N=218');
});

test('when the stream cannot be used the board follows generation by polling the detail', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token, id } = await generatedDeck(request, { outLang: 'en' });
  const slideCount = (await deckDetail(request, token, id)).slide_list.length;

  // The first detail shows generation just started; the stream answers 204 (an EventSource then gives up).
  let details = 0;
  await page.route('**/api/prowrite/v1/detail?*', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: { data: Record<string, unknown> } };
    details++;
    if (details === 1) {
      Object.assign(body.data.data, { process: 'inProgress', slide_list: [], progress: 0, report_status: 0 });
    }
    await route.fulfill({ response: res, json: body });
  });
  await page.route('**/api/prowrite/v1/generate/stream?*', (route) => route.fulfill({ status: 204 }));

  const board = await DeckBoardPage.loginTo(page, id);
  await expect(board.slides).toHaveCount(slideCount, { timeout: 20_000 });
  expect(details).toBeGreaterThan(1);
  await expect(page.getByTestId('deck-progress')).toHaveCount(0);
});
