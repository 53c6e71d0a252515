import { useEffect, useState } from 'react';

/** About 30 updates a second: typing at 10..150 ms per character needs no more. */
const FRAME_MS = 33;

/**
 * ms elapsed since `startedAt` (a performance.now() time), updated on animation frames until `endMs`; Infinity
 * without an animation or once it is over, so a finished slide stops re-rendering.
 */
export function useAnimationClock(startedAt: number | undefined, endMs: number): number {
  const initial = () =>
    startedAt === undefined || performance.now() - startedAt >= endMs
      ? Number.POSITIVE_INFINITY
      : performance.now() - startedAt;
  const [elapsed, setElapsed] = useState(initial);

  useEffect(() => {
    if (startedAt === undefined || performance.now() - startedAt >= endMs) {
      setElapsed(Number.POSITIVE_INFINITY);
      return;
    }
    let frame = 0;
    let last = 0;
    const tick = (now: number) => {
      const t = now - startedAt;
      if (t >= endMs) {
        setElapsed(Number.POSITIVE_INFINITY);
        return;
      }
      if (now - last >= FRAME_MS) {
        last = now;
        setElapsed(t);
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [startedAt, endMs]);

  return elapsed;
}
