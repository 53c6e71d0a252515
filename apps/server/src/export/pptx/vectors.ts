import type { Box } from '@prowrite/layouts';
import type PptxGenJS from 'pptxgenjs';
import { drawingToXml, placeDrawing } from './drawingml';
import { parseSvg, type SvgDrawing } from './svg-parse';
import { inch } from './units';

/** Shapes per drawing above which an SVG stays a picture (ids are allotted in blocks of this size). */
const MAX_SHAPES = 9_999;
const NAME_PREFIX = 'prowrite-vector-';

const drawings = new Map<string, SvgDrawing | null>();

/** The parsed drawing of an SVG (cached: the themes' artwork is parsed once per process). */
export function drawingOf(svg: string): SvgDrawing | null {
  if (drawings.has(svg)) return drawings.get(svg) ?? null;
  const drawing = parseSvg(svg);
  const usable = drawing && drawing.primitives.length <= MAX_SHAPES ? drawing : null;
  if (drawings.size > 256) drawings.clear();
  drawings.set(svg, usable);
  return usable;
}

/**
 * SVG pictures drawn as native shapes. pptxgenjs cannot write custom groups, so each drawing is added as an
 * empty placeholder rectangle (keeping its place in the drawing order) whose `<p:sp>` the package step swaps
 * for the group of shapes (see package.ts).
 */
export class VectorParts {
  private readonly xml: string[] = [];

  /** Adds the SVG at `box` (contain/cover, cover clipped to the frame); false when it cannot be drawn as shapes. */
  add(slide: PptxGenJS.Slide, svg: string, box: Box, fit: 'contain' | 'cover', descr: string): boolean {
    const drawing = drawingOf(svg);
    if (!drawing) return false;
    const k = this.xml.length;
    const m = placeDrawing(drawing, box, fit);
    const xml = drawingToXml(drawing, m, {
      name: `Figure ${k + 1}`,
      firstId: 100_000 + k * (MAX_SHAPES + 1),
      ...(fit === 'cover' ? { clip: box } : {}),
      descr,
    });
    if (xml === null) return false;
    this.xml.push(xml);
    slide.addShape('rect', {
      x: inch(box.x),
      y: inch(box.y),
      w: inch(box.w),
      h: inch(box.h),
      objectName: `${NAME_PREFIX}${k}`,
      fill: { type: 'none' },
      line: { type: 'none' },
    });
    return true;
  }

  /** Replaces the placeholders in a slide's XML by their shapes. */
  expand(slideXml: string): string {
    if (this.xml.length === 0 || !slideXml.includes(NAME_PREFIX)) return slideXml;
    return slideXml.replace(
      new RegExp(`<p:sp><p:nvSpPr><p:cNvPr id="\\d+" name="${NAME_PREFIX}(\\d+)"[\\s\\S]*?</p:sp>`, 'g'),
      (_whole, k: string) => this.xml[Number(k)] ?? '',
    );
  }
}

const artworkXml = new Map<string, string | null>();

/** A template background's artwork as shapes over the whole slide (cached per artwork). */
export function artworkShapes(svg: string): string | null {
  if (artworkXml.has(svg)) return artworkXml.get(svg) ?? null;
  const drawing = drawingOf(svg);
  const xml = drawing
    ? drawingToXml(drawing, placeDrawing(drawing, { x: 0, y: 0, w: 960, h: 540 }, 'stretch'), {
        name: 'Background artwork',
        firstId: 1_000,
      })
    : null;
  if (artworkXml.size > 256) artworkXml.clear();
  artworkXml.set(svg, xml);
  return xml;
}
