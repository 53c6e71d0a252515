import { type RefObject, useEffect } from 'react';

/**
 * While `active` (generation in progress), scrolls `scroller` smoothly to the bottom whenever `content` grows
 * so the author sees the last component as it is written.
 */
export function useFollowGrowth(
  scroller: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
  active: boolean,
): void {
  useEffect(() => {
    const box = scroller.current;
    const inner = content.current;
    if (!active || !box || !inner || typeof ResizeObserver === 'undefined') return;
    let last = inner.getBoundingClientRect().height;
    const observer = new ResizeObserver(() => {
      const height = inner.getBoundingClientRect().height;
      if (height > last) box.scrollTo({ top: box.scrollHeight, behavior: 'smooth' });
      last = height;
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, [scroller, content, active]);
}
