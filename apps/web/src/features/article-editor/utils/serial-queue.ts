export type SerialQueue = {
  /** Runs `task` after every task queued before it has settled; resolves or rejects with its outcome. */
  run: <T>(task: () => Promise<T>) => Promise<T>;
  /** True while a task runs or waits. */
  busy: () => boolean;
  /**
   * The work's version as the last task left it. Tasks read and set it synchronously, so a task queued right
   * after another never sends the version from before it (React state lags one render behind).
   */
  version: number;
};

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let pending = 0;
  return {
    version: 0,
    run: <T>(task: () => Promise<T>) => {
      pending++;
      const result = tail.then(task, task);
      tail = result.then(
        () => {
          pending--;
        },
        () => {
          pending--;
        },
      );
      return result;
    },
    busy: () => pending > 0,
  };
}
