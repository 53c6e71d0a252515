import {
  type ArticleComponent,
  type ArticleComponentKind,
  NON_MOVABLE_KINDS,
  NON_REMOVABLE_KINDS,
} from '@prowrite/contracts';

/** Banner and review code neither move nor take another component's place: they keep the article's frame. */
export function isMovable(kind: ArticleComponentKind): boolean {
  return !NON_MOVABLE_KINDS.includes(kind);
}

/**
 * The context menu offers remove except on banner, article, expert introductions and images (and so also on
 * images of patient-education posts).
 */
export function isRemovable(
  kind: ArticleComponentKind,
  workType: 'Tweets' | 'PatientEducationPost',
): boolean {
  if (NON_REMOVABLE_KINDS.includes(kind)) return false;
  return !(workType === 'PatientEducationPost' && kind === 'image');
}

/** Swaps two entries of a list; the same list when an index is out of range or both are the same. */
export function swap<T>(list: readonly T[], a: number, b: number): T[] {
  if (a === b || a < 0 || b < 0 || a >= list.length || b >= list.length) return list as T[];
  const out = [...list];
  out[a] = list[b]!;
  out[b] = list[a]!;
  return out;
}

/**
 * The components after dragging `fromId` onto `toId`: the two swap places. Null when the drop is refused
 * (either is banner or review code, or an id is unknown).
 */
export function swapComponents(
  components: readonly ArticleComponent[],
  fromId: string,
  toId: string,
): ArticleComponent[] | null {
  const from = components.findIndex((c) => c.id === fromId);
  const to = components.findIndex((c) => c.id === toId);
  if (from < 0 || to < 0 || from === to) return null;
  if (!isMovable(components[from]!.component) || !isMovable(components[to]!.component)) return null;
  return swap(components, from, to);
}

/** `component_key` of an `add` that puts the new component right after position `index` (0-based). */
export function insertKeyAfter(index: number): number {
  return index + 2;
}

/** The list with `component` inserted after position `index` (-1: first). */
export function insertComponentAfter(
  components: readonly ArticleComponent[],
  index: number,
  component: ArticleComponent,
): ArticleComponent[] {
  const at = Math.max(0, Math.min(index + 1, components.length));
  const out = [...components];
  out.splice(at, 0, component);
  return out;
}
