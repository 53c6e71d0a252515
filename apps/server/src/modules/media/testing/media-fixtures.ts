import { crc32, deflateSync } from 'node:zlib';

/** Media files built byte by byte for tests (no binary fixtures in the repository). */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid grey PNG of this size. */
export function makePng(width: number, height: number, grey = 128): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, grey)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG's markers up to its frame header (APP0 JFIF, an EXIF-like APP1 block, SOF0), then EOI. */
export function makeJpeg(width: number, height: number, app1Bytes = 100): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const app1 = Buffer.alloc(4 + app1Bytes);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(2 + app1Bytes, 2);
  const sof = Buffer.alloc(19);
  sof.writeUInt16BE(0xffc0, 0);
  sof.writeUInt16BE(17, 2);
  sof[4] = 8;
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  sof[9] = 3;
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, app1, sof, Buffer.from([0xff, 0xd9])]);
}

export function makeGif(width: number, height: number): Buffer {
  const b = Buffer.alloc(13 + 1);
  b.write('GIF89a', 0, 'latin1');
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  b[13] = 0x3b; // trailer
  return b;
}

/** A WEBP of the lossless (VP8L) or extended (VP8X) kind, header only. */
export function makeWebp(width: number, height: number, kind: 'VP8L' | 'VP8X' | 'VP8 ' = 'VP8L'): Buffer {
  const chunk = Buffer.alloc(20);
  if (kind === 'VP8L') {
    chunk[0] = 0x2f;
    chunk.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  } else if (kind === 'VP8X') {
    chunk.writeUIntLE(width - 1, 4, 3);
    chunk.writeUIntLE(height - 1, 7, 3);
  } else {
    chunk[3] = 0x9d;
    chunk[4] = 0x01;
    chunk[5] = 0x2a;
    chunk.writeUInt16LE(width, 6);
    chunk.writeUInt16LE(height, 8);
  }
  const header = Buffer.alloc(20);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(12 + chunk.length, 4);
  header.write('WEBP', 8, 'latin1');
  header.write(kind, 12, 'latin1');
  header.writeUInt32LE(chunk.length, 16);
  return Buffer.concat([header, chunk]);
}

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/**
 * An MP4 with ftyp, mdat (filler bytes) and moov (mvhd with the duration, one video trak with tkhd giving
 * the frame size). `moovFirst` puts moov before mdat (a "fast start" file).
 */
export function makeMp4(options: {
  seconds: number;
  width: number;
  height: number;
  mdatBytes?: number;
  moovFirst?: boolean;
  brand?: string;
}): Buffer {
  const timescale = 1000;
  const ftyp = box(
    'ftyp',
    Buffer.from(options.brand ?? 'isom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2avc1mp41', 'latin1'),
  );
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(timescale, 12);
  mvhd.writeUInt32BE(Math.round(options.seconds * timescale), 16);
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(1, 12); // track id
  tkhd.writeUInt32BE(options.width * 65536, 76);
  tkhd.writeUInt32BE(options.height * 65536, 80);
  const audioTkhd = Buffer.alloc(84); // an audio track first: no frame size
  const moov = box(
    'moov',
    box('mvhd', mvhd),
    box('trak', box('tkhd', audioTkhd)),
    box('trak', box('tkhd', tkhd), box('mdia', Buffer.alloc(32))),
  );
  const mdat = box('mdat', Buffer.alloc(options.mdatBytes ?? 2048, 7));
  return options.moovFirst ? Buffer.concat([ftyp, moov, mdat]) : Buffer.concat([ftyp, mdat, moov]);
}

function ebml(id: number, payload: Buffer, unknownSize = false): Buffer {
  const idBytes = Buffer.alloc(4);
  idBytes.writeUInt32BE(id);
  const trimmed = idBytes.subarray(idBytes.findIndex((b) => b !== 0));
  let size: Buffer;
  if (unknownSize) size = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  else {
    size = Buffer.alloc(8);
    size.writeBigUInt64BE(BigInt(payload.length));
    size[0] = 0x01; // 8-byte size marker
  }
  return Buffer.concat([trimmed, size, payload]);
}

function uint(value: number, bytes = 4): Buffer {
  const b = Buffer.alloc(bytes);
  b.writeUIntBE(value, 0, bytes);
  return b;
}

/** A WebM: EBML header (DocType webm), a Segment of unknown size with Info, Tracks and one Cluster. */
export function makeWebm(options: {
  seconds?: number;
  width: number;
  height: number;
  docType?: string;
}): Buffer {
  const header = ebml(
    0x1a45dfa3,
    Buffer.concat([
      ebml(0x4286, uint(1, 1)),
      Buffer.from([0x42, 0x82, 0x80 | (options.docType ?? 'webm').length]),
      Buffer.from(options.docType ?? 'webm', 'latin1'),
    ]),
  );
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE((options.seconds ?? 0) * 1000); // in TimecodeScale units of 1 ms
  const info = ebml(
    0x1549a966,
    Buffer.concat([ebml(0x2ad7b1, uint(1_000_000)), ...(options.seconds ? [ebml(0x4489, duration)] : [])]),
  );
  const video = ebml(
    0xe0,
    Buffer.concat([ebml(0xb0, uint(options.width, 2)), ebml(0xba, uint(options.height, 2))]),
  );
  const tracks = ebml(0x1654ae6b, ebml(0xae, Buffer.concat([ebml(0xd7, uint(1, 1)), video])));
  const cluster = ebml(0x1f43b675, Buffer.alloc(64, 3));
  return Buffer.concat([header, ebml(0x18538067, Buffer.concat([info, tracks, cluster]), true)]);
}

/** A valid PCM WAV (16-bit mono) of `seconds` of silence at `rate` samples per second. */
export function makeWav(seconds: number, rate = 8000): Buffer {
  const dataBytes = Math.round(seconds * rate) * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.alloc(dataBytes)]);
}
