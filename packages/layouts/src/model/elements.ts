import type { Box, Point } from './geometry';
import type { ColourRef } from './theme';

/** Text in the slide's language; a plain string is used for both. */
export type LocalText = string | { zh: string; en: string };

/** title: headings (sizes 15, 26, 30, 34, 35, 37, 40); body/label/chrome: 10..15. */
export type TextRole = 'title' | 'body' | 'label' | 'chrome';

/**
 * What happens when text does not fit: shrink the font down to minFontSize (then clamp), clamp (cut the
 * last visible line with an ellipsis) or split (the content moves on to a continuation slide, see splitSlide).
 */
export type OverflowPolicy = 'shrink' | 'clamp' | 'split';

/** Which typing speed the element uses (AnimationFacts.typingMsPerChar); none = shows at once. */
export type TypingKind = 'title' | 'table' | 'description' | 'slowTitle' | 'none';

export interface TextStyle {
  fontSize: number;
  /** Shrink floor; without it the font never shrinks. */
  minFontSize?: number;
  colour: ColourRef;
  weight?: 'normal' | 'bold';
  italic?: boolean;
  align?: 'left' | 'center' | 'right';
  valign?: 'top' | 'middle' | 'bottom';
  /** Line height as a multiple of the font size (default 1.3). */
  lineHeight?: number;
}

/** Shared by every text box: the box, style and overflow policy. */
export interface TextBoxBase {
  /** Unique within the layout; resolved elements keep it (repeated items get `key.index.childKey`). */
  key: string;
  /** Where the text goes. With maxHeight, `box.h` is the starting height and the box grows down to maxHeight. */
  box: Box;
  maxHeight?: number;
  role: TextRole;
  style: TextStyle;
  overflow: OverflowPolicy;
  /** Box background. */
  fill?: ColourRef;
  /** Inner padding on every side (default 0). */
  padding?: number;
  /** Defaults from the role: title -> title, others -> description. */
  typing?: TypingKind;
  /** The box width follows the text between min and max (chapter titles: 132..551). */
  fitWidth?: { min: number; max: number };
}

/** A text box bound to a content id (text, text_arr, array, list or text_group). */
export interface TextElement extends TextBoxBase {
  kind: 'text';
  contentId: string;
  /** Shown before the text when there is text, e.g. `N=`. */
  prefix?: string;
  /** Drop the element when its content is empty (cover subtitle and summary). */
  hideWhenEmpty?: boolean;
  /** Shown when the content is empty (e.g. the default ToC heading). */
  fallbackText?: LocalText;
  /** Array and list entries as bullets (default true). */
  bullets?: boolean;
  /** text_group titles: colour and the measured characters per title row (60 in the grouped layout). */
  groupTitle?: { colour?: ColourRef; rowChars?: number };
}

/** Fixed text: CONTACT US, Thank you, the fixed Chinese heading, the cover distribution line. */
export interface StaticTextElement extends TextBoxBase {
  kind: 'staticText';
  text: LocalText;
  /** Drawn only when this content id has content. */
  showWhen?: string;
}

export interface ShapeElement {
  kind: 'shape';
  key: string;
  shape: 'rect' | 'roundRect' | 'ellipse';
  box: Box;
  fill?: ColourRef;
  stroke?: ColourRef;
  strokeWidth?: number;
  /** Corner radius in px for roundRect (default 8). */
  radius?: number;
  /** 0..1, default 1. */
  opacity?: number;
  /** Drawn only when this content id has content. */
  showWhen?: string;
}

export interface LineElement {
  kind: 'line';
  key: string;
  /** An arrow has its head at `to`. */
  shape: 'line' | 'arrow';
  from: Point;
  to: Point;
  stroke: ColourRef;
  strokeWidth: number;
  dash?: boolean;
  showWhen?: string;
}

export interface ImageElement {
  kind: 'image';
  key: string;
  contentId: string;
  /** Which figure of img_arr (default 0). */
  index?: number;
  box: Box;
  fit: 'contain' | 'cover';
}

/** The enterprise logo; hidden when blank. Without a box the theme's placement is used. */
export interface LogoElement {
  kind: 'logo';
  key: string;
  placement: 'content' | 'cover';
  box?: Box;
}

export interface TableStyle {
  headerFill: ColourRef;
  headerText: ColourRef;
  /** Header row styling on a slide created by splitting (slide.by_split). */
  splitHeaderFill: ColourRef;
  splitHeaderText: ColourRef;
  /** Data rows alternate between these fills. */
  bandFills: [ColourRef, ColourRef];
  border: ColourRef;
  text: ColourRef;
  align: 'left' | 'center';
}

export interface TableElement {
  kind: 'table';
  key: string;
  contentId: string;
  x: number;
  y: number;
  /** Default 870; layouts also use 866, 877, 571, 548, 440, 430. */
  width?: number;
  /** Height available to the whole table. */
  maxHeight: number;
  headerFontSize?: number;
  cellFontSize?: number;
  /** Height of a one-line row (the cell text max height, 24). */
  cellMaxHeight?: number;
  /** A cell wraps to at most this many lines, then is clamped (default 3). */
  maxCellLines?: number;
  /** shrink: fonts go down to 10 before rows are dropped; split: extra rows go to a continuation slide. */
  overflow: OverflowPolicy;
  style?: Partial<TableStyle>;
}

export interface PageNumberElement extends TextBoxBase {
  kind: 'pageNumber';
}

/** Up to three reference links, one per line. */
export interface ReferencesElement {
  kind: 'references';
  key: string;
  box: Box;
  fontSize: number;
  colour: ColourRef;
}

/** Fields of one repeated item (a ToC item, a bullet, a group, a figure) that a template can show. */
export type ItemField = 'number' | 'title' | 'text' | 'bullets' | 'sub' | 'caption';

export interface ItemTextElement extends TextBoxBase {
  kind: 'itemText';
  field: ItemField;
  /** `pad2`: numbers below 10 get a leading zero. */
  numberFormat?: 'plain' | 'pad2';
  hideWhenEmpty?: boolean;
  /** bullets/sub on one line joined by this separator instead of one paragraph each. */
  joinWith?: string;
}

export interface ItemImageElement {
  kind: 'itemImage';
  key: string;
  box: Box;
  fit: 'contain' | 'cover';
}

/** Template elements: boxes and points are relative to the item's origin. */
export type TemplateElement =
  | ItemTextElement
  | ItemImageElement
  | StaticTextElement
  | ShapeElement
  | LineElement;

/**
 * A template repeated over the entries of a list/array/text_group/image content: item i sits at
 * origin + (i % columns) * step + floor(i / columns) * rowStep.
 */
export interface RepeatElement {
  kind: 'repeat';
  key: string;
  contentId: string;
  maxCount: number;
  origin: Point;
  step: { dx: number; dy: number };
  /** Items per row (default: all in one run along step). */
  columns?: number;
  rowStep?: { dx: number; dy: number };
  template: TemplateElement[];
  /** Items appear this far apart when animated (ToC: 200 ms). */
  revealMs?: number;
}

export type LayoutElement =
  | TextElement
  | StaticTextElement
  | ShapeElement
  | LineElement
  | ImageElement
  | LogoElement
  | TableElement
  | PageNumberElement
  | ReferencesElement
  | RepeatElement;
