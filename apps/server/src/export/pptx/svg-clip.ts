import type { Box } from '@prowrite/layouts';
import type { Primitive, Pt, Seg } from './svg-parse';

/**
 * Clips primitives to a frame (a cover-fitted figure spills over its frame; shapes cannot be cropped like a
 * picture). Rectangles intersect, straight open paths are cut segment by segment (Liang-Barsky), straight
 * closed paths are clipped as polygons (Sutherland-Hodgman). A curve or ellipse crossing the frame is not
 * handled: null, and the caller keeps the figure as a picture.
 */

const inside = (p: Pt, f: Box) => p.x >= f.x && p.x <= f.x + f.w && p.y >= f.y && p.y <= f.y + f.h;

function clipSegment(a: Pt, b: Pt, f: Box): [Pt, Pt] | null {
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const edges: [number, number][] = [
    [-dx, a.x - f.x],
    [dx, f.x + f.w - a.x],
    [-dy, a.y - f.y],
    [dy, f.y + f.h - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return null;
  }
  return [
    { x: a.x + t0 * dx, y: a.y + t0 * dy },
    { x: a.x + t1 * dx, y: a.y + t1 * dy },
  ];
}

function clipPolygon(points: Pt[], f: Box): Pt[] {
  const planes: [(p: Pt) => boolean, (a: Pt, b: Pt) => Pt][] = [
    [(p) => p.x >= f.x, (a, b) => ({ x: f.x, y: a.y + ((b.y - a.y) * (f.x - a.x)) / (b.x - a.x) })],
    [
      (p) => p.x <= f.x + f.w,
      (a, b) => ({ x: f.x + f.w, y: a.y + ((b.y - a.y) * (f.x + f.w - a.x)) / (b.x - a.x) }),
    ],
    [(p) => p.y >= f.y, (a, b) => ({ x: a.x + ((b.x - a.x) * (f.y - a.y)) / (b.y - a.y), y: f.y })],
    [
      (p) => p.y <= f.y + f.h,
      (a, b) => ({ x: a.x + ((b.x - a.x) * (f.y + f.h - a.y)) / (b.y - a.y), y: f.y + f.h }),
    ],
  ];
  let out = points;
  for (const [keep, cross] of planes) {
    const input = out;
    out = [];
    input.forEach((cur, i) => {
      const prev = input[(i + input.length - 1) % input.length]!;
      if (keep(cur)) {
        if (!keep(prev)) out.push(cross(prev, cur));
        out.push(cur);
      } else if (keep(prev)) out.push(cross(prev, cur));
    });
    if (out.length === 0) break;
  }
  return out;
}

/** Subpaths of a path made of M/L/Z only; null when it has curves. */
function straightSubpaths(segs: Seg[]): { points: Pt[]; closed: boolean }[] | null {
  const subs: { points: Pt[]; closed: boolean }[] = [];
  for (const s of segs) {
    if (s.t === 'Q' || s.t === 'C') return null;
    if (s.t === 'M') subs.push({ points: [s.p], closed: false });
    else if (s.t === 'L') subs[subs.length - 1]?.points.push(s.p);
    else if (subs.length > 0) subs[subs.length - 1]!.closed = true;
  }
  return subs;
}

function allPoints(segs: Seg[]): Pt[] {
  return segs.flatMap((s) =>
    s.t === 'Z' ? [] : s.t === 'Q' ? [s.c, s.p] : s.t === 'C' ? [s.c1, s.c2, s.p] : [s.p],
  );
}

function clipPrimitive(prim: Primitive, f: Box): Primitive | null | 'unsupported' {
  const g = prim.geometry;
  if (g.kind === 'rect') {
    const x = Math.max(g.x, f.x);
    const y = Math.max(g.y, f.y);
    const w = Math.min(g.x + g.w, f.x + f.w) - x;
    const h = Math.min(g.y + g.h, f.y + f.h) - y;
    return w > 0 && h > 0 ? { ...prim, geometry: { kind: 'rect', x, y, w, h } } : null;
  }
  if (g.kind === 'ellipse') {
    const box = { x: g.cx - g.rx, y: g.cy - g.ry, w: 2 * g.rx, h: 2 * g.ry };
    const within = inside({ x: box.x, y: box.y }, f) && inside({ x: box.x + box.w, y: box.y + box.h }, f);
    return within ? prim : 'unsupported';
  }
  if (allPoints(g.segs).every((p) => inside(p, f))) return prim;
  const subs = straightSubpaths(g.segs);
  if (!subs) return 'unsupported';
  const segs: Seg[] = [];
  for (const sub of subs) {
    if (sub.closed) {
      const poly = clipPolygon(sub.points, f);
      if (poly.length < 3) continue;
      for (const [i, p] of poly.entries()) segs.push({ t: i === 0 ? 'M' : 'L', p });
      segs.push({ t: 'Z' });
      continue;
    }
    for (let i = 0; i + 1 < sub.points.length; i++) {
      const piece = clipSegment(sub.points[i]!, sub.points[i + 1]!, f);
      if (!piece) continue;
      const last = segs[segs.length - 1];
      const joined = last && last.t !== 'Z' && last.p.x === piece[0].x && last.p.y === piece[0].y;
      if (!joined) segs.push({ t: 'M', p: piece[0] });
      segs.push({ t: 'L', p: piece[1] });
    }
  }
  return segs.length > 0 ? { ...prim, geometry: { kind: 'path', segs } } : null;
}

export function clipPrimitives(prims: Primitive[], frame: Box): Primitive[] | null {
  const out: Primitive[] = [];
  for (const p of prims) {
    const c = clipPrimitive(p, frame);
    if (c === 'unsupported') return null;
    if (c) out.push(c);
  }
  return out;
}
