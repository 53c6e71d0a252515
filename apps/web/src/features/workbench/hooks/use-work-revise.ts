import type { ChatStreamEvent, WorkDetail, WorkRevision } from '@prowrite/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '../../../lib/http';
import { type AnswerView, applyEvent, chatApi, emptyAnswer, fromMessage, readAnswerStream } from '../../chat';
import { WORK_ASK_PATH, workReviseApi } from '../api/work-revise-api';
import { workPreviewKey } from './use-works';

/** What an ask revises: a slide of a deck or a component of an article (as picked in the panel). */
export type AskOptions = { slideNum?: number; componentId?: string; shortcutId?: string; lang?: string };

/**
 * The chat-revise conversation of one work: its answers and revisions (loaded again after a reload), asking
 * on the chat's answer stream, and deciding a revision (accept saves a new version, reject nothing).
 */
export function useWorkRevise(work: WorkDetail | undefined) {
  const workId = work?.baseInfo.id ?? null;
  const queryClient = useQueryClient();
  const [chatId, setChatId] = useState<string | null>(null);
  const [answers, setAnswers] = useState<AnswerView[]>([]);
  const [revisions, setRevisions] = useState<WorkRevision[]>([]);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    controller.current?.abort();
    setAnswers([]);
    setRevisions([]);
    setChatId(null);
    setError(null);
    if (!workId) return;
    const abort = new AbortController();
    workReviseApi
      .chat(workId, abort.signal)
      .then(async (result) => {
        setRevisions(result.revisions);
        if (!result.chat) return;
        setChatId(result.chat.id);
        setAnswers((await chatApi.messages(result.chat.id, abort.signal)).map(fromMessage));
      })
      .catch(() => {});
    return () => abort.abort();
  }, [workId]);

  useEffect(() => () => controller.current?.abort(), []);

  const ask = useCallback(
    (question: string, options: AskOptions = {}) => {
      if (!workId) return;
      setError(null);
      const index = answers.length;
      setAnswers((all) => [...all, emptyAnswer(question)]);
      const abort = new AbortController();
      controller.current = abort;
      const body = {
        work_id: workId,
        question,
        ...(chatId ? { chat_id: chatId } : {}),
        ...(options.slideNum ? { slide_num: options.slideNum } : {}),
        ...(options.componentId ? { component_id: options.componentId } : {}),
        ...(options.shortcutId ? { shortcut_id: options.shortcutId, lang: options.lang } : {}),
      };
      const onEvent = (event: ChatStreamEvent, id: number | null) => {
        if (event.event === 'start') setChatId(event.data.chat_id);
        if (event.event === 'proposal') setRevisions((all) => [...all, event.data]);
        setAnswers((all) => all.map((a, i) => (i === index ? applyEvent(a, event, id) : a)));
      };
      readAnswerStream({ path: WORK_ASK_PATH, method: 'POST', body }, onEvent, abort.signal).catch(
        (e: unknown) => {
          setError(e instanceof HttpError ? e.message : String(e));
          setAnswers((all) => all.filter((_, i) => i !== index));
        },
      );
    },
    [answers.length, chatId, workId],
  );

  const replace = useCallback(
    (next: WorkRevision) => setRevisions((all) => all.map((r) => (r.id === next.id ? next : r))),
    [],
  );

  const accept = useCallback(
    async (revision: WorkRevision) => {
      if (!work) return;
      setError(null);
      try {
        const result = await workReviseApi.accept(revision.id, work.version);
        replace(result.revision);
      } catch (e) {
        setError(e instanceof HttpError ? e.message : String(e));
      } finally {
        await queryClient.invalidateQueries({ queryKey: workPreviewKey(work.baseInfo.id) });
      }
    },
    [queryClient, replace, work],
  );

  const reject = useCallback(
    async (revision: WorkRevision) => replace(await workReviseApi.reject(revision.id)),
    [replace],
  );

  const streaming = answers.some((a) => a.status === 'streaming');
  return { answers, revisions, error, streaming, ask, accept, reject };
}
