import {
  ARTICLE_FONT_SIZES,
  articlePalette,
  defaultThemeColour,
  GRADIENT_THEME,
  tweetsPalette,
} from '@prowrite/contracts';
import type { CSSProperties } from 'react';
import { templateNumberOf } from '../kinds/registry';

export type ArticleType = 'Tweets' | 'PatientEducationPost';

/** What every renderer needs to draw one work: its type, template number and theme colour. */
export interface ArticleLook {
  type: ArticleType;
  template: number;
  colour: string;
}

export function articleLook(type: ArticleType, selectTemplate: string, themeColour: string): ArticleLook {
  const colour = /^#[0-9A-Fa-f]{6}$/.test(themeColour)
    ? themeColour.toUpperCase()
    : defaultThemeColour(type, selectTemplate);
  return { type, template: templateNumberOf(selectTemplate), colour };
}

/** The class that selects a template's layout variants (`pw-tpl-t1`..`t5`, `pw-tpl-p1`..`p3`). */
export function templateClass(look: ArticleLook): string {
  return `pw-tpl-${look.type === 'Tweets' ? 't' : 'p'}${look.template}`;
}

/** Section 9 font sizes: banner title 32 (Tweets) or 30; article/chapter titles 18 or 26; sections 15, 22, 16. */
export function fontSizes(look: ArticleLook): { banner: number; chapter: number; section: number } {
  if (look.type === 'Tweets') {
    return {
      banner: ARTICLE_FONT_SIZES.bannerTitle.Tweets,
      chapter: ARTICLE_FONT_SIZES.articleTitle[0],
      section: ARTICLE_FONT_SIZES.sectionTitle[0],
    };
  }
  return {
    banner: ARTICLE_FONT_SIZES.bannerTitle.PatientEducationPost,
    chapter: ARTICLE_FONT_SIZES.articleTitle[1],
    // Template 2 draws its sections as large headings; 1 and 3 as quieter ones.
    section: look.template === 2 ? ARTICLE_FONT_SIZES.sectionTitle[1] : ARTICLE_FONT_SIZES.sectionTitle[2],
  };
}

/** The banner's background: the theme colour, or for #EA4335 a gradient to an orange. */
export function bannerBackground(colour: string): string {
  if (colour.toUpperCase() === GRADIENT_THEME.from)
    return `linear-gradient(135deg, ${GRADIENT_THEME.from} 0%, ${GRADIENT_THEME.to} 100%)`;
  return colour;
}

/** The palettes as CSS custom properties on the article root (the stylesheet reads only these). */
export function themeVars(look: ArticleLook): CSSProperties {
  const t = tweetsPalette(look.colour);
  const a = articlePalette(look.colour);
  const sizes = fontSizes(look);
  return {
    '--pw-theme': look.colour,
    '--pw-banner-bg': bannerBackground(look.colour),
    '--pw-tweet-bg': look.type === 'Tweets' ? t.tweetBgColor : a.tweetBgColor,
    '--pw-chapter1-bg': t.chapter1BgColor,
    '--pw-title': t.titleFontColor,
    '--pw-content': t.contentFontColor,
    '--pw-dash': t.dashLineColor,
    '--pw-self-bg': t.patient2SelfBgColor,
    '--pw-component-bg': a.componentBgColor,
    '--pw-expert-bg': a.expertRootBgColor,
    '--pw-insert': a.insertBtnColor.default,
    '--pw-insert-hover': a.insertBtnColor.hover,
    // The insert buttons' own variables (features/article-insert).
    '--pw-insert-btn': a.insertBtnColor.default,
    '--pw-insert-btn-hover': a.insertBtnColor.hover,
    '--pw-banner-size': `${sizes.banner}px`,
    '--pw-chapter-size': `${sizes.chapter}px`,
    '--pw-section-size': `${sizes.section}px`,
  } as CSSProperties;
}

/** Two-digit article numbers (section 9), shown when asked for or when there is more than one article. */
export function articleNumber(n: number): string {
  return String(Math.max(0, n)).padStart(2, '0');
}

export function showArticleNumbers(showFlag: boolean, articleCount: number): boolean {
  return showFlag || articleCount > 1;
}

/** Video duration as m:ss (or h:mm:ss); the media duration when the video's own is missing. */
export function videoDuration(info: { duration: number; media: { duration: number } }): string {
  const seconds = Math.round(info.duration > 0 ? info.duration : info.media.duration);
  if (!(seconds > 0)) return '';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
