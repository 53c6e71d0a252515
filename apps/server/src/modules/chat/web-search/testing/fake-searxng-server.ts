import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A page the fake search engine knows; a search finds the pages sharing words with the query. */
export type FakeSearxngPage = { url: string; title: string; content: string; engine?: string };

/** What the next search answers instead of results (one each, in order). */
export type FakeSearxngFailure =
  | { type: 'rate-limited'; retryAfter: string }
  | { type: 'server-error'; status: number }
  | { type: 'hang' }
  | { type: 'malformed-json' }
  /** SearXNG without `json` in search.formats: 403 with its HTML error page. */
  | { type: 'json-disabled' }
  | { type: 'redirect'; location: string };

export type FakeSearxngServer = {
  /** `http://127.0.0.1:<port>` (what SEARXNG_URL is set to). */
  url: string;
  /** The query strings of every /search request, in order. */
  requests: URLSearchParams[];
  pages: FakeSearxngPage[];
  /** Direct answers sent with every result list (SearXNG's `answers`). */
  answers: string[];
  fail(failure: FakeSearxngFailure): void;
  close(): Promise<void>;
};

const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

const HTML_403 =
  '<!DOCTYPE html>\n<html lang="en"><head><title>403 Forbidden</title></head><body><h1>Forbidden</h1>' +
  '<p>You don&#39;t have the permission to access the requested resource. It is either read-protected or ' +
  'not readable by the server.</p></body></html>\n';

/**
 * A SearXNG instance as its JSON API behaves (`GET /search?q=&format=json&language=`), on 127.0.0.1 and a
 * free port, for tests only. A search scores the known pages by the query words they contain (title counts
 * double) and answers SearXNG's JSON: `query`, `number_of_results`, `results[]` (url, title, content, engine,
 * engines, parsed_url, positions, score, category, publishedDate), `answers`, `corrections`, `infoboxes`,
 * `suggestions`, `unresponsive_engines`. It also produces the instance's failures: 429 with Retry-After
 * (its limiter), 5xx, a hang, malformed JSON, the HTML 403 of a disabled format, and redirects.
 */
export async function startFakeSearxngServer(pages: FakeSearxngPage[] = []): Promise<FakeSearxngServer> {
  const failures: FakeSearxngFailure[] = [];
  const requests: URLSearchParams[] = [];
  const hanging = new Set<ServerResponse>();
  const state = { pages, answers: [] as string[] };

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/search') {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Not Found</h1>');
      return;
    }
    requests.push(url.searchParams);
    const failure = failures.shift();
    if (failure?.type === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (failure?.type === 'rate-limited') {
      res
        .writeHead(429, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': failure.retryAfter })
        .end('Too Many Requests');
      return;
    }
    if (failure?.type === 'server-error') {
      res
        .writeHead(failure.status, { 'content-type': 'text/html; charset=utf-8' })
        .end('<h1>Internal Server Error</h1>');
      return;
    }
    if (failure?.type === 'redirect') {
      res.writeHead(302, { location: failure.location }).end();
      return;
    }
    if (failure?.type === 'json-disabled' || url.searchParams.get('format') !== 'json') {
      res.writeHead(403, { 'content-type': 'text/html; charset=utf-8' }).end(HTML_403);
      return;
    }
    if (failure?.type === 'malformed-json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"query": "x", "results": [{"url": ');
      return;
    }
    const q = url.searchParams.get('q') ?? '';
    if (!q.trim()) {
      // SearXNG answers an empty query with its search page; in JSON format that is a 400.
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Bad Request</h1>');
      return;
    }
    const asked = words(q);
    const scored = state.pages
      .map((p) => {
        const title = words(p.title);
        const content = words(p.content);
        let score = 0;
        for (const w of asked) score += (title.has(w) ? 2 : 0) + (content.has(w) ? 1 : 0);
        return { p, score };
      })
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score);
    const body = {
      query: q,
      number_of_results: scored.length * 1000,
      results: scored.map(({ p, score }, i) => {
        const parsed = new URL(p.url);
        const engine = p.engine ?? 'duckduckgo';
        return {
          url: p.url,
          title: p.title,
          content: p.content,
          publishedDate: null,
          engine,
          parsed_url: [
            parsed.protocol.slice(0, -1),
            parsed.host,
            parsed.pathname,
            '',
            parsed.search.slice(1),
            '',
          ],
          template: 'default.html',
          engines: [engine],
          positions: [i + 1],
          score,
          category: 'general',
        };
      }),
      answers: state.answers,
      corrections: [],
      infoboxes: [],
      suggestions: scored.length > 0 ? [`${q} results`] : [],
      unresponsive_engines: [],
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = createServer(answer);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get pages() {
      return state.pages;
    },
    set pages(value: FakeSearxngPage[]) {
      state.pages = value;
    },
    get answers() {
      return state.answers;
    },
    set answers(value: string[]) {
      state.answers = value;
    },
    fail: (failure) => failures.push(failure),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
