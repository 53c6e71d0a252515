import {
  type AskBody,
  type ChatConversation,
  type ChatMessageItem,
  type ChatType,
  chatCitationSchema,
  chatStepSchema,
  chatUsageSchema,
  type CreateChatBody,
  DEFAULT_UI_LANGUAGE,
  ErrorCode,
  type UiLanguage,
} from '@prowrite/contracts';
import type { Facts } from '@prowrite/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { newId } from '../../db/ids';
import type { AuthContext } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import type { WakeUpChannel } from '../../db/wake-up-channel';
import type { AnswerHub } from './answer-hub';
import { type Answerer, type AnswerLimits, AnswerRecorder } from './answer-recorder';
import type { ChatLimits } from './chat-limits';
import { type ChatRetriever, KNOWLEDGE_SOURCE_ROWS } from './chat-retriever';
import type { ChatOwner, ChatRepository, ConversationRow, MessageWithUser } from './chat.repository';
import type { ChatSources } from './offline-answerer';
import { toFeedback } from './feedback.service';

/** What chat reads of the team's files (the files module owns them). */
export type ChatFiles = {
  sourceForChat(
    scope: AuthContext['scope'],
    fileId: string,
  ): Promise<{ name: string; pages: { number: number; text: string }[]; facts: Facts | null }>;
};

/** The workbench's quick asks (the prompts module's shortcuts): the text a shortcut id stands for. */
export type ShortcutTexts = { shortcutText(id: string, lang: UiLanguage): string | null };

/** What an answerer answers from. */
export type AnswerQuestion = {
  type: ChatType;
  question: string;
  /** Null for text chat without files. */
  sources: ChatSources | null;
  /** Earlier questions and answers of the conversation, oldest first. */
  history: { question: string; answer: string }[];
};

export type AnswerRequest = AnswerQuestion & {
  /** The answer's message and conversation (rows written once `whenStored()` settles; it starts the write). */
  messageId: string;
  chatId: string;
  whenStored: () => Promise<void>;
  /** The premium model the caller switched on (null: the standard model). */
  premiumModel?: string | null;
};

export type ChatServiceDeps = {
  repo: ChatRepository;
  files: ChatFiles;
  hub: AnswerHub;
  wakeups: WakeUpChannel;
  limits: ChatLimits;
  answerLimits: AnswerLimits;
  answererFor: (request: AnswerRequest) => Answerer;
  /**
   * The premium model for the caller's next question, or null; refuses it beyond the team's premium limits
   * (counted once `beforeCount` settles).
   */
  premiumFor?: (auth: AuthContext, beforeCount: () => Promise<void>) => Promise<string | null>;
  log: FastifyBaseLogger;
};

const HISTORY_TURNS = 6;
const DEFAULT_NAME_CHARS = 40;

const owner = (auth: AuthContext): ChatOwner => ({ scope: auth.scope, userId: auth.userId });
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const parsedList = <T extends z.ZodType>(schema: T, value: unknown): z.output<T>[] => {
  const parsed = z.array(schema).safeParse(value);
  return parsed.success ? parsed.data : [];
};

/** Conversations, their messages and the ask calls. */
export class ChatService {
  private knowledge: ChatRetriever | null = null;
  private shortcuts: ShortcutTexts | null = null;

  constructor(private readonly deps: ChatServiceDeps) {}

  /** The knowledge-base module plugs its retrieval in here; until then KB chat answers 400. */
  useKnowledge(retriever: ChatRetriever): void {
    this.knowledge = retriever;
  }

  /** The prompts module plugs its shortcuts in here; until then a `shortcut_id` answers 400. */
  useShortcuts(shortcuts: ShortcutTexts): void {
    this.shortcuts = shortcuts;
  }

  async create(auth: AuthContext, body: CreateChatBody): Promise<ChatConversation> {
    if (body.type === 'work')
      throw badRequest(
        'A conversation about a work starts with its first question: POST /api/prowrite/v2/ask',
      );
    if (body.file_ids.length > 0) await this.loadSources(auth, body.file_ids);
    const row = await this.deps.repo.insertConversation({
      id: newId(),
      teamId: auth.teamId,
      userId: auth.userId,
      type: body.type,
      name: body.name || 'New chat',
      fileIds: body.file_ids,
    });
    return toConversation(row);
  }

  async rename(auth: AuthContext, id: string, name: string): Promise<ChatConversation> {
    await this.ownRowsWritten(auth);
    const row = await this.deps.repo.updateConversation(owner(auth), id, { name });
    if (!row) throw notFound('Conversation');
    return toConversation(row);
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    await this.ownRowsWritten(auth);
    await this.stopAnswersOf(auth, id);
    if (!(await this.deps.repo.deleteConversation(owner(auth), id))) throw notFound('Conversation');
  }

  async clean(auth: AuthContext, type: ChatType): Promise<number> {
    await this.ownRowsWritten(auth);
    return this.deps.repo.deleteConversationsOfType(owner(auth), type);
  }

  async list(auth: AuthContext, query: { type?: ChatType | undefined; pageno: number; pagesize: number }) {
    await this.ownRowsWritten(auth);
    const { rows, total } = await this.deps.repo.listConversations(owner(auth), {
      offset: query.pageno * query.pagesize,
      limit: query.pagesize,
      type: query.type,
    });
    return { data: rows.map(toConversation), total_num: total };
  }

  async messages(auth: AuthContext, chatId: string): Promise<ChatMessageItem[]> {
    await this.requireConversation(auth, chatId);
    return (await this.deps.repo.messages(owner(auth), chatId)).map(toMessage);
  }

  /** 404 unless the message is the caller's own. */
  async requireMessage(auth: AuthContext, messageId: string): Promise<void> {
    await this.ownRowsWritten(auth);
    if (!(await this.deps.repo.findMessage(owner(auth), messageId))) throw notFound('Message');
  }

  async stop(auth: AuthContext, messageId: string): Promise<void> {
    // A stop right after the ask can arrive before the message row is written (the answer starts first);
    // an answer live here is waited for, so the owner check below finds its row.
    await this.deps.hub.get(messageId)?.whenRowWritten();
    if (!(await this.deps.repo.requestStop(owner(auth), messageId))) throw notFound('Message');
    // Here at once; a writer in another process sees the flag at its next flush.
    this.deps.hub.get(messageId)?.stop('stop');
  }

  /**
   * Starts an answer: everything that can be refused (bad input, foreign ids, limits, unparsed files) is
   * refused here, before any stream; then the answer starts, and the message is stored and written in the
   * background, so a reload or another tab can follow it. Returns the message id to stream. `answerer` replaces the chat's own
   * (web search answers from its results). A `shortcut_id` puts its text before the question.
   */
  async ask(
    auth: AuthContext,
    type: ChatType,
    body: AskBody,
    answerer?: (request: AnswerRequest) => Answerer,
    /** A chat-revise conversation's work: stored on a new conversation, required of an existing one. */
    link?: { workId: string },
  ): Promise<{ messageId: string; chatId: string }> {
    let question = body.question.trim();
    if (body.shortcut_id) {
      const text = this.shortcuts?.shortcutText(body.shortcut_id, body.lang ?? DEFAULT_UI_LANGUAGE);
      if (!text)
        throw badRequest(
          `Unknown shortcut ${body.shortcut_id}: GET /api/prowrite/v2/ask/shortcut lists them`,
        );
      question = question ? `${text}\n\n${question}` : text;
    }
    const conversation = body.chat_id ? await this.requireConversation(auth, body.chat_id) : undefined;
    if (conversation && conversation.type !== type)
      throw badRequest(`Conversation ${conversation.id} is a ${conversation.type} chat, not a ${type} chat`);
    if (conversation && (conversation.workId ?? undefined) !== link?.workId)
      throw badRequest(`Conversation ${conversation.id} is not about this work`);
    if (body.regenerate) {
      if (!conversation) throw badRequest('regenerate needs the chat_id of the conversation');
      const last = await this.deps.repo.lastMessage(owner(auth), conversation.id);
      if (!last) throw badRequest('There is no answer to regenerate in this conversation');
      question ||= last.question;
      this.deps.hub.get(last.id)?.stop('stop');
      await this.deps.repo.deleteMessage(owner(auth), last.id);
    }
    if (!question) throw badRequest('Ask a question: the question is empty');
    const fileIds = body.file_ids.length > 0 ? body.file_ids : (conversation?.fileIds ?? []);
    if (type === 'pdf' && fileIds.length === 0) throw badRequest('Pick a file to ask about (file_ids)');
    if (type === 'kb' && !this.knowledge) throw badRequest('Knowledge-base chat is not available yet');
    // The team's questions still being stored here count: a burst is counted like sequential asks.
    const teamRowsWritten = () => this.deps.hub.rowsWritten({ teamId: auth.teamId });
    await this.deps.limits.assertCanAsk(auth.scope, teamRowsWritten);
    const premiumModel = (await this.deps.premiumFor?.(auth, teamRowsWritten)) ?? null;
    const sources =
      type === 'kb'
        ? {
            pages: [],
            facts: [],
            retrieved: await this.knowledge!.retrieve(auth.scope, question, KNOWLEDGE_SOURCE_ROWS),
          }
        : fileIds.length > 0
          ? await this.loadSources(auth, fileIds)
          : null;

    const createdAt = new Date();
    const newConversation = conversation
      ? undefined
      : {
          id: newId(),
          teamId: auth.teamId,
          userId: auth.userId,
          type,
          name: question.replace(/\s+/g, ' ').slice(0, DEFAULT_NAME_CHARS),
          fileIds,
          workId: link?.workId ?? null,
          createdAt,
          updatedAt: createdAt,
        };
    const chatId = conversation?.id ?? newConversation!.id;
    if (conversation && body.file_ids.length > 0 && body.file_ids.join() !== conversation.fileIds.join())
      await this.deps.repo.updateConversation(owner(auth), conversation.id, { fileIds });
    const history = conversation
      ? (await this.deps.repo.history(conversation.id, createdAt, HISTORY_TURNS))
          .filter((m) => m.status === 'done' && m.content)
          .map((m) => ({ question: m.question, answer: m.content }))
      : [];
    const messageId = newId();
    // The answer starts before its rows are written: the recorder writes them once the first text has gone
    // out (or at its first flush, its end, or when someone needs them), so the model's first token never
    // waits for the database (decision 0062).
    const recorder = new AnswerRecorder(
      messageId,
      this.deps.repo,
      this.deps.answerLimits,
      this.deps.log,
      () =>
        this.deps.repo.insertQuestion(
          {
            id: messageId,
            conversationId: chatId,
            teamId: auth.teamId,
            userId: auth.userId,
            question,
            status: 'streaming',
            premium: premiumModel !== null,
            createdAt,
          },
          newConversation,
        ),
    );
    recorder.start({ chat_id: chatId, message_id: messageId, question });
    const request: AnswerRequest = {
      type,
      question,
      sources,
      history,
      messageId,
      chatId,
      whenStored: () => recorder.whenRowWritten(),
      premiumModel,
    };
    const write = answerer ? answerer(request) : this.deps.answererFor(request);
    this.deps.hub.track(recorder, recorder.run(write), () => this.deps.wakeups.notify(messageId), {
      teamId: auth.teamId,
      userId: auth.userId,
    });
    return { messageId, chatId };
  }

  /** The answerer chat uses for `request` (the model's, else the offline engine's). */
  defaultAnswerer(request: AnswerRequest): Answerer {
    return this.deps.answererFor(request);
  }

  /** The caller's latest conversation about a work (chat-revise), or null before the first question. */
  async workConversation(auth: AuthContext, workId: string): Promise<ChatConversation | null> {
    await this.ownRowsWritten(auth);
    const row = await this.deps.repo.findWorkConversation(owner(auth), workId);
    return row ? toConversation(row) : null;
  }

  /**
   * A question's rows are written after its first text (decision 0062): the member's own reads and writes of
   * their chats first wait for the rows of their answers live in this process, so an answer just started is
   * found (a reload, a second tab, a rename of the new conversation).
   */
  private ownRowsWritten(auth: AuthContext): Promise<void> {
    return this.deps.hub.rowsWritten({ teamId: auth.teamId, userId: auth.userId });
  }

  private async requireConversation(auth: AuthContext, id: string): Promise<ConversationRow> {
    await this.ownRowsWritten(auth);
    const row = await this.deps.repo.findConversation(owner(auth), id);
    if (!row) throw notFound('Conversation');
    return row;
  }

  private async stopAnswersOf(auth: AuthContext, conversationId: string): Promise<void> {
    for (const m of await this.deps.repo.messages(owner(auth), conversationId))
      if (m.status === 'streaming') this.deps.hub.get(m.id)?.stop('stop');
  }

  private async loadSources(auth: AuthContext, fileIds: string[]): Promise<ChatSources> {
    const pages: ChatSources['pages'] = [];
    const facts: Facts[] = [];
    for (const fileId of [...new Set(fileIds)]) {
      const source = await this.deps.files.sourceForChat(auth.scope, fileId);
      for (const p of source.pages) pages.push({ fileId, page: p.number, text: p.text });
      if (source.facts) facts.push(source.facts);
    }
    return { pages, facts };
  }
}

function toConversation(row: ConversationRow): ChatConversation {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    file_ids: row.fileIds,
    created_at: seconds(row.createdAt),
    updated_at: seconds(row.updatedAt),
  };
}

function toMessage(row: MessageWithUser): ChatMessageItem {
  const usage = chatUsageSchema.safeParse(row.usage);
  return {
    id: row.id,
    chat_id: row.conversationId,
    send_at: seconds(row.createdAt),
    message_type: 'answer',
    status: row.status,
    message: {
      code: row.status === 'error' ? row.errorCode || ErrorCode.generic : 200,
      msg: row.status === 'error' ? row.errorMsg : 'success',
      data: { content: row.content, request_id: row.id, question: row.question },
    },
    reasoning: row.reasoning,
    steps: parsedList(chatStepSchema, row.steps),
    citations: parsedList(chatCitationSchema, row.citations),
    usage: usage.success ? usage.data : null,
    user: { id: row.userId, name: row.userName, avatar: row.userAvatar },
    comment_list: row.feedback ? [toFeedback(row.feedback)] : [],
  };
}
