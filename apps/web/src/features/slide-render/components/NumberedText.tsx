import type { MouseEvent } from 'react';
import { splitNumbers } from '../utils/number-spans';

/**
 * A run's text with each number in a `pw-number` span. With a click handler the spans are links to the
 * number's source; the click does not reach the editable box around it.
 */
export function NumberedText({ text, onNumber }: { text: string; onNumber?: (numberText: string) => void }) {
  const pieces = splitNumbers(text);
  if (!pieces.some((p) => p.number)) return text;
  return pieces.map((piece, i) => {
    if (!piece.number) return piece.text;
    if (!onNumber) {
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional and never reorder
        <span key={i} className="pw-number">
          {piece.text}
        </span>
      );
    }
    const click = (e: MouseEvent) => {
      e.stopPropagation();
      onNumber(piece.text);
    };
    return (
      // A mouse shortcut: the same numbers are listed with keyboard access in the deck check.
      // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users reach numbers through the verify view
      // biome-ignore lint/a11y/noStaticElementInteractions: an inline marker inside text, not a control
      // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional and never reorder
      <span key={i} className="pw-number pw-number-link" onClick={click} data-number={piece.text}>
        {piece.text}
      </span>
    );
  });
}
