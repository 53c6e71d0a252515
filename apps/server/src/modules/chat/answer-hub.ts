import type { AnswerRecorder } from './answer-recorder';

/**
 * The answers being written in this process. Readers here follow a live answer from memory; an answer
 * leaves the hub only once its terminal event is stored, so a reader that misses it finds everything in
 * the database.
 */
export class AnswerHub {
  private readonly live = new Map<string, { recorder: AnswerRecorder; done: Promise<void> }>();

  get(messageId: string): AnswerRecorder | undefined {
    return this.live.get(messageId)?.recorder;
  }

  /** Starts `run` for the recorder and keeps it here until it has ended and been stored. */
  track(recorder: AnswerRecorder, run: Promise<void>, onGone: () => void): void {
    const done = run.finally(() => {
      this.live.delete(recorder.messageId);
      onGone();
    });
    this.live.set(recorder.messageId, { recorder, done });
  }

  size(): number {
    return this.live.size;
  }

  /** Server shutdown: every answer ends with an error event, stored before the database closes. */
  async stopAll(): Promise<void> {
    const all = [...this.live.values()];
    for (const { recorder } of all) recorder.stop('shutdown');
    await Promise.allSettled(all.map((a) => a.done));
  }
}
