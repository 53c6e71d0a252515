import {
  type WorkDoneEvent,
  type WorkProcess,
  type WorkStatusEvent,
  workDoneEventSchema,
  workStatusEventSchema,
} from '@prowrite/contracts';
import { z } from 'zod';

const POLL_MS = 2000;
const streamErrorSchema = z.object({ code: z.number().optional(), msg: z.string().optional() });

export interface FollowGenerationOptions<Item, Synced> {
  /** The SSE address of the work's generation stream (or how to get it: it may need a URL ticket first). */
  streamUrl: string | (() => Promise<string | null>);
  /** The event that carries one generated piece (`slide` for decks, `component` for articles) and its parser. */
  itemEvent: string;
  parseItem: (data: string) => Item;
  /** Reads the work again (after `done`, and while polling); `processOf` tells whether it is still running. */
  load: () => Promise<Synced>;
  processOf: (synced: Synced) => WorkProcess;
  onSynced: (synced: Synced) => void;
  onStatus: (status: WorkStatusEvent) => void;
  onItem: (item: Item) => void;
  onDone: (done: WorkDoneEvent) => void;
  /** The server's own `error` event (generation failed); without it the event is left to the next sync. */
  onFailed?: (message: string) => void;
}

function read<T>(parse: (data: string) => T, data: unknown): T | null {
  try {
    return typeof data === 'string' ? parse(data) : null;
  } catch {
    return null;
  }
}

/**
 * Follows a work's generation: Server-Sent Events while it runs (a reload or a second tab gets every piece again
 * from the server), falling back to polling the detail every 2 s when the stream cannot be used or fails.
 * Returns the function that stops following. Shared by the deck board and the article editor.
 */
export function followGeneration<Item, Synced>(opts: FollowGenerationOptions<Item, Synced>): () => void {
  let stopped = false;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;

  const sync = () =>
    opts
      .load()
      .then((synced) => {
        if (!stopped) opts.onSynced(synced);
        return opts.processOf(synced);
      })
      .catch((): WorkProcess => 'inProgress');

  const poll = async () => {
    if (stopped) return;
    const now = await sync();
    if (!stopped && now === 'inProgress') pollTimer = setTimeout(poll, POLL_MS);
  };

  let source: EventSource | null = null;
  const open = (url: string) => {
    const stream = new EventSource(url);
    source = stream;
    stream.addEventListener('status', (e) => {
      const status = read((d) => workStatusEventSchema.parse(JSON.parse(d)), e.data);
      if (status) opts.onStatus(status);
    });
    stream.addEventListener(opts.itemEvent, (e) => {
      const item = read(opts.parseItem, (e as MessageEvent).data);
      if (item !== null) opts.onItem(item);
    });
    stream.addEventListener('done', (e) => {
      // Close before the server does, or EventSource would reconnect.
      stream.close();
      const done = read((d) => workDoneEventSchema.partial().parse(JSON.parse(d)), e.data);
      if (done?.version !== undefined)
        opts.onDone({ version: done.version, report_status: done.report_status ?? 1 });
      void sync();
    });
    stream.addEventListener('error', (e) => {
      // The server's own `error` event carries data (generation failed); a failed connection does not.
      if (e instanceof MessageEvent && typeof e.data === 'string') {
        opts.onFailed?.(read((d) => streamErrorSchema.parse(JSON.parse(d)), e.data)?.msg ?? '');
        return;
      }
      stream.close();
      void poll();
    });
  };
  if (typeof EventSource === 'undefined') {
    void poll();
  } else if (typeof opts.streamUrl === 'string') {
    open(opts.streamUrl);
  } else {
    opts.streamUrl().then(
      (url) => {
        if (stopped) return;
        if (url) open(url);
        else void poll();
      },
      () => {
        if (!stopped) void poll();
      },
    );
  }

  return () => {
    stopped = true;
    source?.close();
    clearTimeout(pollTimer);
  };
}
