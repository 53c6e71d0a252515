import {
  type ChatConversation,
  type ChatMessageItem,
  type ChatStreamEvent,
  type ChatType,
  chatStreamEventSchema,
} from '@prowrite/contracts';
import { HttpError, http } from '../../../lib/http';
import { sessionStore } from '../../account';
import { parseSseChunk } from '../utils/sse-parse';

export type ChatList = { data: ChatConversation[]; total_num: number };

export const chatApi = {
  list: (type: ChatType, signal?: AbortSignal) =>
    http.get<ChatList>('/api/ai/chat/list', { query: { type, pageno: 0, pagesize: 100 }, signal }),
  messages: (chatId: string, signal?: AbortSignal) =>
    http
      .get<{ data: ChatMessageItem[] }>('/api/ai/chat/messages', { query: { chat_id: chatId }, signal })
      .then((r) => r.data),
  rename: (id: string, name: string) => http.put('/api/ai/chat', { id, name }),
  remove: (id: string) => http.delete(`/api/ai/chat/${encodeURIComponent(id)}`),
  stop: (messageId: string) => http.post('/api/v1/question/stop', { message_id: messageId }),
};

export const ASK_PATH: Record<Exclude<ChatType, 'kb' | 'work'>, string> = {
  text: '/api/v2/chat',
  pdf: '/api/v1/question/ask',
};

/**
 * Reads an answer stream (the ask call, or the resume call with Last-Event-ID) and hands every event to
 * `onEvent`. A refusal before the stream (limits, bad input) is thrown as an HttpError with its code.
 */
export async function readAnswerStream(
  input:
    | { path: string; method: 'POST'; body: unknown }
    | { path: string; method: 'GET'; lastEventId: number },
  onEvent: (event: ChatStreamEvent, id: number | null) => void,
  signal: AbortSignal,
): Promise<void> {
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  const token = sessionStore.getToken();
  if (token) headers['Access-Token'] = token;
  if (input.method === 'POST') headers['Content-Type'] = 'application/json';
  else if (input.lastEventId > 0) headers['Last-Event-ID'] = String(input.lastEventId);
  let res: Response;
  try {
    res = await fetch(input.path, {
      method: input.method,
      headers,
      body: input.method === 'POST' ? JSON.stringify(input.body) : undefined,
      signal,
    });
  } catch (error) {
    if (signal.aborted) return;
    throw new HttpError(error instanceof Error ? error.message : 'Network error', 0, 0, 'network');
  }
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream') || !res.body) {
    const body = (await res.json().catch(() => ({}))) as { code?: number; msg?: string };
    throw new HttpError(body.msg ?? `HTTP ${res.status}`, res.status, body.code ?? 0, 'http');
  }
  const decoder = new TextDecoder();
  let rest = '';
  try {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      const parsed = parseSseChunk(rest + decoder.decode(chunk, { stream: true }));
      rest = parsed.rest;
      for (const m of parsed.messages) {
        const event = chatStreamEventSchema.safeParse({ event: m.event, data: JSON.parse(m.data) });
        if (event.success) onEvent(event.data, m.id);
      }
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  }
}
