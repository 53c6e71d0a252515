export type SseEvent = { id: number | null; event: string; data: unknown };

export type SseResult = { status: number; events: SseEvent[]; body: unknown };

/**
 * Reads a Server-Sent-Events answer the way a browser does (fetch, chunked text): every event with its id,
 * until the server ends the stream or `stopAfter` returns true. A non-SSE answer is returned as `body`.
 */
export async function readSse(
  url: string,
  init: RequestInit,
  stopAfter: (event: SseEvent, all: SseEvent[]) => boolean = () => false,
): Promise<SseResult> {
  const controller = new AbortController();
  const res = await fetch(url, { ...init, signal: controller.signal });
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream') || !res.body) {
    return { status: res.status, events: [], body: await res.json() };
  }
  const events: SseEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of res.body) {
      buffer += decoder.decode(chunk, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields: Record<string, string> = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          const at = line.indexOf(': ');
          if (at > 0) fields[line.slice(0, at)] = line.slice(at + 2);
        }
        if (!fields.event) continue;
        const event: SseEvent = {
          id: fields.id ? Number(fields.id) : null,
          event: fields.event,
          data: JSON.parse(fields.data ?? 'null'),
        };
        events.push(event);
        if (stopAfter(event, events)) {
          controller.abort();
          return { status: res.status, events, body: null };
        }
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return { status: res.status, events, body: null };
}

/** The answer text of a list of events (the deltas joined). */
export function answerText(events: SseEvent[]): string {
  return events
    .filter((e) => e.event === 'delta')
    .map((e) => (e.data as { text: string }).text)
    .join('');
}

export const isTerminal = (e: SseEvent) => e.event === 'done' || e.event === 'error';
