import type { Box } from '../source-document';
import type { ColumnSide, Gutter } from './columns';
import type { LineSegment } from './lines';

/**
 * A line segment placed on its page: its side of the main gutter, and the index of the column it sits in
 * (0 for the leftmost; -1 when it crosses a gutter: title, abstract box, wide caption).
 */
export type PlacedSegment = LineSegment & { side: ColumnSide; column: number };

/** What a page's layout analysis knows about the document as a whole. */
export type DocumentStyle = {
  bodySize: number;
  bodyFont: string;
  /** Characters per font over the document, to tell rare (bold, heading) fonts from the body font. */
  fontShare: Map<string, number>;
};

export type PageFrame = {
  number: number;
  width: number;
  height: number;
  /** The main gutter (between the two body columns), or null for one column. */
  gutter: Gutter | null;
  /** Every gutter, left to right (three columns, or a margin column of notes, give more than one). */
  gutters: Gutter[];
  /** Horizontal extent of the page's text. */
  left: number;
  right: number;
  top: number;
  bottom: number;
};

export type TextUnit = { kind: 'text'; seg: PlacedSegment };

export type TableUnit = {
  kind: 'table';
  side: ColumnSide;
  label: string;
  caption: PlacedSegment[];
  body: PlacedSegment[];
  box: Box;
};

export type FigureUnit = {
  kind: 'figure';
  side: ColumnSide;
  label: string;
  caption: PlacedSegment[];
  /** The picture's estimated area, above (or below) the caption; null when no room was found. */
  box: Box | null;
  /** Text printed inside the picture (axis labels, legends): kept out of the reading flow. */
  labels: PlacedSegment[];
};

export type LayoutUnit = TextUnit | TableUnit | FigureUnit;

export function unitTop(unit: LayoutUnit): number {
  if (unit.kind === 'text') return unit.seg.top;
  if (unit.kind === 'table') return unit.box.y;
  return Math.min(unit.box?.y ?? Number.POSITIVE_INFINITY, ...unit.caption.map((s) => s.top));
}

export function unitBottom(unit: LayoutUnit): number {
  if (unit.kind === 'text') return unit.seg.bottom;
  if (unit.kind === 'table') return unit.box.y + unit.box.height;
  return Math.max(...unit.caption.map((s) => s.bottom), unit.box ? unit.box.y + unit.box.height : 0);
}

export function unitSide(unit: LayoutUnit): ColumnSide {
  return unit.kind === 'text' ? unit.seg.side : unit.side;
}

export function boxOf(items: { x0: number; x1: number; top: number; bottom: number }[]): Box {
  const x0 = Math.min(...items.map((s) => s.x0));
  const x1 = Math.max(...items.map((s) => s.x1));
  const y0 = Math.min(...items.map((s) => s.top));
  const y1 = Math.max(...items.map((s) => s.bottom));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
