import { SCAN_LOGIN_EVENT, SCAN_LOGIN_FINAL_STATES } from '@prowrite/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WakeUpChannel } from '../../../db/wake-up-channel';
import { openEventStream } from '../../../http/event-stream';
import type { ScanLoginRow } from './scan-login.repository';
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
  async pipe(req: FastifyRequest, reply: FastifyReply, first: ScanLoginRow, after: number): Promise<void> {
    const stream = openEventStream(reply, { heartbeatMs: this.options.heartbeatMs });
    const controller = new AbortController();
    this.open.add(controller);
    stream.raw.on('close', () => controller.abort());
    let sent = after;
    let row: ScanLoginRow | undefined = first;
    try {
      while (row && !controller.signal.aborted) {
        const { event, id } = this.service.eventFor(row);
        if (id === undefined || id > sent) {
          stream.send(SCAN_LOGIN_EVENT, event, id);
          if (id !== undefined) sent = id;
        }
        if (SCAN_LOGIN_FINAL_STATES.has(event.state)) break;
        // +5 ms: wake just after the expiry, not just before it.
        const wait = Math.min(this.options.pollMs, this.service.msUntilExpiry(row) + 5);
        await this.wakeups.wait(row.id, wait, controller.signal);
        if (controller.signal.aborted) break;
        row = await this.service.current(row.id);
      }
    } catch (err) {
      req.log.error({ err, scanLoginId: first.id }, 'scan login stream failed');
      stream.send('error', { code: 0, msg: 'The stream failed; reconnect to resume' });
    } finally {
      this.open.delete(controller);
      stream.close();
    }
  }
}
