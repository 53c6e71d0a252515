/**
 * Scan login push latency: the time from sending the phone's approval (POST /api/user/scan-login/approve) to
 * the waiting page's stream delivering the `approved` event with its ticket, over loopback HTTP. Sequential
 * logins, so the figures are latency, not load. The stream's poll is set to a minute: every event measured
 * came by wake-up (in-process, or PostgreSQL NOTIFY), not by polling.
 * - in-process: the page's stream and the approval on one server (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 * - cross-process (only with TEST_DATABASE_URL): the approval on a second server instance (its own pool and
 *   LISTEN connection, in this Node process) on the same database, so the wake-up travels by PostgreSQL NOTIFY.
 * BENCH_LOGINS sets the number of logins per mode (default 200). Target: p95 well under 1 s.
 */
import { buildApp } from '@prowrite/server/src/app';
import { openDatabase } from '@prowrite/server/src/db/client';
import { DEFAULT_SCAN_LOGIN_STREAM_OPTIONS } from '@prowrite/server/src/modules/accounts/scan-login/scan-login-stream';
import { DEFAULT_SCAN_LOGIN_OPTIONS } from '@prowrite/server/src/modules/accounts/scan-login/scan-login.service';
import {
  createScanLogin,
  watchScanLogin,
} from '@prowrite/server/src/modules/accounts/scan-login/testing/scan-login-client';
import { createTestApp } from '@prowrite/server/src/test/test-app';

const LOGINS = Number(process.env.BENCH_LOGINS ?? 200);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const fmt = (xs: number[]) =>
  `p50 ${pct(xs, 50).toFixed(2)} ms  p95 ${pct(xs, 95).toFixed(2)} ms  p99 ${pct(xs, 99).toFixed(2)} ms  max ${Math.max(...xs).toFixed(2)} ms`;

/** One login: create and follow on `pageBase`, approve on `phoneBase`; answers ms from sending the approval to the event. */
async function oneLogin(pageBase: string, phoneBase: string, phoneToken: string): Promise<number> {
  const login = await createScanLogin(pageBase);
  const stream = watchScanLogin(pageBase, login);
  try {
    if ((await stream.next()).data.state !== 'pending') throw new Error('expected pending first');
    const sent = performance.now();
    const res = await fetch(`${phoneBase}/api/user/scan-login/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'access-token': phoneToken },
      body: JSON.stringify({ secret: login.secret }),
    });
    if (res.status !== 200) throw new Error(`approve failed: ${res.status} ${await res.text()}`);
    const event = await stream.next(5000);
    if (event.data.state !== 'approved') throw new Error(`expected approved, got ${event.data.state}`);
    return event.at - sent;
  } finally {
    stream.close();
  }
}

async function measure(label: string, pageBase: string, phoneBase: string, token: string): Promise<void> {
  for (let i = 0; i < 10; i++) await oneLogin(pageBase, phoneBase, token); // warm-up
  const xs: number[] = [];
  for (let i = 0; i < LOGINS; i++) xs.push(await oneLogin(pageBase, phoneBase, token));
  console.log(`${label.padEnd(14)} ${LOGINS} logins  approve → approved event: ${fmt(xs)}`);
}

async function main() {
  const t = await createTestApp();
  const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  t.services.scanLogin.service.options = { ...DEFAULT_SCAN_LOGIN_OPTIONS, createsPerAddress: 1_000_000 };
  t.services.scanLogin.streams.options = { ...DEFAULT_SCAN_LOGIN_STREAM_OPTIONS, pollMs: 60_000 };
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`scan login push latency (${db}, loopback HTTP)`);
  try {
    await measure('in-process', base, base, t.admin.token);
    if (t.config.databaseUrl) {
      const second = await openDatabase({ url: t.config.databaseUrl });
      const other = await buildApp(t.config, second);
      const otherBase = await other.app.listen({ port: 0, host: '127.0.0.1' });
      try {
        await measure('cross-process', base, otherBase, t.admin.token);
      } finally {
        await other.app.close();
        await second.close();
      }
    }
  } finally {
    await t.close();
  }
}

await main();
