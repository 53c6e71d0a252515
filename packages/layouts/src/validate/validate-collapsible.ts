import type { Box, CollapsiblePanel, LayoutDeclaration, LayoutElement } from '../model';

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

/** Where an element draws, when it has a box of its own (a line or a repeat has none). */
function boxOf(el: LayoutElement): Box | undefined {
  if (el.kind === 'table') return { x: el.x, y: el.y, w: el.width ?? 870, h: el.maxHeight };
  return 'box' in el ? el.box : undefined;
}

/** The share of `area` that the boxes cover, counted on a 4 px grid. */
function covered(area: Box, boxes: Box[]): number {
  let all = 0;
  let hit = 0;
  for (let y = area.y + 2; y < area.y + area.h; y += 4)
    for (let x = area.x + 2; x < area.x + area.w; x += 4) {
      all++;
      if (boxes.some((b) => x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h)) hit++;
    }
  return all === 0 ? 1 : hit / all;
}

/** Below this share of a collapsed panel's area taken by what stays, the slide shows a blank hole. */
export const MIN_TAKEN_SHARE = 0.5;

/**
 * The space a collapsed panel leaves is taken: the elements that stay (and the panel's replacements) cover at
 * least MIN_TAKEN_SHARE of the area its members drew, so a collapsed row never leaves a blank band. Slide-wide
 * shapes (the background and frame) do not count.
 */
function checkTaken(panel: CollapsiblePanel, layout: LayoutDeclaration, errors: string[]): void {
  const members = layout.elements.filter((el) => panel.members.includes(el.key));
  const boxes = members.map(boxOf).filter((b): b is Box => b !== undefined);
  if (boxes.length === 0) return;
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const area = {
    x,
    y,
    w: Math.max(...boxes.map((b) => b.x + b.w)) - x,
    h: Math.max(...boxes.map((b) => b.y + b.h)) - y,
  };
  const replaced = new Map((panel.replace ?? []).map((el) => [el.key, el]));
  const staying = layout.elements
    .filter((el) => !panel.members.includes(el.key))
    .map((el) => replaced.get(el.key) ?? el)
    .map(boxOf)
    .filter((b): b is Box => b !== undefined && b.w * b.h < 0.6 * 960 * 540);
  const share = covered(area, staying);
  if (share < MIN_TAKEN_SHARE)
    errors.push(
      `${layout.id}/collapsible ${panel.id}: what stays covers ${Math.round(share * 100)}% of the space the panel leaves`,
    );
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
    checkTaken(panel, layout, errors);
  }
  return errors;
}
