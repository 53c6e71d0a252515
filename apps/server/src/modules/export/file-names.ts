/** File names of exports (docs/decisions/0004-export.md "File names"). */

/** The name before the extension is cut to this many UTF-8 bytes (filesystems allow 255). */
export const MAX_FILE_NAME_BYTES = 150;

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/**
 * `{title}.{ext}` safe on every filesystem: no folder parts or path tricks (`/`, `\`, `..`), no control,
 * bidirectional or zero-width characters (so no header injection either), no characters Windows refuses, at
 * most MAX_FILE_NAME_BYTES bytes before the extension, cut on a character boundary. The full title stays
 * inside the document; only the file name is shortened.
 */
export function exportFileName(title: string, ext: string): string {
  let base = title
    .normalize('NFC')
    .replace(/[\t\n\r\f\v]/g, ' ')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g, '')
    .replace(/[/\\:*?"<>|]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    // A leading dot hides the file; dots and spaces at the end are dropped by Windows.
    .replace(/^[.\s_]+/, '')
    .replace(/[.\s]+$/, '');
  base = cutUtf8(base, MAX_FILE_NAME_BYTES).replace(/[.\s]+$/, '');
  if (!base) base = 'export';
  if (WINDOWS_RESERVED.test(base)) base = `_${base}`;
  return `${base}.${ext}`;
}

/** The longest prefix of whole code points within `maxBytes` UTF-8 bytes. */
export function cutUtf8(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text, 'utf8') <= maxBytes) return text;
  let bytes = 0;
  let out = '';
  for (const ch of text) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (bytes + n > maxBytes) break;
    bytes += n;
    out += ch;
  }
  return out;
}

/**
 * `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). The name is already free of
 * control characters; the fallback also loses quotes and backslashes, so the header cannot be broken.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
