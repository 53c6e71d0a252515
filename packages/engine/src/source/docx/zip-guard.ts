import { inflateRawSync } from 'node:zlib';
import { UnreadableSourceError } from '../source-document';

/** Largest total a DOCX may unpack to. Real documents with many pictures stay far below. */
export const MAX_DOCX_UNCOMPRESSED = 200 * 1024 * 1024;
/** Past this ratio an entry is a decompression bomb, not a document (XML packs about 5-20 to 1). */
const MAX_RATIO = 200;
/** Entries larger than this are checked against MAX_RATIO; tiny files may pack very well. */
const RATIO_CHECK_FROM = 1024 * 1024;
const MAX_ENTRIES = 10_000;

export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

/** Reads the central directory (names and declared sizes) without inflating anything. */
export function readCentralDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const notZip = () => new UnreadableSourceError('This file is not a valid DOCX (it is not a ZIP archive).');
  if (bytes.length < 22 || view.getUint32(0, true) !== LOCAL_SIGNATURE) throw notZip();
  // The end record sits in the last 22 bytes plus an optional comment of up to 64 KiB.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0)
    throw new UnreadableSourceError('This DOCX is damaged or incomplete (its ZIP directory is missing).');
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const offset = view.getUint32(eocd + 16, true);
  if (count > MAX_ENTRIES) throw new UnreadableSourceError('This DOCX has too many parts to be a document.');
  if (offset + size > bytes.length) {
    throw new UnreadableSourceError('This DOCX is damaged or incomplete (its ZIP directory is cut off).');
  }
  const entries: ZipEntry[] = [];
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== CENTRAL_SIGNATURE) {
      throw new UnreadableSourceError('This DOCX is damaged (its ZIP directory is corrupt).');
    }
    const method = view.getUint16(p + 10, true);
    let compressedSize = view.getUint32(p + 20, true);
    let uncompressedSize = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    let localHeaderOffset = view.getUint32(p + 42, true);
    const name = Buffer.from(bytes.subarray(p + 46, p + 46 + nameLength)).toString('utf8');
    // ZIP64: sizes of 0xFFFFFFFF live in the extra field (id 1), in this order when present.
    if (
      compressedSize === 0xffffffff ||
      uncompressedSize === 0xffffffff ||
      localHeaderOffset === 0xffffffff
    ) {
      const zip64 = readZip64Extra(view, p + 46 + nameLength, extraLength);
      let k = 0;
      if (uncompressedSize === 0xffffffff) uncompressedSize = zip64[k++] ?? Number.POSITIVE_INFINITY;
      if (compressedSize === 0xffffffff) compressedSize = zip64[k++] ?? Number.POSITIVE_INFINITY;
      if (localHeaderOffset === 0xffffffff) localHeaderOffset = zip64[k++] ?? Number.POSITIVE_INFINITY;
    }
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function readZip64Extra(view: DataView, start: number, length: number): number[] {
  let p = start;
  while (p + 4 <= start + length) {
    const id = view.getUint16(p, true);
    const size = view.getUint16(p + 2, true);
    if (id === 1) {
      const values: number[] = [];
      for (let q = p + 4; q + 8 <= p + 4 + size; q += 8) values.push(Number(view.getBigUint64(q, true)));
      return values;
    }
    p += 4 + size;
  }
  return [];
}

/**
 * Refuses archives that would unpack to too much (declared sizes, then the real inflated sizes, each
 * inflate capped so a lying header cannot blow up memory), and archives that are not Word documents.
 */
export function checkDocxArchive(bytes: Uint8Array): ZipEntry[] {
  const entries = readCentralDirectory(bytes);
  const bomb = () =>
    new UnreadableSourceError(
      'This DOCX unpacks to far more data than a document holds (a possible decompression bomb); it was not opened.',
    );
  let declared = 0;
  for (const e of entries) {
    declared += e.uncompressedSize;
    if (declared > MAX_DOCX_UNCOMPRESSED) throw bomb();
    if (
      e.uncompressedSize > RATIO_CHECK_FROM &&
      e.uncompressedSize > MAX_RATIO * Math.max(1, e.compressedSize)
    ) {
      throw bomb();
    }
  }
  if (!entries.some((e) => e.name === 'word/document.xml')) {
    throw new UnreadableSourceError(
      'This file is a ZIP archive but not a Word document (word/document.xml is missing).',
    );
  }
  verifyInflatedSizes(bytes, entries, bomb);
  return entries;
}

/** Inflates each entry with an output cap of its declared size: a header that lies is caught here. */
function verifyInflatedSizes(bytes: Uint8Array, entries: ZipEntry[], bomb: () => Error): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const e of entries) {
    if (e.method !== 8 || e.uncompressedSize === 0) continue;
    const p = e.localHeaderOffset;
    if (p + 30 > bytes.length || view.getUint32(p, true) !== LOCAL_SIGNATURE) {
      throw new UnreadableSourceError('This DOCX is damaged (a part of the archive is missing).');
    }
    const start = p + 30 + view.getUint16(p + 26, true) + view.getUint16(p + 28, true);
    const end = start + e.compressedSize;
    if (end > bytes.length)
      throw new UnreadableSourceError('This DOCX is damaged or incomplete (it is cut off).');
    try {
      inflateRawSync(bytes.subarray(start, end), { maxOutputLength: e.uncompressedSize + 1 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw bomb();
      throw new UnreadableSourceError('This DOCX is damaged (a part of the archive cannot be unpacked).');
    }
  }
}
