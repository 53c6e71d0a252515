import { SCAN_LOGIN_EVENT, SCAN_LOGIN_FINAL_STATES } from '@prowrite/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WakeUpChannel } from '../../../db/wake-up-channel';
import { openEventStream } from '../../../http/event-stream';
import type { ScanLoginService } from './scan-login.service';

export type ScanLoginStreamOptions = {
  /** How long the stream waits for a wake-up before reading the login again (a lost NOTIFY costs this much). */
  pollMs: number;
  heartbeatMs: number;
};

export const DEFAULT_SCAN_LOGIN_STREAM_OPTIONS: ScanLoginStreamOptions = {
  pollMs: 5_000,
  heartbeatMs: 15_000,
};

/**
 * The waiting login page's push channel: one `state` event per change of its scan login (id = the login's
 * version, so Last-Event-ID skips what the page has seen), ending after a final state. Woken by the approving
 * process at once (in-process, or NOTIFY across processes); the expiry is read when it falls due.
 */
export class ScanLoginStreams {
  private readonly open = new Set<AbortController>();

  constructor(
    private readonly service: ScanLoginService,
    private readonly wakeups: WakeUpChannel,
    public options: ScanLoginStreamOptions = DEFAULT_SCAN_LOGIN_STREAM_OPTIONS,
  ) {}

  closeAll(): void {
    for (const controller of this.open) controller.abort();
  }

  /** The caller has checked the watch key; `after` is the Last-Event-ID (0 for none). */
  async pipe(req: FastifyRequest, reply: FastifyReply, loginId: string, after: number): Promise<void> {
    const stream = openEventStream(reply, { heartbeatMs: this.options.heartbeatMs });
    const controller = new AbortController();
    this.open.add(controller);
    stream.raw.on('close', () => controller.abort());
    let sent = after;
    try {
      while (!controller.signal.aborted) {
        // Listen before reading: a change committed between the read and the wait still wakes this stream.
        const round = new AbortController();
        const stop = () => round.abort();
        controller.signal.addEventListener('abort', stop, { once: true });
        const woke = this.wakeups.wait(loginId, this.options.pollMs, round.signal);
        let expiryTimer: ReturnType<typeof setTimeout> | undefined;
        try {
          const row = await this.service.current(loginId);
          if (!row) break;
          const { event, id } = this.service.eventFor(row);
          if (id === undefined || id > sent) {
            stream.send(SCAN_LOGIN_EVENT, event, id);
            if (id !== undefined) sent = id;
          }
          if (SCAN_LOGIN_FINAL_STATES.has(event.state)) break;
          // Read again just after the expiry, to tell the page (+5 ms: not just before it).
          expiryTimer = setTimeout(stop, this.service.msUntilExpiry(row) + 5);
          await woke;
        } finally {
          clearTimeout(expiryTimer);
          round.abort();
          controller.signal.removeEventListener('abort', stop);
        }
      }
    } catch (err) {
      req.log.error({ err, scanLoginId: loginId }, 'scan login stream failed');
      stream.send('error', { code: 0, msg: 'The stream failed; reconnect to resume' });
    } finally {
      this.open.delete(controller);
      stream.close();
    }
  }
}
