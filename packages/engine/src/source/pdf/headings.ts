import { KNOWN_HEADING } from '../../facts/sections';
import type { DocumentStyle, PlacedSegment } from './layout-types';

const NUMBERED = /^(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?|[IVX]{1,4}\.|[A-H]\.)\s+(?=\S)/;
const EXTRA_NAMES =
  /^(references|bibliography|acknowledge?ments?|abbreviations|declarations|competing interests|conflicts? of interest|disclosures?|author contributions|data availability|availability of data and materials|ethics approval and consent to participate|consent for publication|supplementary (information|material)|online methods|methods summary|keywords|article information|sources of funding|clinical perspective|nonstandard abbreviations and acronyms)\s*:?$/i;

const SUBSECTION = /^\d{1,2}\.\d{1,2}(?:\.\d{1,2})?\.?\s+\p{Lu}[^.;,]*$/u;

function isSubsectionLine(text: string): boolean {
  return SUBSECTION.test(text) && text.split(/\s+/).length <= 10 && text.length <= 80;
}

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

function sameStyle(a: PlacedSegment, b: PlacedSegment): boolean {
  return a.font === b.font && Math.abs(a.size - b.size) < 0.3;
}

function hasRowMates(seg: PlacedSegment, pageSegments: PlacedSegment[]): boolean {
  return pageSegments.some(
    (o) => o !== seg && o.column === seg.column && Math.abs(o.baseline - seg.baseline) < 0.5 * seg.size,
  );
}

/**
 * Finds heading lines among a page's text lines in reading order. Lines are grouped into runs of the same
 * font and size that follow each other closely; a run is a heading when it is short (at most three lines),
 * does not read as a sentence, and stands out: a known section name, type larger than the body, or a rare
 * (bold) font at about body size. Author lines (with superscript marks) and table rows are not headings.
 */
export function findHeadingLines(
  ordered: PlacedSegment[],
  pageSegments: PlacedSegment[],
  style: DocumentStyle,
): Set<PlacedSegment> {
  const headings = new Set<PlacedSegment>();
  // A line that is just a known section name ("Methods", "2. Results") is a heading in any type.
  for (const seg of ordered) {
    const text = seg.text.trim();
    // Back matter headings ("References") are often set smaller than the body.
    const minSize = style.bodySize * (isReferencesHeading(text) ? 0.7 : 0.85);
    if (isKnownSectionName(text) && !/[.!?]$/.test(text) && seg.size >= minSize) {
      if (!hasRowMates(seg, pageSegments)) headings.add(seg);
    }
    // "2.3 Outcome assessment": two-level numbering and a few words on a line of its own, even in body type
    // (a list item has one level: "1. Patients aged 18 or more").
    if (isSubsectionLine(text) && seg.size >= style.bodySize * 0.88 && !hasRowMates(seg, pageSegments)) {
      headings.add(seg);
    }
  }
  const runs: PlacedSegment[][] = [];
  for (const seg of ordered) {
    if (headings.has(seg)) {
      runs.push([]);
      continue;
    }
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    const follows =
      last !== undefined &&
      last.column === seg.column &&
      seg.top >= last.top &&
      seg.top - last.bottom < 0.8 * seg.size &&
      sameStyle(last, seg);
    if (run && follows) run.push(seg);
    else runs.push([seg]);
  }
  for (const run of runs) {
    if (run.length === 0) continue;
    if (isHeadingRun(run, pageSegments, style)) for (const seg of run) headings.add(seg);
  }
  return headings;
}

function isHeadingRun(run: PlacedSegment[], pageSegments: PlacedSegment[], style: DocumentStyle): boolean {
  const first = run[0]!;
  const text = run
    .map((s) => s.text)
    .join(' ')
    .trim();
  if (run.length > 3 || text.length < 3 || text.length > 160 || !/\p{L}{2}/u.test(text)) return false;
  if (/[,;]$/.test(text) || /^\p{Ll}/u.test(text)) return false;
  if (run.some((s) => hasRowMates(s, pageSegments))) return false;
  const { bodySize, bodyFont, fontShare } = style;
  const endsSentence = /[.!?]$/.test(text) && !/^(\d+\.)+$/.test(text);
  if (run.length === 1 && isKnownSectionName(text) && !endsSentence && first.size >= bodySize * 0.85)
    return true;
  if (endsSentence || text.split(/\s+/).length > 20) return false;
  // Superscript marks ("Beatch1*", "Lee ,2") make an author line, not a heading.
  const scripts = run.some((s) => s.runs.some((r) => r.size < s.size * 0.8 && /[\d*†‡§]/.test(r.text)));
  if (scripts) return false;
  if (first.size >= bodySize * 1.12) return true;
  const oneFont = run.every((s) => s.runs.every((r) => r.font === s.font || r.text.trim() === ''));
  const rareFont = first.font !== bodyFont && (fontShare.get(first.font) ?? 0) < 0.12;
  const aboutBodySize = first.size >= bodySize * 0.88;
  return oneFont && rareFont && aboutBodySize;
}
