/** What the editor shows of a video: its frame size and duration in seconds (0 when unknown). */
export type VideoInfo = { width: number; height: number; duration: number };

export const UNKNOWN_VIDEO: VideoInfo = { width: 0, height: 0, duration: 0 };

/** Reads `[start, end]` (inclusive) of the stored file. */
export type RangeReader = (start: number, end: number) => Promise<Buffer>;

/** The most of a `moov` box read for its headers (the sample tables after them can be large). */
const MAX_MOOV_BYTES = 4 * 1024 * 1024;
const MAX_TOP_LEVEL_BOXES = 1000;

/**
 * MP4: walks the top-level boxes with small ranged reads (the `moov` box may sit after a large `mdat`), then
 * reads `mvhd` (timescale, duration) and the first track header with a frame size (`tkhd`, 16.16 fixed).
 */
export async function probeMp4(read: RangeReader, size: number): Promise<VideoInfo> {
  let offset = 0;
  for (let n = 0; n < MAX_TOP_LEVEL_BOXES && offset + 8 <= size; n++) {
    const header = await read(offset, Math.min(offset + 15, size - 1));
    if (header.length < 8) break;
    let boxSize = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (boxSize === 1) {
      if (header.length < 16) break;
      boxSize = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (boxSize === 0) {
      boxSize = size - offset;
    }
    if (boxSize < headerSize) break;
    if (type === 'moov') {
      const end = Math.min(offset + boxSize, size, offset + MAX_MOOV_BYTES) - 1;
      const moov = await read(offset + headerSize, end);
      return parseMoov(moov);
    }
    offset += boxSize;
  }
  return UNKNOWN_VIDEO;
}

function parseMoov(moov: Buffer): VideoInfo {
  const info = { ...UNKNOWN_VIDEO };
  for (const box of children(moov, 0, moov.length)) {
    if (box.type === 'mvhd') {
      const v = moov[box.start]!;
      const at = box.start + (v === 1 ? 20 : 12);
      if (at + (v === 1 ? 12 : 8) > box.end) continue;
      const timescale = moov.readUInt32BE(at);
      const duration = v === 1 ? Number(moov.readBigUInt64BE(at + 4)) : moov.readUInt32BE(at + 4);
      // All ones means "unknown" in both versions.
      const unknown = v === 1 ? duration >= 2 ** 64 - 1 : duration === 0xffffffff;
      if (timescale > 0 && !unknown) info.duration = Math.round((duration / timescale) * 1000) / 1000;
    } else if (box.type === 'trak' && info.width === 0) {
      const tkhd = children(moov, box.start, box.end).find((c) => c.type === 'tkhd');
      if (!tkhd) continue;
      const at = tkhd.start + (moov[tkhd.start] === 1 ? 88 : 76);
      if (at + 8 > tkhd.end) continue;
      const width = moov.readUInt32BE(at) >>> 16;
      const height = moov.readUInt32BE(at + 4) >>> 16;
      if (width > 0 && height > 0) Object.assign(info, { width, height });
    }
  }
  return info;
}

/** The boxes inside `[from, to)` of an already-read buffer: type and payload bounds. */
function children(b: Buffer, from: number, to: number): { type: string; start: number; end: number }[] {
  const out: { type: string; start: number; end: number }[] = [];
  let at = from;
  while (at + 8 <= to && out.length < MAX_TOP_LEVEL_BOXES) {
    let size = b.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = Number(b.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header) break;
    out.push({
      type: b.toString('latin1', at + 4, at + 8),
      start: at + header,
      end: Math.min(at + size, to),
    });
    at += size;
  }
  return out;
}

// WebM (Matroska) element ids, kept with their length marker as the specification writes them.
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const VIDEO = 0xe0;
const PIXEL_WIDTH = 0xb0;
const PIXEL_HEIGHT = 0xba;
const CLUSTER = 0x1f43b675;
const CONTAINERS = new Set([SEGMENT, INFO, TRACKS, TRACK_ENTRY, VIDEO]);

/**
 * WebM: reads Info (TimecodeScale, Duration) and the first video track's PixelWidth/PixelHeight from the
 * start of the file, stopping at the first Cluster. Live recordings often carry no Duration: then 0.
 */
export function probeWebm(head: Buffer): VideoInfo {
  const info = { ...UNKNOWN_VIDEO };
  let scale = 1_000_000;
  let rawDuration = 0;
  const walk = (from: number, to: number, depth: number): boolean => {
    let at = from;
    while (at < to) {
      const id = readId(head, at);
      if (!id) return false;
      const size = readSize(head, at + id.length);
      if (!size) return false;
      const start = at + id.length + size.length;
      const end = size.value === null ? to : Math.min(start + size.value, to);
      if (id.value === CLUSTER) return true;
      if (CONTAINERS.has(id.value) && depth < 6) {
        if (walk(start, end, depth + 1)) return true;
      } else if (id.value === TIMECODE_SCALE) {
        scale = readUint(head, start, end) || scale;
      } else if (id.value === DURATION) {
        rawDuration =
          end - start === 4 ? head.readFloatBE(start) : end - start === 8 ? head.readDoubleBE(start) : 0;
      } else if (id.value === PIXEL_WIDTH && info.width === 0) {
        info.width = readUint(head, start, end);
      } else if (id.value === PIXEL_HEIGHT && info.height === 0) {
        info.height = readUint(head, start, end);
      }
      if (size.value === null) return false;
      at = start + size.value;
    }
    return false;
  };
  try {
    walk(0, head.length, 0);
  } catch {
    // A window that ends inside an element: keep what was read.
  }
  if (Number.isFinite(rawDuration) && rawDuration > 0) {
    info.duration = Math.round(((rawDuration * scale) / 1e9) * 1000) / 1000;
  }
  return info;
}

function readId(b: Buffer, at: number): { value: number; length: number } | null {
  const first = b[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // 1..4 for a valid id
  if (length < 1 || length > 4 || at + length > b.length) return null;
  return { value: b.readUIntBE(at, length), length };
}

function readSize(b: Buffer, at: number): { value: number | null; length: number } | null {
  const first = b[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length < 1 || length > 8 || at + length > b.length) return null;
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + b[at + i]!;
    if (b[at + i] !== 0xff) allOnes = false;
  }
  return { value: allOnes ? null : value, length };
}

function readUint(b: Buffer, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end && i < start + 6; i++) value = value * 256 + b[i]!;
  return value;
}
