import type { ResolvedReferences, ThemeFonts } from '@prowrite/layouts';
import type PptxGenJS from 'pptxgenjs';
import { hex, inch, lineSafe, pt, xmlSafe } from './units';

const SAFE_HREF = /^(https?:|mailto:)/i;

/**
 * The references shown on the slide (at most three, as resolved): one single-line text box each at its box,
 * a hyperlink when the reference has an http(s) address. Source-file references have no address outside
 * the app, so they are plain text (every reference is also listed in the notes).
 */
export function addReferencesElement(
  slide: PptxGenJS.Slide,
  el: ResolvedReferences,
  fonts: ThemeFonts,
  lang: string,
) {
  for (const [i, item] of el.items.slice(0, 3).entries()) {
    const href = item.href && SAFE_HREF.test(item.href) ? xmlSafe(item.href) : undefined;
    slide.addText(
      [
        {
          text: lineSafe(item.label),
          options: {
            color: hex(el.colour),
            ...(href ? { hyperlink: { url: href }, underline: { style: 'none' as const } } : {}),
          },
        },
      ],
      {
        x: inch(item.box.x),
        y: inch(item.box.y),
        w: inch(item.box.w),
        h: inch(item.box.h),
        objectName: `${el.key}-${i + 1}`,
        fontFace: fonts.latin,
        fontSize: pt(el.fontSize),
        color: hex(el.colour),
        margin: 0,
        // The board draws reference links at the slide's line height (1.2).
        lineSpacing: pt(el.fontSize * 1.2),
        valign: 'top',
        wrap: false,
        lang,
      },
    );
  }
}
