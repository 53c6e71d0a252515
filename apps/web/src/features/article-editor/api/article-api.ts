import {
  type ArticleComponent,
  type ArticleSaveResult,
  articleComponentSchema,
  articleSaveResultSchema,
  commentStatsSchema,
  type SectionCommentStats,
  type SourceQuote,
  type WithdrawResult,
  type WorkDetail,
  withdrawResultSchema,
  workDetailSchema,
} from '@prowrite/contracts';
import { z } from 'zod';
import { sessionStore } from '../../account';
import { http } from '../../../lib/http';
import { urlTicket, withTicket } from '../../../lib/url-tickets';

/** Works answers nest their result as `{data: {data: ...}}`: unwrap the inner `data`. */
function inner(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null || !('data' in payload))
    throw new Error('expected {data: ...}');
  return payload.data;
}

export interface ArticleDetail {
  detail: WorkDetail;
  companyElement: boolean;
  revocation: number;
}

export function readArticleDetail(payload: unknown): ArticleDetail {
  const data = inner(payload);
  const detail = workDetailSchema.parse(data);
  return { detail, companyElement: Boolean(detail.roche_flag), revocation: detail.revocation ?? 0 };
}

export type CommentStats = SectionCommentStats[];

/** Client-only flags never travel with a save. */
export function storedComponent(component: ArticleComponent): ArticleComponent {
  return { ...component, show_loading: false };
}

const saveParse = (d: unknown) => articleSaveResultSchema.parse(inner(d));

/**
 * The article editor's calls (docs/decisions/0005-article-api.md). Edits, sorts and lookups are silent: the
 * editor shows its own outcome (a failed edit, sort or source call shows no message of its own).
 */
export const articleApi = {
  detail: (id: string, signal?: AbortSignal): Promise<ArticleDetail> =>
    http.get('/api/prowrite/v1/detail', { query: { id }, signal, silent: true, parse: readArticleDetail }),

  editComponent: (input: {
    id: string;
    componentKey: number;
    type: 'add' | 'update' | 'delete';
    component?: ArticleComponent;
    version: number;
  }): Promise<ArticleSaveResult> =>
    http.post(
      '/api/prowrite/v1/component_content',
      {
        id: input.id,
        component_key: input.componentKey,
        type: input.type,
        ...(input.component ? { component: storedComponent(input.component) } : {}),
        version: input.version,
      },
      { silent: true, parse: saveParse },
    ),

  sort: (id: string, order: string[], version: number): Promise<ArticleSaveResult> =>
    http.post(
      '/api/prowrite/v1/assembly',
      { id, publication_components: order, version },
      { silent: true, parse: saveParse },
    ),

  withdraw: (id: string): Promise<WithdrawResult> =>
    http.post(
      '/api/prowrite/v2/withdraw',
      { id },
      { silent: true, parse: (d) => withdrawResultSchema.parse(inner(d)) },
    ),

  closeRevocation: (id: string) => http.post('/api/prowrite/v2/close/revocation', { id }, { silent: true }),

  /** The template setting (theme colour and optional components). */
  templateSetting: (body: {
    id: string;
    select_optional_components: string[];
    theme_color?: string;
  }): Promise<ArticleSaveResult> =>
    http.post('/api/prowrite/v1/saving/components', body, { silent: true, parse: saveParse }),

  commentStats: async (workId: string, signal?: AbortSignal): Promise<CommentStats> =>
    http.get('/api/prowrite/v1/comment/stats', {
      query: { prowrite_id: workId },
      signal,
      silent: true,
      parse: (d) => commentStatsSchema.parse(inner(d)),
    }),

  sourceQuote: async (workId: string, queryText: string): Promise<SourceQuote> =>
    (
      await http.post<{ data: SourceQuote }>(
        '/api/prowrite/v1/source/quote',
        { prowrite_id: workId, query_text: queryText },
        { silent: true, timeoutMs: 200_000 },
      )
    ).data,

  /** One avatar image (`POST /api/file/uploadcutfile?type=avatar`, field `jwfile`); answers its address. */
  uploadAvatar: async (file: File): Promise<string> => {
    const form = new FormData();
    form.append('jwfile', file);
    const answer = await http.post<unknown>('/api/file/uploadcutfile', form, {
      query: { type: 'avatar' },
      envelope: false,
      timeoutMs: 60_000,
    });
    const read = z
      .object({
        status: z.string(),
        message: z.string().optional(),
        data: z.object({ url: z.string() }).optional(),
      })
      .parse(answer);
    if (read.status !== 'success' || !read.data) throw new Error(read.message || 'upload failed');
    return read.data.url;
  },

  /** EventSource cannot send headers: the stream is opened with a `stream` URL ticket (null: none to be had). */
  streamUrl: async (id: string): Promise<string | null> => {
    const ticket = await urlTicket('stream');
    return ticket
      ? withTicket(`/api/prowrite/v1/generate/stream?${new URLSearchParams({ id })}`, ticket)
      : null;
  },

  /** Forgets the undo history when the page is left (a keepalive request survives the tab closing). */
  closeRevocationOnExit: (id: string): void => {
    const token = sessionStore.getToken();
    void fetch('/api/prowrite/v2/close/revocation', {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', ...(token ? { 'Access-Token': token } : {}) },
      body: JSON.stringify({ id }),
    }).catch(() => {});
  },
};

/** Parsers of the generation stream's events. */
export const articleStreamEvents = {
  component: (data: string) =>
    articleComponentSchema.parse(z.object({ component: z.unknown() }).parse(JSON.parse(data)).component),
};

export type { SourceQuote };
