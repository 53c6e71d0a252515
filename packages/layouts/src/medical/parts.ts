import type {
  AnimationFacts,
  ContentIdDeclaration,
  LayoutElement,
  LoadedDelayMs,
  ShapeElement,
  TextElement,
  TextStyle,
} from '../model';
import { TYPING_MS_PER_CHAR } from '../model';
import { box, contentLogo, footer, staticText, text } from '../general/parts';

/**
 * Building blocks shared by the medical layouts (engineers A and B): the header, footer, panels, text
 * presets and content id helpers. Re-exports the general primitives so medical files import from one place.
 */

export {
  bodyStyle,
  box,
  COPYRIGHT_NOTE,
  DISTRIBUTION_NOTE,
  FOOTER_CONTENT_IDS,
  footer,
  pageNumber,
  staticText,
  text,
} from '../general/parts';

/** Medical slides animate like the general ones; comparison slides type their texts at the description speed. */
export function medicalAnimation(loadedDelayMs: LoadedDelayMs = 1000): AnimationFacts {
  return { loadedDelayMs, typingMsPerChar: { ...TYPING_MS_PER_CHAR }, footerMoveMs: 200 };
}

/** The 26 px medical header (one line, two once shrunk), left of the logo. */
export function medicalHeader(contentId = 'title'): TextElement {
  return text(
    'header',
    contentId,
    box(48, 20, 730, 54),
    { fontSize: 26, minFontSize: 18, colour: 'title', weight: 'bold', valign: 'middle', lineHeight: 1.3 },
    { role: 'title', overflow: 'shrink' },
  );
}

/** A short bar in the accent colour under the header. */
export function medicalHeaderBar(): ShapeElement {
  return { kind: 'shape', key: 'header_bar', shape: 'rect', box: box(48, 78, 56, 4), fill: 'accent' };
}

/** Header, accent bar, logo and footer: the frame of every medical content slide. */
export function medicalFrame(titleId = 'title'): LayoutElement[] {
  return [medicalHeader(titleId), medicalHeaderBar(), contentLogo(), ...footer()];
}

/** Body text presets (10..15 px). */
export const small = (colour: TextStyle['colour'] = 'text', fontSize = 12): TextStyle => ({
  fontSize,
  minFontSize: 10,
  colour,
  lineHeight: 1.3,
});

export const panelHeading = (colour: TextStyle['colour'] = 'primary', fontSize = 14): TextStyle => ({
  fontSize,
  colour,
  weight: 'bold',
  valign: 'middle',
  lineHeight: 1.3,
});

/** A rounded panel (fill or outline). */
export function panel(
  key: string,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: Partial<Omit<ShapeElement, 'kind' | 'key' | 'box' | 'shape'>> = { fill: 'surface' },
): ShapeElement {
  return { kind: 'shape', key, shape: 'roundRect', box: box(x, y, w, h), radius: 8, ...opts };
}

/** A fixed label (e.g. "HR", "Thank you", 研究终点). */
export function label(
  key: string,
  value: Parameters<typeof staticText>[1],
  x: number,
  y: number,
  w: number,
  h: number,
  style: TextStyle,
): LayoutElement {
  return staticText(key, value, box(x, y, w, h), style);
}

/** Text content ids with one shared limit. */
export const textIds = (names: string[], maxChars: number, description?: string): ContentIdDeclaration[] =>
  names.map((id) => ({ id, kind: 'text', maxChars, ...(description ? { description } : {}) }));

/** The required slide title id of a medical content slide. */
export const TITLE_ID: ContentIdDeclaration = {
  id: 'title',
  kind: 'text',
  required: true,
  maxChars: 120,
  description: 'Slide header title',
};
