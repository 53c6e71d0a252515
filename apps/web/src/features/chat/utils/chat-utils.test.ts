import { describe, expect, it } from 'vitest';
import type { ChatMessageItem } from '@prowrite/contracts';
import { applyEvent, emptyAnswer, fromMessage } from './answer-state';
import { citationOf, linkCitations } from './citation-links';
import { parseSseChunk } from './sse-parse';

describe('parseSseChunk', () => {
  it('keeps an unfinished message for the next chunk and skips heartbeats', () => {
    const first = parseSseChunk('id: 1\nevent: start\ndata: {"a":1}\n\n: heartbeat\n\nid: 2\nevent: del');
    expect(first.messages).toEqual([{ id: 1, event: 'start', data: '{"a":1}' }]);
    const second = parseSseChunk(`${first.rest}ta\ndata: {"text":"x"}\n\n`);
    expect(second.messages).toEqual([{ id: 2, event: 'delta', data: '{"text":"x"}' }]);
    expect(second.rest).toBe('');
  });
});

describe('applyEvent', () => {
  it('builds the answer and ignores events it has already applied', () => {
    let a = emptyAnswer('q');
    a = applyEvent(a, { event: 'start', data: { chat_id: 'c', message_id: 'm', question: 'q' } }, 1);
    a = applyEvent(a, { event: 'delta', data: { text: 'Hello ' } }, 2);
    a = applyEvent(a, { event: 'delta', data: { text: 'Hello ' } }, 2);
    a = applyEvent(a, { event: 'delta', data: { text: 'world' } }, 3);
    a = applyEvent(a, { event: 'error', data: { code: 0, msg: 'broke' } }, 4);
    expect(a).toMatchObject({
      id: 'm',
      content: 'Hello world',
      status: 'error',
      error: 'broke',
      lastEventId: 4,
    });
  });
});

describe('linkCitations', () => {
  it('links known markers only, never escaped ones or existing links', () => {
    const md = 'N = 217 [1]; see [2] and [9].\n> quoted \\[3\\] text [1]\n[4](http://x)';
    expect(linkCitations(md, new Set([1, 2, 3, 4]))).toBe(
      'N = 217 [[1]](#cite-1); see [[2]](#cite-2) and [9].\n> quoted \\[3\\] text [[1]](#cite-1)\n[4](http://x)',
    );
    expect(citationOf('#cite-12')).toBe(12);
    expect(citationOf('http://x')).toBeNull();
  });
});

describe('fromMessage', () => {
  it('carries the stored rating, so a reload shows it', () => {
    const message: ChatMessageItem = {
      id: 'm',
      chat_id: 'c',
      send_at: 1,
      message_type: 'answer',
      status: 'done',
      message: { code: 200, msg: 'success', data: { content: 'A', request_id: 'm', question: 'Q' } },
      reasoning: '',
      steps: [],
      citations: [],
      usage: null,
      user: { id: 'u', name: 'U', avatar: '' },
      comment_list: [
        { message_id: 'm', type: 'like', tags: ['clear'], content: '', created_at: 1, updated_at: 2 },
      ],
    };
    expect(fromMessage(message).feedback).toMatchObject({ type: 'like', tags: ['clear'] });
    expect(fromMessage({ ...message, comment_list: [] }).feedback).toBeNull();
    expect(emptyAnswer('q').feedback).toBeNull();
  });
});
