/** One Server-Sent Event as read from a `text/event-stream` body. */
export type SseEvent = { event: string; data: string };

/**
 * An incremental `text/event-stream` reader (the WHATWG rules that matter here: `event:`, multi-line
 * `data:`, `:` comments, CRLF or LF, events ended by a blank line). Fed arbitrary chunks, it returns the
 * events completed so far; a partial event waits for the next chunk.
 */
export function createSseParser(): { push: (chunk: string) => SseEvent[]; end: () => SseEvent[] } {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const takeLine = (line: string, out: SseEvent[]) => {
    if (line === '') {
      if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(chunk) {
      buffer += chunk;
      const out: SseEvent[] = [];
      let newline = buffer.search(/\r\n|\r|\n/);
      while (newline !== -1) {
        const width = buffer.startsWith('\r\n', newline) ? 2 : 1;
        // A lone CR at the end of a chunk may be the first half of CRLF: wait for more.
        if (buffer[newline] === '\r' && width === 1 && newline === buffer.length - 1) break;
        takeLine(buffer.slice(0, newline), out);
        buffer = buffer.slice(newline + width);
        newline = buffer.search(/\r\n|\r|\n/);
      }
      return out;
    },
    end() {
      const out: SseEvent[] = [];
      if (buffer) takeLine(buffer.replace(/\r$/, ''), out);
      buffer = '';
      takeLine('', out);
      return out;
    },
  };
}
