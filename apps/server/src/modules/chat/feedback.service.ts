import type { AdminFeedbackRow, ChatFeedback, FeedbackType, SaveFeedbackBody } from '@prowrite/contracts';
import type { AuthContext } from '../../http/auth';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { ChatOwner, ChatRepository } from './chat.repository';
import { foreignTags } from './feedback-tags';
import type { FeedbackRepository, FeedbackRow } from './feedback.repository';

const owner = (auth: AuthContext): ChatOwner => ({ scope: auth.scope, userId: auth.userId });
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** Likes and dislikes of answers: only the answer's own user gives them; administrators read them. */
export class FeedbackService {
  constructor(
    private readonly chats: ChatRepository,
    private readonly repo: FeedbackRepository,
  ) {}

  async save(auth: AuthContext, body: SaveFeedbackBody): Promise<ChatFeedback> {
    const unknown = foreignTags(body.type, body.tags);
    if (unknown.length > 0)
      throw badRequest(`Unknown ${body.type} tag(s): ${unknown.join(', ')} (see GET /api/ai/comment/tag)`);
    const message = await this.chats.findMessage(owner(auth), body.message_id);
    if (!message) throw notFound('Message');
    if (message.status === 'streaming')
      throw conflict('The answer is still being written; give feedback once it has finished');
    const row = await this.repo.upsert(owner(auth), message.id, {
      type: body.type,
      tags: [...new Set(body.tags)],
      content: body.content.trim(),
    });
    return toFeedback(row);
  }

  /** False when the caller had given no feedback on this (their own) message. */
  async remove(auth: AuthContext, messageId: string): Promise<boolean> {
    if (!(await this.chats.findMessage(owner(auth), messageId))) throw notFound('Message');
    return this.repo.delete(owner(auth), messageId);
  }

  /** A team administrator sees their team; the first administrator every team, or the one asked for. */
  async adminList(
    auth: AuthContext,
    query: {
      type?: FeedbackType | undefined;
      team_id?: string | undefined;
      pageno: number;
      pagesize: number;
    },
  ): Promise<{ data: AdminFeedbackRow[]; total_num: number }> {
    if (!auth.isSuperAdmin && query.team_id !== undefined && query.team_id !== auth.teamId)
      throw notFound('Team');
    const scope = auth.isSuperAdmin
      ? query.team_id === undefined
        ? null
        : { teamId: query.team_id }
      : auth.scope;
    const { rows, total } = await this.repo.list(scope, {
      type: query.type,
      offset: query.pageno * query.pagesize,
      limit: query.pagesize,
    });
    return {
      data: rows.map((r) => ({
        ...toFeedback(r),
        chat_id: r.chatId,
        team: { id: r.teamId, name: r.teamName },
        user: { id: r.userId, name: r.userName },
        question: r.question,
        answer_excerpt: r.answerExcerpt,
      })),
      total_num: total,
    };
  }
}

export function toFeedback(row: FeedbackRow): ChatFeedback {
  return {
    message_id: row.messageId,
    type: row.type,
    tags: row.tags,
    content: row.content,
    created_at: seconds(row.createdAt),
    updated_at: seconds(row.updatedAt),
  };
}
