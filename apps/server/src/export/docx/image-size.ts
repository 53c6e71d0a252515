/** Pixel size and docx image type of PNG, JPEG and GIF bytes; null for anything else. */
export type ImageFacts = { width: number; height: number; type: 'png' | 'jpg' | 'gif' };

export function imageFacts(data: Buffer): ImageFacts | null {
  if (data.length >= 24 && data.readUInt32BE(0) === 0x89504e47 && data.toString('ascii', 12, 16) === 'IHDR') {
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20), type: 'png' };
  }
  if (data.length >= 10 && data.toString('ascii', 0, 3) === 'GIF') {
    return { width: data.readUInt16LE(6), height: data.readUInt16LE(8), type: 'gif' };
  }
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8) return jpegFacts(data);
  return null;
}

/** Walks JPEG segments to the first start-of-frame marker. */
function jpegFacts(data: Buffer): ImageFacts | null {
  let i = 2;
  while (i + 9 < data.length) {
    if (data[i] !== 0xff) return null;
    const marker = data[i + 1]!;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const length = data.readUInt16BE(i + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: data.readUInt16BE(i + 5), width: data.readUInt16BE(i + 7), type: 'jpg' };
    i += 2 + length;
  }
  return null;
}

/** Fits a picture into `maxWidth` x `maxHeight` pixels, keeping its ratio; never enlarges. */
export function fitImage(
  facts: ImageFacts,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  const w = Math.max(1, facts.width);
  const h = Math.max(1, facts.height);
  const scale = Math.min(1, maxWidth / w, maxHeight / h);
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
}
