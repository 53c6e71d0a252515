import { getTheme, sampleFigure } from '@prowrite/layouts';
import { describe, expect, it } from 'vitest';
import { drawingToXml, placeDrawing } from './drawingml';
import { parsePathData, parseSvg } from './svg-parse';
import { assertWellFormed } from './testing/xml-check';
import { artworkShapes } from './vectors';

const svgOf = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1]!, 'base64').toString('utf8');
const wrap = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50">${body}</svg>`;

describe('SVG artwork as shapes', () => {
  it('converts every template background completely', () => {
    for (const id of ['general', 'medical_template1', 'medical_template2', 'medical_template3']) {
      for (const [kind, bg] of Object.entries(getTheme(id).backgrounds)) {
        const drawing = parseSvg(svgOf(bg.image));
        expect(drawing, `${id} ${kind}`).not.toBeNull();
        expect(drawing!.primitives.length).toBeGreaterThan(2);
        const xml = artworkShapes(svgOf(bg.image));
        expect(xml).toBeTruthy();
        assertWellFormed(`<p:spTree xmlns:p="p" xmlns:a="a">${xml}</p:spTree>`, `${id} ${kind}`);
      }
    }
  });

  it('keeps paint, opacity, gradients and group transforms', () => {
    const d = parseSvg(
      wrap(
        '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#000000"/><stop offset="0.75" stop-color="#ffffff"/></linearGradient></defs>' +
          '<rect width="100" height="50" fill="url(#g)"/>' +
          '<g transform="translate(10 5) scale(2)"><circle cx="5" cy="5" r="2" fill="#FF0000" fill-opacity="0.5"/></g>' +
          '<line x1="0" y1="0" x2="10" y2="0" stroke="#00ff00" stroke-width="3"/>',
      ),
    )!;
    expect(d.primitives).toHaveLength(3);
    expect(d.primitives[0]!.fill).toMatchObject({ kind: 'linear' });
    expect(d.primitives[1]!.geometry).toEqual({ kind: 'ellipse', cx: 20, cy: 15, rx: 4, ry: 4 });
    expect(d.primitives[1]!.fill).toEqual({ kind: 'solid', colour: 'FF0000', alpha: 0.5 });
    expect(d.primitives[2]).toMatchObject({ fill: null, stroke: { colour: '00FF00', width: 3 } });
    const xml = drawingToXml(d, placeDrawing(d, { x: 0, y: 0, w: 200, h: 100 }, 'contain'), {
      name: 'T',
      firstId: 10,
    })!;
    expect(xml).toContain('<a:gradFill rotWithShape="1">');
    expect(xml).toContain('<a:gs pos="75000">');
    expect(xml).toContain('<a:alpha val="50000"/>');
    // Scaled twice: the line is 6 px wide (57150 EMU).
    expect(xml).toContain('<a:ln w="57150" cap="flat">');
  });

  it('reads absolute and relative path commands', () => {
    expect(parsePathData('M10,10 h5 v5 l-5,0 z Q 1 2 3 4 c1 1 2 2 3 3')).toEqual([
      { t: 'M', p: { x: 10, y: 10 } },
      { t: 'L', p: { x: 15, y: 10 } },
      { t: 'L', p: { x: 15, y: 15 } },
      { t: 'L', p: { x: 10, y: 15 } },
      { t: 'Z' },
      { t: 'Q', c: { x: 1, y: 2 }, p: { x: 3, y: 4 } },
      { t: 'C', c1: { x: 4, y: 5 }, c2: { x: 5, y: 6 }, p: { x: 6, y: 7 } },
    ]);
  });

  it('gives up on what it cannot draw (the SVG then stays a picture)', () => {
    for (const body of [
      '<text x="1" y="1">label</text>',
      '<image href="x.png" width="1" height="1"/>',
      '<path d="M0 0 A 5 5 0 0 1 10 10"/>',
      '<rect width="5" height="5" fill="url(#missing)"/>',
      '<g transform="rotate(10)"><rect width="5" height="5"/></g>',
      '<style>rect{fill:red}</style>',
    ]) {
      expect(parseSvg(wrap(body)), body).toBeNull();
    }
    expect(parseSvg('<html/>')).toBeNull();
  });

  it('clips a cover-fitted figure to its frame', () => {
    const fig = svgOf(sampleFigure('km', 'x').image_info!.url);
    const d = parseSvg(fig)!;
    const frame = { x: 0, y: 0, w: 960, h: 540 };
    const xml = drawingToXml(d, placeDrawing(d, frame, 'cover'), { name: 'F', firstId: 1, clip: frame })!;
    for (const [, x, y, cx, cy] of xml.matchAll(
      /<a:off x="(-?\d+)" y="(-?\d+)"\/><a:ext cx="(\d+)" cy="(\d+)"\/>/g,
    )) {
      expect(Number(x)).toBeGreaterThanOrEqual(0);
      expect(Number(y)).toBeGreaterThanOrEqual(0);
      expect(Number(x) + Number(cx)).toBeLessThanOrEqual(960 * 9525 + 1);
      expect(Number(y) + Number(cy)).toBeLessThanOrEqual(540 * 9525 + 1);
    }
  });
});
