import { ChatRevisePanel } from '../pages/ChatRevisePanel';
import { DeckBoardPage } from '../pages/DeckBoardPage';
import { LoginPage } from '../pages/LoginPage';
import { WorkbenchPage } from '../pages/WorkbenchPage';
import { corpusFile } from '../support/corpus';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/test-env';
import { apiLogin, createTweetsArticle, uploadParsedFile, workDetail } from '../support/works-api';

test.describe('chat revise', () => {
  test('a deck from a corpus paper is revised in the workbench panel: proposed, accepted, still there after a reload', async ({
    page,
  }) => {
    const paper = corpusFile('text/st03.txt');
    test.skip(paper === null, 'the shared corpus is absent');
    if (!paper) return;
    // Upload, parse and generation on a shared two-core machine.
    test.setTimeout(240_000);
    const workbench = await WorkbenchPage.openWithParsedSource(page, paper);
    await workbench.fill({ template: 'general', outLang: 'en' });
    const id = await workbench.create();
    const board = new DeckBoardPage(page);
    await expect(board.board).toBeVisible();
    await expect(board.skeletons).toHaveCount(0, { timeout: 120_000 });

    const panel = new ChatRevisePanel(page);
    await panel.open(id);
    await expect(panel.shortcuts).toBeVisible();
    // A question about the sources is answered with a citation, and proposes nothing.
    const answer = await panel.ask('How many patients were randomised?');
    await expect(answer.getByTestId('chat-cite-1')).toBeVisible();
    await expect(panel.revisions).toHaveCount(0);

    // A revision of the conclusion slide: the fact as printed in the paper, shown as a diff.
    await panel.pickSlide('Conclusion');
    await panel.ask('add the trial registration');
    const revision = panel.lastRevision();
    await expect(revision).toHaveAttribute('data-status', 'proposed');
    const added = revision.getByTestId('revision-change').locator('ins');
    await expect(added).toContainText('Registration: ');
    const text = (await added.textContent()) ?? '';
    await revision.getByTestId('revision-accept').click();
    await expect(revision).toHaveAttribute('data-status', 'accepted');

    // After a reload the conversation, the decided revision and the saved text are all there.
    await page.reload();
    await panel.tab.click();
    await expect(panel.lastRevision()).toHaveAttribute('data-status', 'accepted');
    await expect(panel.answers).toHaveCount(2);
    await board.goto(id);
    const conclusion = board.slideWithLayout('section_slide_007');
    await board.reveal(conclusion);
    // The board draws the text line by line: compared without the spaces its line breaks take.
    const squeeze = (s: string | null) => (s ?? '').replace(/\s+/g, '');
    await expect
      .poll(async () => squeeze(await board.text(conclusion, 'Conclusion_text').textContent()))
      .toBe(squeeze(text));
  });

  test('an article component is revised in the same panel: picked, shortened, accepted as the next version', async ({
    page,
    request,
  }) => {
    const paper = corpusFile('text/st03.txt');
    test.skip(paper === null, 'the shared corpus is absent');
    if (!paper) return;
    test.setTimeout(240_000);
    const token = await apiLogin(request);
    const fileId = await uploadParsedFile(request, token, paper);
    const id = await createTweetsArticle(request, token, [fileId]);
    const other = await createTweetsArticle(request, token, [fileId]);
    const { version } = await workDetail<{ version: number }>(request, token, id);

    const login = new LoginPage(page);
    await login.goto('/login?redirect=%2Fworks');
    await login.signIn(ADMIN.email, ADMIN.password);
    const panel = new ChatRevisePanel(page);
    await panel.open(id);
    await expect(panel.slidePicker).toHaveCount(0);
    // A component picked in one work is not kept for another (its id means nothing there), nor on coming back.
    const workbench = new WorkbenchPage(page);
    await panel.pickComponent('Summary');
    await expect(panel.componentPicker).toContainText('Summary');
    await workbench.select(other);
    await expect(panel.componentPicker).not.toContainText('Summary');
    await workbench.select(id);
    await expect(panel.componentPicker).not.toContainText('Summary');
    await panel.pickComponent('Summary');
    await panel.ask('Make this shorter');
    const revision = panel.lastRevision();
    await expect(revision).toHaveAttribute('data-status', 'proposed');
    await expect(revision).toContainText('Summary');
    const kept = (await revision.getByTestId('revision-change').first().locator('ins').textContent()) ?? '';
    await revision.getByTestId('revision-accept').click();
    await expect(revision).toHaveAttribute('data-status', 'accepted');

    const saved = await workDetail<{
      version: number;
      components: { component: string; contents: { value?: string }[] }[];
    }>(request, token, id);
    expect(saved.version).toBe(version + 1);
    const summary = saved.components.find((c) => c.component === 'summary')!;
    // Stored as rich text: compared as the reader sees it, without markup or spacing.
    const plain = (s: string) =>
      s
        .replace(/<[^>]*>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/\s+/g, '');
    expect(plain(summary.contents.map((c) => c.value ?? '').join(''))).toBe(plain(kept));
  });
});
