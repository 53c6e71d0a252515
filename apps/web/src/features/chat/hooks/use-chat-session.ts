import type { ChatFeedback, ChatStreamEvent, ChatType, UiLanguage } from '@prowrite/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '../../../lib/http';
import { WEB_SEARCH_ASK_PATH } from '../api/ask-tools-api';
import { ASK_PATH, chatApi, readAnswerStream } from '../api/chat-api';
import { type AnswerView, applyEvent, emptyAnswer, fromMessage } from '../utils/answer-state';

/** How an ask differs from the plain one: through web search, or a quick ask (shortcut) in a language. */
export type AskExtras = { webSearch?: boolean; shortcutId?: string; lang?: UiLanguage };

type ChatKind = Exclude<ChatType, 'kb' | 'work'>;

/**
 * One conversation on the page: its answers, the answer being streamed, and the actions (ask, stop,
 * regenerate). Opening a conversation whose last answer is still being written follows it (resume).
 */
export function useChatSession(type: ChatKind, chatId: string | null, onChatCreated: (id: string) => void) {
  const queryClient = useQueryClient();
  const [answers, setAnswersState] = useState<AnswerView[]>([]);
  // The list is also kept in a ref so that event handlers read and update the latest one.
  const answersRef = useRef<AnswerView[]>([]);
  const setAnswers = useCallback((next: AnswerView[] | ((all: AnswerView[]) => AnswerView[])) => {
    answersRef.current = typeof next === 'function' ? next(answersRef.current) : next;
    setAnswersState(answersRef.current);
  }, []);
  const [refusal, setRefusal] = useState<{ code: number; msg: string } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const currentChat = useRef(chatId);
  currentChat.current = chatId;
  /** A conversation this page just created by asking: its answer is already on screen and streaming. */
  const createdHere = useRef<string | null>(null);

  const follow = useCallback(
    async (
      run: (onEvent: (e: ChatStreamEvent, id: number | null) => void, signal: AbortSignal) => Promise<void>,
      index: number,
    ) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      try {
        await run((event, id) => {
          setAnswers((all) => all.map((a, i) => (i === index ? applyEvent(a, event, id) : a)));
          if (event.event === 'start' && !currentChat.current) {
            createdHere.current = event.data.chat_id;
            onChatCreated(event.data.chat_id);
          }
        }, abort.signal);
      } catch (error) {
        if (error instanceof HttpError) {
          setRefusal({ code: error.code, msg: error.message });
          setAnswers((all) => all.filter((_, i) => i !== index || all[i]!.id !== ''));
        }
      } finally {
        if (controller.current === abort) controller.current = null;
        void queryClient.invalidateQueries({ queryKey: ['chat', 'list', type] });
      }
    },
    [onChatCreated, queryClient, type, setAnswers],
  );

  // Load the conversation; resume its last answer when it is still being written.
  useEffect(() => {
    if (chatId && chatId === createdHere.current) return;
    createdHere.current = null;
    controller.current?.abort();
    setRefusal(null);
    if (!chatId) {
      setAnswers([]);
      return;
    }
    const abort = new AbortController();
    chatApi
      .messages(chatId, abort.signal)
      .then((messages) => {
        const views = messages.map(fromMessage);
        setAnswers(views);
        const last = views.at(-1);
        if (last?.status === 'streaming') {
          const index = views.length - 1;
          const resumed = { ...last, content: '', reasoning: '', steps: [], citations: [] };
          setAnswers((all) => all.map((a, i) => (i === index ? resumed : a)));
          void follow(
            (onEvent, signal) =>
              readAnswerStream(
                {
                  path: `/api/v1/question/stream?message_id=${encodeURIComponent(last.id)}`,
                  method: 'GET',
                  lastEventId: 0,
                },
                onEvent,
                signal,
              ),
            index,
          );
        }
      })
      .catch(() => {});
    return () => abort.abort();
  }, [chatId, follow, setAnswers]);

  useEffect(() => () => controller.current?.abort(), []);

  const ask = useCallback(
    (question: string, fileIds: string[], regenerate = false, extra: AskExtras = {}) => {
      setRefusal(null);
      const kept = regenerate ? answersRef.current.slice(0, -1) : answersRef.current;
      const index = kept.length;
      setAnswers([
        ...kept,
        emptyAnswer(regenerate ? (answersRef.current.at(-1)?.question ?? question) : question),
      ]);
      const conversation = chatId ? { chat_id: chatId } : {};
      // Web search takes no files: it answers from the web (its conversations are text chats).
      const body = extra.webSearch
        ? { question, ...conversation, regenerate, ...(extra.lang ? { lang: extra.lang } : {}) }
        : {
            question,
            file_ids: fileIds,
            ...conversation,
            regenerate,
            ...(extra.shortcutId ? { shortcut_id: extra.shortcutId, lang: extra.lang } : {}),
          };
      const path = extra.webSearch ? WEB_SEARCH_ASK_PATH : ASK_PATH[type];
      void follow(
        (onEvent, signal) => readAnswerStream({ path, method: 'POST', body }, onEvent, signal),
        index,
      );
    },
    [chatId, follow, type, setAnswers],
  );

  const streaming = answers.some((a) => a.status === 'streaming');
  const stop = useCallback(() => {
    const live = answers.find((a) => a.status === 'streaming' && a.id);
    if (live) void chatApi.stop(live.id).catch(() => {});
  }, [answers]);

  /** Shows a rating as stored (the feedback call has answered). */
  const setFeedback = useCallback(
    (messageId: string, feedback: ChatFeedback | null) =>
      setAnswers((all) => all.map((a) => (a.id === messageId ? { ...a, feedback } : a))),
    [setAnswers],
  );

  const dismissRefusal = useCallback(() => setRefusal(null), []);

  return { answers, streaming, refusal, dismissRefusal, ask, stop, setFeedback };
}
