/** An 8-bit greyscale picture (what pdftoppm -gray writes as binary PGM). */
export type GreyImage = { width: number; height: number; pixels: Uint8Array };

/** Reads a binary PGM (P5, maxval < 256); null when the bytes are not one. */
export function readPgm(bytes: Uint8Array): GreyImage | null {
  const head = Buffer.from(bytes.subarray(0, 128)).toString('latin1');
  const match = /^P5\s+(?:#[^\n]*\n\s*)*(\d+)\s+(\d+)\s+(\d+)\s/.exec(head);
  if (!match || Number(match[3]) > 255) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  const offset = match[0].length;
  if (bytes.length < offset + width * height) return null;
  return { width, height, pixels: bytes.subarray(offset, offset + width * height) };
}

export function writePgm(image: GreyImage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1'), image.pixels]);
}

/** Turns a picture clockwise by 90, 180 or 270 degrees. */
export function turnClockwise(image: GreyImage, degrees: 90 | 180 | 270): GreyImage {
  const { width, height, pixels } = image;
  const out = new Uint8Array(width * height);
  if (degrees === 180) {
    for (let i = 0; i < out.length; i++) out[i] = pixels[out.length - 1 - i]!;
    return { width, height, pixels: out };
  }
  // A quarter turn: source (x, y) lands at (height-1-y, x) clockwise, (y, width-1-x) anticlockwise.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const target = degrees === 90 ? x * height + (height - 1 - y) : (width - 1 - x) * height + y;
      out[target] = pixels[row + x]!;
    }
  }
  return { width: height, height: width, pixels: out };
}
