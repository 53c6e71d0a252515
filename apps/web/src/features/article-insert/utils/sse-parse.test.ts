import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parse';

describe('createSseParser', () => {
  it('reads events split across arbitrary chunks', () => {
    const parser = createSseParser();
    const text = 'event: message\ndata: {"msg":"success"}\n\nevent: message\ndata: {"msg":"done"}\n\n';
    const events = [];
    for (const ch of text) events.push(...parser.push(ch));
    events.push(...parser.end());
    expect(events).toEqual([
      { event: 'message', data: '{"msg":"success"}' },
      { event: 'message', data: '{"msg":"done"}' },
    ]);
  });

  it('handles CRLF (also split between chunks), comments, multi-line data and a missing event name', () => {
    const parser = createSseParser();
    const out = [
      ...parser.push(': keep-alive\r'),
      ...parser.push('\ndata: a\r\ndata:b\r\n\r'),
      ...parser.push('\n'),
    ];
    expect(out).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('flushes a last event without its blank line at the end, ignores empty events and unknown fields', () => {
    const parser = createSseParser();
    expect(parser.push('id: 3\nretry: 10\n\nevent: status\ndata: x')).toEqual([]);
    expect(parser.end()).toEqual([{ event: 'status', data: 'x' }]);
  });
});
