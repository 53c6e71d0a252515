import type {
  KnowledgeCreateResult,
  KnowledgeDetail,
  KnowledgeItem,
  KnowledgeSearchResult,
} from '@prowrite/contracts';
import { multipartBody } from '../../files/testing/multipart-body';
import type { TestApp } from '../../../test/test-app';
import { waitFor } from '../../../test/wait-for';

/** Calls of the knowledge routes for tests, through `app.inject` with the admin's token. */
export function knowledgeKit(app: () => TestApp) {
  const headers = () => ({ 'access-token': app().admin.token });
  const post = async (url: string, payload: unknown) =>
    app().app.inject({ method: 'POST', url, payload: payload as object, headers: headers() });
  return {
    headers,
    post,
    async get(url: string) {
      return app().app.inject({ method: 'GET', url, headers: headers() });
    },
    async create(payload: object): Promise<KnowledgeCreateResult> {
      const res = await post('/api/knowledge/create', payload);
      if (res.statusCode !== 200) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
      return res.json().data;
    },
    async upload(filename: string, content: Buffer | string, fields: Record<string, string> = {}) {
      const body = multipartBody([
        ...Object.entries(fields).map(([field, value]) => ({ field, content: value })),
        { field: 'jwfile', filename, content },
      ]);
      return app().app.inject({
        method: 'POST',
        url: '/api/knowledge/upload',
        payload: body.payload,
        headers: { ...body.headers, ...headers() },
      });
    },
    async detail(id: string): Promise<KnowledgeDetail> {
      const res = await app().app.inject({
        method: 'GET',
        url: `/api/knowledge/detail?id=${id}`,
        headers: headers(),
      });
      if (res.statusCode !== 200) throw new Error(`detail answered ${res.statusCode}: ${res.body}`);
      return res.json().data;
    },
    /** Waits until the item is done (success or error) and answers its detail. */
    async settled(id: string, timeoutMs = 30_000): Promise<KnowledgeDetail> {
      return waitFor(
        async () => {
          const d = await this.detail(id);
          return d.item.status === 'success' || d.item.status === 'error' ? d : undefined;
        },
        { timeoutMs, what: `knowledge item ${id} to settle` },
      );
    },
    async search(payload: object): Promise<KnowledgeSearchResult> {
      const res = await post('/api/knowledge/search', payload);
      if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
      return res.json().data;
    },
    async list(query = ''): Promise<{ data: KnowledgeItem[]; total_num: number }> {
      const res = await app().app.inject({
        method: 'GET',
        url: `/api/knowledge/list${query}`,
        headers: headers(),
      });
      if (res.statusCode !== 200) throw new Error(`list answered ${res.statusCode}: ${res.body}`);
      return res.json().data;
    },
  };
}
