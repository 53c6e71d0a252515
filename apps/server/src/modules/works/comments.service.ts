import type {
  ArticleComponent,
  Comment,
  CommentListQuery,
  CreateCommentBody,
  SectionCommentStats,
} from '@prowrite/contracts';
import { newId } from '../../db/ids';
import type { AuthContext } from '../../http/auth';
import { AppError, forbidden, notFound } from '../../http/errors';
import { sectionIds } from './article/article-state';
import type { CommentWithUser, CommentsRepository } from './comments.repository';
import type { WorksRepository } from './works.repository';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function toComment(row: CommentWithUser): Comment {
  return {
    comment_id: row.id,
    section_id: row.sectionId,
    content: row.content,
    created_at: seconds(row.createdAt),
    comment_user: { id: row.userId, name: row.userName, avatar: row.userAvatar },
  };
}

/** Section comments of works; for decks a section is a slide, named by its number as a string. */
export class CommentsService {
  constructor(
    private readonly comments: CommentsRepository,
    private readonly works: WorksRepository,
  ) {}

  /** The work must be the caller team's, and the section one of its slides (decks) or items (articles). */
  private async requireSection(auth: AuthContext, workId: string, sectionId: string): Promise<void> {
    const work = await this.works.find(auth.scope, workId);
    if (!work) throw notFound('Work');
    if (work.type !== 'PPT') {
      // Articles: a component, or a body item, image or expert inside one.
      if (!sectionIds(work.components as ArticleComponent[]).has(sectionId))
        throw new AppError(404, `Section ${sectionId} not found in this article`);
      return;
    }
    const slideNum = /^[1-9]\d{0,3}$/.test(sectionId) ? Number(sectionId) : 0;
    if (!slideNum || !(await this.works.hasSlide(auth.scope, workId, slideNum))) {
      throw new AppError(404, `Slide ${sectionId} not found in this deck`);
    }
  }

  /** Per commented section of a work of the team: how many comments, and how many the caller has not read. */
  async stats(auth: AuthContext, workId: string): Promise<SectionCommentStats[]> {
    if (!(await this.works.find(auth.scope, workId))) throw notFound('Work');
    const stats = await this.comments.stats(auth.scope, workId, auth.userId);
    return stats.map((s) => ({ section_id: s.sectionId, count: s.count, unread: s.unread }));
  }

  async add(auth: AuthContext, body: CreateCommentBody): Promise<Comment> {
    await this.requireSection(auth, body.prowrite_id, body.section_id);
    const row = await this.comments.insert({
      id: newId(),
      teamId: auth.teamId,
      workId: body.prowrite_id,
      sectionId: body.section_id,
      userId: auth.userId,
      content: body.content.replaceAll('\u0000', ''),
    });
    // The author has read their own comment.
    await this.comments.markRead(auth.scope, body.prowrite_id, body.section_id, auth.userId);
    return toComment({ ...row, userName: auth.user.name, userAvatar: auth.user.avatar });
  }

  /** Opening a section's comments marks them read for the caller. */
  async list(auth: AuthContext, query: CommentListQuery): Promise<{ data: Comment[]; total_num: number }> {
    await this.requireSection(auth, query.prowrite_id, query.section_id);
    const { rows, total } = await this.comments.list(auth.scope, query.prowrite_id, query.section_id, {
      offset: query.pageno * query.pagesize,
      limit: query.pagesize,
    });
    await this.comments.markRead(auth.scope, query.prowrite_id, query.section_id, auth.userId);
    return { data: rows.map(toComment), total_num: total };
  }

  /** Only the author may delete a comment. */
  async remove(auth: AuthContext, id: string): Promise<void> {
    const comment = await this.comments.find(auth.scope, id);
    if (!comment) throw notFound('Comment');
    if (comment.userId !== auth.userId) throw forbidden('Only the author can delete this comment');
    await this.comments.delete(auth.scope, id);
  }
}
