import { type RefObject, startTransition, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { renderRange, SCROLL_DEBOUNCE_MS, SLIDE_GAP } from '../utils/board-geometry';

/** Space above the first slide inside the scroller. */
export const LIST_PADDING_TOP = 16;

/**
 * Which slides to draw: all of them while `windowed` is false (generation in progress), else from three before
 * the first visible slide to the last visible one, recomputed at most every 100 ms while scrolling.
 */
export function useBoardWindow(
  scroller: RefObject<HTMLDivElement | null>,
  opts: { windowed: boolean; count: number; itemHeight: number },
): { start: number; end: number } {
  const { windowed, count, itemHeight } = opts;
  const [range, setRange] = useState({ start: 0, end: -1 });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const update = useCallback(
    (urgent = false) => {
      const el = scroller.current;
      if (!el) return;
      const next = renderRange({
        scrollTop: el.scrollTop,
        viewportHeight: el.clientHeight,
        listTop: LIST_PADDING_TOP,
        itemHeight,
        gap: SLIDE_GAP,
        count,
      });
      const apply = () => setRange((old) => (old.start === next.start && old.end === next.end ? old : next));
      // While scrolling, a transition: React draws the newly visible slides in slices and the scroll stays smooth.
      // The first window is drawn at once.
      if (urgent) apply();
      else startTransition(apply);
    },
    [scroller, itemHeight, count],
  );

  // A layout effect: the first window is there before the first paint.
  useLayoutEffect(() => {
    if (!windowed) return;
    update(true);
    const el = scroller.current;
    if (!el) return;
    const onScroll = () => {
      // At most one update per 100 ms while the scroll goes on, and one after it stops.
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        update();
      }, SCROLL_DEBOUNCE_MS);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    const resize = new ResizeObserver(() => update());
    resize.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      resize.disconnect();
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [windowed, update, scroller]);

  return windowed ? range : { start: 0, end: count - 1 };
}
