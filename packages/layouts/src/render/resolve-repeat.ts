import type { RepeatElement, ResolvedElement, TemplateElement } from '../model';
import { findContent, hasContent } from './content';
import type { ResolveContext } from './context';
import { localText } from './context';
import { formatNumber, itemFieldTexts, type RepeatItem, repeatItems } from './items';
import { paragraphsOfStrings, paragraphsOfText } from './paragraphs';
import { resolveFigure } from './resolve-media';
import { resolveLine, resolveShape } from './resolve-shapes';
import { resolveTextBox } from './resolve-text';

function resolveTemplate(
  t: TemplateElement,
  entry: RepeatItem,
  index: number,
  repeat: RepeatElement,
  at: { dx: number; dy: number; revealDelayMs: number },
  ctx: ResolveContext,
): ResolvedElement | undefined {
  const key = `${repeat.key}.${index}.${t.key}`;
  switch (t.kind) {
    case 'itemText': {
      const texts = itemFieldTexts(entry, t.field).map((s) =>
        t.field === 'number' ? formatNumber(s, t.numberFormat ?? 'plain') : s,
      );
      const kind = t.field === 'bullets' ? 'bullet' : 'body';
      const many = t.field === 'bullets' || t.field === 'sub';
      const paragraphs =
        many && t.joinWith === undefined
          ? paragraphsOfStrings(texts, kind)
          : paragraphsOfText(many ? texts.filter((s) => s.trim()).join(t.joinWith) : (texts[0] ?? ''));
      if (t.hideWhenEmpty && paragraphs.length === 0) return undefined;
      return resolveTextBox(t, paragraphs, ctx, {
        ...at,
        key,
        source: { contentId: repeat.contentId, index, field: t.field },
      });
    }
    case 'staticText':
      if (t.showWhen && !hasContent(findContent(ctx.slide, t.showWhen))) return undefined;
      return resolveTextBox(t, paragraphsOfText(localText(t.text, ctx.lang)), ctx, { ...at, key });
    case 'itemImage':
      return resolveFigure(
        entry.figure,
        { x: t.box.x + at.dx, y: t.box.y + at.dy, w: t.box.w, h: t.box.h },
        t.fit,
        { key, source: { contentId: repeat.contentId, index }, revealDelayMs: at.revealDelayMs },
      );
    case 'shape':
      if (t.showWhen && !hasContent(findContent(ctx.slide, t.showWhen))) return undefined;
      return resolveShape(t, ctx, { ...at, keyPrefix: `${repeat.key}.${index}.` });
    case 'line':
      if (t.showWhen && !hasContent(findContent(ctx.slide, t.showWhen))) return undefined;
      return resolveLine(t, ctx, { ...at, keyPrefix: `${repeat.key}.${index}.` });
  }
}

/** Expands a repeated group: one copy of the template per entry, up to maxCount, on a stride or grid. */
export function resolveRepeat(el: RepeatElement, ctx: ResolveContext): ResolvedElement[] {
  const entries = repeatItems(findContent(ctx.slide, el.contentId)).slice(0, el.maxCount);
  const columns = el.columns ?? el.maxCount;
  const rowStep = el.rowStep ?? { dx: 0, dy: 0 };
  const out: ResolvedElement[] = [];
  entries.forEach((entry, i) => {
    const col = i % columns;
    const row = Math.floor(i / columns);
    const at = {
      dx: el.origin.x + col * el.step.dx + row * rowStep.dx,
      dy: el.origin.y + col * el.step.dy + row * rowStep.dy,
      revealDelayMs: i * (el.revealMs ?? 0),
    };
    for (const t of el.template) {
      const resolved = resolveTemplate(t, entry, i, el, at, ctx);
      if (resolved) out.push(resolved);
    }
  });
  return out;
}
