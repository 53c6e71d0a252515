import type { ResolvedLineShape, ResolvedShape } from '@prowrite/layouts';
import { boxStyle, type ElementClock, revealClass } from './element-style';

export function ShapeView({ el, clock }: { el: ResolvedShape; clock: ElementClock }) {
  const radius = el.shape === 'ellipse' ? '50%' : el.shape === 'roundRect' ? el.radius : 0;
  return (
    <div
      className={`pw-el pw-shape${revealClass(el.key, el.revealDelayMs, clock)}`}
      data-key={el.key}
      style={{
        ...boxStyle(el.box),
        background: el.fill ?? 'transparent',
        border: el.stroke && el.strokeWidth > 0 ? `${el.strokeWidth}px solid ${el.stroke}` : undefined,
        borderRadius: radius,
        opacity: el.opacity,
      }}
    />
  );
}

const HEAD_LENGTH = 3.5;
const HEAD_WIDTH = 2.5;

/** The arrow head's triangle at `to` (sizes follow the stroke width, like PPTX's medium arrow head). */
export function arrowHead(el: Pick<ResolvedLineShape, 'from' | 'to' | 'strokeWidth'>): {
  points: string;
  lineEnd: { x: number; y: number };
} {
  const dx = el.to.x - el.from.x;
  const dy = el.to.y - el.from.y;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const w = Math.max(1, el.strokeWidth);
  const length = Math.min(len, HEAD_LENGTH * w + 4);
  const half = (HEAD_WIDTH * w + 3) / 2;
  const base = { x: el.to.x - ux * length, y: el.to.y - uy * length };
  const left = { x: base.x - uy * half, y: base.y + ux * half };
  const right = { x: base.x + uy * half, y: base.y - ux * half };
  const r = (n: number) => Math.round(n * 100) / 100;
  return {
    points: `${r(el.to.x)},${r(el.to.y)} ${r(left.x)},${r(left.y)} ${r(right.x)},${r(right.y)}`,
    lineEnd: { x: base.x + ux * 0.5, y: base.y + uy * 0.5 },
  };
}

/** Lines and arrows as inline SVG in slide coordinates (from/to already carry the flips). */
export function LineView({ el, clock }: { el: ResolvedLineShape; clock: ElementClock }) {
  const head = el.shape === 'arrow' ? arrowHead(el) : null;
  const end = head ? head.lineEnd : el.to;
  return (
    <svg
      className={`pw-el pw-line-shape${revealClass(el.key, el.revealDelayMs, clock)}`}
      data-key={el.key}
      width={960}
      height={540}
      viewBox="0 0 960 540"
      aria-hidden="true"
    >
      <line
        x1={el.from.x}
        y1={el.from.y}
        x2={end.x}
        y2={end.y}
        stroke={el.stroke}
        strokeWidth={el.strokeWidth}
        strokeDasharray={el.dash ? `${el.strokeWidth * 4} ${el.strokeWidth * 3}` : undefined}
      />
      {head && <polygon points={head.points} fill={el.stroke} />}
    </svg>
  );
}
