import { listLayouts } from '@prowrite/layouts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiLogin } from '../support/works-api';

/**
 * Visual baselines of every registered layout in every template, drawn from its zh sample by the gallery's
 * test-only snapshot mode (/layouts?snapshot=1: one slide, 960 x 540, no animation). Baselines live in
 * layout-snapshots.spec.ts-snapshots/; regenerate with `--update-snapshots` after an intended layout change.
 */

const TEMPLATES = ['general', 'medical_template1', 'medical_template2', 'medical_template3'] as const;
const LAYOUT_IDS = listLayouts().map((l) => l.id);

// Tolerance: a pixel counts as different past a 0.2 colour distance (YIQ; anti-aliased glyph edges mostly stay
// under it), and a slide fails past 50 such pixels (0.01% of 960 x 540). Measured here: repeated runs differ by
// 0 pixels; moving the small "N=612" label of hcp_ppt_a_034 by 1 px changes 115 pixels, by 3 px 218. A ratio of
// 1% (5,184 pixels) let that 3 px move pass, so the cap is absolute.
const TOLERANCE = { maxDiffPixels: 50, threshold: 0.2 } as const;

test.use({ viewport: { width: 960, height: 540 } });

/** Client-side navigation to one slide (a full page load per slide would dominate the run time). */
async function showSlide(page: Page, id: string, template: string): Promise<void> {
  const url = `/layouts?snapshot=1&id=${encodeURIComponent(id)}&template=${template}&lang=zh`;
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  const slide = page.getByTestId('layout-snapshot');
  await expect(slide).toHaveAttribute('data-ready', 'true');
  await expect(page).toHaveURL(new RegExp(`id=${id}&template=${template}`));
  // Figures are data URLs and fonts are local, but both decode asynchronously.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))),
    );
  });
}

for (const template of TEMPLATES) {
  test(`every layout in ${template} matches its baseline`, async ({ page, request }) => {
    test.setTimeout(LAYOUT_IDS.length * 5_000);
    const token = await apiLogin(request);
    await page.addInitScript((t) => localStorage.setItem('prowrite.access_token', t), token);
    await page.goto(`/layouts?snapshot=1&id=${LAYOUT_IDS[0]}&template=${template}&lang=zh`);
    for (const id of LAYOUT_IDS) {
      await showSlide(page, id, template);
      await expect
        .soft(page.getByTestId('layout-snapshot'), `${id} in ${template}`)
        .toHaveScreenshot(`${template}-${id}.png`, TOLERANCE);
    }
  });
}
