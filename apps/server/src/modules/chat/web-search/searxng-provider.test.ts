import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearxngProvider } from './searxng-provider';
import { type FakeSearxngServer, startFakeSearxngServer } from './testing/fake-searxng-server';

let searx: FakeSearxngServer;
beforeAll(async () => {
  searx = await startFakeSearxngServer();
});
afterAll(async () => {
  await searx.close();
});

describe('SearxngProvider', () => {
  it('keeps web results once each (no script or duplicate addresses), cleans their text and caps their number', async () => {
    searx.pages = [
      {
        url: 'https://a.example/x',
        title: 'Trial  news\u0000 one',
        content: 'Trial results\n were good \ud800.',
      },
      { url: 'https://a.example/x', title: 'Trial news again', content: 'Trial duplicate.' },
      { url: 'javascript:alert(1)', title: 'Trial trap', content: 'Trial script.' },
      { url: 'https://b.example/y', title: 'Trial two', content: 'Trial two text.' },
      { url: 'https://c.example/z', title: 'Trial three', content: 'Trial three text.' },
    ];
    searx.answers = ['Trial answer'];
    const provider = new SearxngProvider({ baseUrl: `${searx.url}/`, timeoutMs: 2_000, maxResults: 2 });
    const found = await provider.search({ query: 'trial', language: 'de' });
    expect(found.results).toEqual([
      {
        url: 'https://a.example/x',
        title: 'Trial news one',
        snippet: 'Trial results were good \ufffd.',
        engine: 'duckduckgo',
      },
      { url: 'https://b.example/y', title: 'Trial two', snippet: 'Trial two text.', engine: 'duckduckgo' },
    ]);
    expect(found.answers).toEqual(['Trial answer']);
    expect(found.suggestions).toEqual(['trial results']);
    expect(found.total).toBe(5000);
    expect(Object.fromEntries(searx.requests.at(-1)!)).toEqual({
      q: 'trial',
      format: 'json',
      language: 'de',
    });
  });

  it('reads a base URL with a path (a SearXNG behind a prefix) and reports an unreachable service clearly', async () => {
    const prefixed = new SearxngProvider({ baseUrl: `${searx.url}/searx`, timeoutMs: 2_000 });
    // The fake serves /search only: the prefixed path answers 404 as a proxy without that prefix would.
    await expect(prefixed.search({ query: 'trial', language: 'all' })).rejects.toThrow(
      'The web search service answered HTTP 404',
    );
    const closed = await startFakeSearxngServer();
    const url = closed.url;
    await closed.close();
    await expect(
      new SearxngProvider({ baseUrl: url, timeoutMs: 2_000 }).search({ query: 'x', language: 'all' }),
    ).rejects.toThrow(/^The web search service could not be reached/);
  });
});
