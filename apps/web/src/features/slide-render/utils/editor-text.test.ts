import { describe, expect, it } from 'vitest';
import { readEditorText } from './editor-text';

describe('reading an inline edit', () => {
  it('keeps lines of a multi-line edit and drops trailing blank lines', () => {
    expect(readEditorText('first\r\nsecond\n\n', true)).toBe('first\nsecond');
  });
  it('puts a single-line edit on one line without surrounding spaces', () => {
    expect(readEditorText('  Study\ndesign \n', false)).toBe('Study design');
  });
  it('turns non-breaking spaces into spaces', () => {
    expect(readEditorText('a\u00a0b', false)).toBe('a b');
  });
});
