import type { HyphenEvidence } from '../../text/hyphen-evidence';
import { normaliseText } from '../../text/normalise';
import type { SourceFigure, SourcePage, SourceTable, TextBlock } from '../source-document';
import { findHeadingLines, isReferencesHeading } from './headings';
import {
  boxOf,
  type DocumentStyle,
  type FigureUnit,
  type LayoutUnit,
  type PageFrame,
  type PlacedSegment,
  type TableUnit,
} from './layout-types';
import { buildTableGrid } from './table-grid';

/**
 * Between a table row's cells in page text. Not a plain space: "42" then "–7.04" would read as the range
 * "42–7.04" once normalised.
 */
export const CELL_SEPARATOR = ' | ';

type OpenBlock = { kind: TextBlock['kind']; lines: PlacedSegment[] };

const LIST_START = /^(?:[•●▪◦■□➢►–-]\s+|\(?[a-z0-9]{1,2}\)\s+)/;

/**
 * Joins printed lines into one normalised string: hyphenated line ends are rejoined (judged by how the
 * document spells the word elsewhere, when `evidence` is given), the rest spaced.
 */
export function joinLines(lines: string[], evidence?: HyphenEvidence): string {
  // Twice: line ends first (hyphenation needs the break), then what joining the lines brought together.
  return normaliseText(normaliseText(lines.join('\n'), evidence).replace(/\s*\n\s*/g, ' '));
}

function clean(text: string): string {
  return joinLines([text]);
}

/**
 * Turns each page's ordered layout units into blocks, page text, sections, tables, figures and references.
 * Keeps state across pages: the current section and whether we are inside the reference list.
 */
export class DocumentAssembler {
  readonly blocks: TextBlock[] = [];
  readonly sections: { title: string; page: number }[] = [];
  readonly tables: SourceTable[] = [];
  readonly figures: (SourceFigure & { label: string })[] = [];
  readonly references: string[] = [];
  readonly pages: SourcePage[] = [];
  /** The printed lines of each text block, parallel to the text blocks in `blocks` (for layout checks). */
  readonly textBlockLines: { page: number; kind: TextBlock['kind']; lines: PlacedSegment[] }[] = [];
  title = '';
  private section = '';
  private inReferences = false;
  /** Number of the last numbered reference entry, 0 before the first. */
  private lastReference = 0;

  constructor(
    private readonly titleSegments: Set<PlacedSegment>,
    private readonly hyphens?: HyphenEvidence,
  ) {}

  addPage(frame: PageFrame, units: LayoutUnit[], pageSegments: PlacedSegment[], style: DocumentStyle): void {
    const page = new PageWriter(frame.number);
    const gapLimit = paragraphGapLimit(pageSegments, style.bodySize);
    let open: OpenBlock | null = null;
    let deferred: LayoutUnit[] = [];
    // A paragraph a box (a panel in smaller type) cut in two, waiting for its rest below the box; the box's
    // blocks are emitted after the paragraph so the sentence round the box reads whole.
    let held: { paragraph: OpenBlock; boxes: OpenBlock[]; smallType: boolean } | null = null;
    let boxesAfterOpen: OpenBlock[] = [];

    const flush = () => {
      if (open && held && open !== held.paragraph) held.boxes.push(open);
      else if (open) {
        this.emitText(open, page);
        for (const box of boxesAfterOpen) this.emitText(box, page);
        boxesAfterOpen = [];
      }
      open = null;
      for (const unit of deferred) this.emitRegion(unit, page);
      deferred = [];
    };
    const release = () => {
      if (!held) return;
      const { paragraph, boxes } = held;
      held = null;
      this.emitText(paragraph, page);
      for (const box of boxes) this.emitText(box, page);
    };
    /** A paragraph cut mid-sentence by lines in another type in its own column below it: hold it. */
    const holdIfBoxStarts = (seg: PlacedSegment) => {
      if (held || open?.kind !== 'paragraph' || this.inReferences) return;
      const last = open.lines[open.lines.length - 1]!;
      const otherType = Math.abs(seg.size - last.size) > 0.6 || seg.font !== last.font;
      if (!otherType || seg.column !== last.column || seg.top < last.bottom || /[.!?:]$/.test(last.text))
        return;
      held = { paragraph: open, boxes: [], smallType: seg.size < last.size - 0.6 };
      open = null;
    };
    /** The held paragraph goes on: body type again, same column, below, not a new paragraph's first line. */
    const resumesHeld = (seg: PlacedSegment): boolean => {
      if (!held) return false;
      const lines = held.paragraph.lines;
      const last = lines[lines.length - 1]!;
      const left = Math.min(...lines.map((l) => l.x0));
      return (
        held.smallType &&
        seg.column === last.column &&
        seg.top > last.bottom &&
        Math.abs(seg.size - last.size) < 0.3 &&
        seg.font === last.font &&
        !LIST_START.test(seg.text) &&
        (seg.x0 - left < 0.5 * seg.size || /^\p{Ll}/u.test(seg.text))
      );
    };

    const ordered = units.flatMap((u) => (u.kind === 'text' ? [u.seg] : []));
    const headings = findHeadingLines(ordered, pageSegments, style);
    // Kickers above the title on the first page ("ORIGINAL RESEARCH ARTICLE") are not sections.
    // Without a title found, nothing on page 1 counts as a kicker.
    const titleTop =
      this.titleSegments.size > 0
        ? Math.min(...[...this.titleSegments].map((s) => s.top))
        : Number.NEGATIVE_INFINITY;
    const isHeading = (seg: PlacedSegment) =>
      this.titleSegments.has(seg) || (headings.has(seg) && !(frame.number === 1 && seg.bottom <= titleTop));
    units.forEach((unit) => {
      if (unit.kind !== 'text') {
        // A figure or table inside a paragraph is read after it, so a sentence that runs round it stays whole.
        if (open && open.kind === 'paragraph') deferred.push(unit);
        else {
          flush();
          this.emitRegion(unit, page);
        }
        return;
      }
      const seg = unit.seg;
      if (held) {
        if (resumesHeld(seg)) {
          flush();
          const { paragraph, boxes } = held;
          held = null;
          open = paragraph;
          boxesAfterOpen = boxes;
          open.lines.push(seg);
          return;
        }
        const last = held.paragraph.lines[held.paragraph.lines.length - 1]!;
        if (seg.size < last.size - 0.6) held.smallType = true;
        const bodyAgain = Math.abs(seg.size - last.size) < 0.3 && seg.font === last.font;
        // A heading larger than the paragraph's own type opens a new section: the text below it is not the
        // held paragraph's rest (an abstract whose last line lacks a full stop, then a panel, then the
        // introduction). A panel's own heading is set in the panel's smaller type and keeps the hold.
        const sectionHeading = isHeading(seg) && seg.size > last.size + 0.6;
        if (seg.column !== last.column || bodyAgain || sectionHeading) {
          flush();
          release();
        }
      } else if (open?.kind === 'paragraph') {
        const last = open.lines[open.lines.length - 1]!;
        if (isHeading(seg) || startsParagraph(last, seg, frame, gapLimit)) holdIfBoxStarts(seg);
      }
      const prev = open ? open.lines[open.lines.length - 1]! : null;
      const gapAbove = prev && prev.column === seg.column ? seg.top - prev.bottom : Number.POSITIVE_INFINITY;
      if (isHeading(seg)) {
        const continuesHeading =
          open?.kind === 'heading' &&
          prev !== null &&
          prev.column === seg.column &&
          Math.abs(prev.size - seg.size) < 0.3 &&
          prev.font === seg.font &&
          gapAbove < 0.6 * seg.size &&
          !this.inReferences;
        if (continuesHeading && open) {
          open.lines.push(seg);
        } else {
          flush();
          open = { kind: 'heading', lines: [seg] };
        }
        return;
      }
      if (open?.kind === 'heading') flush();
      if (this.inReferences) {
        const number = referenceNumber(seg.text);
        const numbered = this.lastReference > 0;
        const newEntry =
          !open ||
          (number !== null && (number === this.lastReference + 1 || (!numbered && number === 1))) ||
          (!numbered &&
            prev !== null &&
            startsParagraph(prev, seg, frame, gapLimit) &&
            !continuesAcross(prev, seg));
        if (newEntry) {
          if (number !== null) this.lastReference = number;
          flush();
          open = { kind: 'list-item', lines: [seg] };
        } else open?.lines.push(seg);
        return;
      }
      const listStart = LIST_START.test(seg.text);
      if (!open || !prev || listStart || startsParagraph(prev, seg, frame, gapLimit)) {
        if (
          open &&
          prev &&
          !listStart &&
          open.kind === 'paragraph' &&
          continuesAcross(prev, seg, deferred.length > 0)
        ) {
          open.lines.push(seg);
          return;
        }
        flush();
        open = { kind: listStart ? 'list-item' : 'paragraph', lines: [seg] };
        return;
      }
      open.lines.push(seg);
    });
    flush();
    release();
    this.pages.push({ number: frame.number, width: frame.width, height: frame.height, text: page.text() });
  }

  private emitText(block: OpenBlock, page: PageWriter): void {
    const text = joinLines(
      block.lines.map((l) => l.text),
      this.hyphens,
    );
    if (!text) return;
    const box = boxOf(block.lines);
    if (block.kind === 'heading') {
      const isTitle = block.lines.every((l) => this.titleSegments.has(l));
      if (isTitle) {
        this.title = this.title ? `${this.title} ${text}` : text;
      } else {
        this.section = text;
        this.inReferences = isReferencesHeading(text);
        this.lastReference = 0;
        this.sections.push({ title: text, page: page.number });
      }
    }
    this.blocks.push({ page: page.number, text, box, kind: block.kind, section: this.section });
    this.textBlockLines.push({ page: page.number, kind: block.kind, lines: block.lines });
    page.add(text);
    if (this.inReferences && block.kind !== 'heading') {
      // An entry cut by a page or column break goes on in an unnumbered block: join it to its start.
      const last = this.references.length - 1;
      if (this.lastReference > 0 && referenceNumber(text) === null && last >= 0) {
        this.references[last] = `${this.references[last]} ${text}`;
      } else this.references.push(stripReferenceNumber(text));
    }
  }

  private emitRegion(unit: LayoutUnit, page: PageWriter): void {
    if (unit.kind === 'table') this.emitTable(unit, page);
    else if (unit.kind === 'figure') this.emitFigure(unit, page);
  }

  private emitTable(unit: TableUnit, page: PageWriter): void {
    const title = joinLines(
      unit.caption.map((s) => s.text),
      this.hyphens,
    );
    this.blocks.push({
      page: page.number,
      text: title,
      box: boxOf(unit.caption),
      kind: 'caption',
      section: this.section,
    });
    page.add(title);
    const runs = unit.body.flatMap((s) => s.runs);
    const extent = { x0: unit.box.x, x1: unit.box.x + unit.box.width };
    const grid = buildTableGrid(runs, extent);
    const rows = grid.rows.map((row) => row.map(clean));
    for (const row of rows) {
      for (const cell of row) {
        if (cell)
          this.blocks.push({
            page: page.number,
            text: cell,
            box: null,
            kind: 'table-cell',
            section: this.section,
          });
      }
    }
    if (rows.length > 0) page.add(rows.map((r) => r.filter((c) => c).join(CELL_SEPARATOR)).join('\n'));
    const notes = grid.notes.map(clean);
    for (const note of notes) {
      this.blocks.push({
        page: page.number,
        text: note,
        box: null,
        kind: 'paragraph',
        section: this.section,
      });
      page.add(note);
    }
    this.tables.push({
      page: page.number,
      title,
      rows,
      box: unit.box,
      ...(notes.length > 0 ? { notes } : {}),
    });
  }

  private emitFigure(unit: FigureUnit, page: PageWriter): void {
    const caption = joinLines(
      unit.caption.map((s) => s.text),
      this.hyphens,
    );
    this.blocks.push({
      page: page.number,
      text: caption,
      box: boxOf(unit.caption),
      kind: 'caption',
      section: this.section,
    });
    page.add(caption);
    this.figures.push({ page: page.number, caption, box: unit.box, png: null, label: unit.label });
  }
}

class PageWriter {
  private readonly parts: string[] = [];
  constructor(readonly number: number) {}
  add(text: string): void {
    if (text) this.parts.push(text);
  }
  text(): string {
    return this.parts.join('\n\n');
  }
}

/** Where a new paragraph starts: a column jump, extra space, a size change, an indent, a short last line. */
function startsParagraph(
  prev: PlacedSegment,
  seg: PlacedSegment,
  frame: PageFrame,
  gapLimit: number,
): boolean {
  if ((seg.column !== prev.column && !endsSpanningParagraph(prev, seg)) || seg.top < prev.top - 1)
    return true;
  if (Math.abs(seg.size - prev.size) > 0.6) return true;
  if (seg.top - prev.bottom > gapLimit * (seg.size / 10)) return true;
  const indent = seg.x0 - prev.x0;
  if (indent > 0.5 * seg.size && indent < 4 * seg.size) return true;
  const right = frame.gutters.find((g) => g.x0 >= prev.x1 - 1)?.x0 ?? frame.right;
  if (prev.x1 < right - 3 * prev.size && /[.!?:]$/.test(prev.text)) return !continuesAfterColon(prev, seg);
  return false;
}

// After a label's colon, a value ("462/696 (66.4%)", "45.7%", "-4.2 kg (…", "12.3 months;") or a
// lower-case word goes on.
const AFTER_COLON =
  /^(?:\p{Ll}|[-\u2013\u2212]?\d+(?:\.\d+)?(?:\/\d|\s*%|\s*[([]|\s*[a-zµμ]{1,6}\.?\s*[([;,]))/u;

/**
 * A short line ending in a colon introduces what follows, and it follows in the same paragraph when the
 * next line is the label's value or goes on mid-sentence ("Endpoint — A:" / "59/129 (45.7%); B: …"): the
 * line is short only because the value did not fit. A capital, bullet or list number there starts a list.
 */
function continuesAfterColon(prev: PlacedSegment, seg: PlacedSegment): boolean {
  return prev.text.endsWith(':') && !LIST_START.test(seg.text) && AFTER_COLON.test(seg.text);
}

/**
 * The last line of a paragraph set across the columns is often short enough to fit in the first column:
 * set flush under the line before, in the same type, it still ends that paragraph.
 */
function endsSpanningParagraph(prev: PlacedSegment, seg: PlacedSegment): boolean {
  return (
    prev.column === -1 &&
    seg.column === 0 &&
    seg.top > prev.top &&
    Math.abs(seg.x0 - prev.x0) < 1 &&
    seg.font === prev.font &&
    Math.abs(seg.size - prev.size) < 0.3
  );
}

/**
 * A paragraph cut by a column or a figure goes on when the break falls mid-sentence: the text resumes in
 * the next column, or below a figure or table set inside the paragraph (`afterRegion`).
 */
function continuesAcross(prev: PlacedSegment | null, seg: PlacedSegment, afterRegion = false): boolean {
  if (!prev) return false;
  const sameSize = Math.abs(seg.size - prev.size) < 0.3 && seg.font === prev.font;
  const jumped = afterRegion || seg.column !== prev.column || seg.top < prev.top - 1;
  // A sentence goes on with a lower-case word or an opening bracket ("… 28.2" then "[95% CI, …]").
  return jumped && sameSize && !/[.!?:]$/.test(prev.text) && /^[\p{Ll}([]/u.test(seg.text);
}

/**
 * The largest vertical space (scaled to a 10 pt font) between two lines of one paragraph on this page:
 * the usual gap between consecutive lines plus a margin.
 */
function paragraphGapLimit(segs: PlacedSegment[], bodySize: number): number {
  const gaps: number[] = [];
  const byColumn = new Map<number, PlacedSegment[]>();
  for (const s of segs) {
    if (Math.abs(s.size - bodySize) > 0.5) continue;
    const list = byColumn.get(s.column) ?? [];
    list.push(s);
    byColumn.set(s.column, list);
  }
  for (const list of byColumn.values()) {
    list.sort((a, b) => a.top - b.top);
    for (let i = 1; i < list.length; i++) {
      const gap = list[i]!.top - list[i - 1]!.bottom;
      if (gap > -1 && gap < 1.5 * bodySize) gaps.push(gap);
    }
  }
  gaps.sort((a, b) => a - b);
  const median = gaps.length > 0 ? gaps[Math.floor(gaps.length / 2)]! : 0.2 * bodySize;
  return ((median + 0.35 * bodySize) * 10) / bodySize;
}

function referenceNumber(text: string): number | null {
  const m = text.match(/^(?:\[(\d{1,3})\]|(\d{1,3})[.)]?)\s+\S/);
  return m ? Number(m[1] ?? m[2]) : null;
}

function stripReferenceNumber(text: string): string {
  return text.replace(/^(?:\[\d{1,3}\]|\d{1,3}[.)]?)\s+/, '').trim() || text;
}
