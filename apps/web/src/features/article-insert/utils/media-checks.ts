/**
 * Client-side checks before anything is sent: links must look like web addresses, the video upload takes only
 * video files, the image upload only images. The server checks again (type sniffing).
 */
export const VIDEO_ACCEPT = 'video/mp4,video/webm';
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

const VIDEO_EXTENSIONS = /\.(mp4|m4v|webm)$/i;
const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|webp)$/i;

/** A browser may leave `type` empty for some files: then the name decides. */
export function isVideoFile(file: { type: string; name: string }): boolean {
  if (file.type) return file.type.startsWith('video/');
  return VIDEO_EXTENSIONS.test(file.name);
}

export function isImageFile(file: { type: string; name: string }): boolean {
  if (file.type) return /^image\/(png|jpeg|gif|webp)$/.test(file.type);
  return IMAGE_EXTENSIONS.test(file.name);
}

/**
 * An http(s) address with a host and no spaces. Private addresses pass here on purpose: only the server's
 * outbound guard decides what may be fetched, and its refusal shows the failure dialog.
 */
export function isLinkUrl(text: string): boolean {
  const value = text.trim();
  if (!value || /\s/.test(value) || value.length > 2048) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname;
  if (!host) return false;
  // A dotted name, an IPv6 literal or localhost; a bare word ("http://foo") is almost always a typo.
  return host.includes('.') || host.startsWith('[') || host === 'localhost';
}

/** Quotes keep at most `max` characters (code points); extra input is ignored, not refused. */
export function limitChars(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

export function charCount(text: string): number {
  return [...text].length;
}

/** "1:05" / "1:02:03" for a video card or a fetched item. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
