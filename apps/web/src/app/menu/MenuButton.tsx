import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import './menu-button.css';

export type MenuButtonItem = {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
  /** Drawn as the chosen one (and, in a `radio` menu, announced as checked). */
  selected?: boolean;
  lang?: string;
};

/**
 * A button opening a short menu, with the WAI-ARIA menu button pattern: aria roles, ArrowUp/ArrowDown/Home/End
 * between the items, Enter/Space to choose, Escape back to the button, a press elsewhere closes. Plain
 * elements drawn like antd's Dropdown: the header and the board use it so that antd's Menu is not downloaded
 * with every screen for a few fixed choices.
 */
export function MenuButton({
  items,
  onSelect,
  children,
  header,
  label,
  radio = false,
  align = 'end',
  buttonClassName,
  busy = false,
  testId,
}: {
  items: MenuButtonItem[];
  onSelect: (key: string) => void;
  /** The button's content. */
  children: ReactNode;
  /** Shown above the items, not focusable (e.g. who is signed in). */
  header?: ReactNode;
  /** The button's and the menu's accessible name. */
  label: string;
  /** Items are `menuitemradio` (one is checked) rather than plain `menuitem`. */
  radio?: boolean;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'center' | 'end';
  buttonClassName?: string;
  busy?: boolean;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  const last = items.length - 1;

  const openAt = (index: number) => {
    setFocusIndex(Math.max(0, Math.min(last, index)));
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const selectedIndex = () =>
    Math.max(
      0,
      items.findIndex((item) => item.selected),
    );

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

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
      openAt(e.key === 'ArrowUp' ? last : selectedIndex());
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: focusIndex >= last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex <= 0 ? last : focusIndex - 1,
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
    <div className="pw-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={busy || undefined}
        disabled={busy}
        data-testid={testId}
        onClick={() => (open ? close(false) : openAt(selectedIndex()))}
        onKeyDown={onButtonKey}
      >
        {children}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className={`pw-menu-list pw-menu-${align}`}
          onKeyDown={onMenuKey}
        >
          {header && <div className="pw-menu-header">{header}</div>}
          {items.map((item, i) => (
            <button
              type="button"
              key={item.key}
              ref={(el) => {
                itemRefs.current[i] = el;
              }}
              {...(radio
                ? { role: 'menuitemradio', 'aria-checked': Boolean(item.selected) }
                : { role: 'menuitem' })}
              tabIndex={i === focusIndex ? 0 : -1}
              lang={item.lang}
              className={[
                'pw-menu-item',
                item.selected ? 'is-selected' : '',
                item.danger ? 'is-danger' : '',
              ].join(' ')}
              onClick={() => {
                close(true);
                onSelect(item.key);
              }}
              onMouseEnter={() => setFocusIndex(i)}
            >
              {item.icon && (
                <span className="pw-menu-icon" aria-hidden="true">
                  {item.icon}
                </span>
              )}
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
