import { describe, expect, it } from 'vitest';
import { initialSequence, type SequenceState, sequenceReducer, slidePhase } from './animation-sequence';

const run = (state: SequenceState, ...actions: Parameters<typeof sequenceReducer>[1][]) =>
  actions.reduce(sequenceReducer, state);

describe('slide load sequence', () => {
  it('loads slides one after another as they stream in, then completes once generation has ended', () => {
    let s = initialSequence({ enabled: true });
    s = run(s, { type: 'sync', count: 1, inProgress: true, now: 0 });
    expect(s.loading).toEqual({ index: 0, startedAt: 0 });
    expect(slidePhase(s, 0)).toBe('animating');

    s = run(s, { type: 'sync', count: 3, inProgress: true, now: 100 });
    expect(s.loading?.index).toBe(0);
    expect(slidePhase(s, 1)).toBe('pending');

    s = run(s, { type: 'loaded', index: 0, now: 1000 });
    expect(s.loadedCount).toBe(1);
    expect(s.loading).toEqual({ index: 1, startedAt: 1000 });

    s = run(s, { type: 'loaded', index: 1, now: 2000 }, { type: 'loaded', index: 2, now: 3000 });
    expect(s.loadedCount).toBe(3);
    expect(s.loading).toBeNull();
    // Still generating: no completion yet.
    expect(s.completion).toBe('waiting');

    s = run(s, { type: 'sync', count: 3, inProgress: false, now: 3500 });
    expect(s.completion).toBe('due');
    s = run(s, { type: 'completionRan' });
    expect(s.completion).toBe('done');
    // Once: nothing brings it back.
    s = run(
      s,
      { type: 'sync', count: 4, inProgress: false, now: 4000 },
      { type: 'loaded', index: 3, now: 5000 },
    );
    expect(s.completion).toBe('done');
  });

  it('marks every earlier slide loaded with a later one', () => {
    let s = run(initialSequence({ enabled: true }), { type: 'sync', count: 5, inProgress: false, now: 0 });
    s = run(s, { type: 'loaded', index: 3, now: 10 });
    expect(s.loadedCount).toBe(4);
    expect(s.loading).toEqual({ index: 4, startedAt: 10 });
    // A late signal from an earlier slide changes nothing.
    expect(run(s, { type: 'loaded', index: 1, now: 20 })).toBe(s);
  });

  it('keeps the start time of loaded slides so their typing carries on', () => {
    let s = run(initialSequence({ enabled: true }), { type: 'sync', count: 2, inProgress: true, now: 0 });
    s = run(s, { type: 'loaded', index: 0, now: 800 });
    expect(s.startedAt).toEqual({ 0: 0, 1: 800 });
    expect(slidePhase(s, 0)).toBe('animating');
  });

  it('shows everything at once with animation off, and completes once the deck has ended', () => {
    let s = initialSequence({ enabled: false });
    s = run(s, { type: 'sync', count: 3, inProgress: true, now: 0 });
    expect(s.loadedCount).toBe(3);
    expect([0, 1, 2].map((i) => slidePhase(s, i))).toEqual(['static', 'static', 'static']);
    expect(s.completion).toBe('waiting');
    s = run(s, { type: 'sync', count: 3, inProgress: false, now: 1 });
    expect(s.completion).toBe('due');
  });

  it('switching animation off mid-way shows the rest at once', () => {
    let s = run(initialSequence({ enabled: true }), { type: 'sync', count: 4, inProgress: true, now: 0 });
    s = run(s, { type: 'setEnabled', enabled: false, now: 50 });
    expect(s.loadedCount).toBe(4);
    expect(s.loading).toBeNull();
    expect(slidePhase(s, 0)).toBe('static');
    expect(slidePhase(s, 3)).toBe('static');
    // Back on: only slides that arrive later animate.
    s = run(
      s,
      { type: 'setEnabled', enabled: true, now: 60 },
      { type: 'sync', count: 5, inProgress: true, now: 70 },
    );
    expect(s.loading).toEqual({ index: 4, startedAt: 70 });
  });

  it('a deck that is already complete when opened without animation completes at once', () => {
    const s = run(initialSequence({ enabled: false, count: 12 }), {
      type: 'sync',
      count: 12,
      inProgress: false,
      now: 0,
    });
    expect(s.completion).toBe('due');
  });

  it('an empty deck never completes', () => {
    const s = run(initialSequence({ enabled: true }), { type: 'sync', count: 0, inProgress: false, now: 0 });
    expect(s.completion).toBe('waiting');
  });
});
