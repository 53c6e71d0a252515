import type { ThemeFonts } from '@prowrite/layouts';

/** CJK faces the browser falls back to when the theme's faces are missing, so Chinese text still renders. */
const CJK_FALLBACK = ['Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei'];

const quote = (face: string) => (/^[a-z-]+$/.test(face) ? face : `"${face.replace(/"/g, '')}"`);

/** The CSS font-family of a slide: the theme's Latin and East-Asian faces, its fallbacks, then the CJK ones. */
export function slideFontFamily(fonts: ThemeFonts): string {
  const faces = [fonts.latin, fonts.eastAsian, ...fonts.renderFallback, ...CJK_FALLBACK];
  const named = [...new Set(faces.filter((f) => f !== 'sans-serif' && f !== 'serif'))];
  return [...named, 'sans-serif'].map(quote).join(', ');
}
