/**
 * A parser for the small SVG subset our own artwork uses (theme backgrounds, sample figures): rect, circle,
 * ellipse, line, polyline, polygon and path (M L H V Q C Z, absolute or relative), groups with translate /
 * scale / matrix transforms, solid and linear-gradient fills, strokes and opacities. It returns the drawing
 * as primitives in the SVG's user space, or null for anything else (text, images, filters, clips, arcs ...):
 * the caller then keeps the SVG as a picture.
 */

export type Matrix = [number, number, number, number, number, number];
export interface Pt {
  x: number;
  y: number;
}
export type Seg =
  | { t: 'M' | 'L'; p: Pt }
  | { t: 'Q'; c: Pt; p: Pt }
  | { t: 'C'; c1: Pt; c2: Pt; p: Pt }
  | { t: 'Z' };

export interface GradientStop {
  offset: number;
  colour: string;
  alpha: number;
}
export interface LinearGradient {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  stops: GradientStop[];
}
export type Paint =
  | { kind: 'solid'; colour: string; alpha: number }
  | { kind: 'linear'; gradient: LinearGradient; alpha: number };
export interface Stroke {
  colour: string;
  alpha: number;
  width: number;
}
export type Geometry =
  | { kind: 'rect'; x: number; y: number; w: number; h: number }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number }
  | { kind: 'path'; segs: Seg[] };
export interface Primitive {
  geometry: Geometry;
  fill: Paint | null;
  stroke: Stroke | null;
}
export interface SvgDrawing {
  /** The viewBox (or width/height) the primitives are in. */
  view: { x: number; y: number; w: number; h: number };
  primitives: Primitive[];
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const NAMED: Record<string, string> = {
  white: 'FFFFFF',
  black: '000000',
  red: 'FF0000',
  blue: '0000FF',
  green: '008000',
};
const IGNORED = new Set(['title', 'desc', 'metadata']);
const INHERITED = ['fill', 'fill-opacity', 'stroke', 'stroke-opacity', 'stroke-width'] as const;

class Unsupported extends Error {}

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export const apply = (m: Matrix, p: Pt): Pt => ({
  x: m[0] * p.x + m[2] * p.y + m[4],
  y: m[1] * p.x + m[3] * p.y + m[5],
});

const numbers = (s: string): number[] => (s.match(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? []).map(Number);

function parseTransform(value: string | undefined): Matrix {
  let m = IDENTITY;
  if (!value) return m;
  for (const [, fn, args] of value.matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const a = numbers(args ?? '');
    let t: Matrix;
    if (fn === 'translate') t = [1, 0, 0, 1, a[0] ?? 0, a[1] ?? 0];
    else if (fn === 'scale') t = [a[0] ?? 1, 0, 0, a[1] ?? a[0] ?? 1, 0, 0];
    else if (fn === 'matrix' && a.length === 6) t = a as Matrix;
    else throw new Unsupported(`transform ${fn}`);
    m = multiply(m, t);
  }
  return m;
}

function parseAttrs(s: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, k, v1, v2] of s.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    out[k!] = v1 ?? v2 ?? '';
  if (out.style) {
    for (const decl of out.style.split(';')) {
      const [k, v] = decl.split(':').map((x) => x.trim());
      if (k && v) out[k] = v;
    }
  }
  return out;
}

function colour(value: string): string | null {
  const v = value.trim().toLowerCase();
  if (v === 'none' || v === 'transparent') return null;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(v)?.[1];
  if (hex) return (hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex).toUpperCase();
  const rgb = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/.exec(v);
  if (rgb)
    return rgb
      .slice(1, 4)
      .map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase();
  const named = NAMED[v];
  if (named) return named;
  throw new Unsupported(`colour ${value}`);
}

const num = (v: string | undefined, d = 0) => {
  const n = Number.parseFloat(v ?? '');
  return Number.isFinite(n) ? n : d;
};
const fraction = (v: string | undefined, d: number) => {
  if (v === undefined) return d;
  return v.trim().endsWith('%') ? num(v) / 100 : num(v, d);
};

/** Path data to absolute segments (arcs and smooth curves are not part of the subset). */
export function parsePathData(d: string): Seg[] {
  const segs: Seg[] = [];
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? [];
  let i = 0;
  let cmd = '';
  let cur: Pt = { x: 0, y: 0 };
  let start: Pt = { x: 0, y: 0 };
  const next = () => {
    const v = Number(tokens[i++]);
    if (!Number.isFinite(v)) throw new Unsupported('path data');
    return v;
  };
  while (i < tokens.length) {
    if (/^[a-zA-Z]$/.test(tokens[i]!)) cmd = tokens[i++]!;
    else if (!cmd) throw new Unsupported('path data');
    const rel = cmd === cmd.toLowerCase();
    const at = (x: number, y: number): Pt => (rel ? { x: cur.x + x, y: cur.y + y } : { x, y });
    switch (cmd.toUpperCase()) {
      case 'M': {
        cur = at(next(), next());
        start = cur;
        segs.push({ t: 'M', p: cur });
        cmd = rel ? 'l' : 'L';
        break;
      }
      case 'L':
        cur = at(next(), next());
        segs.push({ t: 'L', p: cur });
        break;
      case 'H':
        cur = { x: rel ? cur.x + next() : next(), y: cur.y };
        segs.push({ t: 'L', p: cur });
        break;
      case 'V':
        cur = { x: cur.x, y: rel ? cur.y + next() : next() };
        segs.push({ t: 'L', p: cur });
        break;
      case 'Q': {
        const c = at(next(), next());
        const p = at(next(), next());
        segs.push({ t: 'Q', c, p });
        cur = p;
        break;
      }
      case 'C': {
        const c1 = at(next(), next());
        const c2 = at(next(), next());
        const p = at(next(), next());
        segs.push({ t: 'C', c1, c2, p });
        cur = p;
        break;
      }
      case 'Z':
        segs.push({ t: 'Z' });
        cur = start;
        cmd = '';
        break;
      default:
        throw new Unsupported(`path command ${cmd}`);
    }
  }
  return segs;
}

function transformSegs(segs: Seg[], m: Matrix): Seg[] {
  return segs.map((s) => {
    switch (s.t) {
      case 'Z':
        return s;
      case 'Q':
        return { t: 'Q', c: apply(m, s.c), p: apply(m, s.p) };
      case 'C':
        return { t: 'C', c1: apply(m, s.c1), c2: apply(m, s.c2), p: apply(m, s.p) };
      default:
        return { t: s.t, p: apply(m, s.p) };
    }
  });
}

const polyline = (pts: number[], close: boolean): Seg[] => {
  const segs: Seg[] = [];
  for (let i = 0; i + 1 < pts.length; i += 2)
    segs.push({ t: i === 0 ? 'M' : 'L', p: { x: pts[i]!, y: pts[i + 1]! } });
  if (close && segs.length > 0) segs.push({ t: 'Z' });
  return segs;
};

/** An ellipse as four cubic curves (for transforms that are not plain scales). */
export function ellipseSegs(cx: number, cy: number, rx: number, ry: number): Seg[] {
  const k = 0.5522847498;
  return [
    { t: 'M', p: { x: cx + rx, y: cy } },
    {
      t: 'C',
      c1: { x: cx + rx, y: cy + ry * k },
      c2: { x: cx + rx * k, y: cy + ry },
      p: { x: cx, y: cy + ry },
    },
    {
      t: 'C',
      c1: { x: cx - rx * k, y: cy + ry },
      c2: { x: cx - rx, y: cy + ry * k },
      p: { x: cx - rx, y: cy },
    },
    {
      t: 'C',
      c1: { x: cx - rx, y: cy - ry * k },
      c2: { x: cx - rx * k, y: cy - ry },
      p: { x: cx, y: cy - ry },
    },
    {
      t: 'C',
      c1: { x: cx + rx * k, y: cy - ry },
      c2: { x: cx + rx, y: cy - ry * k },
      p: { x: cx + rx, y: cy },
    },
    { t: 'Z' },
  ];
}

interface Style {
  fill: string;
  'fill-opacity': string;
  stroke: string;
  'stroke-opacity': string;
  'stroke-width': string;
  opacity: number;
  matrix: Matrix;
}

function paintOf(value: string, opacity: number, gradients: Map<string, LinearGradient>): Paint | null {
  const ref = /^url\(\s*#([^)\s]+)\s*\)$/.exec(value.trim());
  if (ref) {
    const gradient = gradients.get(ref[1]!);
    if (!gradient) throw new Unsupported(`paint ${value}`);
    return { kind: 'linear', gradient, alpha: opacity };
  }
  const c = colour(value);
  return c ? { kind: 'solid', colour: c, alpha: opacity } : null;
}

function geometryOf(tag: string, a: Record<string, string>, m: Matrix): Geometry | null {
  const axisAligned = m[1] === 0 && m[2] === 0;
  switch (tag) {
    case 'rect': {
      const x = num(a.x);
      const y = num(a.y);
      const w = num(a.width);
      const h = num(a.height);
      if (w <= 0 || h <= 0) return null;
      if (num(a.rx) > 0 || num(a.ry) > 0) throw new Unsupported('rounded rect');
      if (axisAligned) {
        const p = apply(m, { x, y });
        return { kind: 'rect', x: p.x, y: p.y, w: w * m[0], h: h * m[3] };
      }
      return {
        kind: 'path',
        segs: transformSegs(polyline([x, y, x + w, y, x + w, y + h, x, y + h], true), m),
      };
    }
    case 'circle':
    case 'ellipse': {
      const cx = num(a.cx);
      const cy = num(a.cy);
      const rx = tag === 'circle' ? num(a.r) : num(a.rx);
      const ry = tag === 'circle' ? num(a.r) : num(a.ry);
      if (rx <= 0 || ry <= 0) return null;
      if (axisAligned) {
        const c = apply(m, { x: cx, y: cy });
        return { kind: 'ellipse', cx: c.x, cy: c.y, rx: Math.abs(rx * m[0]), ry: Math.abs(ry * m[3]) };
      }
      return { kind: 'path', segs: transformSegs(ellipseSegs(cx, cy, rx, ry), m) };
    }
    case 'line':
      return {
        kind: 'path',
        segs: transformSegs(polyline([num(a.x1), num(a.y1), num(a.x2), num(a.y2)], false), m),
      };
    case 'polyline':
    case 'polygon':
      return { kind: 'path', segs: transformSegs(polyline(numbers(a.points ?? ''), tag === 'polygon'), m) };
    case 'path':
      return { kind: 'path', segs: transformSegs(parsePathData(a.d ?? ''), m) };
    default:
      return null;
  }
}

const SHAPES = new Set(['rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'path']);

function parseOrThrow(svg: string): SvgDrawing {
  const open = /<svg\b([^>]*)>/i.exec(svg);
  if (!open) throw new Unsupported('no svg element');
  const root = parseAttrs(open[1] ?? '');
  const box = numbers(root.viewBox ?? '');
  const view =
    box.length === 4
      ? { x: box[0]!, y: box[1]!, w: box[2]!, h: box[3]! }
      : { x: 0, y: 0, w: num(root.width), h: num(root.height) };
  if (!(view.w > 0 && view.h > 0)) throw new Unsupported('no size');

  const gradients = new Map<string, LinearGradient>();
  const primitives: Primitive[] = [];
  const base: Style = {
    fill: '#000000',
    'fill-opacity': '1',
    stroke: 'none',
    'stroke-opacity': '1',
    'stroke-width': '1',
    opacity: 1,
    matrix: IDENTITY,
  };
  const stack: { tag: string; style: Style }[] = [{ tag: 'svg', style: { ...base, ...pick(root) } }];
  let gradient: LinearGradient | null = null;
  let inDefs = 0;

  const body = svg.slice(open.index + open[0].length);
  for (const [, close, rawTag, attrText, selfClose] of body.matchAll(
    /<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g,
  )) {
    const tag = rawTag!.toLowerCase();
    const parent = stack[stack.length - 1]!;
    if (close) {
      if (tag === 'defs') inDefs--;
      if (tag === 'lineargradient') gradient = null;
      if (tag === 'g' || tag === 'svg') stack.pop();
      continue;
    }
    const a = parseAttrs(attrText ?? '');
    if (IGNORED.has(tag)) continue;
    if (tag === 'defs') {
      if (!selfClose) inDefs++;
      continue;
    }
    if (tag === 'lineargradient') {
      if (
        a.gradientUnits === 'userSpaceOnUse' ||
        a.gradientTransform ||
        (a.spreadMethod && a.spreadMethod !== 'pad')
      ) {
        throw new Unsupported('gradient options');
      }
      gradient = {
        x1: fraction(a.x1, 0),
        y1: fraction(a.y1, 0),
        x2: fraction(a.x2, 1),
        y2: fraction(a.y2, 0),
        stops: [],
      };
      if (a.id) gradients.set(a.id, gradient);
      if (selfClose) gradient = null;
      continue;
    }
    if (tag === 'stop' && gradient) {
      const c = colour(a['stop-color'] ?? '#000000') ?? '000000';
      gradient.stops.push({
        offset: Math.min(1, Math.max(0, fraction(a.offset, 0))),
        colour: c,
        alpha: num(a['stop-opacity'], 1),
      });
      continue;
    }
    if (inDefs > 0) throw new Unsupported(`defs ${tag}`);
    const style: Style = {
      ...parent.style,
      ...pick(a),
      opacity: parent.style.opacity * num(a.opacity, 1),
      matrix: multiply(parent.style.matrix, parseTransform(a.transform)),
    };
    if (tag === 'g') {
      if (!selfClose) stack.push({ tag, style });
      continue;
    }
    if (!SHAPES.has(tag)) throw new Unsupported(`element ${tag}`);
    const geometry = geometryOf(tag, a, style.matrix);
    if (!geometry) continue;
    const open = tag === 'line' || tag === 'polyline';
    const fill = open ? null : paintOf(style.fill, style.opacity * num(style['fill-opacity'], 1), gradients);
    if (fill?.kind === 'linear' && fill.gradient.stops.length === 0) throw new Unsupported('empty gradient');
    const strokePaint = paintOf(style.stroke, style.opacity * num(style['stroke-opacity'], 1), gradients);
    if (strokePaint?.kind === 'linear') throw new Unsupported('gradient stroke');
    const scale = Math.sqrt(Math.abs(style.matrix[0] * style.matrix[3] - style.matrix[1] * style.matrix[2]));
    const width = num(style['stroke-width'], 1) * scale;
    const stroke =
      strokePaint && width > 0 ? { colour: strokePaint.colour, alpha: strokePaint.alpha, width } : null;
    if (fill || stroke) primitives.push({ geometry, fill, stroke });
  }
  return { view, primitives };
}

function pick(a: Record<string, string>): Partial<Style> {
  const out: Partial<Record<(typeof INHERITED)[number], string>> = {};
  for (const k of INHERITED) if (a[k] !== undefined && a[k] !== 'inherit') out[k] = a[k];
  return out;
}

/** The drawing of an SVG in the supported subset, or null. */
export function parseSvg(svg: string): SvgDrawing | null {
  try {
    return parseOrThrow(svg);
  } catch (err) {
    if (err instanceof Unsupported) return null;
    throw err;
  }
}
