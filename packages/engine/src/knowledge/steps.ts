/**
 * Long text work written as a generator that yields between small steps: the same code runs to the end at
 * once (here) or in time slices that let an event loop breathe between them (the server's ingestion job).
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs every step now and returns the result. */
export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
