import type { Box } from '@prowrite/layouts';
import { clipPrimitives } from './svg-clip';
import {
  apply,
  ellipseSegs,
  type Geometry,
  type Matrix,
  type Paint,
  type Primitive,
  type Pt,
  type Seg,
  type SvgDrawing,
} from './svg-parse';
import { attr } from './xml-fix';

/**
 * SVG primitives as native DrawingML shapes (`<p:sp>` with preset or custom geometry, solid or gradient fill,
 * outline), grouped, at a place on the slide. Used for the template artwork and for SVG figures, so they are
 * vector shapes every viewer draws (LibreOffice draws a picture's raster fallback, not its SVG).
 */

const EMU_PER_PX = 9525;
const emu = (px: number) => Math.round(px * EMU_PER_PX);

/** Where an SVG goes: its view box mapped onto `box`, preserving the aspect ratio (contain or cover). */
export function placeDrawing(drawing: SvgDrawing, box: Box, fit: 'contain' | 'cover' | 'stretch'): Matrix {
  const { view } = drawing;
  let sx = box.w / view.w;
  let sy = box.h / view.h;
  if (fit !== 'stretch') {
    const s = fit === 'contain' ? Math.min(sx, sy) : Math.max(sx, sy);
    sx = s;
    sy = s;
  }
  const dx = box.x + (box.w - view.w * sx) / 2 - view.x * sx;
  const dy = box.y + (box.h - view.h * sy) / 2 - view.y * sy;
  return [sx, 0, 0, sy, dx, dy];
}

function mapPrimitive(p: Primitive, m: Matrix): Primitive {
  const g = p.geometry;
  const s = Math.sqrt(Math.abs(m[0] * m[3]));
  const stroke = p.stroke ? { ...p.stroke, width: p.stroke.width * s } : null;
  if (g.kind === 'rect') {
    const a = apply(m, { x: g.x, y: g.y });
    return { ...p, stroke, geometry: { kind: 'rect', x: a.x, y: a.y, w: g.w * m[0], h: g.h * m[3] } };
  }
  if (g.kind === 'ellipse') {
    const c = apply(m, { x: g.cx, y: g.cy });
    return {
      ...p,
      stroke,
      geometry: { kind: 'ellipse', cx: c.x, cy: c.y, rx: g.rx * m[0], ry: g.ry * m[3] },
    };
  }
  const segs = g.segs.map((sg): Seg => {
    if (sg.t === 'Z') return sg;
    if (sg.t === 'Q') return { t: 'Q', c: apply(m, sg.c), p: apply(m, sg.p) };
    if (sg.t === 'C') return { t: 'C', c1: apply(m, sg.c1), c2: apply(m, sg.c2), p: apply(m, sg.p) };
    return { t: sg.t, p: apply(m, sg.p) };
  });
  return { ...p, stroke, geometry: { kind: 'path', segs } };
}

const colourXml = (c: string, alpha: number) =>
  alpha >= 1
    ? `<a:srgbClr val="${c}"/>`
    : `<a:srgbClr val="${c}"><a:alpha val="${Math.round(Math.max(0, alpha) * 100000)}"/></a:srgbClr>`;

/** SVG's objectBoundingBox gradient as DrawingML's scaled linear gradient over the shape's box. */
function gradientXml(paint: Extract<Paint, { kind: 'linear' }>): string {
  const { x1, y1, x2, y2, stops } = paint.gradient;
  const vx = x2 - x1;
  const vy = y2 - y1;
  const len2 = vx * vx + vy * vy || 1;
  // DrawingML spreads the stops over the whole box along the angle; SVG over the vector (padding beyond it).
  const at = (x: number, y: number) => ((x - x1) * vx + (y - y1) * vy) / len2;
  const ts = [at(0, 0), at(1, 0), at(0, 1), at(1, 1)];
  const tMin = Math.min(...ts);
  const tMax = Math.max(...ts);
  const span = tMax - tMin || 1;
  const sorted = [...stops].sort((a, b) => a.offset - b.offset);
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  const gs = [
    ...(tMin < first.offset ? [{ ...first, offset: tMin }] : []),
    ...sorted,
    ...(tMax > last.offset ? [{ ...last, offset: tMax }] : []),
  ]
    .map((s) => {
      const pos = Math.round(Math.min(1, Math.max(0, (s.offset - tMin) / span)) * 100000);
      return `<a:gs pos="${pos}">${colourXml(s.colour, s.alpha * paint.alpha)}</a:gs>`;
    })
    .join('');
  const angle = ((Math.atan2(vy, vx) * 180) / Math.PI + 360) % 360;
  return `<a:gradFill rotWithShape="1"><a:gsLst>${gs}</a:gsLst><a:lin ang="${Math.round(angle * 60000)}" scaled="1"/></a:gradFill>`;
}

function fillXml(paint: Paint | null): string {
  if (!paint) return '<a:noFill/>';
  if (paint.kind === 'solid') return `<a:solidFill>${colourXml(paint.colour, paint.alpha)}</a:solidFill>`;
  return gradientXml(paint);
}

function lineXml(p: Primitive): string {
  if (!p.stroke) return '<a:ln><a:noFill/></a:ln>';
  const { colour, alpha, width } = p.stroke;
  return `<a:ln w="${emu(width)}" cap="flat"><a:solidFill>${colourXml(colour, alpha)}</a:solidFill><a:miter lim="400000"/></a:ln>`;
}

function bounds(points: Pt[]): Box {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

function geometryXml(p: Primitive): { box: Box; geom: string } | null {
  const g = p.geometry;
  if (g.kind === 'rect')
    return {
      box: { x: g.x, y: g.y, w: g.w, h: g.h },
      geom: '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom>',
    };
  if (g.kind === 'ellipse') {
    return {
      box: { x: g.cx - g.rx, y: g.cy - g.ry, w: 2 * g.rx, h: 2 * g.ry },
      geom: '<a:prstGeom prst="ellipse"><a:avLst/></a:prstGeom>',
    };
  }
  const pts = g.segs.flatMap((s) =>
    s.t === 'Z' ? [] : s.t === 'Q' ? [s.c, s.p] : s.t === 'C' ? [s.c1, s.c2, s.p] : [s.p],
  );
  if (pts.length < 2) return null;
  const box = bounds(pts);
  const w = Math.max(emu(box.w), 1);
  const h = Math.max(emu(box.h), 1);
  const pt = (q: Pt) => `<a:pt x="${emu(q.x - box.x)}" y="${emu(q.y - box.y)}"/>`;
  const body = g.segs
    .map((s) => {
      switch (s.t) {
        case 'M':
          return `<a:moveTo>${pt(s.p)}</a:moveTo>`;
        case 'L':
          return `<a:lnTo>${pt(s.p)}</a:lnTo>`;
        case 'Q':
          return `<a:quadBezTo>${pt(s.c)}${pt(s.p)}</a:quadBezTo>`;
        case 'C':
          return `<a:cubicBezTo>${pt(s.c1)}${pt(s.c2)}${pt(s.p)}</a:cubicBezTo>`;
        default:
          return '<a:close/>';
      }
    })
    .join('');
  const fillMode = p.fill ? '' : ' fill="none"';
  return {
    box,
    geom: `<a:custGeom><a:avLst/><a:gdLst/><a:ahLst/><a:cxnLst/><a:rect l="0" t="0" r="r" b="b"/><a:pathLst><a:path w="${w}" h="${h}"${fillMode}>${body}</a:path></a:pathLst></a:custGeom>`,
  };
}

function geometryBox(g: Geometry): Box {
  if (g.kind === 'rect') return { x: g.x, y: g.y, w: g.w, h: g.h };
  if (g.kind === 'ellipse') return { x: g.cx - g.rx, y: g.cy - g.ry, w: 2 * g.rx, h: 2 * g.ry };
  return bounds(
    g.segs.flatMap((s) =>
      s.t === 'Z' ? [] : s.t === 'Q' ? [s.c, s.p] : s.t === 'C' ? [s.c1, s.c2, s.p] : [s.p],
    ),
  );
}

function geometrySegs(g: Geometry): Seg[] {
  if (g.kind === 'path') return g.segs;
  if (g.kind === 'ellipse') return ellipseSegs(g.cx, g.cy, g.rx, g.ry);
  const { x, y, w, h } = g;
  return [
    { t: 'M', p: { x, y } },
    { t: 'L', p: { x: x + w, y } },
    { t: 'L', p: { x: x + w, y: y + h } },
    { t: 'L', p: { x, y: y + h } },
    { t: 'Z' },
  ];
}

const overlaps = (a: Box, b: Box, pad: number) =>
  a.x - pad < b.x + b.w && b.x - pad < a.x + a.w && a.y - pad < b.y + b.h && b.y - pad < a.y + a.h;

/**
 * Consecutive primitives of the same solid style that do not touch become one shape with several subpaths
 * (a dot grid is one shape, not sixty). Every semi-transparent shape is a transparency group in a PDF, so
 * this keeps exports and viewers fast; shapes that overlap stay separate, as overlapping subpaths of one
 * path could cancel out under even-odd filling.
 */
function mergeDisjoint(prims: Primitive[]): Primitive[] {
  const out: Primitive[] = [];
  let run: { key: string; prims: Primitive[]; boxes: Box[] } | null = null;
  const flush = () => {
    if (!run) return;
    out.push(
      run.prims.length === 1
        ? run.prims[0]!
        : {
            ...run.prims[0]!,
            geometry: { kind: 'path', segs: run.prims.flatMap((p) => geometrySegs(p.geometry)) },
          },
    );
    run = null;
  };
  for (const p of prims) {
    const key = p.fill?.kind === 'linear' ? '' : JSON.stringify([p.fill, p.stroke]);
    const box = geometryBox(p.geometry);
    const pad = p.stroke ? p.stroke.width : 0;
    if (run && key && run.key === key && !run.boxes.some((b) => overlaps(b, box, pad))) {
      run.prims.push(p);
      run.boxes.push(box);
      continue;
    }
    flush();
    run = { key, prims: [p], boxes: [box] };
  }
  flush();
  return out;
}

const xfrm = (b: Box, group = false) => {
  const off = `<a:off x="${emu(b.x)}" y="${emu(b.y)}"/><a:ext cx="${Math.max(emu(b.w), 1)}" cy="${Math.max(emu(b.h), 1)}"/>`;
  return group
    ? `<a:xfrm>${off}<a:chOff x="${emu(b.x)}" y="${emu(b.y)}"/><a:chExt cx="${Math.max(emu(b.w), 1)}" cy="${Math.max(emu(b.h), 1)}"/></a:xfrm>`
    : `<a:xfrm>${off}</a:xfrm>`;
};

/**
 * The drawing placed by `m` (and clipped to `clip`) as one group of shapes named `name`; ids from `firstId`.
 * Null when clipping is needed but not possible (curves crossing the frame).
 */
export function drawingToXml(
  drawing: SvgDrawing,
  m: Matrix,
  opts: { name: string; firstId: number; clip?: Box; descr?: string },
): string | null {
  let prims = drawing.primitives.map((p) => mapPrimitive(p, m));
  if (opts.clip) {
    const clipped = clipPrimitives(prims, opts.clip);
    if (!clipped) return null;
    prims = clipped;
  }
  prims = mergeDisjoint(prims);
  let id = opts.firstId + 1;
  const shapes: string[] = [];
  const boxes: Box[] = [];
  for (const p of prims) {
    const g = geometryXml(p);
    if (!g) continue;
    boxes.push(g.box);
    shapes.push(
      `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${attr(opts.name)} ${id - opts.firstId}"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr>${xfrm(g.box)}${g.geom}${fillXml(p.fill)}${lineXml(p)}</p:spPr></p:sp>`,
    );
    id++;
  }
  if (shapes.length === 0) return '';
  const all = bounds(
    boxes.flatMap((b) => [
      { x: b.x, y: b.y },
      { x: b.x + b.w, y: b.y + b.h },
    ]),
  );
  const descr = opts.descr ? ` descr="${attr(opts.descr)}"` : '';
  return `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="${opts.firstId}" name="${attr(opts.name)}"${descr}/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr>${xfrm(all, true)}</p:grpSpPr>${shapes.join('')}</p:grpSp>`;
}
