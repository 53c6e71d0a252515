/**
 * Server figures, on PGlite and (when BENCH_DATABASE_URL names a PostgreSQL server) on PostgreSQL, side by side
 * in one run, 50 connections each, loopback only:
 * - start-up: time to a healthy /api/health (empty and existing data folder);
 * - a bare Fastify route (another process, no auth, no database): the machine's yardstick;
 * - GET /api/user/getuserbytoken (authenticated read). Target: p99 <= 20 ms and >= 40 % of the bare route;
 * - GET /api/prowrite/v1/detail of a 40-slide deck, compressed (br), without and with If-None-Match.
 *   Target: p99 <= 100 ms.
 * BENCH_DURATION_S sets each load's length (default 10); BENCH_DECK_SLIDES the deck's slides (default 40).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { seedDeck } from './lib/seed-deck';
import { repoRoot, startServer } from './lib/server-process';

const ADMIN = { PROWRITE_ADMIN_EMAIL: 'bench@prowrite.local', PROWRITE_ADMIN_PASSWORD: 'bench-password-1' };
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const DECK_SLIDES = Number(process.env.BENCH_DECK_SLIDES ?? 40);

type Figures = {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  kb: number;
  /** The server process's CPU time per answer: it depends far less than req/s on how busy the machine is. */
  cpuMs: number;
};

/** User + system CPU time of a process in ms, from /proc (Linux). */
async function cpuTimeMs(pid: number | undefined): Promise<number> {
  if (pid === undefined) return Number.NaN;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function load(url: string, headers: Record<string, string> = {}, pid?: number): Promise<Figures> {
  const cpuBefore = await cpuTimeMs(pid);
  const result = await autocannon({ url, connections: 50, duration: DURATION_S, headers });
  const cpu = (await cpuTimeMs(pid)) - cpuBefore;
  return {
    cpuMs: Math.round((cpu / Math.max(1, result.requests.total)) * 100) / 100,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    kb: Math.round(result.throughput.total / Math.max(1, result.requests.total) / 102.4) / 10,
  };
}

const show = (label: string, f: Figures) =>
  `  ${label.padEnd(34)} ${String(f.rps).padStart(6)} req/s  p50 ${String(f.p50).padStart(3)} ms  p99 ${String(f.p99).padStart(4)} ms  ${f.kb} KB/answer  non-2xx ${f.non2xx}  errors ${f.errors}  server CPU ${f.cpuMs} ms/answer`;

/** The bare yardstick process; answers its URL. */
async function startBare(): Promise<{ url: string; pid: number | undefined; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/bare-server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

async function benchDialect(label: string, env: Record<string, string>, bare: Figures) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'prowrite-bench-'));
  try {
    const fresh = await startServer({ DATA_DIR: dataDir, ...ADMIN, ...env });
    await fresh.stop();
    const server = await startServer({ DATA_DIR: dataDir, ...ADMIN, ...env });
    try {
      const { token, id } = await seedDeck(
        server.url,
        { email: ADMIN.PROWRITE_ADMIN_EMAIL, password: ADMIN.PROWRITE_ADMIN_PASSWORD },
        DECK_SLIDES,
      );
      const pid = server.child.pid;
      const user = await load(`${server.url}/api/user/getuserbytoken`, { 'access-token': token }, pid);
      const detailUrl = `${server.url}/api/prowrite/v1/detail?id=${id}`;
      const first = await fetch(detailUrl, { headers: { 'access-token': token } });
      const etag = first.headers.get('etag') ?? '';
      const rawKb = Math.round((await first.text()).length / 102.4) / 10;
      const compressed = { 'access-token': token, 'accept-encoding': 'br, gzip' };
      const detail = await load(detailUrl, compressed, pid);
      const revalidate = await load(detailUrl, { ...compressed, 'if-none-match': etag }, pid);
      console.log(
        `${label}: start(empty) ${fresh.readyMs.toFixed(0)} ms, start(existing) ${server.readyMs.toFixed(0)} ms`,
      );
      console.log(
        `${show('getuserbytoken', user)}  = ${Math.round((user.rps / bare.rps) * 100)} % of bare ` +
          `(target p99 <= 20 ms, >= 40 %)`,
      );
      console.log(
        `${show(`detail ${DECK_SLIDES} slides (${rawKb} KB raw), br`, detail)}  (target p99 <= 100 ms)`,
      );
      console.log(`${show('detail, If-None-Match (304)', revalidate)}`);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const bareServer = await startBare();
const bare = await load(`${bareServer.url}/bare`, {}, bareServer.pid);
bareServer.stop();
console.log(`bare Fastify route (yardstick)\n${show('GET /bare', bare)}`);
await benchDialect('pglite', {}, bare);
if (process.env.BENCH_DATABASE_URL) {
  await benchDialect('postgres', { DATABASE_URL: process.env.BENCH_DATABASE_URL }, bare);
} else {
  console.log(
    'postgres skipped: set BENCH_DATABASE_URL to a PostgreSQL server (scripts/pg-temp.sh starts one)',
  );
}
