import { createHash } from 'node:crypto';
import type { Parts } from './capture';
import type { BackgroundMasters } from './masters';
import type { DeckMedia } from './media';
import { solidPng } from './png';
import type { DeckPage } from './resolve-deck';
import { runLang } from './text';
import {
  attr,
  dedupeParagraphProps,
  noHangingPunctuation,
  notesParagraphs,
  setEastAsianFont,
  sizeArrowHeads,
} from './xml-fix';
import type { VectorParts } from './vectors';
import { writeZip } from './zip';

const REL = /<Relationship\b[^>]*?\bId="([^"]+)"[^>]*?\bTarget="([^"]+)"[^>]*\/>/g;
const SVG_BLIP =
  /<a:blip r:embed="([^"]+)">(?:(?!<\/a:blip>)[\s\S])*?<asvg:svgBlip\b[^>]*?r:embed="([^"]+)"/g;
const RELS_PART = /^ppt\/(slides|slideLayouts)\/_rels\/[^/]+\.rels$/;
const MEDIA_TARGET = /Target="\.\.\/media\/([^"]+)"/g;

const partOfRels = (relsPath: string) => relsPath.replace('_rels/', '').replace(/\.rels$/, '');
const mediaPath = (target: string) => `ppt/media/${target.split('/').pop()}`;

function text(parts: Parts, path: string): string | undefined {
  const v = parts.get(path);
  return v === undefined || typeof v === 'string' ? v : Buffer.from(v).toString('utf8');
}

function rewrite(parts: Parts, path: string, fix: (xml: string) => string) {
  const xml = text(parts, path);
  if (xml !== undefined) parts.set(path, fix(xml));
}

/** The colour an SVG paints first (its background rect or gradient start), for its raster fallback. */
function firstColour(svg: string): string {
  return /(?:fill|stop-color)="#([0-9a-fA-F]{6})"/.exec(svg)?.[1]?.toUpperCase() ?? 'FFFFFF';
}

/** Media parts written from placeholders get their real bytes. */
function restoreMedia(parts: Parts, media: DeckMedia) {
  for (const [name, data] of parts) {
    if (!name.startsWith('ppt/media/') || typeof data === 'string') continue;
    const real = media.realBytes(data);
    if (real) parts.set(name, real);
  }
}

/**
 * SVG pictures need a raster copy beside them; pptxgenjs cannot draw one in Node. Each is a small PNG in the
 * SVG's first colour (the template's base colour for backgrounds, see masters.ts).
 */
function fillSvgFallbacks(parts: Parts, relsPaths: string[], media: DeckMedia) {
  const pngs = new Map<string, Buffer>();
  for (const relsPath of relsPaths) {
    const xml = text(parts, partOfRels(relsPath));
    if (!xml?.includes('asvg:svgBlip')) continue;
    const rels = new Map(
      [...(text(parts, relsPath) ?? '').matchAll(REL)].map((m) => [m[1]!, m[2]!] as const),
    );
    for (const m of xml.matchAll(SVG_BLIP)) {
      const png = rels.get(m[1]!);
      const svg = rels.get(m[2]!);
      const svgPart = svg ? parts.get(mediaPath(svg)) : undefined;
      if (!png || !svgPart || typeof svgPart === 'string') continue;
      const colour = firstColour(Buffer.from(media.realBytes(svgPart) ?? svgPart).toString('utf8'));
      const bytes = pngs.get(colour) ?? solidPng(colour);
      pngs.set(colour, bytes);
      parts.set(mediaPath(png), bytes);
    }
  }
}

/**
 * Identical pictures (a figure or logo on many slides) are stored once; relationships point at the copy kept.
 * Runs before the real bytes are restored, so a placeholder's few bytes are its key and pictures are not hashed.
 */
function dedupeMedia(parts: Parts, relsPaths: string[]) {
  const kept = new Map<string, string>();
  const rename = new Map<string, string>();
  for (const [path, data] of parts) {
    if (!path.startsWith('ppt/media/')) continue;
    const name = path.slice('ppt/media/'.length);
    const key = `${createHash('sha1').update(data).digest('hex')}${name.slice(name.lastIndexOf('.'))}`;
    const first = kept.get(key);
    if (first) rename.set(name, first);
    else kept.set(key, name);
  }
  if (rename.size === 0) return;
  for (const path of relsPaths) {
    rewrite(parts, path, (xml) =>
      xml.replace(MEDIA_TARGET, (whole, name: string) => {
        const to = rename.get(name);
        return to ? `Target="../media/${to}"` : whole;
      }),
    );
  }
  for (const name of rename.keys()) parts.delete(`ppt/media/${name}`);
}

/** pptxgenjs declares a slide master per slide; only the first exists. */
function dropPhantomMasters(types: string): string {
  return types.replace(
    /<Override PartName="\/ppt\/slideMasters\/slideMaster(\d+)\.xml"[^>]*\/>/g,
    (whole, n: string) => (n === '1' ? whole : ''),
  );
}

export interface PackageContext {
  pages: DeckPage[];
  media: DeckMedia;
  vectors: VectorParts;
  masters: BackgroundMasters;
}

/**
 * Finishes the parts pptxgenjs wrote: East-Asian faces on every run, one paragraph-properties element per
 * paragraph (without hanging punctuation), arrow-head sizes, vector drawings in place of their placeholders, artwork in the layouts, notes
 * as paragraphs, real picture bytes, raster fallbacks of SVG pictures, pictures stored once, content types
 * without phantom masters. Returns the zipped file.
 */
export function finalisePackage(parts: Parts, ctx: PackageContext, level = 6): Buffer {
  const { pages, media, vectors, masters } = ctx;
  const relsPaths = [...parts.keys()].filter((name) => RELS_PART.test(name));
  pages.forEach((page, i) => {
    const fonts = page.resolved.fonts;
    rewrite(parts, `ppt/slides/slide${i + 1}.xml`, (xml) =>
      vectors.expand(
        sizeArrowHeads(noHangingPunctuation(dedupeParagraphProps(setEastAsianFont(xml, fonts)))),
      ),
    );
    rewrite(parts, `ppt/notesSlides/notesSlide${i + 1}.xml`, (xml) =>
      notesParagraphs(xml, fonts, runLang(page.resolved.lang)),
    );
  });
  for (const path of parts.keys()) {
    if (/^ppt\/slideLayouts\/slideLayout\d+\.xml$/.test(path))
      rewrite(parts, path, (xml) => masters.expandLayout(xml));
  }
  fillSvgFallbacks(parts, relsPaths, media);
  dedupeMedia(parts, relsPaths);
  restoreMedia(parts, media);
  rewrite(parts, '[Content_Types].xml', dropPhantomMasters);
  const ea = pages[0]?.resolved.fonts.eastAsian;
  if (ea)
    rewrite(parts, 'ppt/theme/theme1.xml', (xml) =>
      xml.replaceAll('<a:ea typeface=""/>', `<a:ea typeface="${attr(ea)}"/>`),
    );
  // OPC readers expect the content types first.
  const types = '[Content_Types].xml';
  const ordered = new Map([...parts].sort(([a], [b]) => (a === types ? -1 : b === types ? 1 : 0)));
  return writeZip(ordered, level);
}
