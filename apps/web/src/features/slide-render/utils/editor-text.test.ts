import { describe, expect, it } from 'vitest';
import { enterFinishes, escapeKeeps, readEditorText } from './editor-text';

describe('reading an inline edit', () => {
  it('keeps lines of a multi-line edit and drops trailing blank lines', () => {
    expect(readEditorText('first\r\nsecond\n\n', 'entries')).toBe('first\nsecond');
    expect(readEditorText('one\ntwo\n', 'paragraphs')).toBe('one\ntwo');
  });
  it('puts a single-line edit on one line without surrounding spaces', () => {
    expect(readEditorText('  Study\ndesign \n', 'single')).toBe('Study design');
  });
  it('turns non-breaking spaces into spaces', () => {
    expect(readEditorText('a\u00a0b', 'single')).toBe('a b');
  });
  it('finishes on Enter by mode: always, unless Shift, only with Ctrl', () => {
    const plain = { shift: false, ctrlOrMeta: false };
    expect(enterFinishes('single', plain)).toBe(true);
    expect(enterFinishes('paragraphs', plain)).toBe(true);
    expect(enterFinishes('paragraphs', { ...plain, shift: true })).toBe(false);
    expect(enterFinishes('entries', plain)).toBe(false);
    expect(enterFinishes('entries', { ...plain, ctrlOrMeta: true })).toBe(true);
  });
});

describe('escapeKeeps', () => {
  it('keeps typed text, cancels an untouched or given-back edit', () => {
    expect(escapeKeeps('Trial design', 'Trial design of HELIOS-2', 'single')).toBe(true);
    expect(escapeKeeps('Trial design', 'Trial design', 'single')).toBe(false);
    // Only the text counts, not how the box holds it (a trailing newline of a contentEditable).
    expect(escapeKeeps('a\nb', 'a\nb\n', 'paragraphs')).toBe(false);
    expect(escapeKeeps('', 'x', 'single')).toBe(true);
  });
});
