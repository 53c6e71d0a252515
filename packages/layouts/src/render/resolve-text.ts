import type { ContentSource, ResolvedText, TextBoxBase } from '../model';
import { resolveColour } from './colour';
import type { ResolveContext } from './context';
import { typingSpeed } from './context';
import { fitText, naturalWidth } from './fit-text';
import type { ParagraphSource } from './paragraphs';

export interface TextPlacement {
  /** Added to the declared box (repeated items). */
  dx?: number;
  dy?: number;
  revealDelayMs?: number;
  key?: string;
  source?: ContentSource;
}

/** Fits paragraphs into a declared text box and returns the resolved element. */
export function resolveTextBox(
  el: TextBoxBase,
  paragraphs: ParagraphSource[],
  ctx: ResolveContext,
  place: TextPlacement = {},
): ResolvedText {
  const style = el.style;
  const padding = el.padding ?? 0;
  const bold = style.weight === 'bold';
  const lineHeight = style.lineHeight ?? 1.3;
  const box = { x: el.box.x + (place.dx ?? 0), y: el.box.y + (place.dy ?? 0), w: el.box.w, h: el.box.h };
  if (el.fitWidth) {
    const natural = naturalWidth(paragraphs, style.fontSize, bold) + 2 * padding;
    box.w = Math.min(el.fitWidth.max, Math.max(el.fitWidth.min, Math.ceil(natural)));
  }
  const limit = Math.max(box.h, el.maxHeight ?? 0);
  const fitted = fitText({
    paragraphs,
    width: box.w - 2 * padding,
    maxHeight: limit - 2 * padding,
    fontSize: style.fontSize,
    minFontSize: style.minFontSize ?? style.fontSize,
    lineHeight,
    policy: el.overflow,
    bold,
  });
  // With maxHeight the box grows with its text, from box.h up to the limit.
  box.h = Math.min(limit, Math.max(box.h, fitted.height + 2 * padding));
  const typing = el.typing ?? (el.role === 'title' ? 'title' : 'description');
  return {
    kind: 'text',
    key: place.key ?? el.key,
    role: el.role,
    ...(place.source ? { source: place.source } : {}),
    box,
    text: fitted.texts.join('\n'),
    paragraphs: fitted.paragraphs,
    fontSize: fitted.fontSize,
    lineHeight: fitted.lineHeightPx,
    colour: resolveColour(style.colour, ctx.theme),
    bold,
    italic: style.italic ?? false,
    align: style.align ?? 'left',
    valign: style.valign ?? 'top',
    ...(el.fill ? { fill: resolveColour(el.fill, ctx.theme) } : {}),
    padding,
    fit: fitted.fit,
    ...(fitted.dropped ? { dropped: fitted.dropped } : {}),
    ...(fitted.splitAt ? { splitAt: fitted.splitAt } : {}),
    typingMsPerChar: typingSpeed(ctx, typing),
    revealDelayMs: place.revealDelayMs ?? 0,
  };
}
