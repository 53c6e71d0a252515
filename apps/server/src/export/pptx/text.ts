import type { ResolvedParagraph, ResolvedText, ThemeFonts } from '@prowrite/layouts';
import type PptxGenJS from 'pptxgenjs';
import { paragraphRuns } from './paragraph-text';
import { hex, inch, pt } from './units';

type Run = PptxGenJS.TextProps;

/** `lang` of the runs: PowerPoint picks the East-Asian face for CJK text by it. */
export const runLang = (lang: 'zh' | 'en'): string => (lang === 'zh' ? 'zh-CN' : 'en-US');

/**
 * The runs of one paragraph, unbroken: the viewer wraps them in the box (the resolver measured that they fit
 * in as many lines as the box holds). The last run ends the paragraph (pptxgenjs `breakLine`) unless it is the
 * last paragraph of the box.
 */
function runsOfParagraph(
  el: ResolvedText,
  p: ResolvedParagraph,
  source: string | undefined,
  last: boolean,
): Run[] {
  const parts = paragraphRuns(p, source);
  const runs = parts.length > 0 ? parts : [{ text: '' }];
  return runs.map((run, ri) => ({
    text: run.text,
    options: {
      color: hex(run.colour ?? p.colour ?? el.colour),
      ...(el.bold || p.bold || run.bold ? { bold: true } : {}),
      ...(el.italic ? { italic: true } : {}),
      ...(ri === 0 && p.kind === 'bullet' ? { bullet: { indent: pt(p.indent) } } : {}),
      ...(ri === 0 && p.spaceBefore > 0 ? { paraSpaceBefore: pt(p.spaceBefore) } : {}),
      ...(ri === runs.length - 1 && !last ? { breakLine: true } : {}),
    },
  }));
}

/** The runs of a text element, one paragraph per resolved paragraph. */
export function textRuns(el: ResolvedText): Run[] {
  // el.text holds the paragraphs as written, one per line, when none has a newline of its own.
  const texts = el.text.split('\n');
  const sources = texts.length === el.paragraphs.length ? texts : [];
  return el.paragraphs.flatMap((p, i) => runsOfParagraph(el, p, sources[i], i === el.paragraphs.length - 1));
}

/**
 * A resolved text element as a real text box at its box: font size in pt, exact line spacing from the
 * resolver's line height, padding as insets, wrapping on (`wrap="square"`) so PowerPoint and LibreOffice
 * reflow after an edit. No autofit: the resolver fitted the size with a measure that is never narrower than
 * the viewers' lines (decision 0068), so the viewer's wrap gives no more lines than the box holds.
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
    wrap: true,
    lang: runLang(lang),
    ...(el.fill ? { fill: { color: hex(el.fill) } } : {}),
  });
}
