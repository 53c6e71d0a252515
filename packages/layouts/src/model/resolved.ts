import type { Reference } from '@prowrite/contracts';
import type { ItemField, TextRole } from './elements';
import type { Box, Point } from './geometry';
import type { ThemeFonts } from './theme';

/**
 * The output of resolveSlide: everything a renderer needs, in 960 x 540 px, colours as #RRGGBB.
 * The web board draws these as absolutely positioned HTML; the PPTX writer maps them to pptxgenjs shapes.
 */

/** Where an element's text came from, so an editor can write changes back. */
export interface ContentSource {
  contentId: string;
  /** Entry index for repeated items. */
  index?: number;
  field?: ItemField;
}

export interface ResolvedRun {
  text: string;
  /** Overrides the element colour. */
  colour?: string;
  bold?: boolean;
  highlight?: boolean;
}

/** One wrapped line; renderers that draw line by line (no own wrapping) match the PPTX exactly. */
export interface ResolvedLine {
  runs: ResolvedRun[];
  /** Estimated width in px at the element's final font size. */
  width: number;
}

export interface ResolvedParagraph {
  kind: 'body' | 'bullet' | 'groupTitle';
  bold: boolean;
  colour?: string;
  /** Left indent in px (bullets). */
  indent: number;
  /** Space above the paragraph in px. */
  spaceBefore: number;
  lines: ResolvedLine[];
}

export type TextFit = 'fits' | 'shrunk' | 'clamped';

export interface ResolvedText {
  kind: 'text';
  key: string;
  role: TextRole;
  source?: ContentSource;
  box: Box;
  /** The final text (after prefix, fallback, clamping), paragraphs joined by newlines. */
  text: string;
  paragraphs: ResolvedParagraph[];
  fontSize: number;
  /** Line height in px. */
  lineHeight: number;
  colour: string;
  bold: boolean;
  italic: boolean;
  align: 'left' | 'center' | 'right';
  valign: 'top' | 'middle' | 'bottom';
  fill?: string;
  padding: number;
  fit: TextFit;
  /** Paragraphs left out whole to fit (clamp and shrink at the floor size): content the reader does not see. */
  dropped?: number;
  /** Set when the element's policy is split and its content did not fit: where the next slide starts. */
  splitAt?: { item: number; sub?: number };
  /** Typing speed (0 = shows at once) and reveal delay for the animation. */
  typingMsPerChar: number;
  revealDelayMs: number;
}

export interface ResolvedShape {
  kind: 'shape';
  key: string;
  shape: 'rect' | 'roundRect' | 'ellipse';
  box: Box;
  fill?: string;
  stroke?: string;
  strokeWidth: number;
  radius: number;
  opacity: number;
  revealDelayMs: number;
}

export interface ResolvedLineShape {
  kind: 'line';
  key: string;
  shape: 'line' | 'arrow';
  from: Point;
  to: Point;
  /** Bounding box of from/to (PPTX places lines by box plus flips). */
  box: Box;
  flipH: boolean;
  flipV: boolean;
  stroke: string;
  strokeWidth: number;
  dash: boolean;
  revealDelayMs: number;
}

export interface ResolvedImage {
  kind: 'image';
  key: string;
  role: 'figure' | 'logo';
  source?: ContentSource;
  /** The frame. */
  box: Box;
  /** Where the picture itself is drawn: the frame for cover, the fitted box for contain when the ratio is known. */
  drawBox: Box;
  src: string;
  fit: 'contain' | 'cover';
  /** width / height when the content says so. */
  ratio?: number;
  caption: string;
  revealDelayMs: number;
}

export interface ResolvedTableCell {
  x: number;
  w: number;
  colSpan: number;
  text: string;
  lines: string[];
  fontSize: number;
  bold: boolean;
  colour: string;
  align: 'left' | 'center';
}

export interface ResolvedTableRow {
  y: number;
  h: number;
  header: boolean;
  /** Data row index (header = -1). */
  index: number;
  fill: string;
  cells: ResolvedTableCell[];
}

export interface ResolvedTable {
  kind: 'table';
  key: string;
  source: ContentSource;
  box: Box;
  columnCount: number;
  columnWidth: number;
  headerFontSize: number;
  cellFontSize: number;
  cellPadding: { x: number; y: number };
  borderColour: string;
  rows: ResolvedTableRow[];
  fit: TextFit;
  /** Data rows shown / in the content; when fewer are shown and the policy is split, splitAt is set. */
  shownRows: number;
  totalRows: number;
  splitAt?: { item: number };
  typingMsPerChar: number;
}

export interface ResolvedReference {
  label: string;
  box: Box;
  /** Open the file preview when set, else navigate to href. */
  fileId?: string;
  href?: string;
  reference: Reference;
}

export interface ResolvedReferences {
  kind: 'references';
  key: string;
  box: Box;
  fontSize: number;
  colour: string;
  items: ResolvedReference[];
}

export type ResolvedElement =
  | ResolvedText
  | ResolvedShape
  | ResolvedLineShape
  | ResolvedImage
  | ResolvedTable
  | ResolvedReferences;

export interface ResolvedSlide {
  width: 960;
  height: 540;
  layoutId: string;
  /** The variant picked by item count, if the layout has variants. */
  variant?: string;
  /** The collapsible panels the slide had nothing for (not drawn; others took their space). */
  collapsed?: string[];
  lang: 'zh' | 'en';
  background: { colour: string; image?: string };
  fonts: ThemeFonts;
  animation: { loadedDelayMs: number; footerMoveMs: number };
  elements: ResolvedElement[];
  /** True when some element with the split policy did not fit: run splitSlide before showing. */
  needsSplit: boolean;
}
