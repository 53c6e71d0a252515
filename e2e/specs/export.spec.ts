import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { DeckBoardPage } from '../pages/DeckBoardPage';
import { ExportDialog } from '../pages/ExportDialog';
import { LoginPage } from '../pages/LoginPage';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/test-env';
import { deckDetail, generatedDeck } from '../support/works-api';

test('the export dialog on a generated deck: defaults, title validation, PPTX and PDF downloads', async ({
  page,
  request,
}) => {
  // Generation, Chromium rendering of the PDF and a PPTX on a shared two-core machine.
  test.setTimeout(150_000);
  const { token, id } = await generatedDeck(request, { outLang: 'en', timeout: 60_000 });
  const name = `试验 deck ${Date.now().toString(36)}`;
  const renamed = await request.put('/api/prowrite/v1/report/editName', {
    headers: { 'Access-Token': token },
    data: { id, name },
  });
  expect(renamed.status()).toBe(200);

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(ADMIN.email, ADMIN.password);
  const board = new DeckBoardPage(page);
  await board.goto(id);
  await expect(board.slides.first()).toBeVisible({ timeout: 20_000 });

  // Defaults: the work's name, PowerPoint first, PPT and PDF offered for a deck, no PNG fields.
  const dialog = new ExportDialog(page);
  await dialog.open();
  await expect(dialog.title).toHaveValue(name);
  expect(await dialog.formats()).toEqual(['PPT', 'PDF']);
  await expect(dialog.size).toHaveCount(0);
  await expect(dialog.count).toHaveCount(0);

  // The title is required: confirm is disabled while it is empty (spaces count as empty).
  await dialog.title.fill('   ');
  await expect(dialog.confirm).toBeDisabled();
  const title = `ORCHID 导出 ${Date.now().toString(36)}`;
  await dialog.title.fill(title);
  await expect(dialog.confirm).toBeEnabled();

  // PowerPoint: a .pptx named after the edited title (UTF-8).
  const pptx = await dialog.download();
  expect(pptx.name).toBe(`${title}.pptx`);
  expect((await readFile(pptx.path)).subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(dialog.root).toBeHidden();

  // A title typed just before exporting (its 1 s save still pending) is in the file: the export saves first.
  const design = board.slideWithLayout('clinical_trial_001');
  await board.reveal(design);
  const edited = `Pending ${Date.now().toString(36)}`;
  // The save answers slowly (3 s on the way), so without that the export would read the deck before the edit.
  await page.route('**/api/prowrite/v1/slide', async (route) => {
    await new Promise((done) => setTimeout(done, 3000));
    await route.continue();
  });
  await board.replaceText(board.text(design, 'title'), edited);
  await dialog.open();
  const withEdit = await dialog.download();
  await page.unroute('**/api/prowrite/v1/slide');
  const slideXml = execFileSync('unzip', ['-p', withEdit.path, 'ppt/slides/*.xml'], { maxBuffer: 64 << 20 });
  expect(slideXml.toString('utf8')).toContain(edited);

  // PDF: the dialog opens again; choosing PDF shows a spinner while Chromium prints, then a .pdf.
  await dialog.open();
  await dialog.title.fill(title);
  await dialog.chooseFormat('PDF');
  const pdf = await dialog.download();
  expect(pdf.name).toBe(`${title}.pdf`);
  const bytes = await readFile(pdf.path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const slides = (await deckDetail(request, token, id)).slide_list.length;
  // One page per slide: count the page objects of Chromium's PDF.
  expect(bytes.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(slides);
});
