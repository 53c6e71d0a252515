const MAX_NAME_LENGTH = 200;

/**
 * A display name from an uploaded file name: no folder parts, no control or bidirectional-override characters,
 * no markup brackets, at most 200 characters with the extension kept; '' when nothing usable is left. Never
 * used as a path.
 */
export function sanitizeFileName(raw: string | undefined): string {
  const base = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = base
    .replace(/[\t\n\r\f\v]/g, ' ')
    // C0/C1 controls, bidi overrides/isolates, zero-width and BOM characters.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[<>"]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (name.length > MAX_NAME_LENGTH) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    // Do not leave half of a surrogate pair at the cut.
    name = name.slice(0, MAX_NAME_LENGTH - ext.length).replace(/[\ud800-\udbff]$/, '') + ext;
  }
  return name;
}
