/** What an audio file is, read from its first bytes (never from its name or declared type). */
export type AudioSniff =
  | { ok: true; kind: AudioKind; mime: string; codec: string; extension: string }
  | { ok: false; reason: string };

export type AudioKind = 'wav' | 'mp3' | 'ogg' | 'flac' | 'm4a';

export const ACCEPTED_AUDIO_TEXT = 'WAV, MP3, M4A, OGG or FLAC audio';

const MIME: Record<AudioKind, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
};

/** Extensions that promise a kind: a name so ending must carry those bytes. */
const KIND_BY_EXTENSION: Record<string, AudioKind> = {
  wav: 'wav',
  wave: 'wav',
  mp3: 'mp3',
  ogg: 'ogg',
  oga: 'ogg',
  opus: 'ogg',
  flac: 'flac',
  m4a: 'm4a',
};

/** ISO base media brands of audio-only files (iTunes audio, audiobooks). */
const M4A_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ']);

export function sniffAudio(b: Uint8Array, name = ''): AudioSniff {
  const kind = kindFromBytes(b);
  if (!kind) {
    return {
      ok: false,
      reason:
        b.byteLength === 0 ? 'The file is empty' : `Unsupported audio type. Accepted: ${ACCEPTED_AUDIO_TEXT}`,
    };
  }
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const promised = KIND_BY_EXTENSION[extension];
  if (promised && promised !== kind) {
    return {
      ok: false,
      reason: `The file's content does not match its .${extension} extension (it looks like ${kind.toUpperCase()})`,
    };
  }
  return { ok: true, kind, mime: MIME[kind], codec: codecOf(kind, b), extension: kind };
}

function kindFromBytes(b: Uint8Array): AudioKind | null {
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WAVE') return 'wav';
  if (ascii(b, 0, 4) === 'OggS') return 'ogg';
  if (ascii(b, 0, 4) === 'fLaC') return 'flac';
  if (ascii(b, 4, 8) === 'ftyp' && M4A_BRANDS.has(ascii(b, 8, 12))) return 'm4a';
  if (ascii(b, 0, 3) === 'ID3') return 'mp3';
  // An MPEG audio frame sync (11 bits set), layer III.
  if (b.byteLength >= 2 && b[0] === 0xff && ((b[1] ?? 0) & 0xe6) === 0xe2) return 'mp3';
  return null;
}

function codecOf(kind: AudioKind, b: Uint8Array): string {
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

function ascii(b: Uint8Array, from: number, to: number): string {
  if (b.byteLength < to) return '';
  return Buffer.from(b.buffer, b.byteOffset + from, to - from).toString('latin1');
}
