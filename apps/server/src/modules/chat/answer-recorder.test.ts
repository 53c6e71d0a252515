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
    const log = pino({ level: 'silent' });
    const recorder = new AnswerRecorder(
      'm2',
      repo,
      DEFAULT_ANSWER_LIMITS,
      log,
      () =>
        new Promise<void>((resolve) => {
          write = resolve;
        }),
    );
    let written = false;
    void recorder.whenRowWritten().then(() => {
      written = true;
    });
    await tick();
    expect(written).toBe(false);
    write();
    await tick();
    expect(written).toBe(true);

    const second = new AnswerRecorder('m3', repo, DEFAULT_ANSWER_LIMITS, log, () =>
      Promise.reject(new Error('insert failed')),
    );
    await expect(second.whenRowWritten()).resolves.toBeUndefined();
  });

  it('is written after the first text reached live readers, not while the model is asked', async () => {
    const { repo } = slowRepository();
    const order: string[] = [];
    const recorder = new AnswerRecorder(
      'm4',
      repo,
      DEFAULT_ANSWER_LIMITS,
      pino({ level: 'silent' }),
      async () => {
        order.push('row');
      },
    );
    recorder.subscribe(() => order.push(`reader sees ${recorder.events.at(-1)!.event}`));
    recorder.start({ chat_id: 'c4', message_id: 'm4', question: 'q' });
    let answer!: () => void;
    const run = recorder.run(async (sink) => {
      sink.step({ kind: 'generator', text: 'Model m' });
      // The model has not answered yet: nothing is written meanwhile.
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      sink.delta('First words');
      sink.delta(' and more.');
    });
    await tick();
    await tick();
    expect(order).toEqual(['reader sees start', 'reader sees step']);
    answer();
    await tick();
    await tick();
    expect(order.slice(2, 5)).toEqual(['reader sees delta', 'reader sees delta', 'row']);
    recorder.stop('stop');
    void run;
  });

  it('is written at the first flush when the model is slow, and exactly once', async () => {
    const { repo, writes } = slowRepository();
    let rows = 0;
    const recorder = new AnswerRecorder(
      'm5',
      repo,
      { ...DEFAULT_ANSWER_LIMITS, flushMs: 20 },
      pino({ level: 'silent' }),
      async () => {
        rows++;
      },
    );
    recorder.start({ chat_id: 'c5', message_id: 'm5', question: 'q' });
    let answer!: () => void;
    const run = recorder.run(
      (sink) =>
        new Promise<void>((resolve) => {
          answer = () => {
            sink.delta('Late text.');
            resolve();
          };
        }),
    );
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(rows).toBe(1);
    expect(writes.map((w) => w.flush.events.map((e) => e.event))).toEqual([['start']]);
    answer();
    await tick();
    for (const w of writes) w.release();
    await tick();
    writes.at(-1)?.release();
    await run;
    expect(rows).toBe(1);
  });

  it('ends the answer with an error event when the row cannot be stored', async () => {
    const { repo, writes } = slowRepository();
    const recorder = new AnswerRecorder('m6', repo, DEFAULT_ANSWER_LIMITS, pino({ level: 'silent' }), () =>
      Promise.reject(new Error('disk full')),
    );
    recorder.start({ chat_id: 'c6', message_id: 'm6', question: 'q' });
    const run = recorder.run(async (sink) => {
      sink.delta('Some text');
      // The model goes on until the answer is stopped because its row failed.
      await new Promise<void>((resolve) => sink.signal.addEventListener('abort', () => resolve()));
    });
    await tick();
    await tick();
    await tick();
    for (const w of writes) w.release();
    await tick();
    writes.at(-1)?.release();
    await run;
    const terminal = recorder.events.at(-1)!;
    expect(terminal.event).toBe('error');
    expect(terminal.data).toMatchObject({ msg: expect.stringMatching(/could not be stored/) });
  });
});
