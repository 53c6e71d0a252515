import type { Slide } from '@prowrite/contracts';
import type {
  LayoutDeclaration,
  LayoutElement,
  ResolvedElement,
  ResolvedSlide,
  TextElement,
  Theme,
} from '../model';
import { getLayout } from '../registry';
import { resolveColour } from './colour';
import { companyBand } from './company-band';
import { detectLang, findContent, hasContent } from './content';
import { localText, type ResolveContext } from './context';
import { paragraphsOf, paragraphsOfText } from './paragraphs';
import { resolveImage, resolveLogo, resolveReferences } from './resolve-media';
import { resolveRepeat } from './resolve-repeat';
import { resolveLine, resolveShape } from './resolve-shapes';
import { resolveTable } from './resolve-table';
import { resolveTextBox } from './resolve-text';
import { slideElements } from './slide-elements';

export { pickVariant } from './slide-elements';

export interface ResolveSlideOptions {
  theme: Theme;
  /** URL of the enterprise logo; blank hides it. */
  enterpriseLogo?: string;
  /** Shown by the page-number element; defaults to slide.slide_num. */
  pageNumber?: number;
  /** Language of fixed labels; detected from the content (CJK -> zh) when absent. */
  lang?: 'zh' | 'en';
  /** Resolve against this declaration instead of the registered one (galleries, tests of new layouts). */
  layout?: LayoutDeclaration;
  /** The deck's extra company element flag: adds the small brand band (see company-band.ts). */
  companyElement?: boolean;
}

export class UnknownLayoutError extends Error {
  constructor(readonly layoutId: string) {
    super(`Unknown slide layout "${layoutId}"`);
    this.name = 'UnknownLayoutError';
  }
}

function resolveBoundText(el: TextElement, ctx: ResolveContext): ResolvedElement | undefined {
  let paragraphs = paragraphsOf(findContent(ctx.slide, el.contentId), {
    bullets: el.bullets ?? true,
    highlightColour: ctx.theme.colours.highlight,
    ...(el.groupTitle?.colour ? { groupTitleColour: resolveColour(el.groupTitle.colour, ctx.theme) } : {}),
    ...(el.groupTitle?.rowChars ? { groupTitleRowChars: el.groupTitle.rowChars } : {}),
  });
  if (paragraphs.length === 0) {
    if (el.hideWhenEmpty) return undefined;
    if (el.fallbackText) paragraphs = paragraphsOfText(localText(el.fallbackText, ctx.lang));
  } else if (el.prefix) {
    const [first, ...rest] = paragraphs;
    paragraphs = [{ ...first!, runs: [{ text: el.prefix }, ...first!.runs] }, ...rest];
  }
  return resolveTextBox(el, paragraphs, ctx, { source: { contentId: el.contentId } });
}

function resolveElement(el: LayoutElement, ctx: ResolveContext): ResolvedElement[] {
  const one = (r: ResolvedElement | undefined) => (r ? [r] : []);
  switch (el.kind) {
    case 'text':
      return one(resolveBoundText(el, ctx));
    case 'staticText':
      if (el.showWhen && !hasContent(findContent(ctx.slide, el.showWhen))) return [];
      return [resolveTextBox(el, paragraphsOfText(localText(el.text, ctx.lang)), ctx)];
    case 'pageNumber':
      return [resolveTextBox(el, paragraphsOfText(String(ctx.pageNumber)), ctx)];
    case 'shape':
      return el.showWhen && !hasContent(findContent(ctx.slide, el.showWhen)) ? [] : [resolveShape(el, ctx)];
    case 'line':
      return el.showWhen && !hasContent(findContent(ctx.slide, el.showWhen)) ? [] : [resolveLine(el, ctx)];
    case 'image':
      return one(resolveImage(el, ctx));
    case 'logo':
      return one(resolveLogo(el, ctx));
    case 'table':
      return [resolveTable(el, ctx)];
    case 'references':
      return one(resolveReferences(el, ctx));
    case 'repeat':
      return resolveRepeat(el, ctx);
  }
}

/**
 * Resolves a slide against its layout and a theme: every element with its absolute box, final text and font
 * size after the overflow policy, tables and repeated groups laid out, hidden elements dropped.
 * Pure and deterministic: the web board and the PPTX writer get the same answer.
 */
export function resolveSlide(slide: Slide, opts: ResolveSlideOptions): ResolvedSlide {
  const layout = opts.layout ?? getLayout(slide.slide_id);
  if (!layout) throw new UnknownLayoutError(slide.slide_id);
  const ctx: ResolveContext = {
    slide,
    layout,
    theme: opts.theme,
    lang: opts.lang ?? detectLang(slide),
    ...(opts.enterpriseLogo !== undefined ? { enterpriseLogo: opts.enterpriseLogo } : {}),
    pageNumber: opts.pageNumber ?? slide.slide_num,
  };
  const { elements: declared, variant, collapsed } = slideElements(layout, slide);
  const elements = declared.flatMap((el) => resolveElement(el, ctx));
  if (opts.companyElement) elements.push(...companyBand(opts.theme));
  const background =
    layout.background === 'none'
      ? { colour: opts.theme.colours.background }
      : { ...opts.theme.backgrounds[layout.background] };
  return {
    width: 960,
    height: 540,
    layoutId: layout.id,
    ...(variant ? { variant: variant.id } : {}),
    ...(collapsed.length > 0 ? { collapsed } : {}),
    lang: ctx.lang,
    background,
    fonts: opts.theme.fonts,
    animation: { loadedDelayMs: layout.animation.loadedDelayMs, footerMoveMs: layout.animation.footerMoveMs },
    elements,
    needsSplit: elements.some((e) => (e.kind === 'text' || e.kind === 'table') && e.splitAt !== undefined),
  };
}
