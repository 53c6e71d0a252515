import type { Page } from 'playwright-core';

type Box = { x: number; y: number; w: number; h: number };

/**
 * The page boxes of the top-level `[data-export-block]` elements (one per article component), in document
 * coordinates. Runs in the page, hence a string (the server is compiled without the DOM library).
 */
const BLOCK_BOXES = `[...document.querySelectorAll('[data-export-block]')]
  .filter((el) => !el.parentElement || !el.parentElement.closest('[data-export-block]'))
  .map((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left + window.scrollX, y: r.top + window.scrollY, w: r.width, h: r.height };
  })
  .filter((b) => b.w > 0 && b.h > 0)`;

/** The smallest whole-pixel box holding all of `boxes`. */
function union(boxes: Box[]): Box {
  const x0 = Math.floor(Math.min(...boxes.map((b) => b.x)));
  const y0 = Math.floor(Math.min(...boxes.map((b) => b.y)));
  const x1 = Math.ceil(Math.max(...boxes.map((b) => b.x + b.w)));
  const y1 = Math.ceil(Math.max(...boxes.map((b) => b.y + b.h)));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/**
 * Consecutive components grouped into pages no taller than `maxHeight` (a component taller than that is a
 * page of its own): pages break only between components.
 */
export function groupIntoPages(blocks: Box[], maxHeight: number): Box[][] {
  const pages: Box[][] = [];
  let current: Box[] = [];
  for (const block of blocks) {
    const top = current[0]?.y ?? block.y;
    if (current.length > 0 && block.y + block.h - top > maxHeight) {
      pages.push(current);
      current = [];
    }
    current.push(block);
  }
  if (current.length > 0) pages.push(current);
  return pages;
}

async function blockBoxes(page: Page): Promise<Box[]> {
  const boxes = (await page.evaluate(BLOCK_BOXES)) as Box[];
  if (boxes.length === 0) throw new Error('The article print page marked no [data-export-block] components');
  return boxes;
}

const shot = (page: Page, clip: Box) =>
  page.screenshot({
    type: 'png',
    fullPage: true,
    clip: { x: clip.x, y: clip.y, width: clip.w, height: clip.h },
    animations: 'disabled',
    caret: 'hide',
    timeout: 0,
  });

/** The whole article (every component, edge to edge) as one PNG. */
export async function captureArticle(page: Page): Promise<Buffer> {
  return shot(page, union(await blockBoxes(page)));
}

/**
 * One PNG per page of components: at most a phone screen's height (`width` x 16/9 CSS px) unless one
 * component alone is taller; every page as wide as the article.
 */
export async function captureArticlePages(page: Page, width: number): Promise<Buffer[]> {
  const boxes = await blockBoxes(page);
  const all = union(boxes);
  const pages = groupIntoPages(boxes, Math.round((width * 16) / 9));
  const out: Buffer[] = [];
  for (const group of pages) {
    const box = union(group);
    out.push(await shot(page, { x: all.x, y: box.y, w: all.w, h: box.h }));
  }
  return out;
}

/**
 * The box of the element that holds every component (the article's frame: its padding and decorations
 * included), in document coordinates.
 */
const FRAME_BOX = `(() => {
  const blocks = [...document.querySelectorAll('[data-export-block]')];
  let frame = blocks[0]?.parentElement ?? null;
  while (frame && !blocks.every((b) => frame.contains(b))) frame = frame.parentElement;
  if (!frame) return null;
  const r = frame.getBoundingClientRect();
  return { x: r.left + window.scrollX, y: r.top + window.scrollY, w: r.width, h: r.height };
})()`;

/** Chromium sizes PDF pages in whole 1/300 in: a size rounded up to that, so the content never spills over. */
const pageInches = (px: number) => `${Math.ceil((px / 96) * 300) / 300}in`;

/**
 * The whole article as one PDF page of its own size (an infographic is one tall page, native text and vector
 * shapes): the page reaches from the document's origin to the end of the article's frame, drawn with the
 * screen styles.
 */
export async function captureArticlePosterPdf(page: Page): Promise<Buffer> {
  // Measured under the styles it is printed with.
  await page.emulateMedia({ media: 'screen' });
  const blocks = union(await blockBoxes(page));
  const frame = (await page.evaluate(FRAME_BOX)) as Box | null;
  const all = frame ? union([blocks, frame]) : blocks;
  return page.pdf({
    width: pageInches(all.x + all.w),
    height: pageInches(all.y + all.h),
    printBackground: true,
    margin: { top: '0', right: '0', bottom: '0', left: '0' },
  });
}
