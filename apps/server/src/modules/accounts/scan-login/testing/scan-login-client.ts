import type { ScanLoginCreated, ScanLoginEvent } from '@prowrite/contracts';

export type ReceivedEvent = { id: number | null; event: string; data: ScanLoginEvent; at: number };

/** A scan login as the waiting page makes it (over HTTP, so the User-Agent is the page's). */
export async function createScanLogin(
  base: string,
  userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36',
): Promise<ScanLoginCreated> {
  const res = await fetch(`${base}/api/login/scan`, { method: 'POST', headers: { 'user-agent': userAgent } });
  if (res.status !== 200) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: ScanLoginCreated }).data;
}

/**
 * Follows a scan login's event stream as the waiting page does, keeping every event with the time it arrived
 * (performance.now()). `next()` resolves with the next event not yet taken; `ended` when the server closes.
 */
export function watchScanLogin(
  base: string,
  body: { id: string; watch_key: string },
  lastEventId?: number,
): {
  next(timeoutMs?: number): Promise<ReceivedEvent>;
  events: ReceivedEvent[];
  ended: Promise<void>;
  close(): void;
} {
  const controller = new AbortController();
  const events: ReceivedEvent[] = [];
  let taken = 0;
  const waiter: { wake: (() => void) | null } = { wake: null };
  const ended = (async () => {
    const res = await fetch(`${base}/api/login/scan/events`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(lastEventId ? { 'last-event-id': String(lastEventId) } : {}),
      },
      body: JSON.stringify({ id: body.id, watch_key: body.watch_key }),
      signal: controller.signal,
    });
    if (!res.body || !(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      throw new Error(`not a stream: ${res.status} ${await res.text()}`);
    }
    const decoder = new TextDecoder();
    let rest = '';
    try {
      for await (const chunk of res.body) {
        rest += decoder.decode(chunk, { stream: true });
        for (let end = rest.indexOf('\n\n'); end >= 0; end = rest.indexOf('\n\n')) {
          const block = rest.slice(0, end);
          rest = rest.slice(end + 2);
          const at = performance.now();
          const field = (name: string) =>
            block
              .split('\n')
              .find((l) => l.startsWith(`${name}: `))
              ?.slice(name.length + 2);
          const data = field('data');
          if (data === undefined) continue;
          const id = field('id');
          events.push({
            id: id ? Number(id) : null,
            event: field('event') ?? 'message',
            data: JSON.parse(data),
            at,
          });
          waiter.wake?.();
        }
      }
    } catch (err) {
      if (!controller.signal.aborted) throw err;
    }
    waiter.wake?.();
  })();
  ended.catch(() => {});
  let done = false;
  ended.finally(() => {
    done = true;
  });
  return {
    events,
    ended,
    close: () => controller.abort(),
    async next(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (taken >= events.length) {
        if (done) throw new Error(`stream ended after ${events.length} events`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms (got ${events.length})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 50));
          waiter.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        waiter.wake = null;
      }
      return events[taken++]!;
    },
  };
}
