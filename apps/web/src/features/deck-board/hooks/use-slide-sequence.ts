import type { Slide } from '@prowrite/contracts';
import { useEffect, useReducer, useRef } from 'react';
import { initialSequence, type SequenceState, sequenceReducer } from '../state/animation-sequence';
import { type RenderOptions, resolveCached } from '../utils/resolve-cache';

/**
 * Runs the slide-load sequence over the board's slides: starts each slide's animation in turn and marks it
 * loaded after its layout's loaded delay; calls `onComplete` once when the last slide has loaded after the end
 * of generation.
 */
export function useSlideSequence(opts: {
  slides: Slide[];
  inProgress: boolean;
  enabled: boolean;
  render: RenderOptions;
  onComplete?: (() => void) | undefined;
}): SequenceState {
  const { slides, inProgress, enabled, render, onComplete } = opts;
  const [seq, dispatch] = useReducer(sequenceReducer, { enabled }, (o) =>
    initialSequence({ enabled: o.enabled }),
  );
  const complete = useRef(onComplete);
  complete.current = onComplete;

  const count = slides.length;
  useEffect(() => {
    const now = performance.now();
    dispatch({ type: 'setEnabled', enabled, now });
    dispatch({ type: 'sync', count, inProgress, now });
  }, [enabled, count, inProgress]);

  const loading = seq.loading;
  const loadingSlide = loading ? slides[loading.index] : undefined;
  useEffect(() => {
    if (!loading || !loadingSlide) return;
    const delay = resolveCached(loadingSlide, render)?.animation.loadedDelayMs ?? 1000;
    const wait = Math.max(0, delay - (performance.now() - loading.startedAt));
    const timer = setTimeout(
      () => dispatch({ type: 'loaded', index: loading.index, now: performance.now() }),
      wait,
    );
    return () => clearTimeout(timer);
  }, [loading, loadingSlide, render]);

  useEffect(() => {
    if (seq.completion !== 'due') return;
    dispatch({ type: 'completionRan' });
    complete.current?.();
  }, [seq.completion]);

  return seq;
}
