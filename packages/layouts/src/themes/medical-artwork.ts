import type { ThemeBackgrounds } from '../model';
import { type ArtworkColours, svgDataUrl } from './artwork';

/**
 * Original background artwork of the medical templates (960 x 540 SVG, ASCII only): each template has its
 * own abstract motif, template1 molecules, template2 waves, template3 grids. Motifs stay on the right and
 * at the edges, clear of the text areas the medical layouts use (covers and closings write on the left
 * 0..660, content slides keep the header and body zones plain).
 */

export type MedicalMotif = 'molecules' | 'waves' | 'grids';

const open = '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">';
const close = '</svg>';
const r1 = (n: number) => Math.round(n * 10) / 10;

/** A hexagonal ring (atoms at the corners, bonds between them), centre (cx, cy), radius r. */
function ring(cx: number, cy: number, r: number, stroke: string, atom: string, opacity: number): string {
  const pts = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    return [r1(cx + r * Math.cos(a)), r1(cy + r * Math.sin(a))] as const;
  });
  const poly = `<polygon points="${pts.map((p) => p.join(',')).join(' ')}" fill="none" stroke="${stroke}" stroke-width="2" stroke-opacity="${opacity}"/>`;
  const atoms = pts
    .map(
      ([x, y]) => `<circle cx="${x}" cy="${y}" r="${r1(r / 7)}" fill="${atom}" fill-opacity="${opacity}"/>`,
    )
    .join('');
  return poly + atoms;
}

/** A chain of fused rings going from (x, y) with a side bond and a free atom at the end. */
function molecule(x: number, y: number, r: number, stroke: string, atom: string, opacity: number): string {
  const dx = r * Math.sqrt(3);
  return [
    ring(x, y, r, stroke, atom, opacity),
    ring(r1(x + dx), y, r, stroke, atom, opacity),
    ring(r1(x + dx / 2), r1(y + 1.5 * r), r, stroke, atom, opacity),
    `<line x1="${r1(x + dx * 1.5)}" y1="${r1(y - r / 2)}" x2="${r1(x + dx * 2.2)}" y2="${r1(y - r * 1.2)}" stroke="${stroke}" stroke-width="2" stroke-opacity="${opacity}"/>`,
    `<circle cx="${r1(x + dx * 2.2)}" cy="${r1(y - r * 1.2)}" r="${r1(r / 4)}" fill="${atom}" fill-opacity="${opacity}"/>`,
  ].join('');
}

/** Stacked sine-like waves between x0 and x1 around baseline y. */
function waves(
  x0: number,
  x1: number,
  y: number,
  amp: number,
  count: number,
  stroke: string,
  opacity: number,
): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const base = y + i * 14;
    const a = amp * (1 - i * 0.12);
    const seg = (x1 - x0) / 4;
    let d = `M${x0},${base}`;
    for (let s = 0; s < 4; s++) {
      const sx = x0 + s * seg;
      const sign = s % 2 === 0 ? -1 : 1;
      d += ` Q${r1(sx + seg / 2)},${r1(base + sign * a)} ${r1(sx + seg)},${base}`;
    }
    out.push(
      `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="2" stroke-opacity="${r1(opacity * (1 - i * 0.1))}"/>`,
    );
  }
  return out.join('');
}

/** A dot grid with a few plus marks: cols x rows from (x, y), gap apart. */
function grid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  gap: number,
  dot: string,
  plus: string,
  opacity: number,
): string {
  const out: string[] = [];
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const cx = x + c * gap;
      const cy = y + r * gap;
      if ((c * 7 + r * 3) % 11 === 0) {
        out.push(
          `<path d="M${cx - 6},${cy} H${cx + 6} M${cx},${cy - 6} V${cy + 6}" stroke="${plus}" stroke-width="2.5" stroke-opacity="${opacity}"/>`,
        );
      } else {
        out.push(`<circle cx="${cx}" cy="${cy}" r="2" fill="${dot}" fill-opacity="${opacity}"/>`);
      }
    }
  }
  return out.join('');
}

/** The motif at a scale, placed in the region (x, y) of a background. */
function motif(
  kind: MedicalMotif,
  x: number,
  y: number,
  scale: number,
  line: string,
  mark: string,
  opacity: number,
): string {
  switch (kind) {
    case 'molecules':
      return (
        molecule(x, y, 34 * scale, line, mark, opacity) +
        molecule(x + 40 * scale, y + 150 * scale, 22 * scale, line, mark, opacity * 0.7)
      );
    case 'waves':
      return waves(x - 80 * scale, x + 260 * scale, y, 36 * scale, 6, line, opacity);
    case 'grids':
      return grid(x, y, Math.round(7 * scale), Math.round(6 * scale), 28, line, mark, opacity);
  }
}

function cover(kind: MedicalMotif, c: ArtworkColours): string {
  return [
    open,
    '<defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${c.dark}"/><stop offset="0.75" stop-color="${c.primary}"/></linearGradient></defs>`,
    '<rect width="960" height="540" fill="url(#m)"/>',
    `<circle cx="900" cy="470" r="260" fill="${c.secondary}" fill-opacity="0.22"/>`,
    motif(kind, 700, 110, 1.3, c.background, c.accent, 0.55),
    `<rect x="0" y="532" width="960" height="8" fill="${c.accent}"/>`,
    close,
  ].join('');
}

function section(kind: MedicalMotif, c: ArtworkColours): string {
  return [
    open,
    `<rect width="960" height="540" fill="${c.primary}"/>`,
    `<rect x="0" y="0" width="960" height="540" fill="${c.dark}" fill-opacity="0.35"/>`,
    `<circle cx="880" cy="60" r="200" fill="${c.secondary}" fill-opacity="0.3"/>`,
    motif(kind, 760, 90, 1, c.background, c.accent, 0.45),
    `<rect x="0" y="0" width="10" height="540" fill="${c.accent}"/>`,
    close,
  ].join('');
}

function content(kind: MedicalMotif, c: ArtworkColours): string {
  return [
    open,
    `<rect width="960" height="540" fill="${c.background}"/>`,
    `<rect x="0" y="0" width="6" height="540" fill="${c.primary}"/>`,
    `<g transform="translate(900 0) scale(0.28)">${motif(kind, 80, 40, 1, c.secondary, c.accent, 0.5)}</g>`,
    `<rect x="0" y="536" width="960" height="4" fill="${c.primary}" fill-opacity="0.7"/>`,
    `<rect x="0" y="536" width="180" height="4" fill="${c.accent}"/>`,
    close,
  ].join('');
}

function closing(kind: MedicalMotif, c: ArtworkColours): string {
  return [
    open,
    `<rect width="960" height="540" fill="${c.dark}"/>`,
    `<polygon points="660,0 960,0 960,540 540,540" fill="${c.primary}" fill-opacity="0.75"/>`,
    motif(kind, 740, 160, 1.2, c.background, c.accent, 0.5),
    `<rect x="64" y="500" width="120" height="4" fill="${c.accent}"/>`,
    close,
  ].join('');
}

export function buildMedicalBackgrounds(kind: MedicalMotif, c: ArtworkColours): ThemeBackgrounds {
  return {
    cover: { colour: c.dark, image: svgDataUrl(cover(kind, c)) },
    content: { colour: c.background, image: svgDataUrl(content(kind, c)) },
    section: { colour: c.primary, image: svgDataUrl(section(kind, c)) },
    closing: { colour: c.dark, image: svgDataUrl(closing(kind, c)) },
  };
}
