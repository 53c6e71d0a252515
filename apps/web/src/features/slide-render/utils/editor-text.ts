import type { EditMode } from '../types';

/** Reads the edited text: newlines as typed, no trailing blank line; single-line text on one line. */
export function readEditorText(raw: string, mode: EditMode): string {
  const text = raw.replace(/\r\n?/g, '\n').replace(/\u00a0/g, ' ');
  return mode === 'single' ? text.replace(/\n+/g, ' ').trim() : text.replace(/\n+$/, '');
}

/** Whether Enter (with these modifiers) finishes the edit; otherwise it makes a new line. */
export function enterFinishes(mode: EditMode, keys: { shift: boolean; ctrlOrMeta: boolean }): boolean {
  if (mode === 'single') return true;
  if (mode === 'paragraphs') return !keys.shift;
  return keys.ctrlOrMeta;
}

/**
 * What Escape does: typed text is never thrown away, so an edit that changed the text is kept (the board's
 * undo takes it back); an unchanged edit, or a refused text the board gave back to the editor, is cancelled.
 */
export function escapeKeeps(opened: string, current: string, mode: EditMode): boolean {
  return readEditorText(current, mode) !== readEditorText(opened, mode);
}
