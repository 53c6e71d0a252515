import { useEffect } from 'react';
import { useDeckDispatch, useDeckState } from '../state/deck-context';

function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Ctrl+Z undoes the last slide change, Ctrl+Shift+Z (or Ctrl+Y) redoes it; inside a text field the field's own. */
export function useUndoShortcuts(): void {
  const dispatch = useDeckDispatch();
  const { process, conflict } = useDeckState();
  const enabled = process === 'end' && !conflict;

  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || typingInField(e.target)) return;
      const key = e.key.toLowerCase();
      if (key === 'z') {
        e.preventDefault();
        dispatch({ type: e.shiftKey ? 'redo' : 'undo' });
      } else if (key === 'y' && !e.shiftKey) {
        e.preventDefault();
        dispatch({ type: 'redo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, dispatch]);
}
