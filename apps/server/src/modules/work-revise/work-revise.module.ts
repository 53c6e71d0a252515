import { createLlmClient } from '@prowrite/engine';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { operatorFetch } from '../../http/outbound/operator-fetch';
import type { ChatModule } from '../chat';
import type { ArticleEditService, WorksService } from '../works';
import { WorkReviseRepository } from './work-revise.repository';
import { workReviseRoutes } from './work-revise.routes';
import { WorkReviseService } from './work-revise.service';

/** How long one model revision may take (one request and its one retry each get this). */
const MODEL_TIMEOUT_MS = 60_000;

/**
 * Wires the chat-revise panel (decision 0047) onto chat (conversations, streams) and works (the deck's and
 * the article editor's versioned saves).
 */
export function registerWorkRevise(
  app: FastifyInstance,
  deps: { db: Db; config: Config; chat: ChatModule; works: WorksService; articles: ArticleEditService },
): WorkReviseService {
  // LLM_BASE_URL is operator-trusted: the outbound guard caps size and time, not the address.
  const provider = deps.config.llm ? createLlmClient(deps.config.llm, { fetch: operatorFetch() }) : null;
  const revise = new WorkReviseService({
    repo: new WorkReviseRepository(deps.db),
    chat: deps.chat.chat,
    works: deps.works,
    articles: deps.articles,
    model: provider ? { provider, timeoutMs: MODEL_TIMEOUT_MS } : null,
  });
  workReviseRoutes(app, { revise, streams: deps.chat.streams });
  return revise;
}
