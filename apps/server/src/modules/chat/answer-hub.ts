import type { AnswerRecorder } from './answer-recorder';

/** Whose answer it is: reads of a member's (or a team's) chats wait for the rows of its live answers. */
export type AnswerOwner = { teamId: string; userId: string };

/**
 * The answers being written in this process. Readers here follow a live answer from memory; an answer
 * leaves the hub only once its terminal event is stored, so a reader that misses it finds everything in
 * the database.
 */
export class AnswerHub {
  private readonly live = new Map<
    string,
    { recorder: AnswerRecorder; done: Promise<void>; owner: AnswerOwner | null }
  >();

  get(messageId: string): AnswerRecorder | undefined {
    return this.live.get(messageId)?.recorder;
  }

  /** Starts `run` for the recorder and keeps it here until it has ended and been stored. */
  track(recorder: AnswerRecorder, run: Promise<void>, onGone: () => void, owner?: AnswerOwner): void {
    const done = run.finally(() => {
      this.live.delete(recorder.messageId);
      onGone();
    });
    this.live.set(recorder.messageId, { recorder, done, owner: owner ?? null });
  }

  /**
   * Settles once the message rows of every live answer of the member (or, without `userId`, of the whole
   * team) are written, starting the writes that have not started: a question's row is written after its
   * first text, so a read of the member's chats, or a count of the team's questions, waits for it here.
   */
  async rowsWritten(of: { teamId: string; userId?: string }): Promise<void> {
    const waits: Promise<void>[] = [];
    for (const { recorder, owner } of this.live.values())
      if (owner && owner.teamId === of.teamId && (of.userId === undefined || owner.userId === of.userId))
        waits.push(recorder.whenRowWritten());
    if (waits.length > 0) await Promise.all(waits);
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
