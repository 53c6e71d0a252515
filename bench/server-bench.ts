/**
 * Foundation figures: time from start to a healthy /api/health (empty and existing data folder), and
 * requests/s + p99 latency of GET /api/user/getuserbytoken under 50 connections, on PGlite and, when
 * BENCH_DATABASE_URL names a PostgreSQL server, on PostgreSQL. Loopback only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './lib/server-process';

const ADMIN = { PROWRITE_ADMIN_EMAIL: 'bench@prowrite.local', PROWRITE_ADMIN_PASSWORD: 'bench-password-1' };
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: ADMIN.PROWRITE_ADMIN_EMAIL, password: ADMIN.PROWRITE_ADMIN_PASSWORD }),
  });
  const body = (await res.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

async function load(url: string, token: string) {
  const result = await autocannon({
    url: `${url}/api/user/getuserbytoken`,
    connections: 50,
    duration: DURATION_S,
    headers: { 'access-token': token },
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function benchDialect(label: string, env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'prowrite-bench-'));
  try {
    const fresh = await startServer({ DATA_DIR: dataDir, ...ADMIN, ...env });
    await fresh.stop();
    const again = await startServer({ DATA_DIR: dataDir, ...ADMIN, ...env });
    const token = await login(again.url);
    const figures = await load(again.url, token);
    await again.stop();
    console.log(
      `${label.padEnd(10)} start(empty) ${fresh.readyMs.toFixed(0)} ms | start(existing) ${again.readyMs.toFixed(0)} ms | ` +
        `getuserbytoken ${figures.rps} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, non-2xx ${figures.non2xx}, errors ${figures.errors}`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await benchDialect('pglite', {});
if (process.env.BENCH_DATABASE_URL) {
  await benchDialect('postgres', { DATABASE_URL: process.env.BENCH_DATABASE_URL });
} else {
  console.log(
    'postgres   skipped: set BENCH_DATABASE_URL to a PostgreSQL server (scripts/pg-temp.sh starts one)',
  );
}
