import { REPORT_STATUS, type WorkDoneEvent, type WorkStatusEvent } from '@prowrite/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authOf } from '../../http/auth';
import { openEventStream } from '../../http/event-stream';
import type { WakeUpChannel } from '../../db/wake-up-channel';
import type { WorkRow } from './works.repository';
import type { WorksService } from './works.service';

export type StreamOptions = {
  /** How long a stream waits for a wake-up before reading the database anyway (a worker in another process). */
  pollMs: number;
  /** Comment lines keep proxies and browsers from dropping a quiet stream. */
  heartbeatMs: number;
};

export const DEFAULT_STREAM_OPTIONS: StreamOptions = { pollMs: 1000, heartbeatMs: 15_000 };

/**
 * `GET /api/prowrite/v1/generate/stream?id=`: Server-Sent Events of a work's generation. Everything is read
 * from the database, so a client that connects late (or reconnects with Last-Event-ID = the last slide
 * number it has) gets every slide so far, then the rest as they land: `status` when the process, status or
 * progress changes, `slide` per slide in order (`component` per component for articles), `error` if
 * generation failed, then `done`, and the stream closes.
 */
export class WorkStreams {
  private readonly open = new Set<AbortController>();

  constructor(
    private readonly works: WorksService,
    private readonly events: WakeUpChannel,
    /** Tests shorten the intervals of a running app. */
    public options: StreamOptions = DEFAULT_STREAM_OPTIONS,
  ) {}

  /** Ends every open stream (server shutdown: open streams would otherwise hold `close` forever). */
  closeAll(): void {
    for (const controller of this.open) controller.abort();
  }

  register(app: FastifyInstance): void {
    app.addHook('onClose', async () => this.closeAll());
  }

  async handle(req: FastifyRequest, reply: FastifyReply, workId: string): Promise<void> {
    const { scope } = authOf(req);
    // Before the stream starts, so a foreign or unknown id is an ordinary 404.
    await this.works.require(scope, workId);
    const lastEventId = Number(req.headers['last-event-id']);
    let sent = Number.isInteger(lastEventId) && lastEventId > 0 ? lastEventId : 0;

    const stream = openEventStream(reply, { heartbeatMs: this.options.heartbeatMs });
    const controller = new AbortController();
    this.open.add(controller);
    stream.raw.on('close', () => controller.abort());
    const send = stream.send;

    try {
      let lastStatus = '';
      while (!controller.signal.aborted) {
        const work: WorkRow | undefined = await this.works.find(scope, workId);
        if (!work) {
          send('error', { code: 404, msg: 'This work was deleted' });
          send('done', {});
          break;
        }
        const status: WorkStatusEvent = {
          process: work.process,
          report_status: work.reportStatus,
          progress: work.progress,
        };
        const statusKey = JSON.stringify(status);
        const ended = work.process === 'end';
        // Generation ends only after its last slide is stored: once ended, this read has them all.
        if (!ended && statusKey !== lastStatus) {
          send('status', status);
          lastStatus = statusKey;
        }
        if (work.type === 'PPT') {
          for (const slide of await this.works.slides(scope, workId, sent)) {
            send('slide', { slide }, slide.slide_num);
            sent = slide.slide_num;
          }
        } else {
          // Article works: the components stored so far are on the row just read; the event id is the
          // component_key (position + 1), so Last-Event-ID resumes the same way.
          for (const component of work.components.slice(sent)) {
            sent++;
            send('component', { component }, sent);
          }
        }
        if (ended) {
          if (statusKey !== lastStatus) send('status', status);
          if (work.reportStatus === REPORT_STATUS.failed) {
            send('error', { code: 500, msg: work.errMsg || 'Generation failed' });
          }
          const done: WorkDoneEvent = { version: work.version, report_status: work.reportStatus };
          send('done', done);
          break;
        }
        await this.events.wait(workId, this.options.pollMs, controller.signal);
      }
    } catch (err) {
      req.log.error({ err, workId }, 'generation stream failed');
      send('error', { code: 500, msg: 'The stream failed; reconnect to resume' });
    } finally {
      this.open.delete(controller);
      stream.close();
    }
  }
}
