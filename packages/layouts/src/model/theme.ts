import type { Box } from './geometry';

/** Colour roles a declaration may name instead of a hex value; a Theme gives each one a colour. */
export const THEME_COLOUR_TOKENS = [
  'primary',
  'secondary',
  'accent',
  /** Body text, #262626. */
  'text',
  /** Secondary text, #3d3d3d. */
  'textSecondary',
  'title',
  'muted',
  /** Text on dark fills (white). */
  'inverse',
  'background',
  /** Panels and cards on the content background. */
  'surface',
  'line',
  /** #0066CC. */
  'link',
  /** #009964. */
  'positive',
  /** Emphasised segments of a text_arr. */
  'highlight',
  'tableHeader',
  'tableHeaderText',
  /** Header row of a table slide created by splitting (by_split). */
  'tableHeaderSplit',
  'tableHeaderSplitText',
  'bandA',
  'bandB',
  'tableBorder',
  'armA',
  'armB',
] as const;
export type ThemeColourToken = (typeof THEME_COLOUR_TOKENS)[number];

/** A theme token or a `#RRGGBB` hex colour. */
export type ColourRef = ThemeColourToken | `#${string}`;

export type TemplateId = 'general' | 'medical_template1' | 'medical_template2' | 'medical_template3';

export interface ThemeFonts {
  /** Latin face, written to PPTX runs as the latin typeface. */
  latin: string;
  /** East-Asian face, written to PPTX runs as the ea typeface. */
  eastAsian: string;
  /** Faces the browser and Chromium exports fall back to (installed by fonts-noto-cjk). */
  renderFallback: string[];
}

/** A slide background: a base colour and artwork (`data:image/svg+xml;base64,...`, 960 x 540) over it. */
export interface ThemeBackground {
  colour: string;
  image: string;
}

export interface ThemeBackgrounds {
  cover: ThemeBackground;
  content: ThemeBackground;
  section: ThemeBackground;
  closing: ThemeBackground;
}

export interface Theme {
  id: TemplateId;
  name: string;
  colours: Record<ThemeColourToken, string>;
  fonts: ThemeFonts;
  backgrounds: ThemeBackgrounds;
  /** Where the enterprise logo goes on content slides and on covers. */
  logo: { content: Box; cover: Box };
}

export type BackgroundKind = keyof ThemeBackgrounds | 'none';
