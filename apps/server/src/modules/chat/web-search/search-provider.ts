import type { WebResult } from '@prowrite/engine';

export type WebSearchQuery = {
  query: string;
  /** A search language such as `en` or `zh-CN`, or `all`. */
  language: string;
  signal?: AbortSignal;
};

/** What one search found, in the service's order (best first). */
export type WebSearchResults = {
  results: WebResult[];
  /** Direct answers the service gives (instant answers), as text. */
  answers: string[];
  suggestions: string[];
  /** The service's estimate of all matches (0 when it gives none). */
  total: number;
};

/**
 * A web search service. Failures are thrown as AppError with code 10041 (webSearchFailed) and a message the
 * user can read; an empty result list is not a failure.
 */
export interface WebSearchProvider {
  readonly name: string;
  search(query: WebSearchQuery): Promise<WebSearchResults>;
}
