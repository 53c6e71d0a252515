import type { ResolvedSlide } from '@prowrite/layouts';
import type PptxGenJS from 'pptxgenjs';
import type { DeckMedia } from './media';
import { hex, SLIDE_H_IN, SLIDE_W_IN } from './units';
import { artworkShapes } from './vectors';

/**
 * Template backgrounds as slide masters, one per distinct background, so each is stored once however many
 * slides use it (a 100-slide deck holds four, not a hundred).
 *
 * The artwork is SVG. As a picture it would need a raster fallback: PowerPoint 2016+ draws the SVG
 * (`asvg:svgBlip`), but LibreOffice (7.4 here) and older viewers draw the fallback, and pptxgenjs cannot
 * rasterise in Node. So the artwork is converted to native shapes (rects, ellipses, custom paths, linear
 * gradients, opacities; see svg-parse.ts / drawingml.ts), drawn identically by PowerPoint and LibreOffice,
 * small and crisp at any zoom. The package step puts them into the master's layout part. Artwork outside the
 * converter's subset stays an SVG picture, whose fallback is then a PNG of its first colour.
 */
export class BackgroundMasters {
  private readonly names = new Map<string, string>();
  /** Layout name -> artwork shapes to insert. */
  readonly artwork = new Map<string, string>();

  constructor(
    private readonly pptx: PptxGenJS,
    private readonly media: DeckMedia,
  ) {}

  /** The master name for a slide's background (defined on first use). */
  masterFor(background: ResolvedSlide['background']): string {
    const key = `${background.colour}|${background.image ?? ''}`;
    const known = this.names.get(key);
    if (known) return known;
    const name = `Prowrite background ${this.names.size + 1}`;
    const objects: PptxGenJS.SlideMasterProps['objects'] = [];
    const svg = background.image?.startsWith('data:image/svg+xml')
      ? this.media.svgText(background.image)
      : null;
    const shapes = svg ? artworkShapes(svg) : null;
    if (shapes) this.artwork.set(name, shapes);
    else if (background.image) {
      const image = this.media.addDataUrl(background.image);
      if (image) objects.push({ image: { data: image.data, x: 0, y: 0, w: SLIDE_W_IN, h: SLIDE_H_IN } });
    }
    this.pptx.defineSlideMaster({
      title: name,
      background: { color: hex(background.colour, 'FFFFFF') },
      objects,
    });
    this.names.set(key, name);
    return name;
  }

  /** A layout part with its artwork shapes inserted (behind everything else on it). */
  expandLayout(xml: string): string {
    const name = /<p:cSld name="([^"]*)"/.exec(xml)?.[1];
    const shapes = name ? this.artwork.get(name) : undefined;
    if (!shapes) return xml;
    const at = xml.indexOf('</p:grpSpPr>');
    return at < 0
      ? xml
      : `${xml.slice(0, at + '</p:grpSpPr>'.length)}${shapes}${xml.slice(at + '</p:grpSpPr>'.length)}`;
  }
}
