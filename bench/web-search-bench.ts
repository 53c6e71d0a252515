/**
 * Web search in chat, against the local SearXNG (loopback), no model: time from sending the web-search ask
 * (POST /api/webchat/v2/console/websearch/ask, new conversation each time) to its first `delta` event, minus
 * the time of the same search sent straight to SearXNG; then the question optimiser's latency (rules, with a
 * selected file absent). Sequential calls, so the figures are latency, not load. BENCH_ASKS (default 100).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startFakeSearxngServer } from '../apps/server/src/modules/chat/web-search/testing/fake-searxng-server';
import { startServer } from './lib/server-process';

const ASKS = Number(process.env.BENCH_ASKS ?? 100);
const ADMIN = { PROWRITE_ADMIN_EMAIL: 'bench@prowrite.local', PROWRITE_ADMIN_PASSWORD: 'bench-password-1' };

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const fmt = (xs: number[]) =>
  `p50 ${pct(xs, 50).toFixed(2)} ms  p95 ${pct(xs, 95).toFixed(2)} ms  p99 ${pct(xs, 99).toFixed(2)} ms`;

/** Milliseconds until `seen` returns true for the body so far (the whole body is read). */
async function timeTo(url: string, init: RequestInit, seen: (text: string) => boolean): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, init);
  if (!res.body) throw new Error(`no body: ${res.status}`);
  const decoder = new TextDecoder();
  let text = '';
  let at = Number.NaN;
  for await (const chunk of res.body) {
    text += decoder.decode(chunk, { stream: true });
    if (Number.isNaN(at) && seen(text)) at = performance.now() - started;
  }
  if (Number.isNaN(at)) throw new Error(`not seen in: ${text.slice(0, 300)}`);
  return at;
}

async function main() {
  const topics = ['survival', 'safety', 'dose', 'response', 'quality', 'biomarker', 'cost', 'adherence'];
  const searx = await startFakeSearxngServer(
    Array.from({ length: 60 }, (_, i) => ({
      url: `https://site${i}.example/article-${i}`,
      title: `Pembrolizumab ${topics[i % topics.length]} report ${i}`,
      content: `Pembrolizumab ${topics[i % topics.length]} results in trial ${i}: the snippet a search engine returns for this page, about two lines of text long.`,
    })),
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'prowrite-web-search-bench-'));
  const server = await startServer({
    ...ADMIN,
    DATA_DIR: dataDir,
    SEARXNG_URL: searx.url,
    WORKER_CONCURRENCY: '0',
  });
  try {
    const login = await fetch(`${server.url}/api/login/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: ADMIN.PROWRITE_ADMIN_EMAIL, password: ADMIN.PROWRITE_ADMIN_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const headers = { 'content-type': 'application/json', 'access-token': token };
    const direct: number[] = [];
    const viaServer: number[] = [];
    const optimise: number[] = [];
    for (let i = 0; i < ASKS + 10; i++) {
      const question = `pembrolizumab ${topics[i % topics.length]} ${i}`;
      const q = new URLSearchParams({ q: question, format: 'json', language: 'en' });
      const d = await timeTo(`${searx.url}/search?${q}`, {}, (text) => text.includes('"results"'));
      const s = await timeTo(
        `${server.url}/api/webchat/v2/console/websearch/ask`,
        { method: 'POST', headers, body: JSON.stringify({ question, lang: 'en' }) },
        (text) => text.includes('event: delta'),
      );
      const o0 = performance.now();
      await (
        await fetch(`${server.url}/api/webchat/v2/optimize/question`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ question: `What was the OS HR and the ORR in this study (${i})?` }),
        })
      ).arrayBuffer();
      const o = performance.now() - o0;
      // The first ten warm both paths up (JIT, connection pools).
      if (i >= 10) {
        direct.push(d);
        viaServer.push(s);
        optimise.push(o);
      }
    }
    console.log(`web search, ${ASKS} sequential asks, PGlite, loopback SearXNG, no model`);
    console.log(`  SearXNG directly            ${fmt(direct)}`);
    console.log(`  ask to first delta          ${fmt(viaServer)}`);
    console.log(`  server overhead             ${fmt(viaServer.map((s, i) => s - direct[i]!))}`);
    console.log(`  optimize/question (rules)   ${fmt(optimise)}`);
  } finally {
    await server.stop();
    await searx.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
