import type { SlideFigure } from '@prowrite/contracts';
import {
  type Box,
  type ImageElement,
  type LogoElement,
  MAX_REFERENCES,
  type ReferencesElement,
  type ResolvedImage,
  type ResolvedReference,
  type ResolvedReferences,
} from '../model';
import { resolveColour } from './colour';
import { figuresOf, findContent } from './content';
import type { ResolveContext } from './context';
import { ellipsise, lineText, wrapRuns } from './measure';
import { safeImageSrc, safeLinkHref } from './urls';

function figureRatio(figure: SlideFigure): number | undefined {
  const info = figure.image_info;
  if (!info) return undefined;
  if (info.ratio) return info.ratio;
  return info.width && info.height ? info.width / info.height : undefined;
}

/** The part of the frame a picture of this ratio fills under contain (centred). */
export function containBox(frame: Box, ratio: number | undefined): Box {
  if (!ratio) return { ...frame };
  const frameRatio = frame.w / frame.h;
  if (ratio >= frameRatio) {
    const h = frame.w / ratio;
    return { x: frame.x, y: frame.y + (frame.h - h) / 2, w: frame.w, h };
  }
  const w = frame.h * ratio;
  return { x: frame.x + (frame.w - w) / 2, y: frame.y, w, h: frame.h };
}

/** A figure in a frame; undefined (the element is dropped) when there is no usable source. */
export function resolveFigure(
  figure: SlideFigure | undefined,
  frame: Box,
  fit: 'contain' | 'cover',
  base: Pick<ResolvedImage, 'key' | 'source' | 'revealDelayMs'>,
): ResolvedImage | undefined {
  const src = safeImageSrc(figure?.image_info?.url ?? figure?.text);
  if (!figure || !src) return undefined;
  const ratio = figureRatio(figure);
  return {
    kind: 'image',
    role: 'figure',
    ...base,
    box: frame,
    drawBox: fit === 'contain' ? containBox(frame, ratio) : { ...frame },
    src,
    fit,
    ...(ratio ? { ratio } : {}),
    caption: figure.image_info?.key_info ?? '',
  };
}

export function resolveImage(el: ImageElement, ctx: ResolveContext): ResolvedImage | undefined {
  const index = el.index ?? 0;
  const figure = figuresOf(findContent(ctx.slide, el.contentId))[index];
  return resolveFigure(figure, { ...el.box }, el.fit, {
    key: el.key,
    source: { contentId: el.contentId, index },
    revealDelayMs: 0,
  });
}

/** The enterprise logo, hidden when blank or not a loadable image address. */
export function resolveLogo(el: LogoElement, ctx: ResolveContext): ResolvedImage | undefined {
  const src = safeImageSrc(ctx.enterpriseLogo);
  if (!src) return undefined;
  const box = el.box ?? ctx.theme.logo[el.placement];
  return {
    kind: 'image',
    key: el.key,
    role: 'logo',
    box: { ...box },
    drawBox: { ...box },
    src,
    fit: 'contain',
    caption: '',
    revealDelayMs: 0,
  };
}

/** At most three references, one line each, cut with an ellipsis to the box width. */
export function resolveReferences(
  el: ReferencesElement,
  ctx: ResolveContext,
): ResolvedReferences | undefined {
  const refs = ctx.slide.reference.slice(0, MAX_REFERENCES);
  if (refs.length === 0) return undefined;
  const lineH = Math.round(el.fontSize * 1.2 * 100) / 100;
  const items: ResolvedReference[] = refs.map((reference, i) => {
    const title = (reference.article_title || reference.article_url || reference.id)
      .replace(/\s+/g, ' ')
      .trim();
    const [first, second] = wrapRuns([{ text: `[${i + 1}] ${title}` }], {
      maxWidth: el.box.w,
      fontSize: el.fontSize,
    });
    const line = second ? ellipsise(first!, el.box.w, el.fontSize) : first!;
    const href = safeLinkHref(reference.article_url);
    return {
      label: lineText(line),
      box: { x: el.box.x, y: el.box.y + i * lineH, w: el.box.w, h: lineH },
      ...(reference.id ? { fileId: reference.id } : {}),
      ...(href ? { href } : {}),
      reference,
    };
  });
  return {
    kind: 'references',
    key: el.key,
    box: { ...el.box },
    fontSize: el.fontSize,
    colour: resolveColour(el.colour, ctx.theme),
    items,
  };
}
