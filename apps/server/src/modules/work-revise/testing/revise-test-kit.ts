import type { ArticleComponent, Slide, WorkRevision } from '@prowrite/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { readSse, type SseResult } from '../../chat/testing/sse-client';
import { auth, detail } from '../../works/testing/works-test-kit';

/** Asks in the chat-revise panel (the real SSE call over a socket) and reads the whole answer. */
export function askWork(base: string, token: string, body: Record<string, unknown>): Promise<SseResult> {
  return readSse(`${base}/api/prowrite/v2/ask`, {
    method: 'POST',
    headers: { ...auth(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The answer's text (its deltas joined). */
export const textOf = (answer: SseResult) =>
  answer.events.flatMap((e) => (e.event === 'delta' ? [(e.data as { text: string }).text] : [])).join('');

/** The one proposal event of an answer (fails when there is none). */
export function proposalOf(answer: SseResult): WorkRevision {
  const proposals = answer.events.filter((e) => e.event === 'proposal');
  expect(proposals, JSON.stringify(answer.events.slice(-3))).toHaveLength(1);
  return proposals[0]!.data as WorkRevision;
}

export async function slideOf(t: TestApp, token: string, workId: string, n: number) {
  const work = await detail(t, token, workId);
  return {
    slide: (work.slide_list as Slide[]).find((s) => s.slide_num === n)!,
    version: work.version as number,
  };
}

/** The decide call of the panel: accept (at the work's version) or reject one proposed revision. */
export function decide(
  t: TestApp,
  token: string,
  action: 'accept' | 'reject',
  body: Record<string, unknown>,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/prowrite/v2/ask/revision/${action}`,
    headers: auth(token),
    payload: body,
  });
}

/** One component of an article as stored now, and the article's version. */
export async function componentOf(t: TestApp, token: string, workId: string, componentId: string) {
  const work = await detail(t, token, workId);
  return {
    component: (work.components as ArticleComponent[]).find((c) => c.id === componentId)!,
    version: work.version as number,
  };
}

/**
 * The panel's propose-then-decide steps as the team's admin takes them: ask, read the one proposal, accept
 * or reject it. `app` and `base` are read at each call, so a test file can make the kit before beforeAll
 * starts the server.
 */
export function reviseKit(app: () => TestApp, base: () => string) {
  const token = () => app().admin.token;
  return {
    ask: (body: Record<string, unknown>) => askWork(base(), token(), body),
    /** Asks and answers the one proposal of the answer (fails when there is none). */
    async propose(body: Record<string, unknown>): Promise<WorkRevision> {
      return proposalOf(await askWork(base(), token(), body));
    },
    accept: (revision: Pick<WorkRevision, 'id'>, version: number) =>
      decide(app(), token(), 'accept', { id: revision.id, version }),
    reject: (revision: Pick<WorkRevision, 'id'>) => decide(app(), token(), 'reject', { id: revision.id }),
  };
}
