import { ErrorCode, READ_PERMISSION, TEMP_USER_TYPE, WRITE_PERMISSION } from '@prowrite/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../../db/schema';
import { captureLog } from '../../../test/log-capture';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TEMP_SESSIONS_PER_FINGERPRINT, TEMP_USERS_PER_BLOCK } from './temp-users.service';

const log = captureLog();
let t: TestApp;
/** Each test starts its visitors from its own /24, so the per-network limit of one does not touch another. */
let block = 0;
const nextBlock = () => `198.51.${++block}`;

const tempLogin = (payload: unknown, remoteAddress = '192.0.2.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/login/temp',
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { 'access-token': token },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const fingerprint = (n: number) => `fp-${n}-U2FsdGVkX1+abcdefghijklmnop==`;

async function visitor(fp: string, ip: string) {
  const res = await tempLogin({ token: fp, source: 'nai' }, ip);
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    access_token: string;
    user: {
      id: string;
      type: string;
      team_id: string;
      bizchat_auth: { role: string; read_permission: number; write_permission: number };
    };
    config: { expires_at: number; bot_id: string | null };
    domain: { industry: string };
    partner_info: { appMode: string };
  };
}

async function expireUser(userId: string) {
  await t.database.db
    .update(users)
    .set({ tempExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(users.id, userId));
  await t.services.accounts.invalidateUserSessions(userId);
}

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: log.stream });
});
afterAll(async () => t.close());

describe('POST /api/login/temp', () => {
  it('makes a trial user of role nai, type jw_n_tmp_user, ending in 24 h, in a team of its own', async () => {
    const before = Date.now();
    const v = await visitor(fingerprint(1), `${nextBlock()}.1`);
    expect(v.user.type).toBe(TEMP_USER_TYPE);
    expect(v.user.bizchat_auth.role).toBe('nai');
    expect(v.user.bizchat_auth.read_permission).toBe(
      READ_PERMISSION.chat | READ_PERMISSION.works | READ_PERMISSION.medpilot,
    );
    expect(v.user.bizchat_auth.write_permission).toBe(WRITE_PERMISSION.works);
    expect(v.domain.industry).toBe('bizchat');
    expect(v.partner_info).toEqual({ appMode: 'standard' });
    expect(v.config.bot_id).toBeNull();
    expect(v.config.expires_at * 1000).toBeGreaterThanOrEqual(before + 24 * 3600_000 - 1000);
    expect(v.config.expires_at * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);

    const me = await call(v.access_token, 'GET', '/api/user/getuserbytoken');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(v.user.id);
    // Its session ends with the user, not after the (longer) session lifetime.
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, v.user.id));
    expect(session!.expiresAt.getTime()).toBeLessThanOrEqual(v.config.expires_at * 1000 + 999);
    // The fingerprint is stored only as an HMAC.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, v.user.id));
    expect(row!.tempKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tempKeyHash).not.toContain('fp-1');
    expect(row!.email).toBeNull();
  });

  it('gives the same browser its user back (a new session), another browser a user of another team', async () => {
    const net = nextBlock();
    const a1 = await visitor(fingerprint(2), `${net}.1`);
    const a2 = await visitor(fingerprint(2), `${net}.2`);
    const b = await visitor(fingerprint(3), `${net}.3`);
    expect(a2.user.id).toBe(a1.user.id);
    expect(a2.access_token).not.toBe(a1.access_token);
    expect(a2.config.expires_at).toBe(a1.config.expires_at);
    expect(b.user.id).not.toBe(a1.user.id);
    expect(b.user.team_id).not.toBe(a1.user.team_id);
  });

  it('echoes the bot the trial page names', async () => {
    const v = await tempLogin({ token: fingerprint(4), source: 'nai', bot_id: 'bot_42' }, `${nextBlock()}.1`);
    expect(v.statusCode).toBe(200);
    expect(v.json().data.config.bot_id).toBe('bot_42');
  });

  it('keeps what a trial user writes to itself', async () => {
    const net = nextBlock();
    const a = await visitor(fingerprint(5), `${net}.1`);
    const b = await visitor(fingerprint(6), `${net}.2`);
    const made = await call(a.access_token, 'POST', '/api/ai/chat', { type: 'text', name: 'Trial chat' });
    expect(made.statusCode).toBe(200);
    const mine = await call(a.access_token, 'GET', '/api/ai/chat/list');
    const theirs = await call(b.access_token, 'GET', '/api/ai/chat/list');
    const admins = await call(t.admin.token, 'GET', '/api/ai/chat/list');
    expect(JSON.stringify(mine.json())).toContain('Trial chat');
    expect(JSON.stringify(theirs.json())).not.toContain('Trial chat');
    expect(JSON.stringify(admins.json())).not.toContain('Trial chat');
  });

  it("keeps trial users and their teams out of the first administrator's user and team lists", async () => {
    const v = await visitor(fingerprint(10), `${nextBlock()}.1`);
    const listedUsers = await call(t.admin.token, 'GET', '/api/admin/users');
    const listedTeams = await call(t.admin.token, 'GET', '/api/admin/teams');
    expect(listedUsers.statusCode).toBe(200);
    expect(listedTeams.statusCode).toBe(200);
    const userIds = (listedUsers.json().data.data as { id: string }[]).map((u) => u.id);
    const teamIds = (listedTeams.json().data.data as { id: string }[]).map((x) => x.id);
    expect(userIds).toContain((await call(t.admin.token, 'GET', '/api/user/getuserbytoken')).json().data.id);
    expect(userIds).not.toContain(v.user.id);
    expect(teamIds).not.toContain(v.user.team_id);
    expect(teamIds.length).toBeGreaterThan(0);
  });

  it('refuses a trial user the console, knowledge changes, account switch and partner tokens', async () => {
    const v = await visitor(fingerprint(7), `${nextBlock()}.1`);
    const admin = await call(v.access_token, 'GET', '/api/admin/users');
    expect(admin.statusCode).toBe(403);
    const knowledge = await call(v.access_token, 'POST', '/api/knowledge/category', { name: 'x' });
    expect(knowledge.statusCode).toBe(403);
    for (const [method, url, body] of [
      ['GET', '/api/account/switchlist', undefined],
      ['POST', '/api/account/link', { account: 'admin@test.local', password: 'admin-password-1' }],
      ['POST', '/api/account/switch', { user_id: 'abc' }],
      ['GET', '/basicauth/user/partnertoken', undefined],
    ] as const) {
      const res = await call(v.access_token, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe(ErrorCode.tempUserNotAllowed);
    }
  });

  it('ends the sessions of an expired trial user; its browser then starts a new trial', async () => {
    const net = nextBlock();
    const old = await visitor(fingerprint(8), `${net}.1`);
    await expireUser(old.user.id);
    const me = await call(old.access_token, 'GET', '/api/user/getuserbytoken');
    expect(me.statusCode).toBe(401);
    const fresh = await visitor(fingerprint(8), `${net}.2`);
    expect(fresh.user.id).not.toBe(old.user.id);
    const [oldRow] = await t.database.db.select().from(users).where(eq(users.id, old.user.id));
    expect(oldRow!.tempKeyHash).toBeNull();
    // The old token stays dead (replaying it does not revive the old user).
    expect((await call(old.access_token, 'GET', '/api/user/getuserbytoken')).statusCode).toBe(401);
  });

  it(`makes at most ${TEMP_USERS_PER_BLOCK.limit} users per /24 an hour (429, code 170402); other networks go on`, async () => {
    const net = nextBlock();
    for (let i = 0; i < TEMP_USERS_PER_BLOCK.limit; i++)
      await visitor(fingerprint(100 + i), `${net}.${i + 1}`);
    const over = await tempLogin({ token: fingerprint(200), source: 'nai' }, `${net}.99`);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(ErrorCode.tempUserLimit);
    // A browser that already has its user is not a new user: it still gets in from the same network.
    expect((await tempLogin({ token: fingerprint(100), source: 'nai' }, `${net}.7`)).statusCode).toBe(200);
    await visitor(fingerprint(201), `${nextBlock()}.1`);
  });

  it(`stops a fingerprint after ${TEMP_SESSIONS_PER_FINGERPRINT.limit} sessions an hour`, async () => {
    const net = nextBlock();
    for (let i = 0; i < TEMP_SESSIONS_PER_FINGERPRINT.limit; i++) await visitor(fingerprint(300), `${net}.1`);
    const over = await tempLogin({ token: fingerprint(300), source: 'nai' }, `${net}.1`);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(ErrorCode.tempUserLimit);
  });

  it('answers bad input with 400, never 5xx', async () => {
    const huge = 'x'.repeat(100_000);
    const bodies: unknown[] = [
      {},
      { token: fingerprint(9) },
      { token: fingerprint(9), source: 'member' },
      { token: 'short', source: 'nai' },
      { token: huge, source: 'nai' },
      { token: `abc\u0000defghijk`, source: 'nai' },
      { token: `abc\ud800defghijk`, source: 'nai' },
      { token: 'has spaces in it', source: 'nai' },
      { token: 12345678901, source: 'nai' },
      { token: [fingerprint(9)], source: 'nai' },
      { token: null, source: 'nai' },
      { token: fingerprint(9), source: 'nai', bot_id: 42 },
      { token: fingerprint(9), source: 'nai', bot_id: '../../etc' },
      { token: fingerprint(9), source: 'nai', bot_id: huge },
      { token: fingerprint(9), source: 'nai', extra: true },
    ];
    for (const body of bodies) {
      const res = await tempLogin(body, '203.0.113.1');
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/login/temp',
      headers: { 'content-type': 'application/json' },
      payload: '{"token": "\\ud800abcdefgh", "source": "nai"',
    });
    expect(raw.statusCode).toBe(400);
  });

  it('never logs the fingerprint or the access token', async () => {
    const v = await visitor('never-logged-fingerprint-xyz', `${nextBlock()}.1`);
    await call(v.access_token, 'GET', '/api/user/getuserbytoken');
    expect(log.text()).not.toContain('never-logged-fingerprint-xyz');
    expect(log.text()).not.toContain(v.access_token);
  });
});

describe('GET /api/user/temp-medical-token', () => {
  const medical = (headers: Record<string, string> = {}, remoteAddress = '192.0.2.50') =>
    t.app.inject({ method: 'GET', url: '/api/user/temp-medical-token', headers, remoteAddress });

  it('gives a visitor a new trial user; the same trial session keeps its user', async () => {
    const net = nextBlock();
    const first = await medical({}, `${net}.1`);
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data.user.type).toBe(TEMP_USER_TYPE);
    expect(data.expires_at * 1000).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const again = await medical({ 'access-token': data.access_token }, `${net}.1`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.user.id).toBe(data.user.id);
    expect(again.json().data.access_token).not.toBe(data.access_token);
    const other = await medical({}, `${net}.2`);
    expect(other.json().data.user.id).not.toBe(data.user.id);
  });

  it('refuses a signed-in full account (409); an expired trial session gets a new user', async () => {
    const net = nextBlock();
    expect((await medical({ 'access-token': t.admin.token }, `${net}.1`)).statusCode).toBe(409);
    const first = (await medical({}, `${net}.2`)).json().data;
    await expireUser(first.user.id);
    const next = await medical({ 'access-token': first.access_token }, `${net}.2`);
    expect(next.statusCode).toBe(200);
    expect(next.json().data.user.id).not.toBe(first.user.id);
  });

  it('is limited per network like the trial login (429, code 170402)', async () => {
    const net = nextBlock();
    for (let i = 0; i < TEMP_USERS_PER_BLOCK.limit; i++)
      expect((await medical({}, `${net}.${i + 1}`)).statusCode).toBe(200);
    const over = await medical({}, `${net}.200`);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(ErrorCode.tempUserLimit);
  });

  it('treats a malformed access token as no session, never 5xx', async () => {
    const net = nextBlock();
    for (const token of ['\u0000', 'a'.repeat(100_000), '%%%', 'bm90LWEtc2Vzc2lvbg==']) {
      const res = await medical({ 'access-token': token }, `${net}.1`);
      expect(res.statusCode).toBeLessThan(500);
    }
    const query = await t.app.inject({
      method: 'GET',
      // A lone surrogate's UTF-8 form and a NUL, percent-encoded as a client would send them.
      url: `/api/user/temp-medical-token?token=%ED%A0%80%00&x=${'y'.repeat(5000)}`,
      remoteAddress: `${net}.2`,
    });
    expect(query.statusCode).toBeLessThan(500);
  });
});
