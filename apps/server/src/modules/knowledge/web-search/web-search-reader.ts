import type { KnowledgeWebSource } from '@prowrite/contracts';
import type { KnowledgeBlock } from '@prowrite/engine';
import { AppError } from '../../../http/errors';
import type { WebSearchProvider } from '../../chat';
import { KnowledgeInputError } from '../knowledge-input-error';
import { type LinkFetchOptions, readLinkPage } from '../link-page-reader';

export type WebSearchReaderDeps = {
  provider: WebSearchProvider;
  link: LinkFetchOptions;
  /** Result pages read per search. */
  maxPages?: number;
};

/** Result pages read per searchWeb item: enough for an overview, few enough to read in seconds. */
export const DEFAULT_WEB_SEARCH_PAGES = 5;

export type WebSearchContent = {
  parts: { url: string; blocks: KnowledgeBlock[] }[];
  sources: KnowledgeWebSource[];
};

/**
 * A searchWeb item: the configured search service is asked, then each result page is read through the
 * outbound guard like a link item (every redirect re-checked). Pages that cannot be read are listed with
 * their reason; the item fails only when the search fails or no page at all could be read.
 */
export class WebSearchReader {
  constructor(private readonly deps: WebSearchReaderDeps) {}

  async read(query: string, signal?: AbortSignal): Promise<WebSearchContent> {
    let results: { url: string; title: string }[];
    try {
      const found = await this.deps.provider.search({
        query,
        language: 'all',
        ...(signal ? { signal } : {}),
      });
      results = found.results.slice(0, this.deps.maxPages ?? DEFAULT_WEB_SEARCH_PAGES);
    } catch (err) {
      if (signal?.aborted) throw err;
      // The service's trouble (busy, down, misconfigured) may pass: the user may retry.
      if (err instanceof AppError) throw new KnowledgeInputError(err.message, true);
      throw err;
    }
    if (results.length === 0)
      throw new KnowledgeInputError('The web search found no results for this query', true);
    const pages = await Promise.all(
      results.map(async (r) => {
        try {
          const page = await readLinkPage(r.url, this.deps.link, signal);
          return { result: r, page, reason: '' };
        } catch (err) {
          if (signal?.aborted) throw err;
          if (!(err instanceof KnowledgeInputError)) throw err;
          return { result: r, page: null, reason: err.message };
        }
      }),
    );
    const parts = pages.flatMap((p) => (p.page ? [{ url: p.page.url, blocks: p.page.blocks }] : []));
    const sources = pages.map((p) => ({
      url: p.result.url,
      title: p.page?.title || p.result.title,
      read: p.page !== null,
      reason: p.reason,
    }));
    if (parts.length === 0) {
      throw new KnowledgeInputError(
        `None of the ${results.length} result pages could be read (first: ${pages[0]?.reason ?? 'unknown'})`,
        true,
      );
    }
    return { parts, sources };
  }
}
