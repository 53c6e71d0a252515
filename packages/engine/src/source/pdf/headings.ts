import { KNOWN_HEADING } from '../../facts/sections';
import type { DocumentStyle, PlacedSegment } from './layout-types';

const NUMBERED = /^(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?|[IVX]{1,4}\.|[A-H]\.)\s+(?=\S)/;
const EXTRA_NAMES =
  /^(references|bibliography|acknowledge?ments?|abbreviations|declarations|competing interests|conflicts? of interest|disclosures?|author contributions|data availability|availability of data and materials|ethics approval and consent to participate|consent for publication|supplementary (information|material)|online methods|methods summary|keywords|article information|sources of funding|clinical perspective|nonstandard abbreviations and acronyms)\s*:?$/i;

export function stripNumbering(text: string): string {
  return text.replace(NUMBERED, '').trim();
}

/** A known section name, with or without numbering ("2. Methods", "Results"). */
export function isKnownSectionName(text: string): boolean {
  const bare = stripNumbering(text);
  return KNOWN_HEADING.test(bare) || EXTRA_NAMES.test(bare);
}

export function isReferencesHeading(text: string): boolean {
  return /^(references?|bibliography|literature cited|works cited)\s*:?$/i.test(stripNumbering(text));
}

type HeadingContext = {
  style: DocumentStyle;
  /** Other segments on the page, to see whether the line is alone in its column. */
  pageSegments: PlacedSegment[];
  /** Vertical space above the line (to the previous line in the same column). */
  gapAbove: number;
  /** The next line in reading order, if in the same column. */
  next: PlacedSegment | null;
};

/**
 * A line is a heading when it stands alone and looks like one: a known section name, or a short line set
 * larger than the body, or in a rare (bold) font at about body size followed by body text.
 */
export function isHeadingLine(seg: PlacedSegment, ctx: HeadingContext): boolean {
  const text = seg.text.trim();
  if (text.length < 3 || text.length > 120 || !/\p{L}{2}/u.test(text)) return false;
  if (/[,;]$/.test(text) || /^\p{Ll}/u.test(text)) return false;
  const mates = ctx.pageSegments.filter(
    (o) => o !== seg && o.side === seg.side && Math.abs(o.baseline - seg.baseline) < 0.5 * seg.size,
  );
  if (mates.length > 0) return false;
  const { bodySize, bodyFont, fontShare } = ctx.style;
  const words = text.split(/\s+/).length;
  const endsSentence = /[.!?]$/.test(text) && !/^(\d+\.)+$/.test(text);
  if (isKnownSectionName(text) && !endsSentence && seg.size >= bodySize * 0.85) return true;
  if (endsSentence || words > 16) return false;
  const bigger = seg.size >= bodySize * 1.12;
  if (bigger) return true;
  const oneFont = seg.runs.every((r) => r.font === seg.font || r.text.trim() === '');
  const rareFont = seg.font !== bodyFont && (fontShare.get(seg.font) ?? 0) < 0.12;
  const aboutBodySize = seg.size >= bodySize * 0.88 && seg.size <= bodySize * 1.2;
  if (!(oneFont && rareFont && aboutBodySize)) return false;
  // A bold line is a heading when body text follows it, or space sets it apart from what is above.
  const nextIsBody = ctx.next !== null && ctx.next.font !== seg.font;
  const numbered = NUMBERED.test(text);
  return nextIsBody && (ctx.gapAbove > 0.5 * seg.size || numbered || words <= 8);
}
