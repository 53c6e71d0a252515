import { createHash } from 'node:crypto';
import { type ImageFormat, imageSize, MIME, sniffFormat } from './image-size';

export type ImageLoader = (src: string) => Promise<{ data: Buffer; mime: string } | null>;

/** A picture of the deck: its bytes, format and natural ratio. */
export interface DeckImage {
  data: Buffer;
  format: ImageFormat;
  /** width / height, when the bytes tell. */
  ratio?: number;
}

/** What pptxgenjs is given for a picture: a few placeholder bytes the package step swaps for the real ones. */
export interface PptxImage {
  /** `image/png;base64,...` as pptxgenjs takes it. */
  data: string;
  format: ImageFormat;
  ratio?: number;
}

const LOAD_CONCURRENCY = 6;
/** A picture larger than this is left out (the slot stays empty) rather than bloating the file. */
const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
const PLACEHOLDER_PREFIX = 'PROWRITE-MEDIA:';

function decodeDataUrl(src: string): Buffer | null {
  const m = /^data:([^,;]*)((?:;[^,;]*)*?)(;base64)?,(.*)$/s.exec(src);
  if (!m) return null;
  const body = m[4] ?? '';
  try {
    return m[3] ? Buffer.from(body, 'base64') : Buffer.from(decodeURIComponent(body), 'utf8');
  } catch {
    return null;
  }
}

export function toDeckImage(data: Buffer): DeckImage | null {
  if (data.length === 0 || data.length > MAX_IMAGE_BYTES) return null;
  const format = sniffFormat(data);
  if (!format) return null;
  const size = imageSize(data, format);
  return { data, format, ...(size && size.w > 0 && size.h > 0 ? { ratio: size.w / size.h } : {}) };
}

/**
 * The pictures of one export. pptxgenjs base64-encodes every picture it is given into every slide that uses it
 * (a logo on 100 slides is encoded 100 times); instead it gets a short placeholder per distinct picture, and
 * the package step writes each picture's bytes once (see package.ts).
 */
export class DeckMedia {
  private readonly byKey = new Map<string, { image: DeckImage; pptx: PptxImage }>();
  /** Content hash -> the entry of the first address with those bytes (the same picture under two addresses). */
  private readonly byContent = new Map<string, { image: DeckImage; pptx: PptxImage }>();
  private readonly placeholders = new Map<string, Buffer>();

  /** Registers a picture under a key (its address); returns what to hand pptxgenjs. */
  add(key: string, image: DeckImage): PptxImage {
    const known = this.byKey.get(key);
    if (known) return known.pptx;
    const hash = createHash('sha1').update(image.data).digest('hex');
    const same = this.byContent.get(hash);
    if (same) {
      this.byKey.set(key, same);
      return same.pptx;
    }
    const marker = `${PLACEHOLDER_PREFIX}${this.placeholders.size}`;
    const pptx: PptxImage = {
      data: `${MIME[image.format]};base64,${Buffer.from(marker).toString('base64')}`,
      format: image.format,
      ...(image.ratio ? { ratio: image.ratio } : {}),
    };
    const entry = { image, pptx };
    this.byKey.set(key, entry);
    this.byContent.set(hash, entry);
    this.placeholders.set(marker, image.data);
    return pptx;
  }

  get(key: string): PptxImage | undefined {
    return this.byKey.get(key)?.pptx;
  }

  /** The real bytes behind a media part written from a placeholder; undefined for any other part. */
  realBytes(part: Uint8Array): Buffer | undefined {
    if (part.length > 40 || part.length < PLACEHOLDER_PREFIX.length) return undefined;
    return this.placeholders.get(Buffer.from(part).toString('latin1'));
  }

  /**
   * Loads every picture of the deck once per distinct address, a few at a time. Data URLs are decoded here;
   * other addresses go to the caller's loader, whose null leaves the slot empty. A loader that throws counts
   * as missing too: one broken figure must not fail the whole export.
   */
  async load(srcs: Iterable<string>, load: ImageLoader): Promise<void> {
    const unique = [...new Set(srcs)].filter((s) => !this.byKey.has(s));
    let next = 0;
    const worker = async () => {
      while (next < unique.length) {
        const src = unique[next++]!;
        const bytes = src.startsWith('data:')
          ? decodeDataUrl(src)
          : await load(src).then(
              (r) => r?.data ?? null,
              () => null,
            );
        const image = bytes ? toDeckImage(bytes) : null;
        if (image) this.add(src, image);
      }
    };
    await Promise.all(Array.from({ length: Math.min(LOAD_CONCURRENCY, unique.length) }, worker));
  }

  /** The text of an SVG data URL; null for anything else. */
  svgText(src: string): string | null {
    const bytes = src.startsWith('data:image/svg+xml') ? decodeDataUrl(src) : null;
    return bytes && sniffFormat(bytes) === 'svg' ? bytes.toString('utf8') : null;
  }

  /** The SVG text of a loaded picture, when it is one. */
  svgOf(key: string): string | null {
    const entry = this.byKey.get(key);
    return entry?.image.format === 'svg' ? entry.image.data.toString('utf8') : null;
  }

  /** A data URL registered directly (template artwork); null when it is not a usable picture. */
  addDataUrl(src: string): PptxImage | null {
    const known = this.get(src);
    if (known) return known;
    const bytes = decodeDataUrl(src);
    const image = bytes ? toDeckImage(bytes) : null;
    return image ? this.add(src, image) : null;
  }
}
