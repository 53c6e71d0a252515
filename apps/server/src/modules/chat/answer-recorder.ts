import type {
  ChatCitation,
  ChatMessageStatus,
  ChatStep,
  ChatStreamEvent,
  ChatStreamEventName,
  ChatUsage,
  WorkRevision,
} from '@prowrite/contracts';
import { CHAT_TERMINAL_EVENTS, ErrorCode } from '@prowrite/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/errors';
import type { ChatRepository, StoredEvent } from './chat.repository';

/** What an answerer writes to; every call becomes one event of the answer's stream. */
export interface AnswerSink {
  /** Aborted when the user stops the answer, the output cap is reached or the server shuts down. */
  readonly signal: AbortSignal;
  step(step: ChatStep): void;
  /** Sent before the delta holding its marker (the client can link `[n]` as soon as it shows). */
  citation(citation: ChatCitation): void;
  delta(text: string): void;
  reasoning(text: string): void;
  usage(usage: ChatUsage): void;
  /** A chat-revise answer's revision of the work (proposed, or refused with its reason). */
  proposal(revision: WorkRevision): void;
}

export type Answerer = (sink: AnswerSink) => Promise<void>;

export type AnswerLimits = {
  /** Longest answer kept; a model that goes on is cut there and the answer ends with an error event. */
  maxAnswerChars: number;
  maxReasoningChars: number;
  /** Events are written to the database in batches at most this far apart. */
  flushMs: number;
  /** A quiet answer (a model thinking) still touches its row this often, so readers know its writer lives. */
  heartbeatMs: number;
};

export const DEFAULT_ANSWER_LIMITS: AnswerLimits = {
  maxAnswerChars: 40_000,
  maxReasoningChars: 40_000,
  flushMs: 100,
  heartbeatMs: 5_000,
};

type StopCause = 'stop' | 'cap' | 'shutdown' | 'unstored';

/** Resolves after the event loop's I/O phase: what follows runs in a later turn than the caller. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Model output may hold lone surrogates or NUL (bad UTF-8 decodes to U+FFFD): neither reaches the database. */
function clean(text: string): string {
  return wellFormed(text).replaceAll(String.fromCharCode(0), '');
}

/** String.prototype.toWellFormed (Node 20, not in our TypeScript lib): lone surrogates become U+FFFD. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/**
 * One answer being written: gives every event its SSE id, keeps the full list in memory for live readers
 * in this process, writes them (and the answer so far) to the database in small batches, and guarantees
 * exactly one terminal event (`done` or `error`) whatever the answerer does: returns, throws, hangs past
 * its own timeout, is stopped, or overruns the output cap.
 */
export class AnswerRecorder implements AnswerSink {
  private readonly allEvents: StoredEvent[] = [];
  /** True once the terminal event and the answer's final state are written. */
  private settled = false;
  private readonly listeners = new Set<() => void>();
  private pending: StoredEvent[] = [];
  private seq = 0;
  private content = '';
  private reasoningText = '';
  private readonly steps: ChatStep[] = [];
  private readonly citations: ChatCitation[] = [];
  private usageValue: ChatUsage | null = null;
  private ended = false;
  private stopCause: StopCause | null = null;
  private readonly controller = new AbortController();
  private flushChain: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  /** Settles once the message row is written (or failed to be); null until the write starts. */
  private rowWritten: Promise<void> | null = null;

  constructor(
    readonly messageId: string,
    private readonly repo: ChatRepository,
    private readonly limits: AnswerLimits,
    private readonly log: FastifyBaseLogger,
    /**
     * Writes the message row (and a new conversation). Called once, when the row is first needed: after the
     * first text reached live readers, at the first flush (`flushMs` after the start), at the end, or when
     * someone waits for the row. Flushes wait for it, and its failure ends the answer.
     */
    private readonly storeRow: () => Promise<void> = async () => {},
  ) {}

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /**
   * Settles once the message row is written (or failed to be): before it, the row cannot be found. Starts
   * the write now if it has not started: whoever waits for the row needs it.
   */
  whenRowWritten(): Promise<void> {
    return this.writeRow();
  }

  /**
   * Starts the row write once. On an embedded database a write runs on this thread, so the row is not
   * written while the model is asked: the first text would wait for it (decision 0062). Nor in the same turn
   * of the event loop as the text that triggered it: its queries never wait, so they would hold up the
   * sockets' writes and reads until all of them are done (decision 0076).
   */
  private writeRow(): Promise<void> {
    if (this.rowWritten) return this.rowWritten;
    const stored = nextTurn().then(this.storeRow);
    this.rowWritten = stored.then(
      () => {},
      () => {},
    );
    this.flushChain = this.flushChain.then(() =>
      stored.catch((err: unknown) => {
        this.log.error({ err, message: this.messageId }, 'chat question could not be stored');
        this.stop('unstored');
      }),
    );
    return this.rowWritten;
  }

  get isEnded(): boolean {
    return this.ended;
  }

  /**
   * The events live readers may send: the terminal event only once the answer's final state is stored, so
   * a client that saw `done` and then reads the conversation finds the answer there, complete.
   */
  get events(): readonly StoredEvent[] {
    return this.ended && !this.settled ? this.allEvents.slice(0, -1) : this.allEvents;
  }

  /** Calls `wake` after every new event (and once at the end); returns the unsubscribe. */
  subscribe(wake: () => void): () => void {
    this.listeners.add(wake);
    return () => this.listeners.delete(wake);
  }

  stop(cause: StopCause): void {
    if (this.ended || this.stopCause) return;
    this.stopCause = cause;
    this.controller.abort();
  }

  start(data: Extract<ChatStreamEvent, { event: 'start' }>['data']): void {
    this.emit('start', data);
    this.heartbeat = setInterval(() => this.flush(), this.limits.heartbeatMs);
  }

  step(step: ChatStep): void {
    const clean_ = { kind: step.kind, text: clean(step.text) };
    this.steps.push(clean_);
    this.emit('step', clean_);
  }

  citation(citation: ChatCitation): void {
    this.citations.push(citation);
    this.emit('citation', citation);
  }

  delta(text: string): void {
    const piece = this.capped(clean(text), this.content.length, this.limits.maxAnswerChars);
    if (piece) {
      this.content += piece;
      this.emit('delta', { text: piece });
    }
  }

  reasoning(text: string): void {
    const piece = this.capped(clean(text), this.reasoningText.length, this.limits.maxReasoningChars);
    if (piece) {
      this.reasoningText += piece;
      this.emit('reasoning', { text: piece });
    }
  }

  usage(usage: ChatUsage): void {
    this.usageValue = usage;
    this.emit('usage', usage);
  }

  proposal(revision: WorkRevision): void {
    this.emit('proposal', revision);
  }

  /** Runs the answerer to its end and writes the one terminal event; resolves once it is stored. */
  async run(answerer: Answerer): Promise<void> {
    let failure: unknown = null;
    try {
      await answerer(this);
    } catch (error) {
      failure = error;
    }
    const cause = this.stopCause;
    if (cause === 'stop') this.end('stopped');
    else if (cause === 'cap')
      this.fail(
        ErrorCode.generic,
        `The answer was cut at ${this.limits.maxAnswerChars} characters, the longest answer kept`,
      );
    else if (cause === 'unstored')
      this.fail(ErrorCode.generic, 'The question could not be stored; nothing was kept. Ask again.');
    else if (cause === 'shutdown')
      this.fail(
        ErrorCode.generic,
        'The server stopped while answering; the answer so far is kept. Ask again to continue.',
      );
    else if (failure) {
      const code = failure instanceof AppError ? failure.code : ErrorCode.generic;
      if (!(failure instanceof AppError))
        this.log.warn({ err: failure, message: this.messageId }, 'chat answer failed');
      this.fail(code, failure instanceof Error ? failure.message : 'The answer failed');
    } else this.end('done');
    await this.flushChain;
  }

  /** The part of `text` that still fits; reaching the cap stops the answerer. */
  private capped(text: string, used: number, max: number): string {
    if (this.ended || !text) return '';
    const room = max - used;
    if (text.length <= room) return text;
    this.stop('cap');
    return room > 0 ? wellFormed(text.slice(0, room)) : '';
  }

  private emit<E extends ChatStreamEventName>(
    event: E,
    data: Extract<ChatStreamEvent, { event: E }>['data'],
  ): void {
    if (this.ended) return;
    const stored: StoredEvent = { seq: ++this.seq, event, data };
    this.allEvents.push(stored);
    this.pending.push(stored);
    // The terminal event wakes readers once it is stored (close → flush).
    if (!CHAT_TERMINAL_EVENTS.has(event)) for (const wake of this.listeners) wake();
    // The first text has been handed to live readers' sockets: store the row after it, not before.
    if ((event === 'delta' || event === 'reasoning') && !this.rowWritten) void this.writeRow();
    if (this.timer === undefined) this.timer = setTimeout(() => this.flush(), this.limits.flushMs);
  }

  private end(status: 'done' | 'stopped'): void {
    if (this.ended) return;
    this.emit('done', { status });
    this.close({ status, errorCode: 200, errorMsg: '' });
  }

  private fail(code: number, msg: string): void {
    if (this.ended) return;
    this.emit('error', { code, msg });
    this.close({ status: 'error', errorCode: code, errorMsg: msg });
  }

  private close(final: { status: ChatMessageStatus; errorCode: number; errorMsg: string }): void {
    this.ended = true;
    clearInterval(this.heartbeat);
    this.flush(final);
  }

  private flush(final?: { status: ChatMessageStatus; errorCode: number; errorMsg: string }): void {
    void this.writeRow();
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const events = this.pending;
    this.pending = [];
    const snapshot = {
      events,
      content: this.content,
      reasoning: this.reasoningText,
      steps: [...this.steps],
      citations: [...this.citations],
      usage: this.usageValue,
      ...(final ? { final } : {}),
    };
    this.flushChain = this.flushChain.then(async () => {
      try {
        const result = await this.repo.flushAnswer(this.messageId, snapshot);
        if (result.stop) this.stop('stop');
      } catch (err) {
        // Live readers still have every event; a later flush writes the answer's state again.
        this.log.error({ err, message: this.messageId }, 'chat answer flush failed');
      }
      if (final) {
        this.settled = true;
        for (const wake of this.listeners) wake();
      }
    });
  }
}
