/**
 * Server overhead to the first token of a chat answer, against the local OpenAI-compatible server (loopback):
 * time from sending the ask (POST /api/v2/chat, text chat, new conversation each time) to the first `delta`
 * event, minus the time from sending the same request straight to the model server to its first content
 * chunk. Sequential asks, so the figures are latency, not load. Target: overhead p95 <= 15 ms.
 * Then BENCH_STREAMS (default 500) answers at once, each 20 chunks 50 ms apart from the model: how many
 * end with their one terminal event (target: all), and the time for all of them.
 * BENCH_ASKS sets the number of sequential asks (default 200).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startFakeOpenAiServer } from '@prowrite/engine/testing/fake-openai-server';
import { startServer } from './lib/server-process';

const ASKS = Number(process.env.BENCH_ASKS ?? 200);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const ADMIN = { PROWRITE_ADMIN_EMAIL: 'bench@prowrite.local', PROWRITE_ADMIN_PASSWORD: 'bench-password-1' };

/** Milliseconds from `start` until `firstChunk` returns true for a decoded chunk of the response body. */
async function timeToFirst(
  url: string,
  init: RequestInit,
  firstChunk: (text: string) => boolean,
): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, init);
  if (!res.body) throw new Error(`no body: ${res.status}`);
  const decoder = new TextDecoder();
  let seen = '';
  let at = Number.NaN;
  for await (const chunk of res.body) {
    seen += decoder.decode(chunk, { stream: true });
    if (Number.isNaN(at) && firstChunk(seen)) at = performance.now() - started;
  }
  if (Number.isNaN(at)) throw new Error(`no first token in: ${seen.slice(0, 300)}`);
  return at;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const fmt = (xs: number[]) =>
  `p50 ${pct(xs, 50).toFixed(2)} ms  p95 ${pct(xs, 95).toFixed(2)} ms  p99 ${pct(xs, 99).toFixed(2)} ms`;

async function main() {
  const mode = { slow: false };
  const model = await startFakeOpenAiServer({
    fallback: () =>
      mode.slow
        ? {
            type: 'chat-stream',
            parts: Array.from({ length: 20 }, (_, i) => ({ content: `w${i} ` })),
            gapMs: 50,
          }
        : { type: 'chat-stream', parts: [{ content: 'Hello' }, { content: ' world.' }] },
  });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'prowrite-chat-bench-'));
  const server = await startServer({
    ...ADMIN,
    DATA_DIR: dataDir,
    LLM_BASE_URL: model.baseUrl,
    LLM_MODEL: 'fake-model',
    WORKER_CONCURRENCY: '0',
  });
  try {
    const login = await fetch(`${server.url}/api/login/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: ADMIN.PROWRITE_ADMIN_EMAIL, password: ADMIN.PROWRITE_ADMIN_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const direct: number[] = [];
    const viaServer: number[] = [];
    const toStart: number[] = [];
    const plainRead: number[] = [];
    const directBody = JSON.stringify({
      model: 'fake-model',
      stream: true,
      messages: [{ role: 'user', content: 'Say hello' }],
    });
    for (let i = 0; i < ASKS + 10; i++) {
      const d = await timeToFirst(
        `${model.baseUrl}/chat/completions`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: directBody },
        (text) => text.includes('"content":"Hello"'),
      );
      const s = await timeToFirst(
        `${server.url}/api/v2/chat`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'access-token': token },
          body: JSON.stringify({ question: `Say hello ${i}` }),
        },
        (text) => text.includes('event: delta'),
      );
      const st = await timeToFirst(
        `${server.url}/api/v2/chat`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'access-token': token },
          body: JSON.stringify({ question: `Say hello again ${i}` }),
        },
        (text) => text.includes('event: start'),
      );
      const r0 = performance.now();
      await (
        await fetch(`${server.url}/api/user/getuserbytoken`, { headers: { 'access-token': token } })
      ).arrayBuffer();
      const r = performance.now() - r0;
      // The first ten warm both paths up (JIT, connection pools).
      if (i >= 10) {
        plainRead.push(r);
        direct.push(d);
        viaServer.push(s);
        toStart.push(st);
      }
    }
    const overhead = viaServer.map((s, i) => s - direct[i]!);
    // The server takes DATABASE_URL from this environment (PostgreSQL), else PGlite.
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(`chat first token, ${ASKS} sequential asks, ${database}, loopback model server`);
    console.log(`  model server directly   ${fmt(direct)}`);
    console.log(`  getuserbytoken (yardstick) ${fmt(plainRead)}`);
    console.log(`  /api/v2/chat to start   ${fmt(toStart)}   (auth, checks, before the model is asked)`);
    console.log(`  through /api/v2/chat    ${fmt(viaServer)}`);
    console.log(`  server overhead         ${fmt(overhead)}   (target p95 <= 15 ms)`);

    mode.slow = true;
    const t0 = performance.now();
    const ends = await Promise.all(
      Array.from({ length: STREAMS }, async (_, i) => {
        try {
          const res = await fetch(`${server.url}/api/v2/chat`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'access-token': token },
            body: JSON.stringify({ question: `Stream ${i}` }),
          });
          const text = await res.text();
          return (text.match(/^event: (done|error)$/gm) ?? []).join(',') || `none (${res.status})`;
        } catch (error) {
          return `failed: ${error instanceof Error ? error.message : String(error)}`;
        }
      }),
    );
    const counts = new Map<string, number>();
    for (const e of ends) counts.set(e, (counts.get(e) ?? 0) + 1);
    console.log(
      `  ${STREAMS} answers at once (20 chunks, 50 ms apart): ${[...counts].map(([k, n]) => `${k} ${n}`).join(', ')}; ` +
        `all ended in ${((performance.now() - t0) / 1000).toFixed(1)} s (target: every one event: done)`,
    );
  } finally {
    await server.stop();
    await model.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
