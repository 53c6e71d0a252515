/**
 * Server overhead to the first token of a chat answer, against the local OpenAI-compatible server (loopback):
 * time from sending the ask (POST /api/v2/chat, text chat, new conversation each time) to the first `delta`
 * event, minus the time from sending the same request straight to the model server to its first content
 * chunk. Sequential asks, so the figures are latency, not load. Target: overhead p95 <= 15 ms.
 * Then BENCH_STREAMS (default 500) answers at once, each 20 chunks 50 ms apart from the model: how many
 * end with their one terminal event (target: all), and the time for all of them.
 * BENCH_ASKS sets the number of sequential asks (default 200). PGlite always; PostgreSQL too when
 * BENCH_DATABASE_URL names a server (scripts/pg-temp.sh starts one), printed side by side with the server
 * process's CPU time per ask (from /proc: it depends far less than latency on how busy the machine is).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
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
/** User + system CPU time of a process in ms, from /proc (Linux). */
async function cpuTimeMs(pid: number | undefined): Promise<number> {
  if (pid === undefined) return Number.NaN;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

type Figures = {
  direct: number[];
  plainRead: number[];
  toStart: number[];
  viaServer: number[];
  overhead: number[];
  /** Server CPU per ask (two asks and one read per round). */
  cpuPerAsk: number;
  streams: string;
};

async function benchDialect(env: Record<string, string>): Promise<Figures> {
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
    ...env,
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
    let cpuBefore = Number.NaN;
    for (let i = 0; i < ASKS + 10; i++) {
      if (i === 10) cpuBefore = await cpuTimeMs(server.child.pid);
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
    const cpuPerAsk = ((await cpuTimeMs(server.child.pid)) - cpuBefore) / (2 * ASKS);
    const overhead = viaServer.map((s, i) => s - direct[i]!);
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
    const streams = `${[...counts].map(([k, n]) => `${k} ${n}`).join(', ')} in ${((performance.now() - t0) / 1000).toFixed(1)} s`;
    return { direct, plainRead, toStart, viaServer, overhead, cpuPerAsk, streams };
  } finally {
    await server.stop();
    await model.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const row = (label: string, cells: string[]) =>
  `  ${label.padEnd(28)}${cells.map((c) => c.padEnd(46)).join('')}`;
const stat = (xs: number[]) =>
  `p50 ${pct(xs, 50).toFixed(2)}  p95 ${pct(xs, 95).toFixed(2)}  p99 ${pct(xs, 99).toFixed(2)} ms`;

const dialects: [string, Record<string, string>][] = [['PGlite', {}]];
if (process.env.BENCH_DATABASE_URL) {
  dialects.push(['PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL }]);
}
const results: Figures[] = [];
for (const [, env] of dialects) results.push(await benchDialect(env));
console.log(
  `chat first token, ${ASKS} sequential asks, loopback model server; load ${(await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ')}`,
);
console.log(
  row(
    '',
    dialects.map(([name]) => name),
  ),
);
console.log(
  row(
    'model server directly',
    results.map((r) => stat(r.direct)),
  ),
);
console.log(
  row(
    'getuserbytoken (yardstick)',
    results.map((r) => stat(r.plainRead)),
  ),
);
console.log(
  row(
    '/api/v2/chat to start',
    results.map((r) => stat(r.toStart)),
  ),
);
console.log(
  row(
    '/api/v2/chat to first delta',
    results.map((r) => stat(r.viaServer)),
  ),
);
console.log(
  row(
    'server overhead (<= 15 p95)',
    results.map((r) => stat(r.overhead)),
  ),
);
console.log(
  row(
    'server CPU per ask',
    results.map((r) => `${r.cpuPerAsk.toFixed(2)} ms`),
  ),
);
console.log(
  row(
    `${STREAMS} answers at once`,
    results.map((r) => r.streams),
  ),
);
if (!process.env.BENCH_DATABASE_URL) {
  console.log(
    'PostgreSQL skipped: set BENCH_DATABASE_URL to a PostgreSQL server (scripts/pg-temp.sh starts one)',
  );
}
