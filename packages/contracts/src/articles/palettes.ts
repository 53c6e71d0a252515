import { articleTemplateNumber } from './template-numbers';

/* Themes (section 3). Base colours from the spec; the derived shades are ours (the spec names the keys only). */

export const TWEETS_THEME_COLOURS = [
  '#277ECA',
  '#14ACB2',
  '#1DB992',
  '#F97D41',
  '#FFA535',
  '#8D81EB',
  '#1B2C39',
  '#EA4335',
] as const;
export const ARTICLE_THEME_COLOURS = [
  '#2A5A9B',
  '#199AEA',
  '#4CA6B2',
  '#37CBD0',
  '#46C28E',
  '#FFB253',
  '#6A65B9',
  '#6D8AA2',
  '#1B2C39',
] as const;
export const DEFAULT_THEME_COLOUR = '#FFB253';
/** #EA4335 draws its banner with a gradient to this orange. */
export const GRADIENT_THEME = { from: '#EA4335', to: '#FF8A3D' } as const;

/** The theme colour a template starts with (the user may pick another of the palettes). */
export function defaultThemeColour(type: 'Tweets' | 'PatientEducationPost', selectTemplate: string): string {
  const n = articleTemplateNumber(selectTemplate);
  if (type === 'Tweets') return TWEETS_THEME_COLOURS[(n - 1) % 5] ?? DEFAULT_THEME_COLOUR;
  return (['#2A5A9B', '#46C28E', DEFAULT_THEME_COLOUR] as const)[(n - 1) % 3] ?? DEFAULT_THEME_COLOUR;
}

export type TweetsPalette = {
  tweetBgColor: string;
  chapter1BgColor: string;
  titleFontColor: string;
  contentFontColor: string;
  dashLineColor: string;
  patient2SelfBgColor: string;
};
export type ArticlePalette = {
  tweetBgColor: string;
  componentBgColor: string;
  expertRootBgColor: string;
  insertBtnColor: { default: string; hover: string };
};

function mix(hex: string, other: string, amount: number): string {
  const a = hex
    .slice(1)
    .match(/../g)!
    .map((h) => Number.parseInt(h, 16));
  const b = other
    .slice(1)
    .match(/../g)!
    .map((h) => Number.parseInt(h, 16));
  return `#${a
    .map((v, i) =>
      Math.round(v + (b[i]! - v) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;
}

export function tweetsPalette(colour: string): TweetsPalette {
  const c = /^#[0-9A-Fa-f]{6}$/.test(colour) ? colour.toUpperCase() : DEFAULT_THEME_COLOUR;
  return {
    tweetBgColor: mix(c, '#FFFFFF', 0.92),
    chapter1BgColor: mix(c, '#FFFFFF', 0.85),
    titleFontColor: c === '#1B2C39' ? c : mix(c, '#000000', 0.15),
    contentFontColor: '#3D3D3D',
    dashLineColor: mix(c, '#FFFFFF', 0.5),
    patient2SelfBgColor: mix(c, '#FFFFFF', 0.8),
  };
}

export function articlePalette(colour: string): ArticlePalette {
  const c = /^#[0-9A-Fa-f]{6}$/.test(colour) ? colour.toUpperCase() : DEFAULT_THEME_COLOUR;
  return {
    tweetBgColor: mix(c, '#FFFFFF', 0.94),
    componentBgColor: '#FFFFFF',
    expertRootBgColor: mix(c, '#FFFFFF', 0.88),
    insertBtnColor: { default: c, hover: mix(c, '#000000', 0.15) },
  };
}

/** Section 9 font sizes. */
export const ARTICLE_FONT_SIZES = {
  bannerTitle: { Tweets: 32, PatientEducationPost: 30 },
  articleTitle: [18, 26],
  sectionTitle: [15, 22, 16],
  bannerTitleMaxHeight: 140,
  bannerSubtitleMaxHeight: 50,
} as const;
