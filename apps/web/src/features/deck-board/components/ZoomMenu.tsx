import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZOOM_LEVELS } from '../utils/board-geometry';

const percent = (zoom: number) => `${Math.round(zoom * 100)}%`;

/**
 * The zoom level picker: a button opening a short list of levels. Plain elements with the menu button pattern
 * (aria roles, arrows/Home/End, Enter/Space, Escape back to the button) rather than antd's Dropdown, whose
 * Menu would be downloaded with the board for six fixed choices.
 */
export function ZoomMenu({ zoom, onChange }: { zoom: number; onChange: (zoom: number) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  const openAt = (index: number) => {
    setFocusIndex(Math.max(0, Math.min(ZOOM_LEVELS.length - 1, index)));
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const choose = (level: number) => {
    onChange(level);
    close(true);
  };
  const current = () => Math.max(0, (ZOOM_LEVELS as readonly number[]).indexOf(zoom));

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  // A press anywhere else closes the list, as a dropdown does.
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(current());
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const last = ZOOM_LEVELS.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (e.key in moves) {
      e.preventDefault();
      setFocusIndex(moves[e.key]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className="pw-zoom" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="pw-zoom-button"
        aria-label={t('deck.zoom')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="deck-zoom"
        onClick={() => (open ? close(false) : openAt(current()))}
        onKeyDown={onButtonKey}
      >
        {percent(zoom)}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('deck.zoom')}
          className="pw-zoom-menu"
          onKeyDown={onMenuKey}
        >
          {ZOOM_LEVELS.map((level, i) => (
            <button
              type="button"
              key={level}
              ref={(el) => {
                itemRefs.current[i] = el;
              }}
              role="menuitemradio"
              aria-checked={level === zoom}
              tabIndex={i === focusIndex ? 0 : -1}
              className={level === zoom ? 'pw-zoom-item is-selected' : 'pw-zoom-item'}
              onClick={() => choose(level)}
              onMouseEnter={() => setFocusIndex(i)}
            >
              {percent(level)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
