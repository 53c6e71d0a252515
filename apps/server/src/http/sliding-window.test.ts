import { describe, expect, it } from 'vitest';
import { SlidingWindow } from './sliding-window';

describe('SlidingWindow', () => {
  it('waits for the oldest counted hit to leave the window', () => {
    let now = 0;
    const window = new SlidingWindow(60_000, () => now);
    window.record('k');
    now = 10_000;
    window.record('k');
    expect(window.waitMs('k', 2)).toBe(50_000);
    expect(window.waitMs('k', 3)).toBe(0);
    now = 60_000;
    expect(window.waitMs('k', 2)).toBe(0);
    expect(window.waitMs('k', 1)).toBe(10_000);
    now = 70_000;
    expect(window.waitMs('k', 1)).toBe(0);
  });

  it('keeps at most maxKeys keys: expired ones first, then the least recently hit', () => {
    let now = 0;
    const window = new SlidingWindow(1_000, () => now, 3);
    for (const key of ['a', 'b', 'c']) window.record(key);
    now = 2_000;
    window.record('d');
    expect(window.size).toBe(1);
    for (const key of ['e', 'f', 'd', 'g']) window.record(key);
    expect(window.size).toBe(3);
    // 'e' was hit least recently ('d' was hit again), so it went.
    expect(window.waitMs('e', 1)).toBe(0);
    expect(window.waitMs('d', 1)).toBeGreaterThan(0);
  });
});
