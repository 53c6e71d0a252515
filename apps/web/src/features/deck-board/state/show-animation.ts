/** The board's animation switch, remembered across visits (default on). */
const KEY = 'prowrite.deck.showAnimation';

export function readShowAnimation(): boolean {
  try {
    return localStorage.getItem(KEY) !== '0';
  } catch {
    return true;
  }
}

export function storeShowAnimation(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? '1' : '0');
  } catch {
    // Without storage the choice lasts for this page.
  }
}

/** prefers-reduced-motion: the board then shows everything at once whatever the switch says. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}
