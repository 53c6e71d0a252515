/** A seeded random source (mulberry32), so a held-out run is the same papers for the same seed. */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** An index into a list of `length` items. */
  index: (length: number) => number;
  chance: (p: number) => boolean;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const index = (length: number) => Math.floor(next() * length);
  return {
    next,
    int,
    index,
    pick: (items) => items[index(items.length)]!,
    chance: (p) => next() < p,
  };
}
