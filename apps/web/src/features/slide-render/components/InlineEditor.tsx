import { type ClipboardEvent, type CSSProperties, type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import type { EditMode } from '../types';
import { enterFinishes, escapeKeeps, readEditorText } from '../utils/editor-text';

export interface InlineEditorProps {
  text: string;
  mode: EditMode;
  style: CSSProperties;
  className?: string;
  label: string;
  /** Where the user clicked (client px): the caret goes there. */
  point?: { x: number; y: number };
  onCommit: (text: string) => void;
  onCancel: () => void;
}

function placeCaret(el: HTMLElement, point?: { x: number; y: number }): void {
  const selection = window.getSelection();
  if (!selection) return;
  let range: Range | null = null;
  if (point && typeof document.caretRangeFromPoint === 'function') {
    const hit = document.caretRangeFromPoint(point.x, point.y);
    if (hit && el.contains(hit.startContainer)) range = hit;
  }
  if (!range) {
    range = document.createRange();
    range.selectNodeContents(el);
    range.collapse(false);
  }
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * Plain-text editing in place: the content's own text (not the wrapped lines) in the element's box and font.
 * Enter finishes a single-line edit and starts a new entry in a multi-line one; Escape keeps typed text and
 * cancels an untouched edit; leaving commits.
 * Pasted content arrives as plain text.
 */
export function InlineEditor({
  text,
  mode,
  style,
  className,
  label,
  point,
  onCommit,
  onCancel,
}: InlineEditorProps) {
  const ref = useRef<HTMLDivElement>(null);
  const done = useRef(false);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Set imperatively: React must not own the children of a contentEditable element.
    // A new text (first open, or a refused edit given back) starts a new edit.
    done.current = false;
    el.textContent = text;
    el.focus({ preventScroll: true });
    placeCaret(el, point);
  }, [text, point]);

  const finish = (commit: boolean) => {
    if (done.current) return;
    done.current = true;
    if (commit && ref.current) onCommit(readEditorText(ref.current.innerText, mode));
    else onCancel();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Undo inside the box is the browser's; the board's undo works on whole slides.
    e.stopPropagation();
    // Enter that confirms an input method's candidate (Chinese, Japanese) is not the user's Enter.
    if (e.nativeEvent.isComposing || e.keyCode === 229) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      // Never lose typed text: Escape keeps a changed edit (undo takes it back) and cancels an untouched one.
      finish(ref.current !== null && escapeKeeps(text, ref.current.innerText, mode));
    } else if (e.key === 'Enter') {
      if (enterFinishes(mode, { shift: e.shiftKey, ctrlOrMeta: e.ctrlKey || e.metaKey })) {
        e.preventDefault();
        finish(true);
      } else if (mode === 'paragraphs') {
        // Shift+Enter: a plain newline (the browser would insert a line break element).
        e.preventDefault();
        document.execCommand('insertText', false, '\n');
      }
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    e.preventDefault();
    let pasted = e.clipboardData.getData('text/plain').replace(/\r\n?/g, '\n');
    if (mode === 'single') pasted = pasted.replace(/\n+/g, ' ');
    // execCommand keeps the browser's own undo stack working for the paste.
    document.execCommand('insertText', false, pasted);
  };

  return (
    // A contentEditable box (not a textarea) keeps the element's own font, size and place on the slide.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div
      ref={ref}
      role="textbox"
      aria-multiline={mode !== 'single'}
      aria-label={label}
      tabIndex={0}
      className={`pw-inline-editor ${className ?? ''}`}
      style={style}
      contentEditable="plaintext-only"
      suppressContentEditableWarning
      spellCheck={false}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      onBlur={() => finish(true)}
      onMouseDown={(e) => e.stopPropagation()}
      onClick={(e) => e.stopPropagation()}
    />
  );
}
