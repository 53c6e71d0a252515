import type { CSSProperties } from 'react';
import type { Box } from '@prowrite/layouts';
import { isFooterElement } from '../utils/typing';

/** The slide's animation clock as the elements see it. */
export interface ElementClock {
  /** ms since the slide started loading; Infinity when everything shows at once. */
  elapsed: number;
  /** The footer waits for footerMoveMs the first time the slide animates. */
  footerMoveMs: number | null;
}

export const STATIC_CLOCK: ElementClock = { elapsed: Number.POSITIVE_INFINITY, footerMoveMs: null };

export function boxStyle(box: Box): CSSProperties {
  return { left: box.x, top: box.y, width: box.w, height: box.h };
}

/** Animation classes: hidden before the reveal delay, footer below its place until it moves in. */
export function revealClass(key: string, revealDelayMs: number, clock: ElementClock): string {
  if (clock.elapsed === Number.POSITIVE_INFINITY) return '';
  if (clock.elapsed < revealDelayMs) return ' pw-hidden';
  if (clock.footerMoveMs !== null && isFooterElement(key)) {
    return clock.elapsed < clock.footerMoveMs ? ' pw-footer-waiting' : ' pw-footer-moved';
  }
  return revealDelayMs > 0 ? ' pw-revealed' : '';
}
