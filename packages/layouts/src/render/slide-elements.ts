import type { Slide } from '@prowrite/contracts';
import type { CollapsiblePanel, LayoutDeclaration, LayoutElement, LayoutVariant } from '../model';
import { entryCount, findContent, hasContent } from './content';

/** The variant whose item-count range holds the count of its content (ToC: 1, 2, 3-4, 5+). */
export function pickVariant(layout: LayoutDeclaration, slide: Slide): LayoutVariant | undefined {
  return layout.variants?.find((v) => {
    const n = entryCount(findContent(slide, v.countOf));
    return n >= v.min && (v.max === undefined || n <= v.max);
  });
}

/** The panels of a layout this slide has nothing for. */
export function collapsedPanels(layout: LayoutDeclaration, slide: Slide): CollapsiblePanel[] {
  return (layout.collapsible ?? []).filter((p) =>
    p.whenEmpty.every((id) => !hasContent(findContent(slide, id))),
  );
}

export interface SlideElements {
  elements: LayoutElement[];
  variant?: LayoutVariant;
  /** Ids of the collapsed panels, in declaration order. */
  collapsed: string[];
}

/**
 * What a slide draws of its layout: the base elements and the picked variant, without the members of
 * collapsed panels, with the elements those panels hand their space to. Both renderers (through
 * resolveSlide) and the empty-box check read this one answer.
 */
export function slideElements(layout: LayoutDeclaration, slide: Slide): SlideElements {
  const variant = pickVariant(layout, slide);
  const declared = [...layout.elements, ...(variant?.elements ?? [])];
  const collapsed = collapsedPanels(layout, slide);
  if (collapsed.length === 0) return { elements: declared, ...(variant ? { variant } : {}), collapsed: [] };
  const gone = new Set(collapsed.flatMap((p) => p.members));
  // Later panels' replacements win: a panel declared after another knows the space both leave.
  const replacement = new Map<string, LayoutElement>();
  for (const p of collapsed) for (const el of p.replace ?? []) replacement.set(el.key, el);
  const elements = declared.filter((el) => !gone.has(el.key)).map((el) => replacement.get(el.key) ?? el);
  return { elements, ...(variant ? { variant } : {}), collapsed: collapsed.map((p) => p.id) };
}
