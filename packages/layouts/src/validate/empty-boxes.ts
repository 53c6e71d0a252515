import type { Slide } from '@prowrite/contracts';
import type { Box, LayoutDeclaration, LayoutElement } from '../model';
import { getLayout } from '../registry';
import { slideElements } from '../render/slide-elements';

/** Elements that show a slide's content (a text, table or picture slot). */
type Slot = { key: string; contentId: string; box: Box; showsWithoutContent: boolean };

function slots(elements: LayoutElement[]): Slot[] {
  const out: Slot[] = [];
  for (const e of elements) {
    if (e.kind === 'text')
      out.push({
        key: e.key,
        contentId: e.contentId,
        box: e.box,
        // A slot that disappears or shows its fallback when empty never leaves a blank box behind.
        showsWithoutContent: !e.hideWhenEmpty && e.fallbackText === undefined,
      });
    else if (e.kind === 'image')
      out.push({ key: e.key, contentId: e.contentId, box: e.box, showsWithoutContent: true });
    else if (e.kind === 'table')
      out.push({
        key: e.key,
        contentId: e.contentId,
        box: { x: e.x, y: e.y, w: e.width ?? 870, h: e.maxHeight },
        showsWithoutContent: true,
      });
  }
  return out;
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.w <= outer.x + outer.w &&
  inner.y + inner.h <= outer.y + outer.h;

function hasContent(slide: Slide, id: string): boolean {
  const c = slide.content.find((x) => x.id === id);
  if (!c) return false;
  return Boolean(
    c.text?.trim() ||
      c.text_arr?.length ||
      c.list?.length ||
      c.json?.rows.length ||
      c.long_text?.length ||
      c.text_list?.length ||
      c.img_arr?.length,
  );
}

/**
 * The designed boxes a slide leaves empty: a panel always drawn (a shape without showWhen) that holds content
 * slots none of which has content, a filled text box shown without content, or a required slot left out.
 * A reader sees each as a blank, labelled box: the writer must fill it from the facts or pick a layout
 * without it. Slots that hide or show a fallback when empty are never counted.
 */
export function emptyDesignedBoxes(slide: Slide, layoutOverride?: LayoutDeclaration): string[] {
  const layout = layoutOverride ?? getLayout(slide.slide_id);
  if (!layout) return [`unknown layout ${slide.slide_id}`];
  // What the slide draws: collapsed panels are not there to be empty.
  const { elements } = slideElements(layout, slide);
  const found: string[] = [];
  for (const c of layout.contentIds)
    if (c.required && !hasContent(slide, c.id)) found.push(`required "${c.id}" is empty`);
  const all = slots(elements);
  for (const e of elements) {
    if (e.kind !== 'shape' || e.showWhen) continue;
    // Slots that hide or show a fallback when empty label a panel; the others must fill it.
    const filling = all.filter((s) => s.showsWithoutContent && inside(s.box, e.box));
    if (filling.length === 0 || filling.some((s) => hasContent(slide, s.contentId))) continue;
    found.push(`box "${e.key}" is empty (${filling.map((s) => s.contentId).join(', ')})`);
  }
  for (const e of elements)
    if (e.kind === 'text' && e.fill && !e.hideWhenEmpty && !e.fallbackText && !hasContent(slide, e.contentId))
      found.push(`filled text box "${e.key}" is empty`);
  return found;
}
