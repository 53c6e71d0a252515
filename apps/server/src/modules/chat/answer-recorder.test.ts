import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { AnswerRecorder, DEFAULT_ANSWER_LIMITS } from './answer-recorder';
import type { AnswerFlush, ChatRepository } from './chat.repository';

/** A repository whose writes wait until the test releases them: the database of a busy server. */
function slowRepository() {
  const writes: { flush: AnswerFlush; release: () => void }[] = [];
  const repo = {
    flushAnswer: (_id: string, flush: AnswerFlush) =>
      new Promise<{ gone: boolean; stop: boolean }>((resolve) => {
        writes.push({ flush, release: () => resolve({ gone: false, stop: false }) });
      }),
  } as unknown as ChatRepository;
  return { repo, writes };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('answer recorder', () => {
  it('shows live readers the terminal event only once the finished answer is stored', async () => {
    const { repo, writes } = slowRepository();
    const recorder = new AnswerRecorder('m1', repo, DEFAULT_ANSWER_LIMITS, pino({ level: 'silent' }));
    let wakes = 0;
    recorder.subscribe(() => wakes++);
    recorder.start({ chat_id: 'c1', message_id: 'm1', question: 'q' });
    const run = recorder.run(async (sink) => sink.delta('The answer.'));
    await tick();
    expect(recorder.isEnded).toBe(true);
    expect(recorder.events.map((e) => e.event)).toEqual(['start', 'delta']);
    const wakesBeforeStore = wakes;

    // The final write carries the terminal event and the status; until it is stored, readers wait.
    const final = writes.at(-1)!;
    expect(final.flush.final?.status).toBe('done');
    expect(final.flush.events.map((e) => e.event)).toEqual(['start', 'delta', 'done']);
    final.release();
    await run;
    expect(recorder.events.map((e) => e.event)).toEqual(['start', 'delta', 'done']);
    expect(wakes).toBeGreaterThan(wakesBeforeStore);
  });
});

describe('the message row', () => {
  it('is waited for by whoever needs it written (a stop right after the ask), failed or not', async () => {
    const { repo } = slowRepository();
    let write!: () => void;
    let fail!: (err: Error) => void;
    const row = new Promise<void>((resolve, reject) => {
      write = resolve;
      fail = reject;
    });
    const log = pino({ level: 'silent' });
    const recorder = new AnswerRecorder('m2', repo, DEFAULT_ANSWER_LIMITS, log, row);
    let written = false;
    void recorder.whenRowWritten().then(() => {
      written = true;
    });
    await tick();
    expect(written).toBe(false);
    write();
    await tick();
    expect(written).toBe(true);

    const failing = new Promise<void>((_resolve, reject) => {
      fail = reject;
    });
    const second = new AnswerRecorder('m3', repo, DEFAULT_ANSWER_LIMITS, log, failing);
    fail(new Error('insert failed'));
    await expect(second.whenRowWritten()).resolves.toBeUndefined();
  });
});
