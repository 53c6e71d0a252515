import { ErrorCode } from '@prowrite/contracts';
import type { WebResult } from '@prowrite/engine';
import { z } from 'zod';
import { AppError } from '../../../http/errors';
import { guardedFetch } from '../../../http/outbound/guarded-fetch';
import type { Connector } from '../../../http/outbound/node-connector';
import {
  OutboundBlockedError,
  OutboundError,
  OutboundTimeoutError,
} from '../../../http/outbound/outbound-errors';
import type { WebSearchProvider, WebSearchQuery, WebSearchResults } from './search-provider';

export type SearxngOptions = {
  /** The instance's base URL (SEARXNG_URL); `/search` is appended. */
  baseUrl: string;
  timeoutMs: number;
  /** Results kept per search: a model reads every snippet, the offline answer ranks them. */
  maxResults?: number;
  connector?: Connector;
};

/** A search answer is a few kilobytes; anything near this is not one. */
const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 3;
const DEFAULT_MAX_RESULTS = 8;
const MAX_SNIPPET_CHARS = 1_000;

/** The part of SearXNG's JSON format we read; everything else (infoboxes, engines, ...) is ignored. */
const searxngAnswerSchema = z.object({
  results: z.array(
    z.object({
      url: z.string(),
      title: z.string().nullish(),
      content: z.string().nullish(),
      engine: z.string().nullish(),
      score: z.number().nullish(),
    }),
  ),
  // Older instances send strings; newer ones objects with `answer` (and `url`).
  answers: z.array(z.union([z.string(), z.object({ answer: z.string() })])).default([]),
  suggestions: z.array(z.string()).default([]),
  number_of_results: z.number().default(0),
});

const failed = (msg: string) => new AppError(502, msg, ErrorCode.webSearchFailed);

/** Search text may hold NUL or lone surrogates (a broken page title): neither may reach the database. */
function clean(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replaceAll(String.fromCharCode(0), '')
    .replace(/\s+/g, ' ')
    .trim();
}

function isWebAddress(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * SearXNG's JSON API (`GET /search?q=&format=json&language=`), through the outbound guard: the configured
 * origin is operator-trusted (a SearXNG on the private network is normal), every redirect is re-checked as
 * any outbound address, and size and time are capped. Each failure of the service (429 with Retry-After,
 * 5xx, a hang, malformed JSON, the HTML 403 SearXNG sends when the JSON format is not enabled) becomes one
 * clear message.
 */
export class SearxngProvider implements WebSearchProvider {
  readonly name = 'searxng';

  constructor(private readonly options: SearxngOptions) {}

  async search(query: WebSearchQuery): Promise<WebSearchResults> {
    const url = new URL('search', this.options.baseUrl.replace(/\/*$/, '/'));
    url.searchParams.set('q', query.query);
    url.searchParams.set('format', 'json');
    url.searchParams.set('language', query.language);
    let status: number;
    let contentType: string;
    let retryAfter: string | undefined;
    let body: Buffer;
    try {
      const res = await guardedFetch(url.toString(), {
        operatorTrusted: true,
        maxRedirects: MAX_REDIRECTS,
        returnErrorStatus: true,
        maxBytes: MAX_RESPONSE_BYTES,
        timeoutMs: this.options.timeoutMs,
        headers: { accept: 'application/json' },
        ...(query.signal ? { signal: query.signal } : {}),
        ...(this.options.connector ? { connector: this.options.connector } : {}),
      });
      status = res.status;
      contentType = res.contentType;
      const header = res.headers['retry-after'];
      retryAfter = Array.isArray(header) ? header[0] : header;
      body = await res.bytes();
    } catch (err) {
      if (query.signal?.aborted) throw err;
      if (err instanceof OutboundTimeoutError)
        throw failed(`The web search service did not answer within ${this.options.timeoutMs / 1000} s`);
      if (err instanceof OutboundBlockedError)
        throw failed(
          `The web search service redirected to an address the server may not reach (${err.reason})`,
        );
      if (err instanceof OutboundError)
        throw failed(`The web search service could not be reached: ${err.message}`);
      throw err;
    }
    if (status === 429) {
      const seconds = retryAfterSeconds(retryAfter);
      throw failed(
        `The web search service is busy (too many searches)${seconds !== null ? `; try again in ${seconds} s` : '; try again later'}`,
      );
    }
    if (status === 403 && contentType !== 'application/json')
      throw failed(
        'The web search service refused the JSON format: enable `json` under search.formats in its settings.yml',
      );
    if (status >= 500) throw failed(`The web search service failed (HTTP ${status}); try again later`);
    if (status < 200 || status >= 300) throw failed(`The web search service answered HTTP ${status}`);
    let parsed: z.infer<typeof searxngAnswerSchema>;
    try {
      parsed = searxngAnswerSchema.parse(JSON.parse(body.toString('utf8')));
    } catch {
      throw failed('The web search service answered something that is not SearXNG search results (JSON)');
    }
    const results: WebResult[] = [];
    const seen = new Set<string>();
    for (const r of parsed.results) {
      if (!isWebAddress(r.url) || seen.has(r.url)) continue;
      seen.add(r.url);
      results.push({
        url: r.url,
        title: clean(r.title),
        snippet: clean(r.content).slice(0, MAX_SNIPPET_CHARS),
        engine: r.engine ? clean(r.engine) : null,
      });
      if (results.length >= (this.options.maxResults ?? DEFAULT_MAX_RESULTS)) break;
    }
    return {
      results,
      answers: parsed.answers.map((a) => clean(typeof a === 'string' ? a : a.answer)).filter(Boolean),
      suggestions: parsed.suggestions.map(clean).filter(Boolean),
      total: Math.max(0, Math.round(parsed.number_of_results)),
    };
  }
}

/** Retry-After in seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
function retryAfterSeconds(value: string | undefined): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
