import type { ResolvedParagraph, ResolvedText, ThemeFonts } from '@prowrite/layouts';
import type PptxGenJS from 'pptxgenjs';
import { hex, inch, lineSafe, pt } from './units';

type Run = PptxGenJS.TextProps;

/** `lang` of the runs: PowerPoint picks the East-Asian face for CJK text by it. */
export const runLang = (lang: 'zh' | 'en'): string => (lang === 'zh' ? 'zh-CN' : 'en-US');

/**
 * The runs of one paragraph: every resolved line is drawn as resolved, lines after the first start with a
 * soft break (`<a:br/>`), so PowerPoint and LibreOffice break exactly where the resolver did. The last run
 * ends the paragraph (pptxgenjs `breakLine`) unless it is the last paragraph of the box.
 */
function paragraphRuns(el: ResolvedText, p: ResolvedParagraph, lastParagraph: boolean): Run[] {
  const runs: Run[] = [];
  const lines = p.lines.length > 0 ? p.lines : [{ runs: [], width: 0 }];
  lines.forEach((line, li) => {
    const lineRuns = line.runs.length > 0 ? line.runs : [{ text: '' }];
    lineRuns.forEach((run, ri) => {
      const firstOfParagraph = li === 0 && ri === 0;
      const lastOfParagraph = li === lines.length - 1 && ri === lineRuns.length - 1;
      runs.push({
        text: lineSafe(run.text),
        options: {
          color: hex(run.colour ?? p.colour ?? el.colour),
          ...(el.bold || p.bold || run.bold ? { bold: true } : {}),
          ...(el.italic ? { italic: true } : {}),
          ...(ri === 0 && li > 0 ? { softBreakBefore: true } : {}),
          ...(firstOfParagraph && p.kind === 'bullet' ? { bullet: { indent: pt(p.indent) } } : {}),
          ...(firstOfParagraph && p.spaceBefore > 0 ? { paraSpaceBefore: pt(p.spaceBefore) } : {}),
          ...(lastOfParagraph && !lastParagraph ? { breakLine: true } : {}),
        },
      });
    });
  });
  return runs;
}

/** The runs of a text element, paragraph by paragraph and line by line as resolved. */
export function textRuns(el: ResolvedText): Run[] {
  return el.paragraphs.flatMap((p, i) => paragraphRuns(el, p, i === el.paragraphs.length - 1));
}

/**
 * A resolved text element as a real text box at its box: font size in pt, exact line spacing from the
 * resolver's line height, padding as insets, no wrapping and no autofit (the resolver already broke the
 * lines and fitted the size; letting the viewer wrap again would break lines differently).
 */
export function addTextElement(
  slide: PptxGenJS.Slide,
  el: ResolvedText,
  fonts: ThemeFonts,
  lang: 'zh' | 'en',
) {
  const runs = textRuns(el);
  if (runs.length === 0 && !el.fill) return;
  slide.addText(runs.length > 0 ? runs : '', {
    x: inch(el.box.x),
    y: inch(el.box.y),
    w: inch(el.box.w),
    h: inch(el.box.h),
    objectName: el.key,
    fontFace: fonts.latin,
    fontSize: pt(el.fontSize),
    color: hex(el.colour),
    align: el.align,
    valign: el.valign,
    margin: pt(el.padding),
    lineSpacing: pt(el.lineHeight),
    wrap: false,
    lang: runLang(lang),
    ...(el.fill ? { fill: { color: hex(el.fill) } } : {}),
  });
}
