/** Slide design constants, in one place so declarations and tests check against the same set. */

/** Title font sizes used by slides (26 is the slide header). */
export const TITLE_FONT_SIZES = [15, 26, 30, 34, 35, 37, 40] as const;
export const HEADER_FONT_SIZE = 26;
/** Body text sizes range over 10..15. */
export const BODY_FONT_MIN = 10;
export const BODY_FONT_MAX = 15;
/** Text box max heights a layout may declare. */
export const MAX_HEIGHTS = [24, 25, 27, 30, 40, 44, 45, 50, 60, 70, 90, 150, 220] as const;
/** Table widths: 870 default, the others used by particular layouts. */
export const TABLE_WIDTHS = [870, 866, 877, 571, 548, 440, 430] as const;
export const DEFAULT_TABLE_WIDTH = 870;
export const TABLE_HEADER_FONT_SIZE = 15;
export const TABLE_CELL_FONT_SIZE = 13;
/** Height of one cell line box: a one-line row is exactly this tall. */
export const TABLE_CELL_MAX_HEIGHT = 24;
/** Chapter title box width range. */
export const CHAPTER_TITLE_MIN_WIDTH = 132;
export const CHAPTER_TITLE_MAX_WIDTH = 551;
/** Slide loaded delays (ms) a layout may declare. */
export const LOADED_DELAYS_MS = [800, 900, 1000, 1200, 1500, 2000] as const;
export type LoadedDelayMs = (typeof LOADED_DELAYS_MS)[number];
/** Typing speeds per character (ms): titles 50, table text 80, descriptions and comparison 100, one title 150. */
export const TYPING_MS_PER_CHAR = { title: 50, table: 80, description: 100, slowTitle: 150 } as const;
export const TYPING_MS_RANGE = { min: 10, max: 150 } as const;
/** The footer moves 200 ms after the first animation (800 ms on one layout). */
export const FOOTER_MOVE_MS = [200, 800] as const;
export type FooterMoveMs = (typeof FOOTER_MOVE_MS)[number];
/** Table-of-contents items appear one at a time, this far apart. */
export const TOC_REVEAL_MS = 200;
export const MAX_REFERENCES = 3;
/** Grouped layout: group titles are counted in rows of 60 measured characters. */
export const TITLE_ROW_CHARS = 60;
/** More than this many groups switches a grouped layout to numbered groups. */
export const NUMBERED_GROUP_THRESHOLD = 3;
/** Fixed text colours. */
export const FIXED_TEXT_COLOURS = {
  white: '#FFFFFF',
  black: '#000000',
  text: '#262626',
  textSecondary: '#3D3D3D',
  link: '#0066CC',
  positive: '#009964',
} as const;
/** Stored theme colours for banner and review-code images. */
export const STORED_THEME_COLOURS = [
  '199AEA',
  '1B2C39',
  '2A5A9B',
  '37CBD0',
  '46C28E',
  '4CA6B2',
  '6A65B9',
  '6D8AA2',
  'FFB253',
] as const;
