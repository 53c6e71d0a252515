import { MIME_BY_KIND } from '../files';

/** Kinds the media store keeps: images and videos. */
export type MediaKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'mp4' | 'webm';
/** Kinds the knowledge base takes as audio items (transcribed, never shown in a page). */
export type AudioKind = 'wav' | 'mp3' | 'ogg' | 'flac' | 'm4a';
/** What the media store keeps: an image or a video (audio is the knowledge base's, by `sniffMedia(…, 'audio')`). */
export type MediaCategory = 'image' | 'video';

export type MediaSniff =
  | { ok: true; kind: MediaKind; mime: string; category: MediaCategory }
  | { ok: false; reason: string };
export type AudioSniff =
  | { ok: true; kind: AudioKind; mime: string; category: 'audio' }
  | { ok: false; reason: string };

/** Bytes enough to tell every media kind apart (the ftyp box and the EBML DocType sit in the first few). */
export const MEDIA_SNIFF_BYTES = 4096;

export const ACCEPTED_MEDIA_TEXT = 'PNG, JPEG, GIF or WEBP images and MP4 or WebM videos';
export const ACCEPTED_AUDIO_TEXT = 'WAV, MP3, M4A, OGG or FLAC audio';

type AnyKind = MediaKind | AudioKind;

const CATEGORY: Record<AnyKind, MediaCategory | 'audio'> = {
  png: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  mp4: 'video',
  webm: 'video',
  wav: 'audio',
  mp3: 'audio',
  ogg: 'audio',
  flac: 'audio',
  m4a: 'audio',
};

const MIME: Record<AnyKind, string> = {
  png: MIME_BY_KIND.png,
  jpeg: MIME_BY_KIND.jpeg,
  gif: MIME_BY_KIND.gif,
  webp: MIME_BY_KIND.webp,
  mp4: MIME_BY_KIND.mp4,
  webm: MIME_BY_KIND.webm,
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
};

/** Extensions that promise a kind: a name so ending must carry those bytes. */
const KIND_BY_EXTENSION: Record<string, AnyKind> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jfif: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  mp4: 'mp4',
  m4v: 'mp4',
  webm: 'webm',
  wav: 'wav',
  wave: 'wav',
  mp3: 'mp3',
  ogg: 'ogg',
  oga: 'ogg',
  opus: 'ogg',
  flac: 'flac',
  m4a: 'm4a',
};

/** ISO base media brands browsers play as video/mp4 (QuickTime `qt  ` and HEIF image brands are not). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'mmp4',
  'MSNV',
  'NDAS',
  'f4v ',
]);

/** ISO base media major brands of audio-only files (iTunes audio, audiobooks). */
const M4A_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ']);

/**
 * Decides a media file's kind from its first bytes. The name's extension and the declared content type are
 * never trusted; when they name a media kind that the bytes contradict, the file is refused. Images and
 * videos by default; `'audio'` takes audio only (a knowledge audio item).
 */
export function sniffMedia(head: Uint8Array, name?: string, declaredType?: string): MediaSniff;
export function sniffMedia(head: Uint8Array, name: string, declaredType: string, accept: 'audio'): AudioSniff;
export function sniffMedia(
  head: Uint8Array,
  name = '',
  declaredType = '',
  accept: 'visual' | 'audio' = 'visual',
): MediaSniff | AudioSniff {
  const found = kindFromBytes(head);
  const kind = found && (CATEGORY[found] === 'audio') === (accept === 'audio') ? found : null;
  if (!kind) {
    const [noun, text] = accept === 'audio' ? ['audio', ACCEPTED_AUDIO_TEXT] : ['media', ACCEPTED_MEDIA_TEXT];
    return {
      ok: false,
      reason: head.byteLength === 0 ? 'The file is empty' : `Unsupported ${noun} type. Accepted: ${text}`,
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
  const declared = declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  const declaredKind = (Object.keys(MIME) as AnyKind[]).find((k) => MIME[k] === declared);
  const declaredMedia = /^(image|video|audio)\//.test(declared);
  if (declaredMedia && declaredKind !== kind && !(declared === 'image/jpg' && kind === 'jpeg')) {
    return {
      ok: false,
      reason: `The file's content does not match its declared type ${declared} (it looks like ${kind.toUpperCase()})`,
    };
  }
  return { ok: true, kind, mime: MIME[kind], category: CATEGORY[kind] } as MediaSniff | AudioSniff;
}

function kindFromBytes(b: Uint8Array): AnyKind | null {
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'webp';
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WAVE') return 'wav';
  // An audio major brand wins over the MP4 brands it lists as compatible: the file holds no picture.
  if (ascii(b, 4, 8) === 'ftyp' && M4A_BRANDS.has(ascii(b, 8, 12))) return 'm4a';
  if (ascii(b, 4, 8) === 'ftyp' && isMp4(b)) return 'mp4';
  if (starts(b, [0x1a, 0x45, 0xdf, 0xa3]) && docType(b) === 'webm') return 'webm';
  if (ascii(b, 0, 4) === 'OggS') return 'ogg';
  if (ascii(b, 0, 4) === 'fLaC') return 'flac';
  if (ascii(b, 0, 3) === 'ID3') return 'mp3';
  // An MPEG audio frame sync (11 bits set), layer III.
  if (b.byteLength >= 2 && b[0] === 0xff && ((b[1] ?? 0) & 0xe6) === 0xe2) return 'mp3';
  return null;
}

/** The major brand, or any compatible brand of the ftyp box, is a playable MP4 brand. */
function isMp4(b: Uint8Array): boolean {
  const size = Math.min(readU32(b, 0), b.byteLength, 256);
  if (MP4_BRANDS.has(ascii(b, 8, 12))) return true;
  for (let at = 16; at + 4 <= size; at += 4) if (MP4_BRANDS.has(ascii(b, at, at + 4))) return true;
  return false;
}

/** The EBML header's DocType (0x4282) string: `webm` or `matroska`. */
function docType(b: Uint8Array): string {
  const limit = Math.min(b.byteLength, 64);
  for (let i = 4; i + 3 < limit; i++) {
    if (b[i] === 0x42 && b[i + 1] === 0x82) {
      const length = (b[i + 2] ?? 0) & 0x7f; // one-byte size (0x80 | n) is what every muxer writes here
      return ascii(b, i + 3, i + 3 + length);
    }
  }
  return '';
}

function starts(b: Uint8Array, magic: number[]): boolean {
  return b.byteLength >= magic.length && magic.every((m, i) => b[i] === m);
}

/** Latin-1 text of bytes [from, to), or '' when the bytes are shorter. */
export function ascii(b: Uint8Array, from: number, to: number): string {
  if (b.byteLength < to) return '';
  return Buffer.from(b.buffer, b.byteOffset + from, to - from).toString('latin1');
}

function readU32(b: Uint8Array, at: number): number {
  if (b.byteLength < at + 4) return 0;
  return ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
}
