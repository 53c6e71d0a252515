import { CommentsPopover } from '../pages/CommentsPopover';
import { DeckBoardPage } from '../pages/DeckBoardPage';
import { LoginPage } from '../pages/LoginPage';
import { SourcePanel } from '../pages/SourcePanel';
import { WorkbenchPage } from '../pages/WorkbenchPage';
import { corpusFile, truthOf } from '../support/corpus';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/test-env';

type Provenance = { text: string; content_id?: string; file_id: string; page: number; quote: string };
type DetailSlide = { slide_num: number; slide_id: string; provenance?: Provenance[] };

test('a corpus paper goes from the workbench to a reviewed, checked and published deck', async ({
  page,
  request,
  browser,
}) => {
  const pdf = corpusFile('pdf/act-v.pdf');
  test.skip(pdf === null, 'the shared corpus is absent');
  if (!pdf) return;
  test.setTimeout(240_000);
  const truth = truthOf('act-v');
  const n = String(truth.n_randomized);

  const login = new LoginPage(page);
  await login.goto('/login?redirect=%2Fworks');
  await login.login(ADMIN.email, ADMIN.password);

  // Upload the paper through the workbench and create a deck from it.
  const workbench = new WorkbenchPage(page);
  await expect(workbench.root).toBeVisible();
  await expect(workbench.createButton).toBeDisabled();
  await workbench.upload(pdf);
  await workbench.waitParsed('act-v.pdf');
  const name = `ACT V review ${Date.now().toString(36)}`;
  await workbench.fill({ name, template: 'medical_template1', outLang: 'en' });
  const id = await workbench.create();

  // The slides stream onto the board; the trial design shows N and the ratio of truth.json.
  const board = new DeckBoardPage(page);
  await expect(board.board).toBeVisible();
  await expect(board.title).toHaveText(name);
  await expect(board.slides.first()).toBeVisible({ timeout: 60_000 });
  const token = await page.evaluate(() => localStorage.getItem('prowrite.access_token'));
  const headers = { 'Access-Token': token ?? '' };
  const detail = async () => {
    const res = await request.get(`/api/prowrite/v1/detail?id=${encodeURIComponent(id)}`, { headers });
    expect(res.status()).toBe(200);
    return (await res.json()).data.data as { process: string; slide_list: DetailSlide[] };
  };
  await expect.poll(async () => (await detail()).process, { timeout: 120_000 }).toBe('end');
  const slides = (await detail()).slide_list;
  await expect(board.slides).toHaveCount(slides.length);
  const design = board.slideWithLayout('clinical_trial_001');
  await board.reveal(design);
  await expect(board.text(design, 'overall_patient_number')).toHaveText(`N=${n}`);
  await expect(board.text(design, 'randomization_ratio')).toHaveText(truth.ratio ?? '');
  const designNum = Number(await design.getAttribute('data-slide-num'));

  // Comments: shown once the company-template flag is on; add, keep a draft, delete.
  const comments = new CommentsPopover(page);
  await expect(comments.trigger(designNum)).toHaveCount(0);
  await page.getByTestId('company-flag-switch').click();
  await board.reveal(design);
  await comments.open(designNum);
  await expect(comments.count).toContainText('0');
  await expect(comments.submit).toBeDisabled();
  await comments.input.fill('   ');
  await expect(comments.submit).toBeDisabled();
  await comments.add('Check the 2:1 ratio against the protocol.');
  await expect(page.locator('.ant-message-success')).toBeVisible();
  await expect(comments.count).toContainText('1');
  await comments.input.fill('A draft that is not sent');
  await comments.close(designNum);
  await expect(comments.trigger(designNum)).toHaveAttribute('aria-label', /[（(]1[）)]/);
  await comments.open(designNum);
  await expect(comments.input).toHaveValue('A draft that is not sent');
  await comments.remove('Check the 2:1 ratio against the protocol.');
  await expect(comments.count).toContainText('0');
  await comments.close(designNum);

  // Clicking N opens the source panel at the page the writer read it from, with the quote marked.
  const provenance = slides
    .find((s) => s.slide_num === designNum)
    ?.provenance?.find((p) => p.content_id === 'overall_patient_number');
  expect(provenance, 'the writer records where N was read').toBeTruthy();
  const panel = new SourcePanel(page);
  await design.locator(`.pw-number-link[data-number="${n}"]`).first().click();
  await panel.expectOpenAt({ fileId: provenance?.file_id ?? '', page: provenance?.page ?? 0 });
  await expect(panel.quote).toContainText(n);
  await expect(panel.quoteNumber).toHaveText(n);
  await expect(panel.pdfNumberMarks.first()).toBeVisible();
  // Resizable by dragging its left edge, never below 415 px.
  const before = await panel.width();
  await panel.dragEdge(-120);
  await expect.poll(() => panel.width()).toBeGreaterThan(before + 60);
  await panel.dragEdge(2000);
  await expect.poll(() => panel.width()).toBe(415);
  await page.keyboard.press('Escape');
  await panel.expectClosed();

  // An edited number that is in no source shows up as not found in the number check.
  await board.reveal(design);
  // From the keyboard: a click on the text would land on the number, which traces it instead of editing.
  await board.text(design, 'overall_patient_number').focus();
  await page.keyboard.press('Enter');
  await expect(board.editor).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('98765');
  // A multi-line field: Ctrl/Cmd+Enter finishes the edit.
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(board.editor).toHaveCount(0);
  await expect(board.text(design, 'overall_patient_number')).toHaveText('N=98765');
  await board.waitSaved();
  await page.getByTestId('check-numbers-open').click();
  const check = page.getByTestId('check-numbers');
  const missing = check.locator('[data-testid="check-number"][data-found="false"]', { hasText: '98765' });
  await expect(missing).toHaveCount(1);
  await expect(missing).toHaveCSS('color', 'rgb(207, 19, 34)');
  await expect(check.getByTestId('check-missing-count')).toContainText('1');
  // A found number opens its source.
  await check.locator('[data-testid="check-number"][data-found="true"] button').first().click();
  await expect(panel.root).toBeVisible();
  await panel.closeButton.click();
  await panel.expectClosed();
  await check.locator('.ant-drawer-close').click();

  // Publish, then open the public page logged out; a wrong pair is not found.
  await page.getByTestId('publish-open').click();
  const link = await page.getByTestId('publish-link').inputValue();
  expect(link).toMatch(/\/preview-ppt\/[^?]+\?reportId=.+/);
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(link);
  await expect(publicPage.getByTestId('public-title')).toHaveText(name);
  await expect(publicPage.getByTestId('public-creator')).toContainText(ADMIN.name);
  await expect(publicPage.getByTestId('public-created')).toHaveText(
    /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/,
  );
  await expect(publicPage.getByTestId('public-slide')).toHaveCount(slides.length);
  await expect(publicPage.getByTestId('public-footer')).toHaveText('Powered by Prowrite');
  await expect(publicPage.getByTestId('public-slides')).toContainText('N=98765');
  await publicPage.goto(link.replace(/reportId=[^&]+/, 'reportId=not-the-right-one'));
  await expect(publicPage.getByTestId('public-not-found')).toBeVisible();
  await publicPage.goto(link.replace(/\?.*$/, ''));
  await expect(publicPage.getByTestId('public-not-found')).toBeVisible();
  await visitor.close();
  await page.keyboard.press('Escape');

  // Back on the works list: rename and delete the work.
  await workbench.goto();
  await expect(workbench.work(id)).toContainText(name);
  await workbench.rename(id, `${name} (reviewed)`);
  await expect(workbench.work(id)).toContainText(`${name} (reviewed)`);
  await workbench.remove(id);
  await expect(workbench.work(id)).toHaveCount(0);
});
