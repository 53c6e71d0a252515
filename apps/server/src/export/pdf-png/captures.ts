import type { Page } from 'playwright-core';

/** 960 x 540 CSS px = 10 x 5.625 in = 720 x 405 pt: one slide per page, backgrounds printed. */
export function capturePdf(page: Page): Promise<Buffer> {
  return page.pdf({
    width: '960px',
    height: '540px',
    printBackground: true,
    preferCSSPageSize: true,
    margin: { top: '0', right: '0', bottom: '0', left: '0' },
  });
}

/** Article PDF pages: the article's print width, A4 proportions; Chromium breaks the article across pages. */
export const ARTICLE_PDF_PAGE = { width: 620, height: 877 } as const;

/** An article's print page as a PDF of A4-proportioned pages, backgrounds kept. */
export function captureArticlePdf(page: Page): Promise<Buffer> {
  return page.pdf({
    width: `${ARTICLE_PDF_PAGE.width}px`,
    height: `${ARTICLE_PDF_PAGE.height}px`,
    printBackground: true,
    margin: { top: '0', right: '0', bottom: '0', left: '0' },
  });
}

/**
 * The print page's `[data-print-root]` element as one PNG (slides or components stacked): exactly the
 * content's size, whatever the viewport's height.
 */
export function captureRoot(page: Page): Promise<Buffer> {
  return page
    .locator('[data-print-root]')
    .first()
    .screenshot({ type: 'png', animations: 'disabled', caret: 'hide', timeout: 0 });
}

/** One PNG per `[data-print-page]` element (a slide, or a group of article components), in page order. */
export async function capturePages(page: Page): Promise<Buffer[]> {
  const parts = page.locator('[data-print-page]');
  const count = await parts.count();
  const out: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    out.push(
      await parts.nth(i).screenshot({ type: 'png', animations: 'disabled', caret: 'hide', timeout: 0 }),
    );
  }
  return out;
}
