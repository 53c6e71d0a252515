import type { MediaKind } from './media-sniff';

export type Size = { width: number; height: number };

/** How much of an image to read for its size (a JPEG's frame header may follow large EXIF/ICC blocks). */
export const IMAGE_HEADER_BYTES = 256 * 1024;

const NONE: Size = { width: 0, height: 0 };

/** Pixel size from the image's header; 0 x 0 when the header is not where it should be. */
export function imageSize(bytes: Uint8Array, kind: MediaKind): Size {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    switch (kind) {
      case 'png':
        return b.toString('latin1', 12, 16) === 'IHDR'
          ? { width: b.readUInt32BE(16), height: b.readUInt32BE(20) }
          : NONE;
      case 'gif':
        return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
      case 'webp':
        return webpSize(b);
      case 'jpeg':
        return jpegSize(b);
      default:
        return NONE;
    }
  } catch {
    // A header cut short by the read window: the size is unknown, the image is still valid to store.
    return NONE;
  }
}

function webpSize(b: Buffer): Size {
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    // Key frame: start code 9d 01 2a at 23, then 14-bit width and height.
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  }
  return NONE;
}

/** Walks the JPEG markers to the first start-of-frame (SOF0..SOF15 but DHT, JPG and DAC). */
function jpegSize(b: Buffer): Size {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return NONE;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    // Standalone markers carry no length.
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { width: b.readUInt16BE(at + 7), height: b.readUInt16BE(at + 5) };
    if (marker === 0xda || length < 2) return NONE;
    at += 2 + length;
  }
  return NONE;
}
