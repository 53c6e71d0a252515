import { randomBytes } from 'node:crypto';
import { ErrorCode, type ScanLoginCreated } from '@prowrite/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { type Database, openDatabase } from '../../../db/client';
import { scanLogins, sessions } from '../../../db/schema';
import { captureLog } from '../../../test/log-capture';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app';
import { waitFor } from '../../../test/wait-for';
import { DEFAULT_SCAN_LOGIN_STREAM_OPTIONS } from './scan-login-stream';
import { DEFAULT_SCAN_LOGIN_OPTIONS } from './scan-login.service';
import { createScanLogin, watchScanLogin } from './testing/scan-login-client';

const log = captureLog();
let t: TestApp;
let base: string;
let memberToken: string;
let memberId: string;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: log.stream });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const team = (await me(t.admin.token)).team_id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: { 'access-token': t.admin.token },
    payload: {
      email: 'phone@test.local',
      name: 'Phone',
      password: 'password-123',
      team_id: team,
      role: 'member',
    },
  });
  memberId = created.json().data.data.id;
  memberToken = await loginAs(t.app, 'phone@test.local', 'password-123');
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.services.scanLogin.service.options = { ...DEFAULT_SCAN_LOGIN_OPTIONS };
  t.services.scanLogin.service.now = Date.now;
  t.services.scanLogin.streams.options = { ...DEFAULT_SCAN_LOGIN_STREAM_OPTIONS };
});

async function me(token: string): Promise<{ id: string; team_id: string }> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/user/getuserbytoken',
    headers: { 'access-token': token },
  });
  return res.json().data;
}

function phone(action: 'scan' | 'approve' | 'reject', token: string | null, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/user/scan-login/${action}`,
    headers: token ? { 'access-token': token } : {},
    payload: payload as Record<string, unknown>,
  });
}

const exchange = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login/scan/exchange',
    payload: payload as Record<string, unknown>,
  });

const randomToken = () => randomBytes(32).toString('base64url');

async function sessionCount(userId: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}

async function approvedTicket(login: ScanLoginCreated, token = t.admin.token): Promise<string> {
  const stream = watchScanLogin(base, login);
  try {
    expect((await phone('approve', token, { secret: login.secret })).statusCode).toBe(200);
    for (;;) {
      const e = await stream.next();
      if (e.data.state === 'approved') return e.data.ticket;
    }
  } finally {
    stream.close();
  }
}

describe('scan login: the state machine over the push channel', () => {
  it('pending → scanned → approved reaches the waiting page by push; the ticket gives one session', async () => {
    // Polling would take a minute: only the approver's wake-up can deliver the events in time.
    t.services.scanLogin.streams.options = { ...DEFAULT_SCAN_LOGIN_STREAM_OPTIONS, pollMs: 60_000 };
    const login = await createScanLogin(base);
    expect(login.ttl_seconds).toBe(120);
    expect(login.expires_at - Date.now() / 1000).toBeGreaterThan(100);
    const stream = watchScanLogin(base, login);
    const pending = await stream.next();
    expect(pending).toMatchObject({
      event: 'state',
      id: 1,
      data: { state: 'pending', expires_at: login.expires_at },
    });

    const scanned = await phone('scan', memberToken, { secret: login.secret });
    expect(scanned.statusCode).toBe(200);
    expect(scanned.json().data).toMatchObject({
      state: 'scanned',
      requester: { browser: 'Chrome', system: 'Windows', address: '127.0.0.x', same_address: true },
    });
    expect(scanned.json().data.requester.user_agent).toContain('Windows NT 10.0');
    expect(await stream.next()).toMatchObject({ id: 2, data: { state: 'scanned' } });
    // Scanning again on the same phone shows the same thing and changes nothing.
    expect((await phone('scan', memberToken, { secret: login.secret })).json().data.state).toBe('scanned');

    expect((await phone('approve', memberToken, { secret: login.secret })).json().data).toEqual({
      state: 'approved',
    });
    const approved = await stream.next();
    expect(approved).toMatchObject({ id: 3, data: { state: 'approved' } });
    await stream.ended; // a final state ends the stream
    const ticket = approved.data.state === 'approved' ? approved.data.ticket : '';

    const before = await sessionCount(memberId);
    const session = await exchange({ id: login.id, ticket });
    expect(session.statusCode).toBe(200);
    expect(session.json().data.user.id).toBe(memberId);
    expect((await me(session.json().data.access_token)).id).toBe(memberId);
    expect(await sessionCount(memberId)).toBe(before + 1);

    // Replays: the ticket, the secret and the stream all say it is spent.
    const again = await exchange({ id: login.id, ticket });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe(ErrorCode.scanLoginInvalid);
    const replay = await phone('approve', memberToken, { secret: login.secret });
    expect([replay.statusCode, replay.json().code]).toEqual([409, ErrorCode.scanLoginTaken]);
    const late = watchScanLogin(base, login);
    expect((await late.next()).data).toEqual({ state: 'used' });
    await late.ended;
    expect(await sessionCount(memberId)).toBe(before + 1);
  });

  it('a refusal reaches the page and nothing can approve it afterwards', async () => {
    const login = await createScanLogin(base);
    const stream = watchScanLogin(base, login);
    await stream.next();
    expect((await phone('scan', memberToken, { secret: login.secret })).statusCode).toBe(200);
    expect((await phone('reject', memberToken, { secret: login.secret })).json().data).toEqual({
      state: 'rejected',
    });
    expect((await stream.next()).data.state).toBe('scanned');
    expect((await stream.next()).data).toEqual({ state: 'rejected' });
    await stream.ended;
    const approve = await phone('approve', memberToken, { secret: login.secret });
    expect([approve.statusCode, approve.json().code]).toEqual([409, ErrorCode.scanLoginTaken]);
  });

  it('once scanned, only that account decides; another account is told it is taken', async () => {
    const login = await createScanLogin(base);
    expect((await phone('scan', memberToken, { secret: login.secret })).statusCode).toBe(200);
    for (const action of ['scan', 'approve', 'reject'] as const) {
      const res = await phone(action, t.admin.token, { secret: login.secret });
      expect([action, res.statusCode, res.json().code]).toEqual([action, 409, ErrorCode.scanLoginTaken]);
    }
    expect((await phone('approve', memberToken, { secret: login.secret })).statusCode).toBe(200);
  });

  it('an approval straight from pending (no scan call) also works', async () => {
    const login = await createScanLogin(base);
    const ticket = await approvedTicket(login);
    const res = await exchange({ id: login.id, ticket });
    expect(res.json().data.user.email).toBe(t.admin.email);
  });

  it('Last-Event-ID resumes after what the page has seen', async () => {
    const login = await createScanLogin(base);
    expect((await phone('scan', memberToken, { secret: login.secret })).statusCode).toBe(200);
    const resumed = watchScanLogin(base, login, 2);
    expect((await phone('approve', memberToken, { secret: login.secret })).statusCode).toBe(200);
    const first = await resumed.next();
    expect(first).toMatchObject({ id: 3, data: { state: 'approved' } });
    await resumed.ended;
    expect(resumed.events).toHaveLength(1);
  });
});

describe('scan login: streams end cleanly', () => {
  it('a page that goes away leaves no waiting stream behind', async () => {
    const waiting = () => t.services.scanLogin.wakeups.waiting();
    const before = waiting();
    const logins = await Promise.all([createScanLogin(base), createScanLogin(base), createScanLogin(base)]);
    const streams = logins.map((login) => watchScanLogin(base, login));
    for (const stream of streams) expect((await stream.next()).data.state).toBe('pending');
    await waitFor(() => waiting() === before + 3, { what: 'three waiting streams' });
    for (const stream of streams) stream.close();
    await waitFor(() => waiting() === before, { what: 'the closed streams to stop waiting' });
  });
});

describe('scan login: expiry and refresh', () => {
  it('the page is told when the QR code expires; the phone is refused after it; a new QR code works', async () => {
    t.services.scanLogin.service.options = { ...DEFAULT_SCAN_LOGIN_OPTIONS, ttlMs: 1500 };
    const login = await createScanLogin(base);
    const stream = watchScanLogin(base, login);
    await stream.ended;
    // Pending while it lives (unless the machine was too slow to open the stream in time), then expired.
    const states = stream.events.map((e) => e.data.state);
    expect(states.at(-1)).toBe('expired');
    expect(states.slice(0, -1).every((s) => s === 'pending')).toBe(true);
    expect(stream.events.at(-1)?.data).toEqual({ state: 'expired' });
    for (const action of ['scan', 'approve', 'reject'] as const) {
      const res = await phone(action, memberToken, { secret: login.secret });
      expect([action, res.statusCode, res.json().code]).toEqual([action, 410, ErrorCode.scanLoginExpired]);
    }
    t.services.scanLogin.service.options = { ...DEFAULT_SCAN_LOGIN_OPTIONS };
    const fresh = await createScanLogin(base);
    expect(fresh.secret).not.toBe(login.secret);
    expect((await phone('scan', memberToken, { secret: fresh.secret })).statusCode).toBe(200);
  });

  it('a scanned login expires too, and an approval ticket not exchanged in time is refused', async () => {
    const service = t.services.scanLogin.service;
    const scannedLogin = await createScanLogin(base);
    expect((await phone('scan', memberToken, { secret: scannedLogin.secret })).statusCode).toBe(200);
    const approvedLogin = await createScanLogin(base);
    const ticket = await approvedTicket(approvedLogin);

    service.now = () => Date.now() + DEFAULT_SCAN_LOGIN_OPTIONS.ttlMs + 1000;
    const late = await phone('approve', memberToken, { secret: scannedLogin.secret });
    expect([late.statusCode, late.json().code]).toEqual([410, ErrorCode.scanLoginExpired]);
    const lateExchange = await exchange({ id: approvedLogin.id, ticket });
    expect([lateExchange.statusCode, lateExchange.json().code]).toEqual([410, ErrorCode.scanLoginExpired]);
    const stream = watchScanLogin(base, approvedLogin);
    expect((await stream.next()).data).toEqual({ state: 'expired' });
    await stream.ended;
  });
});

describe('scan login: wrong and hostile input', () => {
  it('wrong secret, watch key, id or ticket are refused with the catalogue code', async () => {
    const login = await createScanLogin(base);
    const wrongSecret = await phone('scan', memberToken, { secret: randomToken() });
    expect([wrongSecret.statusCode, wrongSecret.json().code]).toEqual([400, ErrorCode.scanLoginInvalid]);

    const watch = await fetch(`${base}/api/login/scan/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: login.id, watch_key: randomToken() }),
    });
    expect(watch.status).toBe(400);
    expect(((await watch.json()) as { code: number }).code).toBe(ErrorCode.scanLoginInvalid);
    // The QR secret is not the watch key: whoever sees the QR code cannot follow (and take) the login.
    const bySecret = await fetch(`${base}/api/login/scan/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: login.id, watch_key: login.secret }),
    });
    expect(bySecret.status).toBe(400);

    const ticket = await approvedTicket(login, memberToken);
    const other = await createScanLogin(base);
    for (const payload of [
      { id: login.id, ticket: randomToken() },
      { id: other.id, ticket },
      { id: 'nosuchlogin', ticket },
    ]) {
      const res = await exchange(payload);
      expect([res.statusCode, res.json().code]).toEqual([400, ErrorCode.scanLoginInvalid]);
    }
    // The wrong tries did not spend the real ticket.
    expect((await exchange({ id: login.id, ticket })).statusCode).toBe(200);
  });

  it('the phone calls need a session', async () => {
    const login = await createScanLogin(base);
    expect((await phone('approve', null, { secret: login.secret })).statusCode).toBe(401);
    expect((await phone('scan', 'not-a-token', { secret: login.secret })).statusCode).toBe(401);
  });

  it('NUL bytes, lone surrogates, wrong shapes and huge bodies get a clear 4xx, never a 500', async () => {
    const login = await createScanLogin(base);
    const bad: unknown[] = [
      { secret: `${login.secret.slice(0, 42)}\u0000` },
      { secret: `${login.secret.slice(0, 42)}\uD800` },
      { secret: login.secret, extra: 1 },
      { secret: 42 },
      {},
      { secret: 'x'.repeat(2_000) },
    ];
    for (const payload of bad) {
      const res = await phone('approve', memberToken, payload);
      expect([JSON.stringify(payload).slice(0, 40), res.statusCode]).toEqual([
        JSON.stringify(payload).slice(0, 40),
        400,
      ]);
      expect(res.json().msg).toEqual(expect.any(String));
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/login/scan/exchange',
      headers: { 'content-type': 'application/json' },
      payload: `{"id":"${login.id}","ticket":"${'\\u0000'.repeat(43)}"}`,
    });
    expect(raw.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/login/scan/exchange',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":',
    });
    expect(notJson.statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/login/scan/events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: login.id, watch_key: login.watch_key, pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().msg).toEqual(expect.any(String));
    // Nothing was lost: the login is still pending and can be approved.
    expect((await phone('approve', memberToken, { secret: login.secret })).statusCode).toBe(200);
  });

  it('new QR codes are limited per client address, not for everyone', async () => {
    t.services.scanLogin.service.options = { ...DEFAULT_SCAN_LOGIN_OPTIONS, createsPerAddress: 3 };
    const create = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/login/scan', remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await create('198.51.100.7')).statusCode).toBe(200);
    const refused = await create('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toMatch(/try again in \d+ s/);
    expect((await create('198.51.100.8')).statusCode).toBe(200);
  });
});

describe('scan login: single use under concurrency', () => {
  it('parallel approvals: exactly one wins; parallel exchanges of its ticket: exactly one session', async () => {
    const login = await createScanLogin(base);
    expect((await phone('scan', memberToken, { secret: login.secret })).statusCode).toBe(200);
    const stream = watchScanLogin(base, login);
    const decisions = await Promise.all(
      Array.from({ length: 8 }, () => phone('approve', memberToken, { secret: login.secret })),
    );
    expect(decisions.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of decisions.filter((x) => x.statusCode !== 200)) {
      expect([r.statusCode, r.json().code]).toEqual([409, ErrorCode.scanLoginTaken]);
    }
    await exchangeRace(stream, login);
  });

  it('two accounts approving one fresh QR code at once: one wins, the other is told it is taken', async () => {
    const login = await createScanLogin(base);
    const [a, b] = await Promise.all([
      phone('approve', memberToken, { secret: login.secret }),
      phone('approve', t.admin.token, { secret: login.secret }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [row] = await t.database.db.select().from(scanLogins).where(eq(scanLogins.id, login.id));
    expect(row?.userId).toBe(a.statusCode === 200 ? memberId : (await me(t.admin.token)).id);
  });
});

/** The waiting page's ticket, exchanged by eight callers at once: one session, seven refusals. */
async function exchangeRace(
  stream: ReturnType<typeof watchScanLogin>,
  login: ScanLoginCreated,
): Promise<void> {
  let ticket = '';
  while (!ticket) {
    const e = await stream.next();
    if (e.data.state === 'approved') ticket = e.data.ticket;
  }
  const before = await sessionCount(memberId);
  const results = await Promise.all(Array.from({ length: 8 }, () => exchange({ id: login.id, ticket })));
  expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  for (const r of results.filter((x) => x.statusCode !== 200)) {
    expect([r.statusCode, r.json().code]).toEqual([400, ErrorCode.scanLoginInvalid]);
  }
  expect(await sessionCount(memberId)).toBe(before + 1);
}

describe('scan login: secrets stay out of the log', () => {
  it('no secret, watch key or ticket appears in any log line', async () => {
    const login = await createScanLogin(base);
    const ticket = await approvedTicket(login, memberToken);
    await exchange({ id: login.id, ticket });
    await exchange({ id: login.id, ticket });
    await phone('approve', memberToken, { secret: `${login.secret.slice(0, 42)}\u0000` });
    const text = log.text();
    expect(text.length).toBeGreaterThan(0);
    for (const secret of [login.secret, login.watch_key, ticket]) expect(text).not.toContain(secret);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('scan login across processes (PostgreSQL)', () => {
  it('a page waiting on one process learns of an approval made on another (NOTIFY), and exchanges there', async () => {
    const url = t.config.databaseUrl;
    if (!url) throw new Error('expected PostgreSQL');
    const second: Database = await openDatabase({ url });
    const other = await buildApp(t.config, second);
    // Only the wake-up from the other process can deliver the approval within the test's deadline.
    t.services.scanLogin.streams.options = { ...DEFAULT_SCAN_LOGIN_STREAM_OPTIONS, pollMs: 60_000 };
    try {
      const login = await createScanLogin(base);
      const stream = watchScanLogin(base, login);
      expect((await stream.next()).data.state).toBe('pending');
      const approved = await other.app.inject({
        method: 'POST',
        url: '/api/user/scan-login/approve',
        headers: { 'access-token': memberToken },
        payload: { secret: login.secret },
      });
      expect(approved.statusCode).toBe(200);
      const event = await stream.next();
      expect(event.data.state).toBe('approved');
      const ticket = event.data.state === 'approved' ? event.data.ticket : '';
      const results = await Promise.all([
        other.app.inject({
          method: 'POST',
          url: '/api/login/scan/exchange',
          payload: { id: login.id, ticket },
        }),
        exchange({ id: login.id, ticket }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    } finally {
      await other.app.close();
      await second.close();
    }
  });
});
