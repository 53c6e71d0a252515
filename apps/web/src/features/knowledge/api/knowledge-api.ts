import {
  type KnowledgeCreateRequest,
  type KnowledgeImportRequest,
  type KnowledgeListQuery,
  type KnowledgeSearchRequest,
  type KnowledgeUploadType,
  knowledgeBulkResultSchema,
  knowledgeCategoryListSchema,
  knowledgeCategorySchema,
  knowledgeCreateResultSchema,
  knowledgeDetailSchema,
  knowledgeImportResultSchema,
  knowledgeListResultSchema,
  knowledgeSearchResultSchema,
} from '@prowrite/contracts';
import { http } from '../../../lib/http';

/** Upload and ingestion requests may take longer than the default 15 s on a slow line. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export type KnowledgeListParams = Pick<KnowledgeListQuery, 'pageno' | 'pagesize' | 'order'> &
  Partial<Pick<KnowledgeListQuery, 'c_id' | 'status' | 'stuck'>>;

export const knowledgeApi = {
  list: (params: KnowledgeListParams, signal?: AbortSignal) =>
    http.get('/api/knowledge/list', {
      query: params,
      signal,
      parse: knowledgeListResultSchema.parse,
    }),
  detail: (id: string, signal?: AbortSignal) =>
    http.get('/api/knowledge/detail', { query: { id }, signal, parse: knowledgeDetailSchema.parse }),
  categories: (signal?: AbortSignal) =>
    http
      .get('/api/knowledge/categories', { signal, parse: knowledgeCategoryListSchema.parse })
      .then((r) => r.data),
  createCategory: (name: string, enName?: string) =>
    http.post(
      '/api/knowledge/category',
      { name, ...(enName ? { en_name: enName } : {}) },
      { parse: knowledgeCategorySchema.parse },
    ),
  /** A sitemap import reads the sitemap before answering (up to the server's 30 s limit). */
  importLinks: (request: KnowledgeImportRequest) =>
    http.post('/api/knowledge/import', request, {
      timeoutMs: 60_000,
      parse: knowledgeImportResultSchema.parse,
    }),
  create: (request: KnowledgeCreateRequest) =>
    http.post('/api/knowledge/create', request, { parse: knowledgeCreateResultSchema.parse }),
  upload: (file: File, cId: string) => {
    const form = new FormData();
    form.append('c_id', cId);
    form.append('jwfile', file, file.name);
    return http.post('/api/knowledge/upload', form, {
      timeoutMs: UPLOAD_TIMEOUT_MS,
      parse: knowledgeCreateResultSchema.parse,
    });
  },
  /** An image, video or audio file with its caption (the server reads the type from the bytes). */
  uploadMedia: (
    file: File,
    options: { cId: string; type: Exclude<KnowledgeUploadType, 'file'>; caption: string },
  ) => {
    const form = new FormData();
    form.append('c_id', options.cId);
    form.append('type', options.type);
    if (options.caption.trim()) form.append('caption', options.caption.trim());
    form.append('jwfile', file, file.name);
    return http.post('/api/knowledge/upload', form, {
      timeoutMs: UPLOAD_TIMEOUT_MS,
      parse: knowledgeCreateResultSchema.parse,
    });
  },
  retry: (ids: string[]) =>
    http.post('/api/knowledge/retry', { ids }, { parse: knowledgeBulkResultSchema.parse }),
  enable: (ids: string[], enable: boolean) =>
    http.post(
      '/api/knowledge/enable',
      { ids, enable_flag: enable },
      { parse: knowledgeBulkResultSchema.parse },
    ),
  remove: (ids: string[]) =>
    http.post('/api/knowledge/delete', { ids }, { parse: knowledgeBulkResultSchema.parse }),
  search: (request: KnowledgeSearchRequest, signal?: AbortSignal) =>
    http.post('/api/knowledge/search', request, {
      signal,
      silent: true,
      parse: knowledgeSearchResultSchema.parse,
    }),
};
