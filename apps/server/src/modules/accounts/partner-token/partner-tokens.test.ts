import { createHash } from 'node:crypto';
import { ErrorCode } from '@prowrite/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerTokens } from '../../../db/schema';
import { captureLog } from '../../../test/log-capture';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../../test/test-app';
import { MAX_LIVE_PARTNER_TOKENS } from './partner-tokens.service';

const log = captureLog();
let t: TestApp;

const mint = (token: string) =>
  t.app.inject({ method: 'GET', url: '/basicauth/user/partnertoken', headers: { 'access-token': token } });
const verify = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/basicauth/partner/verify',
    payload: payload as Record<string, unknown>,
  });
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: log.stream });
});
afterAll(async () => t.close());

describe('partner tokens', () => {
  it('names the signed-in user once, within five minutes; stored hashed; never logged', async () => {
    const before = Date.now();
    const res = await mint(t.admin.token);
    expect(res.statusCode).toBe(200);
    const { token, expires_at } = res.json().data as { token: string; expires_at: number };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expires_at * 1000).toBeGreaterThanOrEqual(before + 5 * 60_000 - 1000);
    expect(expires_at * 1000).toBeLessThanOrEqual(Date.now() + 5 * 60_000);

    const rows = await t.database.db.select().from(partnerTokens);
    expect(rows.map((r) => r.tokenHash)).toContain(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    const first = await verify({ token });
    expect(first.statusCode).toBe(200);
    const me = (
      await t.app.inject({
        method: 'GET',
        url: '/api/user/getuserbytoken',
        headers: { 'access-token': t.admin.token },
      })
    ).json().data;
    expect(first.json().data).toEqual({
      id: me.id,
      name: me.name,
      email: me.email,
      avatar: me.avatar,
      team_id: me.team_id,
      team_name: me.team_name,
    });
    // Replay: the token was taken by the first exchange.
    const replay = await verify({ token });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe(ErrorCode.partnerTokenInvalid);
    expect(log.text()).not.toContain(token);
  });

  it('is not the session: each call mints a different token and neither opens a private call', async () => {
    const a = (await mint(t.admin.token)).json().data.token as string;
    const b = (await mint(t.admin.token)).json().data.token as string;
    expect(a).not.toBe(b);
    const asSession = await t.app.inject({
      method: 'GET',
      url: '/api/user/getuserbytoken',
      headers: { 'access-token': a },
    });
    expect(asSession.statusCode).toBe(401);
  });

  it('refuses an expired token and an unknown one alike (401, code 170403)', async () => {
    const token = (await mint(t.admin.token)).json().data.token as string;
    await t.database.db
      .update(partnerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(partnerTokens.tokenHash, sha256(token)));
    const expired = await verify({ token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe(ErrorCode.partnerTokenInvalid);
    const unknown = await verify({ token: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe(ErrorCode.partnerTokenInvalid);
    expect(unknown.json().msg).toBe(expired.json().msg);
  });

  it('outlives a logout for its minutes: it names the user, it opens no session', async () => {
    const team = await createTeamWithAdmin(t, 'Partner team');
    const token = (await mint(team.token)).json().data.token as string;
    const removed = await t.app.inject({
      method: 'GET',
      url: `/logout/${team.token}`,
    });
    expect(removed.statusCode).toBe(200);
    // Logging out does not void a token already handed over; it still names the user once.
    expect((await verify({ token })).statusCode).toBe(200);
  });

  it(`holds at most ${MAX_LIVE_PARTNER_TOKENS} unexchanged tokens per user (429)`, async () => {
    const team = await createTeamWithAdmin(t, 'Loop team');
    for (let i = 0; i < MAX_LIVE_PARTNER_TOKENS; i++) expect((await mint(team.token)).statusCode).toBe(200);
    expect((await mint(team.token)).statusCode).toBe(429);
  });

  it('needs a session to mint (anonymous 401; a URL ticket cannot)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/basicauth/user/partnertoken' })).statusCode).toBe(401);
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/user/url-ticket',
      headers: { 'access-token': t.admin.token },
      payload: { purpose: 'files' },
    });
    expect(ticket.statusCode).toBe(200);
    const value = ticket.json().data.ticket as string;
    const viaTicket = await t.app.inject({
      method: 'GET',
      url: `/basicauth/user/partnertoken?ticket=${encodeURIComponent(value)}`,
    });
    expect(viaTicket.statusCode).toBe(401);
  });

  it('answers bad input on verify with 400 or 401, never 5xx', async () => {
    const bodies: unknown[] = [
      {},
      { token: '' },
      { token: 'x'.repeat(100_000) },
      { token: `${'A'.repeat(42)}\u0000` },
      { token: `${'A'.repeat(42)}\ud800` },
      { token: 42 },
      { token: ['a'] },
      { token: null },
      { token: 'A'.repeat(43), extra: 1 },
    ];
    for (const body of bodies) {
      const res = await verify(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: '/basicauth/partner/verify',
      headers: { 'content-type': 'application/json' },
      payload: '{"token": ',
    });
    expect(raw.statusCode).toBe(400);
  });
});
