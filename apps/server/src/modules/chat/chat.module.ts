import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { DatabaseSession } from '../../db/database-session';
import { WakeUpChannel } from '../../db/wake-up-channel';
import { AnswerHub } from './answer-hub';
import { type AnswerLimits, DEFAULT_ANSWER_LIMITS } from './answer-recorder';
import {
  ABANDONED_MSG,
  AnswerStreams,
  type AnswerStreamOptions,
  DEFAULT_ANSWER_STREAM_OPTIONS,
} from './answer-stream';
import { ChatLimits } from './chat-limits';
import { ChatRepository } from './chat.repository';
import { chatRoutes } from './chat.routes';
import { type ChatFiles, ChatService } from './chat.service';
import { createLlmClient, type RetryPolicy } from '@prowrite/engine';
import { operatorFetch } from '../../http/outbound/operator-fetch';
import { DEFAULT_MODEL_ANSWER_OPTIONS, modelAnswerer, type ModelAnswerOptions } from './model-answerer';
import { MemberSettingsRepository } from './models/member-settings.repository';
import { premiumModelRoutes } from './models/premium-model.routes';
import { PremiumModelService } from './models/premium-model.service';
import { offlineAnswerer } from './offline-answerer';
import { FeedbackRepository } from './feedback.repository';
import { feedbackRoutes } from './feedback.routes';
import { FeedbackService } from './feedback.service';
import { optimizeRoutes } from './optimize.routes';
import { QuestionOptimizer } from './question-optimizer';
import type { WebSearchProvider } from './web-search/search-provider';
import { SearxngProvider } from './web-search/searxng-provider';
import { webSearchAnswerer } from './web-search/web-search-answerer';
import { webSearchRoutes } from './web-search/web-search.routes';

export const CHAT_EVENTS_CHANNEL = 'prowrite_chat_events';

export type ChatModuleOptions = {
  answerLimits?: AnswerLimits;
  stream?: AnswerStreamOptions;
  model?: Partial<ModelAnswerOptions> & {
    retry?: Partial<RetryPolicy>;
    sleep?: (ms: number) => Promise<void>;
  };
  /** Replaces the search service SEARXNG_URL configures (tests). */
  webSearch?: WebSearchProvider;
};

export type ChatModule = {
  chat: ChatService;
  feedback: FeedbackService;
  hub: AnswerHub;
  streams: AnswerStreams;
};

/** Wires AI chat: repository, limits, the answer hub and streams, the answerer, feedback, the routes. */
export async function registerChat(
  app: FastifyInstance,
  deps: { db: Db; config: Config; files: ChatFiles; session?: DatabaseSession | undefined },
  options: ChatModuleOptions = {},
): Promise<ChatModule> {
  const repo = new ChatRepository(deps.db);
  // An embedded database has one process: answers it left streaming were cut by a crash (kill -9) and are
  // closed now. On a shared database other processes may still be writing; readers close stale ones.
  if (!deps.session?.shared) {
    const closeBefore = new Date(Date.now() + 60_000);
    for (const id of await repo.streamingMessageIds())
      await repo.closeAbandoned(id, closeBefore, ABANDONED_MSG);
  }
  const wakeups = new WakeUpChannel(deps.session, CHAT_EVENTS_CHANNEL);
  await wakeups.start();
  const hub = new AnswerHub();
  const streams = new AnswerStreams(repo, hub, wakeups, options.stream ?? DEFAULT_ANSWER_STREAM_OPTIONS);
  const limits = new ChatLimits(repo, { ...deps.config.chatLimits, premium: deps.config.premiumLimits });
  // LLM_BASE_URL is operator-trusted: the outbound guard caps size and time, not the address.
  const provider = deps.config.llm
    ? createLlmClient(deps.config.llm, {
        fetch: operatorFetch(),
        ...(options.model?.retry ? { retry: options.model.retry } : {}),
        ...(options.model?.sleep ? { sleep: options.model.sleep } : {}),
      })
    : null;
  // The premium model is the same OpenAI-compatible server asked for another model name.
  const premiumName = deps.config.chatModels.find((m) => m.premium)?.name;
  const premiumProvider =
    deps.config.llm && premiumName
      ? createLlmClient(
          { ...deps.config.llm, model: premiumName },
          {
            fetch: operatorFetch(),
            ...(options.model?.retry ? { retry: options.model.retry } : {}),
            ...(options.model?.sleep ? { sleep: options.model.sleep } : {}),
          },
        )
      : null;
  const premium = new PremiumModelService({
    chats: repo,
    settings: new MemberSettingsRepository(deps.db),
    models: deps.config.chatModels,
    limitsOf: async (teamId) => (await limits.limitsOf(teamId)).premium,
  });
  const modelOptions: ModelAnswerOptions = { ...DEFAULT_MODEL_ANSWER_OPTIONS, ...options.model };
  const chat = new ChatService({
    repo,
    files: deps.files,
    hub,
    wakeups,
    limits,
    answerLimits: options.answerLimits ?? DEFAULT_ANSWER_LIMITS,
    answererFor: (request) =>
      provider
        ? modelAnswerer(
            request.premiumModel && premiumProvider ? premiumProvider : provider,
            request,
            modelOptions,
          )
        : offlineAnswerer(request.question, request.sources),
    premiumFor: (auth, beforeCount) => premium.premiumFor(auth, beforeCount),
    log: app.log,
  });
  // Answers end (stored, with their terminal event) before the database closes; then readers stop.
  app.addHook('onClose', async () => {
    await hub.stopAll();
    streams.closeAll();
    wakeups.stop();
  });
  chatRoutes(app, { chat, streams, limits });
  premiumModelRoutes(app, premium);
  // SEARXNG_URL is operator-trusted like LLM_BASE_URL; its redirects are checked as any outbound address.
  const search =
    options.webSearch ??
    (deps.config.webSearch
      ? new SearxngProvider({
          baseUrl: deps.config.webSearch.searxngUrl,
          timeoutMs: deps.config.webSearch.timeoutMs,
        })
      : null);
  const model = provider ? { provider, options: modelOptions } : null;
  webSearchRoutes(app, {
    chat,
    streams,
    answererFor: search
      ? (request) =>
          webSearchAnswerer(
            search,
            request.premiumModel && premiumProvider
              ? { provider: premiumProvider, options: modelOptions }
              : model,
            request,
          )
      : null,
  });
  optimizeRoutes(
    app,
    new QuestionOptimizer({ files: deps.files, model: provider, timeoutMs: modelOptions.timeoutMs }),
  );
  const feedback = new FeedbackService(repo, new FeedbackRepository(deps.db));
  feedbackRoutes(app, feedback);
  return { chat, feedback, hub, streams };
}
