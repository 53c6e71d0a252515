import type { FileKind } from '@prowrite/contracts';

export type SniffResult = { ok: true; kind: FileKind; mime: string } | { ok: false; reason: string };

export const MIME_BY_KIND: Record<FileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** Extensions that promise a kind: a name ending so must carry those bytes (a ".pdf" of text is refused). */
const KIND_BY_EXTENSION: Record<string, FileKind> = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'txt',
  text: 'txt',
  md: 'md',
  markdown: 'md',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
};

/** A DOCX whose entries claim to expand beyond this is refused as a likely decompression bomb. */
export const MAX_DOCX_EXPANDED_BYTES = 512 * 1024 * 1024;

export const ACCEPTED_TYPES_TEXT = 'PDF, DOCX, TXT, Markdown, PNG or JPEG';

/** Decides a file's kind from its bytes; the name only tells Markdown from plain text and must not contradict. */
export function sniffFileType(bytes: Uint8Array, name: string): SniffResult {
  const kind = kindFromBytes(bytes, name);
  if (!kind.ok) return kind;
  const promised = KIND_BY_EXTENSION[extensionOf(name)];
  const textual = (k: FileKind) => k === 'txt' || k === 'md';
  if (promised && promised !== kind.kind && !(textual(promised) && textual(kind.kind))) {
    return {
      ok: false,
      reason: `The file's content does not match its .${extensionOf(name)} extension (it looks like ${kind.kind.toUpperCase()})`,
    };
  }
  return kind;
}

function kindFromBytes(bytes: Uint8Array, name: string): SniffResult {
  if (bytes.byteLength === 0) return { ok: false, reason: 'The file is empty' };
  const pdfAt = pdfHeaderOffset(bytes);
  // A header after other bytes counts only when those bytes are not plain text that merely quotes "%PDF-".
  if (pdfAt === 0 || (pdfAt > 0 && !isUtf8Text(bytes))) return found('pdf');
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return found('png');
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return found('jpeg');
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    const zip = inspectZip(bytes);
    if (!zip.ok) return zip;
    if (zip.entries.has('word/document.xml')) {
      if (zip.expandedBytes > MAX_DOCX_EXPANDED_BYTES) {
        return { ok: false, reason: 'The DOCX file expands to an unreasonable size and was refused' };
      }
      return found('docx');
    }
    return {
      ok: false,
      reason: `This archive is not a Word document. Accepted types: ${ACCEPTED_TYPES_TEXT}`,
    };
  }
  if (isUtf8Text(bytes)) {
    const ext = extensionOf(name);
    return found(ext === 'md' || ext === 'markdown' ? 'md' : 'txt');
  }
  return { ok: false, reason: `Unsupported file type. Accepted types: ${ACCEPTED_TYPES_TEXT}` };
}

function found(kind: FileKind): SniffResult {
  return { ok: true, kind, mime: MIME_BY_KIND[kind] };
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

function startsWith(bytes: Uint8Array, magic: number[], at = 0): boolean {
  if (bytes.byteLength < at + magic.length) return false;
  return magic.every((b, i) => bytes[at + i] === b);
}

/** Readers accept `%PDF-` anywhere in the first 1024 bytes (some generators prepend junk); -1 when absent. */
function pdfHeaderOffset(bytes: Uint8Array): number {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024));
  return head.indexOf('%PDF-', 0, 'latin1');
}

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

type ZipInspection =
  | { ok: true; entries: Set<string>; expandedBytes: number }
  | { ok: false; reason: string };

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const MAX_ZIP_ENTRIES = 10_000;

/**
 * Reads the zip central directory only (no decompression): entry names and their declared expanded sizes.
 * The end-of-central-directory record sits in the last 22 + 65535 bytes.
 */
function inspectZip(bytes: Uint8Array): ZipInspection {
  const bad: ZipInspection = { ok: false, reason: 'The file looks like a damaged ZIP/DOCX archive' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.byteLength - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.byteLength - 22; i >= lowest; i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return bad;
  const count = view.getUint16(eocd + 10, true);
  const cdSize = view.getUint32(eocd + 12, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  // 0xFFFF / 0xFFFFFFFF mean ZIP64, which no Word document needs.
  if (count === 0xffff || cdOffset === 0xffffffff || count > MAX_ZIP_ENTRIES) return bad;
  if (cdOffset + cdSize > eocd) return bad;
  const entries = new Set<string>();
  let expandedBytes = 0;
  let at = cdOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL_ENTRY_SIGNATURE) return bad;
    const uncompressed = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > eocd) return bad;
    entries.add(Buffer.from(bytes.buffer, bytes.byteOffset + at + 46, nameLength).toString('utf8'));
    expandedBytes += uncompressed;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { ok: true, entries, expandedBytes };
}
