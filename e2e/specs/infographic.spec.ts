import { writeFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { ExportDialog } from '../pages/ExportDialog';
import { ShareDialog } from '../pages/ShareDialog';
import { generateArticle } from '../support/article-flow';
import { corpusFile } from '../support/corpus';
import { expect, test } from '../support/fixtures';
import { workDetail } from '../support/works-api';

type Figure = { label: string; value: string };
type Component = {
  id: string;
  component: string;
  contents: { key_figures?: { panel: string; figures: Figure[] } }[];
};
type Detail = { process: string; select_template: string; components: Component[] };

const detailOf = (request: APIRequestContext, token: string, id: string) =>
  workDetail<Detail>(request, token, id);

const figuresOf = (d: Detail) =>
  d.components.flatMap((c) => c.contents.flatMap((e) => e.key_figures?.figures ?? []));

/** Pages of a PDF: its page objects (`/Type /Page`, not the `/Pages` tree). */
const pdfPages = (bytes: Buffer) => bytes.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

test.describe('infographic (一图读懂)', () => {
  test('a corpus paper becomes a poster that is edited, commented, exported as one-page PDF and PNG, and shared', async ({
    page,
    request,
    browser,
  }) => {
    const pdf = corpusFile('pdf/sphere-9.pdf');
    test.skip(pdf === null, 'the shared corpus is absent');
    if (!pdf) return;
    // Upload, parse, generation and two Chromium exports on a shared two-core machine.
    test.setTimeout(420_000);

    const { editor, id, token } = await generateArticle(page, request, {
      source: pdf,
      type: 'Infographic',
      firstTemplate: 'infographic_template1',
      outLang: 'en',
    });
    // The editor has taken the finished work too (it redraws its fields once when it does).
    await expect(editor.progress).toHaveCount(0, { timeout: 60_000 });
    const generated = await detailOf(request, token, id);
    expect(generated.select_template).toBe('infographic_template1');
    await expect(editor.components).toHaveCount(generated.components.length);
    // The poster: its frame, and key-figure tiles.
    await expect(editor.poster).toBeVisible();
    await expect(editor.tiles.first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('infographic-editor.png'), fullPage: true });

    // A tile's label edited in place: saved, in the stored tiles.
    const stamp = Date.now().toString(36);
    const label = editor.tileField(editor.tiles.first(), 'label');
    // The editor may still swap its fields once after generation ends: retry until the field holds still.
    await expect(async () => label.scrollIntoViewIfNeeded()).toPass();
    await editor.appendText(label, ` ${stamp}`);
    await editor.waitSaved();
    await expect
      .poll(async () => figuresOf(await detailOf(request, token, id)).some((f) => f.label.includes(stamp)))
      .toBe(true);

    // A section comment on the design panel.
    const design = generated.components.find((c) => c.component === 'key_figures');
    expect(design).toBeTruthy();
    if (!design) return;
    await editor.addComment(design.id, `check the numbers ${stamp}`);

    // Export: an infographic offers the image, a one-page PDF and Word.
    const exportDialog = new ExportDialog(page);
    await exportDialog.open();
    expect(await exportDialog.formats()).toEqual(['PNG', 'PDF', 'DOCX']);
    const pdfBytes = (await exportDialog.exportAs('PDF')).bytes;
    expect(pdfPages(pdfBytes)).toBe(1);
    const png = (await exportDialog.exportAs('PNG')).bytes;
    // One image of the whole poster: taller than wide.
    expect(png.readUInt32BE(20)).toBeGreaterThan(png.readUInt32BE(16));
    // Kept beside the run's results, to be looked at.
    await writeFile(test.info().outputPath('infographic.pdf'), pdfBytes);
    await writeFile(test.info().outputPath('infographic.png'), png);

    // Shared: the public page opens logged out and shows the poster with the edited tile.
    const visit = await new ShareDialog(page).publishAndVisit(browser);
    await expect(visit.page.getByTestId('tweets-screenshot')).toBeVisible();
    await expect(visit.page.locator('.pw-art-root.pw-infog')).toBeVisible();
    await expect(visit.page.getByTestId('infographic-tile').first()).toBeVisible();
    await expect(visit.page.getByText(stamp)).toBeVisible();
    await visit.page.screenshot({ path: test.info().outputPath('infographic-public.png'), fullPage: true });
    await visit.close();
  });
});
