import type { FileKind } from '@prowrite/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clampPanelWidth, defaultPanelWidth, draggedWidth } from '../utils/panel-width';

/** Keyboard step of the resize handle. */
const KEY_STEP = 24;

/**
 * The panel's width: the default for the file kind until the user drags the edge, then the dragged width;
 * both kept inside 415 px .. 67% of the window as the window resizes.
 */
export function usePanelWidth(kind: FileKind | undefined) {
  const [windowWidth, setWindowWidth] = useState(() => window.innerWidth);
  const [dragged, setDragged] = useState<number | null>(null);
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);

  useEffect(() => {
    const onResize = () => setWindowWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const width =
    dragged === null ? defaultPanelWidth(windowWidth, kind) : clampPanelWidth(dragged, windowWidth);

  const onPointerDown = useCallback(
    (event: React.PointerEvent<HTMLElement>) => {
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { startX: event.clientX, startWidth: width };
    },
    [width],
  );
  const onPointerMove = useCallback((event: React.PointerEvent<HTMLElement>) => {
    const start = drag.current;
    if (!start) return;
    setDragged(draggedWidth(start.startWidth, start.startX, event.clientX, window.innerWidth));
  }, []);
  const onPointerUp = useCallback((event: React.PointerEvent<HTMLElement>) => {
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
  }, []);
  const onKeyDown = useCallback(
    (event: React.KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      const delta = event.key === 'ArrowLeft' ? KEY_STEP : -KEY_STEP;
      setDragged(clampPanelWidth(width + delta, window.innerWidth));
    },
    [width],
  );

  return {
    width,
    min: clampPanelWidth(0, windowWidth),
    max: clampPanelWidth(Number.POSITIVE_INFINITY, windowWidth),
    handle: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown },
  };
}
