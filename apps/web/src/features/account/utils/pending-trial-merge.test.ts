import { describe, expect, it } from 'vitest';
import { pendingTrialMerge } from './pending-trial-merge';

/** A tab store in memory, as sessionStorage answers. */
function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('pendingTrialMerge', () => {
  it('keeps the trial token until it is taken, and gives it out once', () => {
    const store = memoryStore();
    expect(pendingTrialMerge.has(store)).toBe(false);
    pendingTrialMerge.save('dHJpYWwtdG9rZW4=', store);
    expect(pendingTrialMerge.has(store)).toBe(true);
    expect(pendingTrialMerge.take(store)).toBe('dHJpYWwtdG9rZW4=');
    expect(pendingTrialMerge.take(store)).toBeNull();
    expect(pendingTrialMerge.has(store)).toBe(false);
  });

  it('does nothing without storage', () => {
    pendingTrialMerge.save('x', null);
    expect(pendingTrialMerge.take(null)).toBeNull();
    expect(pendingTrialMerge.has(null)).toBe(false);
  });
});
