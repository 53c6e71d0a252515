import type { ResolvedParagraph, ResolvedSlide, ResolvedTable, ResolvedText } from '@prowrite/layouts';

/**
 * The typing animation as pure arithmetic over a slide's clock (ms since the slide started loading): which
 * characters of an element are shown at a time, and when the whole slide is done. Elements type at the same
 * time, each from its own reveal delay, at its own speed (ms per character, set by the layout).
 */

export function paragraphChars(paragraphs: ResolvedParagraph[]): number {
  let n = 0;
  for (const p of paragraphs)
    for (const line of p.lines) for (const run of line.runs) n += [...run.text].length;
  return n;
}

/** How many characters of an element are visible at `elapsed` ms; Infinity when it shows whole. */
export function visibleChars(
  el: { typingMsPerChar: number; revealDelayMs: number },
  elapsed: number,
): number {
  if (elapsed < el.revealDelayMs) return 0;
  if (el.typingMsPerChar <= 0) return Number.POSITIVE_INFINITY;
  return Math.floor((elapsed - el.revealDelayMs) / el.typingMsPerChar);
}

/**
 * The paragraphs cut after `count` characters. Lines and paragraphs are kept (empty) so the box's layout does
 * not move while text types into it.
 */
export function truncateParagraphs(paragraphs: ResolvedParagraph[], count: number): ResolvedParagraph[] {
  if (count === Number.POSITIVE_INFINITY) return paragraphs;
  let left = Math.max(0, count);
  return paragraphs.map((p) => ({
    ...p,
    lines: p.lines.map((line) => ({
      ...line,
      runs: line.runs.map((run) => {
        const chars = [...run.text];
        if (chars.length <= left) {
          left -= chars.length;
          return run;
        }
        const shown = chars.slice(0, left).join('');
        left = 0;
        return { ...run, text: shown };
      }),
    })),
  }));
}

/** Cuts a string after `count` characters (table cells type each on their own). */
export function truncateText(text: string, count: number): string {
  if (count === Number.POSITIVE_INFINITY) return text;
  const chars = [...text];
  return chars.length <= count ? text : chars.slice(0, Math.max(0, count)).join('');
}

function textEnd(el: ResolvedText): number {
  return el.revealDelayMs + Math.max(0, el.typingMsPerChar) * paragraphChars(el.paragraphs);
}

function tableEnd(el: ResolvedTable): number {
  let longest = 0;
  for (const row of el.rows) for (const cell of row.cells) longest = Math.max(longest, [...cell.text].length);
  return Math.max(0, el.typingMsPerChar) * longest;
}

/** When every element of the slide has fully appeared (ms after the slide started), footer move included. */
export function slideAnimationEnd(slide: ResolvedSlide): number {
  let end = slide.animation.footerMoveMs;
  for (const el of slide.elements) {
    if (el.kind === 'text') end = Math.max(end, textEnd(el));
    else if (el.kind === 'table') end = Math.max(end, tableEnd(el));
    else if (el.kind !== 'references') end = Math.max(end, el.revealDelayMs);
  }
  return end;
}

/** Keys of the footer elements that move in after footerMoveMs the first time a slide animates. */
const FOOTER_KEYS = new Set(['references', 'footer_rule', 'footnote_left', 'footnote_right', 'page_number']);

export function isFooterElement(key: string): boolean {
  return FOOTER_KEYS.has(key);
}
