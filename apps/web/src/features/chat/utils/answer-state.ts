import type {
  ChatCitation,
  ChatFeedback,
  ChatMessageItem,
  ChatStep,
  ChatStreamEvent,
  ChatUsage,
} from '@prowrite/contracts';

/** An answer as the page shows it, whether read from the list or being streamed. */
export type AnswerView = {
  id: string;
  chatId: string;
  question: string;
  content: string;
  reasoning: string;
  steps: ChatStep[];
  citations: ChatCitation[];
  usage: ChatUsage | null;
  status: ChatMessageItem['status'];
  error: string | null;
  /** The last event id applied (to resume with Last-Event-ID). */
  lastEventId: number;
  /** The user's like or dislike, as stored. */
  feedback: ChatFeedback | null;
};

export function fromMessage(m: ChatMessageItem): AnswerView {
  return {
    id: m.id,
    chatId: m.chat_id,
    question: m.message.data.question,
    content: m.message.data.content,
    reasoning: m.reasoning,
    steps: m.steps,
    citations: m.citations,
    usage: m.usage,
    status: m.status,
    error: m.status === 'error' ? m.message.msg : null,
    lastEventId: 0,
    feedback: m.comment_list[0] ?? null,
  };
}

export function emptyAnswer(question: string): AnswerView {
  return {
    id: '',
    chatId: '',
    question,
    content: '',
    reasoning: '',
    steps: [],
    citations: [],
    usage: null,
    status: 'streaming',
    error: null,
    lastEventId: 0,
    feedback: null,
  };
}

/**
 * Applies one event of the answer stream. Events at or below `lastEventId` were applied already (a resumed
 * stream may repeat none, but a replay from 0 over a stored answer must not double its text).
 */
export function applyEvent(answer: AnswerView, event: ChatStreamEvent, id: number | null): AnswerView {
  if (id !== null && id <= answer.lastEventId) return answer;
  const next = { ...answer, lastEventId: id ?? answer.lastEventId };
  switch (event.event) {
    case 'start':
      return {
        ...next,
        id: event.data.message_id,
        chatId: event.data.chat_id,
        question: event.data.question,
      };
    case 'delta':
      return { ...next, content: next.content + event.data.text };
    case 'reasoning':
      return { ...next, reasoning: next.reasoning + event.data.text };
    case 'step':
      return { ...next, steps: [...next.steps, event.data] };
    case 'citation':
      return { ...next, citations: [...next.citations.filter((c) => c.n !== event.data.n), event.data] };
    case 'usage':
      return { ...next, usage: event.data };
    case 'done':
      return { ...next, status: event.data.status };
    case 'error':
      return { ...next, status: 'error', error: event.data.msg };
    // A chat-revise revision: the panel that asked keeps it beside the answer (workbench feature).
    case 'proposal':
      return next;
  }
}
