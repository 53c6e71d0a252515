import { CHAT_TERMINAL_EVENTS, type ChatStreamEventName } from '@prowrite/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WakeUpChannel } from '../../db/wake-up-channel';
import { openEventStream } from '../../http/event-stream';
import type { AnswerHub } from './answer-hub';
import type { ChatRepository, StoredEvent } from './chat.repository';

export type AnswerStreamOptions = {
  /** How long a reader waits for a wake-up before reading the database again (a writer in another process). */
  pollMs: number;
  heartbeatMs: number;
  /** A streaming answer whose writer has not written for this long is ended with an error (its process died). */
  staleMs: number;
};

export const DEFAULT_ANSWER_STREAM_OPTIONS: AnswerStreamOptions = {
  pollMs: 1000,
  heartbeatMs: 15_000,
  staleMs: 15_000,
};

export const ABANDONED_MSG =
  'The answer was interrupted (the server stopped); the answer so far is kept. Ask again.';

/**
 * Streams one answer as Server-Sent Events from event `after + 1` on: from memory while it is written in
 * this process, else from the database (woken by NOTIFY, or polling). Ends after the terminal event; an
 * answer whose writer died is closed with an error event, so no reader hangs.
 */
export class AnswerStreams {
  private readonly open = new Set<AbortController>();

  constructor(
    private readonly repo: ChatRepository,
    private readonly hub: AnswerHub,
    private readonly wakeups: WakeUpChannel,
    public options: AnswerStreamOptions = DEFAULT_ANSWER_STREAM_OPTIONS,
  ) {}

  closeAll(): void {
    for (const controller of this.open) controller.abort();
  }

  /** The caller has checked that the message is theirs; `after` is the Last-Event-ID (0 for all). */
  async pipe(req: FastifyRequest, reply: FastifyReply, messageId: string, after: number): Promise<void> {
    const stream = openEventStream(reply, { heartbeatMs: this.options.heartbeatMs });
    const res = stream.raw;
    const controller = new AbortController();
    this.open.add(controller);
    res.on('close', () => controller.abort());
    let sent = after;
    let finished = false;
    const send = (e: StoredEvent) => {
      if (e.seq <= sent) return;
      sent = e.seq;
      stream.send(e.event, e.data, e.seq);
      if (CHAT_TERMINAL_EVENTS.has(e.event as ChatStreamEventName)) finished = true;
    };
    try {
      while (!finished && !controller.signal.aborted) {
        const live = this.hub.get(messageId);
        if (live) {
          await this.followLive(live, send, () => finished, controller.signal);
          continue;
        }
        for (const e of await this.repo.eventsAfter(messageId, sent)) send(e);
        if (finished) break;
        if (await this.closeIfAbandoned(messageId)) continue;
        await this.wakeups.wait(messageId, this.options.pollMs, controller.signal);
      }
    } catch (err) {
      req.log.error({ err, messageId }, 'chat answer stream failed');
      stream.send('error', { code: 0, msg: 'The stream failed; reconnect to resume' });
    } finally {
      this.open.delete(controller);
      stream.close();
    }
  }

  /** Sends the live answer's events as they come, until its end, the reader leaving, or the answer leaving memory. */
  private followLive(
    live: NonNullable<ReturnType<AnswerHub['get']>>,
    send: (e: StoredEvent) => void,
    finished: () => boolean,
    signal: AbortSignal,
  ): Promise<void> {
    return new Promise((resolve) => {
      let last = 0;
      const drain = () => {
        const events = live.events;
        // Events are appended with seq = index + 1.
        for (; last < events.length; last++) send(events[last]!);
        if (finished() || signal.aborted) close();
        else if (live.isEnded && !this.hub.get(live.messageId)) close();
      };
      const close = () => {
        unsubscribe();
        signal.removeEventListener('abort', close);
        resolve();
      };
      const unsubscribe = live.subscribe(drain);
      signal.addEventListener('abort', close, { once: true });
      drain();
    });
  }

  private async closeIfAbandoned(messageId: string): Promise<boolean> {
    const staleBefore = new Date(Date.now() - this.options.staleMs);
    return this.repo.closeAbandoned(messageId, staleBefore, ABANDONED_MSG);
  }
}
