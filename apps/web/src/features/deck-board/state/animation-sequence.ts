/**
 * The slide-load sequence, as a pure reducer. With animation on, one slide at a time is loading: its texts
 * type out, and after its layout's loaded delay it is marked loaded together with every earlier slide, and
 * the next slide starts. When the last slide has loaded and generation is no longer in progress, the
 * completion callback is due once. With animation off every slide is loaded at once.
 */
export interface SequenceState {
  enabled: boolean;
  count: number;
  inProgress: boolean;
  /** Slides [0, loadedCount) are loaded. */
  loadedCount: number;
  /** The slide loading now, and since when (performance.now()). */
  loading: { index: number; startedAt: number } | null;
  /** When each animated slide started: a slide keeps typing after it is marked loaded. */
  startedAt: Record<number, number>;
  completion: 'waiting' | 'due' | 'done';
}

export type SequenceAction =
  | { type: 'sync'; count: number; inProgress: boolean; now: number }
  | { type: 'loaded'; index: number; now: number }
  | { type: 'setEnabled'; enabled: boolean; now: number }
  | { type: 'completionRan' };

export function initialSequence(opts: {
  enabled: boolean;
  count?: number;
  inProgress?: boolean;
}): SequenceState {
  const count = opts.count ?? 0;
  return {
    enabled: opts.enabled,
    count,
    inProgress: opts.inProgress ?? false,
    // Slides already there when the sequence starts without animation are simply loaded.
    loadedCount: opts.enabled ? 0 : count,
    loading: null,
    startedAt: {},
    completion: 'waiting',
  };
}

/** Starts the next slide or marks completion, whichever applies. */
function advance(state: SequenceState, now: number): SequenceState {
  let next = state;
  if (!next.enabled && (next.loadedCount < next.count || next.loading !== null)) {
    next = { ...next, loadedCount: next.count, loading: null };
  }
  if (next.enabled && next.loading === null && next.loadedCount < next.count) {
    const index = next.loadedCount;
    next = { ...next, loading: { index, startedAt: now }, startedAt: { ...next.startedAt, [index]: now } };
  }
  if (
    next.completion === 'waiting' &&
    next.loading === null &&
    next.count > 0 &&
    next.loadedCount >= next.count &&
    !next.inProgress
  ) {
    next = { ...next, completion: 'due' };
  }
  return next;
}

export function sequenceReducer(state: SequenceState, action: SequenceAction): SequenceState {
  switch (action.type) {
    case 'sync': {
      if (action.count === state.count && action.inProgress === state.inProgress)
        return advance(state, action.now);
      const count = action.count;
      // Fewer slides (a reload with another list): forget what is beyond the end.
      const loadedCount = Math.min(state.loadedCount, count);
      const loading = state.loading && state.loading.index < count ? state.loading : null;
      return advance({ ...state, count, inProgress: action.inProgress, loadedCount, loading }, action.now);
    }
    case 'loaded': {
      if (action.index < state.loadedCount) return state;
      const loadedCount = Math.min(state.count, action.index + 1);
      const loading = state.loading && state.loading.index < loadedCount ? null : state.loading;
      return advance({ ...state, loadedCount, loading }, action.now);
    }
    case 'setEnabled': {
      if (action.enabled === state.enabled) return state;
      if (!action.enabled) {
        // Switching off shows everything at once, including the slides still typing.
        return advance({ ...state, enabled: false, loading: null, startedAt: {} }, action.now);
      }
      return advance({ ...state, enabled: true }, action.now);
    }
    case 'completionRan':
      return state.completion === 'due' ? { ...state, completion: 'done' } : state;
  }
}

export type SlidePhase = 'pending' | 'animating' | 'static';

/** How slide `index` shows: pending (a placeholder until its turn), animating from its start, or static. */
export function slidePhase(state: SequenceState, index: number): SlidePhase {
  if (state.startedAt[index] !== undefined) return 'animating';
  if (index < state.loadedCount) return 'static';
  return state.enabled ? 'pending' : 'static';
}
