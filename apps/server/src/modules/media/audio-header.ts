import { type AudioKind, ascii } from './media-sniff';

/** The codec an audio file's header names ('' when it names none the item records). */
export function audioCodec(kind: AudioKind, b: Uint8Array): string {
  if (kind === 'wav') {
    const fmt = wavFormat(b);
    return fmt ? (fmt.format === 1 ? 'pcm' : fmt.format === 3 ? 'pcm_float' : `wav/${fmt.format}`) : '';
  }
  if (kind === 'ogg') {
    const text = Buffer.from(b.buffer, b.byteOffset, Math.min(b.byteLength, 512)).toString('latin1');
    return text.includes('OpusHead') ? 'opus' : text.includes('vorbis') ? 'vorbis' : '';
  }
  if (kind === 'flac') return 'flac';
  if (kind === 'mp3') return 'mp3';
  return 'aac';
}

type WavFormat = { format: number; byteRate: number; dataBytes: number };

/** The fmt and data chunks of a WAV header (the chunks before data are short). */
function wavFormat(b: Uint8Array): WavFormat | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let at = 12;
  let format = 0;
  let byteRate = 0;
  while (at + 8 <= b.byteLength) {
    const id = ascii(b, at, at + 4);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 16 <= b.byteLength) {
      format = view.getUint16(at + 8, true);
      byteRate = view.getUint32(at + 16, true);
    } else if (id === 'data') {
      return format ? { format, byteRate, dataBytes: size } : null;
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

/**
 * Seconds of audio the header states: WAV (data bytes / byte rate) and FLAC (STREAMINFO total samples /
 * sample rate); 0 for the others (MP3 and OGG carry no total in their header; M4A is probed as MP4).
 */
export function audioDuration(kind: AudioKind, b: Uint8Array, fileSize: number): number {
  if (kind === 'wav') {
    const fmt = wavFormat(b);
    if (!fmt || fmt.byteRate === 0) return 0;
    // A streamed WAV may state 0 or 0xFFFFFFFF: the file's size then bounds it.
    const bytes =
      fmt.dataBytes === 0 || fmt.dataBytes === 0xffffffff ? fileSize : Math.min(fmt.dataBytes, fileSize);
    return Math.round((bytes / fmt.byteRate) * 1000) / 1000;
  }
  if (kind === 'flac' && b.byteLength >= 26) {
    const rate = ((b[18] ?? 0) << 12) | ((b[19] ?? 0) << 4) | ((b[20] ?? 0) >> 4);
    const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
    const samples = ((b[21] ?? 0) & 0x0f) * 2 ** 32 + view.getUint32(22);
    return rate > 0 ? Math.round((samples / rate) * 1000) / 1000 : 0;
  }
  return 0;
}
