import { FIXED_TEXT_COLOURS, type TemplateId, type Theme } from '../model';
import { buildBackgrounds } from './artwork';

/** The few colours that differ between templates; the rest follows from them or is fixed by the spec. */
export interface Palette {
  primary: string;
  secondary: string;
  accent: string;
  /** Deep tone of the primary: cover and closing backgrounds, titles. */
  dark: string;
  /** Light tint of the primary: panels, the second table band, the split header. */
  tint: string;
  highlight: string;
}

export const THEME_FONTS = {
  latin: 'Arial',
  eastAsian: 'Microsoft YaHei',
  renderFallback: ['Noto Sans CJK SC', 'Noto Sans SC', 'PingFang SC', 'sans-serif'],
};

export function makeTheme(id: TemplateId, name: string, p: Palette): Theme {
  return {
    id,
    name,
    colours: {
      primary: p.primary,
      secondary: p.secondary,
      accent: p.accent,
      text: FIXED_TEXT_COLOURS.text,
      textSecondary: FIXED_TEXT_COLOURS.textSecondary,
      title: p.dark,
      muted: '#8C8C8C',
      inverse: FIXED_TEXT_COLOURS.white,
      background: FIXED_TEXT_COLOURS.white,
      surface: p.tint,
      line: '#D9D9D9',
      link: FIXED_TEXT_COLOURS.link,
      positive: FIXED_TEXT_COLOURS.positive,
      highlight: p.highlight,
      tableHeader: p.primary,
      tableHeaderText: FIXED_TEXT_COLOURS.white,
      tableHeaderSplit: p.tint,
      tableHeaderSplitText: p.primary,
      bandA: FIXED_TEXT_COLOURS.white,
      bandB: p.tint,
      tableBorder: '#D9D9D9',
      armA: p.primary,
      armB: p.secondary,
    },
    fonts: THEME_FONTS,
    backgrounds: buildBackgrounds({
      primary: p.primary,
      secondary: p.secondary,
      accent: p.accent,
      background: FIXED_TEXT_COLOURS.white,
      dark: p.dark,
    }),
    logo: {
      content: { x: 790, y: 28, w: 96, h: 32 },
      cover: { x: 80, y: 48, w: 140, h: 48 },
    },
  };
}
