import {
  type Active,
  type CollisionDetection,
  closestCenter,
  type DroppableContainer,
  pointerWithin,
} from '@dnd-kit/core';
import type { ContainerLoc } from '../../utils/locations';

/** Drag feel: animation 150 ms; within 150 px of an edge the list scrolls, at speed 20. */
export const DRAG_ANIMATION_MS = 150;
export const DRAG_SCROLL_SENSITIVITY_PX = 150;
export const DRAG_SCROLL_SPEED = 20;
export const DRAG_TRANSITION = { duration: DRAG_ANIMATION_MS, easing: 'ease' };

/** A dragged thing: a whole component, or a body item inside one list of one component. */
export type DragData =
  | { type: 'component'; componentId: string }
  | { type: 'item'; listKey: string; componentId: string; container: ContainerLoc; index: number };

export const componentDragId = (id: string) => `component:${id}`;
export const itemDragId = (id: string) => `item:${id}`;

function dataOf(x: Active | DroppableContainer): DragData | undefined {
  return x.data.current as DragData | undefined;
}

/** Components only meet components, items only items of their own list. */
export function sameListOnly(active: Active, target: DroppableContainer): boolean {
  const a = dataOf(active);
  const b = dataOf(target);
  if (!a || !b || a.type !== b.type) return false;
  return a.type === 'component' || (b.type === 'item' && a.listKey === b.listKey);
}

/**
 * The drop target is the one under the pointer (components differ a lot in height, so centres mislead),
 * else the nearest; always of the dragged thing's own list.
 */
export const scopedCollisions: CollisionDetection = (args) => {
  const scoped = {
    ...args,
    droppableContainers: args.droppableContainers.filter((c) => sameListOnly(args.active, c)),
  };
  const under = pointerWithin(scoped);
  return under.length > 0 ? under : closestCenter(scoped);
};

/** dnd-kit's scroll threshold is a share of the scroller: 150 px of its height. */
export function scrollThreshold(scrollerHeight: number): number {
  if (!(scrollerHeight > 0)) return 0.2;
  return Math.min(0.45, DRAG_SCROLL_SENSITIVITY_PX / scrollerHeight);
}
