import type {
  KnowledgeCreateRequest,
  KnowledgeImportRequest,
  KnowledgeImportResult,
  KnowledgeItem,
} from '@prowrite/contracts';
import type { AuthContext } from '../../../http/auth';
import { KnowledgeInputError } from '../knowledge-input-error';
import { type KnowledgeService, normaliseLink } from '../knowledge.service';
import type { LinkFetchOptions } from '../link-page-reader';
import { RobotsPolicy } from './robots-policy';
import { DEFAULT_SITEMAP_LIMITS, readSitemap, type SitemapLimits } from './sitemap-reader';

export type KnowledgeImportDeps = {
  knowledge: Pick<KnowledgeService, 'create' | 'checkOptions'>;
  fetch: Pick<LinkFetchOptions, 'allow' | 'resolver' | 'connector'>;
  limits?: SitemapLimits;
};

type Auth = Pick<AuthContext, 'teamId' | 'userId' | 'scope' | 'sessionId'>;

/**
 * The import modes: a sitemap becomes one link item per page (same site as the sitemap, allowed by its
 * robots.txt), each ingested by the link import; an exact url becomes one link item. A sitemap that cannot be
 * read answers the import in error with the reason and whether a retry may help; no item is added then.
 */
export class KnowledgeImportService {
  constructor(private readonly deps: KnowledgeImportDeps) {}

  async import(auth: Auth, request: KnowledgeImportRequest): Promise<KnowledgeImportResult> {
    const url = normaliseLink(request.url);
    await this.deps.knowledge.checkOptions(auth.scope, { cId: request.c_id, chunkType: request.chunk_type });
    const common = {
      ...(request.c_id !== undefined ? { c_id: request.c_id } : {}),
      ...(request.tags ? { tags: request.tags } : {}),
      ...(request.chunk_type !== undefined ? { chunk_type: request.chunk_type } : {}),
    };
    if (request.mode === 'exact') {
      const one = await this.deps.knowledge.create(auth, {
        type: 'link',
        url,
        ...(request.name ? { name: request.name } : {}),
        ...common,
      });
      return { ...emptyResult(), pages: 1, items: [one.item], duplicates: one.duplicate ? 1 : 0 };
    }

    let found: Awaited<ReturnType<typeof readSitemap>>;
    try {
      found = await readSitemap(url, this.deps.fetch, this.deps.limits ?? DEFAULT_SITEMAP_LIMITS);
    } catch (err) {
      if (err instanceof KnowledgeInputError) {
        return { ...emptyResult(), status: 'error', err_msg: err.message, is_allow_retry: err.allowRetry };
      }
      throw err;
    }
    const result: KnowledgeImportResult = {
      ...emptyResult(),
      pages: found.pages.length,
      skipped: [...found.problems],
      truncated: found.truncated,
    };
    const robots = new RobotsPolicy(this.deps.fetch);
    const site = new URL(url).host;
    const items: KnowledgeItem[] = [];
    for (const page of found.pages) {
      // The sitemap protocol: a sitemap lists pages of its own site; others are not its to offer.
      if (new URL(page).host !== site) {
        result.skipped.push({ url: page, reason: 'The page is on another site than the sitemap' });
        continue;
      }
      const refusal = await robots.refusal(page);
      if (refusal) {
        result.skipped.push({ url: page, reason: refusal });
        continue;
      }
      const create: KnowledgeCreateRequest = { type: 'link', url: page, ...common };
      const added = await this.deps.knowledge.create(auth, create);
      items.push(added.item);
      if (added.duplicate) result.duplicates += 1;
    }
    return { ...result, items };
  }
}

function emptyResult(): KnowledgeImportResult {
  return {
    status: 'success',
    err_msg: '',
    is_allow_retry: false,
    pages: 0,
    items: [],
    duplicates: 0,
    skipped: [],
    truncated: false,
  };
}
