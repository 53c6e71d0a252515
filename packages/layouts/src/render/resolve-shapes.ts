import type { LineElement, ResolvedLineShape, ResolvedShape, ShapeElement } from '../model';
import { resolveColour } from './colour';
import type { ResolveContext } from './context';

export interface Offset {
  dx: number;
  dy: number;
  keyPrefix?: string;
  revealDelayMs?: number;
}

const NO_OFFSET: Offset = { dx: 0, dy: 0 };

export function resolveShape(el: ShapeElement, ctx: ResolveContext, at: Offset = NO_OFFSET): ResolvedShape {
  return {
    kind: 'shape',
    key: `${at.keyPrefix ?? ''}${el.key}`,
    shape: el.shape,
    box: { x: el.box.x + at.dx, y: el.box.y + at.dy, w: el.box.w, h: el.box.h },
    ...(el.fill ? { fill: resolveColour(el.fill, ctx.theme) } : {}),
    ...(el.stroke ? { stroke: resolveColour(el.stroke, ctx.theme) } : {}),
    strokeWidth: el.stroke ? (el.strokeWidth ?? 1) : 0,
    radius: el.shape === 'roundRect' ? (el.radius ?? 8) : 0,
    opacity: el.opacity ?? 1,
    revealDelayMs: at.revealDelayMs ?? 0,
  };
}

export function resolveLine(el: LineElement, ctx: ResolveContext, at: Offset = NO_OFFSET): ResolvedLineShape {
  const from = { x: el.from.x + at.dx, y: el.from.y + at.dy };
  const to = { x: el.to.x + at.dx, y: el.to.y + at.dy };
  return {
    kind: 'line',
    key: `${at.keyPrefix ?? ''}${el.key}`,
    shape: el.shape,
    from,
    to,
    box: {
      x: Math.min(from.x, to.x),
      y: Math.min(from.y, to.y),
      w: Math.abs(to.x - from.x),
      h: Math.abs(to.y - from.y),
    },
    flipH: to.x < from.x,
    flipV: to.y < from.y,
    stroke: resolveColour(el.stroke, ctx.theme),
    strokeWidth: el.strokeWidth,
    dash: el.dash ?? false,
    revealDelayMs: at.revealDelayMs ?? 0,
  };
}
