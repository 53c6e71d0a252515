import type { CollapsiblePanel, LayoutDeclaration, LayoutElement } from '../model';

/** The content id an element shows, if it is bound to one. */
function boundId(el: LayoutElement): string | undefined {
  return el.kind === 'text' || el.kind === 'image' || el.kind === 'table' || el.kind === 'repeat'
    ? el.contentId
    : undefined;
}

/** A heading labels a panel: it shows its fallback or a title, never content of its own. */
const isHeading = (el: LayoutElement) =>
  el.kind === 'text' && (el.fallbackText !== undefined || el.role === 'title');

function checkPanel(
  panel: CollapsiblePanel,
  layout: LayoutDeclaration,
  byKey: Map<string, LayoutElement>,
  errors: string[],
): void {
  const where = `${layout.id}/collapsible ${panel.id}`;
  if (panel.whenEmpty.length === 0) errors.push(`${where}: whenEmpty names no content id`);
  for (const id of panel.whenEmpty) {
    const decl = layout.contentIds.find((c) => c.id === id);
    if (!decl) errors.push(`${where}: whenEmpty "${id}" is not declared`);
    else if (decl.required) errors.push(`${where}: "${id}" is required, so the panel could never collapse`);
  }
  if (panel.members.length === 0) errors.push(`${where}: no members`);
  for (const key of panel.members) {
    const el = byKey.get(key);
    if (!el) {
      errors.push(`${where}: member "${key}" is not an element`);
      continue;
    }
    // Collapsing must never hide content the slide has: members show only what the panel waits for.
    const id = boundId(el);
    if (id !== undefined && !panel.whenEmpty.includes(id) && !isHeading(el))
      errors.push(`${where}: member "${key}" shows "${id}", which the panel does not wait for`);
  }
  for (const el of panel.replace ?? []) {
    const original = byKey.get(el.key);
    if (!original) errors.push(`${where}: replace "${el.key}" is not an element`);
    else if (panel.members.includes(el.key)) errors.push(`${where}: replace "${el.key}" is its own member`);
    else if (original.kind !== el.kind || boundId(original) !== boundId(el))
      errors.push(`${where}: replace "${el.key}" must keep the element's kind and content`);
  }
}

/**
 * Collapsible panels are sound: known, optional content ids; members that exist and show only the content
 * the panel waits for (or are its headings); replacements that keep each element's kind and content.
 * Replacement boxes are checked like every element by the caller.
 */
export function validateCollapsible(layout: LayoutDeclaration): string[] {
  const errors: string[] = [];
  const byKey = new Map<string, LayoutElement>();
  for (const el of [...layout.elements, ...(layout.variants ?? []).flatMap((v) => v.elements)])
    byKey.set(el.key, el);
  const ids = new Set<string>();
  for (const panel of layout.collapsible ?? []) {
    if (ids.has(panel.id)) errors.push(`${layout.id}: collapsible "${panel.id}" declared twice`);
    ids.add(panel.id);
    checkPanel(panel, layout, byKey, errors);
  }
  return errors;
}
