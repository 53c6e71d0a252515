/** Reads the edited text: newlines as typed, no trailing blank line, single-line text on one line. */
export function readEditorText(raw: string, multiline: boolean): string {
  const text = raw.replace(/\r\n?/g, '\n').replace(/\u00a0/g, ' ');
  return multiline ? text.replace(/\n+$/, '') : text.replace(/\n+/g, ' ').trim();
}
