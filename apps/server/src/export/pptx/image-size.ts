/** Picture formats a PPTX can hold that the writer accepts, sniffed from the bytes (never trusted from a mime). */
export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'svg';

export const MIME: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

export function sniffFormat(data: Buffer): ImageFormat | null {
  if (data.length >= 8 && data.readUInt32BE(0) === 0x89504e47 && data.readUInt32BE(4) === 0x0d0a1a0a)
    return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 6 && data.toString('latin1', 0, 4) === 'GIF8') return 'gif';
  const head = data.toString('utf8', 0, Math.min(data.length, 1024)).trimStart();
  if ((head.startsWith('<svg') || head.startsWith('<?xml')) && head.includes('<svg')) return 'svg';
  return null;
}

function jpegSize(data: Buffer): { w: number; h: number } | null {
  let i = 2;
  while (i + 9 < data.length) {
    if (data[i] !== 0xff) return null;
    const marker = data[i + 1]!;
    const length = data.readUInt16BE(i + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { h: data.readUInt16BE(i + 5), w: data.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

function svgSize(data: Buffer): { w: number; h: number } | null {
  const open = /<svg\b[^>]*>/i.exec(data.toString('utf8', 0, Math.min(data.length, 4096)))?.[0] ?? '';
  const attr = (name: string) =>
    Number.parseFloat(new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(open)?.[1] ?? '');
  const w = attr('width');
  const h = attr('height');
  if (w > 0 && h > 0) return { w, h };
  const box = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(open);
  return box ? { w: Number(box[1]), h: Number(box[2]) } : null;
}

/** The natural size of a picture (contain/cover need its ratio when the content did not give one). */
export function imageSize(data: Buffer, format: ImageFormat): { w: number; h: number } | null {
  switch (format) {
    case 'png':
      return data.length >= 24 ? { w: data.readUInt32BE(16), h: data.readUInt32BE(20) } : null;
    case 'gif':
      return data.length >= 10 ? { w: data.readUInt16LE(6), h: data.readUInt16LE(8) } : null;
    case 'jpeg':
      return jpegSize(data);
    case 'svg':
      return svgSize(data);
  }
}
