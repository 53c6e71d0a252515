import { type RefObject, useEffect } from 'react';
import { signalPrintState } from '../utils/print-params';

/** Resolves when an image has loaded or failed (a missing figure leaves an empty frame, never a hang). */
function settled(img: HTMLImageElement): Promise<void> {
  if (img.complete) return Promise.resolve();
  return new Promise((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
  });
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Once `drawn` is true: loads every image inside `root` eagerly (the renderer marks them lazy, and a printed
 * page is never scrolled), waits for them and for the fonts, lets two frames paint, then sets
 * `body[data-ready="1"]`.
 */
export function usePrintReady(root: RefObject<HTMLElement | null>, drawn: boolean): void {
  useEffect(() => {
    if (!drawn) return;
    let cancelled = false;
    const run = async () => {
      const images = [...(root.current?.querySelectorAll('img') ?? [])];
      for (const img of images) img.loading = 'eager';
      await Promise.all([document.fonts.ready, ...images.map(settled)]);
      await Promise.all(images.map((img) => img.decode().catch(() => {})));
      await nextFrame();
      await nextFrame();
      if (!cancelled) signalPrintState({ ready: true });
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [root, drawn]);
}
