import type { LineSegment } from './lines';
import { captionLabel } from './regions';

/** Share of the page height, from the top and from the bottom, where running heads and folios live. */
const EDGE_BAND = 0.1;

type PageSegments = { number: number; height: number; segments: LineSegment[] };

/** Text of a running head with its numbers blanked, so "Page 2 of 9" and "Page 3 of 9" compare equal. */
function furnitureKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

const PAGE_NUMBER = /^(?:page\s+)?#(?:\s*(?:of|\/)\s*#)?$/;

function inEdgeBand(seg: LineSegment, height: number): 'top' | 'bottom' | null {
  if (seg.bottom < height * EDGE_BAND) return 'top';
  if (seg.top > height * (1 - EDGE_BAND)) return 'bottom';
  return null;
}

/**
 * Marks running headers, footers and page numbers: lines in the top or bottom band of the page whose text
 * (numbers blanked) repeats at about the same height on other pages, and bare page numbers there.
 * Returns, per page, the set of segments to drop.
 */
export function findPageFurniture(pages: PageSegments[]): Set<LineSegment> {
  const drop = new Set<LineSegment>();
  const folios: { seg: LineSegment; band: 'top' | 'bottom'; page: PageSegments }[] = [];
  const seen = new Map<string, { pages: Set<number>; segs: LineSegment[] }>();
  for (const page of pages) {
    for (const seg of page.segments) {
      const band = inEdgeBand(seg, page.height);
      // Captions often sit at the same place on several pages ("Table 2." at the top): never furniture.
      if (!band || captionLabel(seg.text)) continue;
      const key = furnitureKey(seg.text);
      if (PAGE_NUMBER.test(key)) {
        folios.push({ seg, band, page });
        continue;
      }
      // Heads repeat at the same height; bucket by 6 pt so small shifts still match.
      const slot = `${band}|${Math.round(seg.baseline / 6)}|${key}`;
      const entry = seen.get(slot) ?? { pages: new Set<number>(), segs: [] };
      entry.pages.add(page.number);
      entry.segs.push(seg);
      seen.set(slot, entry);
    }
  }
  const minRepeats = pages.length <= 3 ? 2 : Math.max(2, Math.ceil(pages.length * 0.25));
  for (const entry of seen.values()) {
    if (entry.pages.size >= minRepeats) for (const seg of entry.segs) drop.add(seg);
  }
  // A head repeated on most pages but shifted on some (first page layouts differ): match by text alone.
  const byText = new Map<string, Set<number>>();
  for (const [slot, entry] of seen) {
    const key = slot.slice(slot.indexOf('|', slot.indexOf('|') + 1) + 1);
    if (key.length < 6) continue;
    const set = byText.get(key) ?? new Set<number>();
    for (const p of entry.pages) set.add(p);
    byText.set(key, set);
  }
  for (const [slot, entry] of seen) {
    const key = slot.slice(slot.indexOf('|', slot.indexOf('|') + 1) + 1);
    if ((byText.get(key)?.size ?? 0) >= Math.max(3, minRepeats)) for (const seg of entry.segs) drop.add(seg);
  }
  // A bare number is a folio only when nothing but other furniture lies between it and the page edge
  // (a table cell or an axis label near the bottom is not).
  for (const { seg, band, page } of folios) {
    const outside = page.segments.filter(
      (o) => o !== seg && !drop.has(o) && (band === 'top' ? o.bottom < seg.top : o.top > seg.bottom),
    );
    if (outside.length === 0) drop.add(seg);
  }
  return drop;
}
