import { deflateSync } from 'node:zlib';

/**
 * Converts pdftoppm's binary PPM (P6, 8-bit RGB) to PNG. pdftoppm's own PNG output compresses hard and
 * takes about half of a crop's time; a fast deflate level here gives files a little larger, much sooner.
 */
export function ppmToPng(ppm: Uint8Array): Uint8Array | null {
  const header = readPpmHeader(ppm);
  if (!header) return null;
  const { width, height, offset } = header;
  const rowBytes = width * 3;
  if (ppm.length < offset + rowBytes * height) return null;
  // Each PNG row starts with its filter type; 0 (none) keeps this a plain copy.
  const raw = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (rowBytes + 1)] = 0;
    raw.set(ppm.subarray(offset + y * rowBytes, offset + (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw, { level: 3 })),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

function readPpmHeader(ppm: Uint8Array): { width: number; height: number; offset: number } | null {
  // "P6", width, height, maxval, each separated by whitespace (comments start with '#'), then one byte.
  const fields: string[] = [];
  let i = 0;
  while (fields.length < 4 && i < Math.min(ppm.length, 256)) {
    while (i < ppm.length && /\s/.test(String.fromCharCode(ppm[i]!))) i++;
    if (ppm[i] === 0x23) {
      while (i < ppm.length && ppm[i] !== 0x0a) i++;
      continue;
    }
    let field = '';
    while (i < ppm.length && !/\s/.test(String.fromCharCode(ppm[i]!)))
      field += String.fromCharCode(ppm[i++]!);
    fields.push(field);
  }
  const [magic, w, h, max] = fields;
  const width = Number(w);
  const height = Number(h);
  if (magic !== 'P6' || max !== '255' || !(width > 0) || !(height > 0)) return null;
  return { width, height, offset: i + 1 };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
