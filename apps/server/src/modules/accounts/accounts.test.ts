import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { encodeAccessToken } from '../../http/auth';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createTeamWithAdmin,
  createTestApp,
  loginAs,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const auth = (token: string) => ({ 'access-token': token });

describe('login', () => {
  it('answers a token and the user for the right password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/account',
      payload: { account: ` ${ADMIN_EMAIL.toUpperCase()} `, password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data.user).toMatchObject({ email: ADMIN_EMAIL, type: 'admin', is_super_admin: true });
    // The access token is base64 of a 256-bit session id (64 hex characters).
    expect(Buffer.from(body.data.access_token, 'base64').toString()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores only a hash of the session id', async () => {
    const token = await loginAs(t.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const sessionId = Buffer.from(token, 'base64').toString();
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === sessionId)).toBe(false);
    expect(rows.some((r) => r.tokenHash === createHash('sha256').update(sessionId).digest('hex'))).toBe(true);
  });

  it('answers 401 with a clear message for a wrong password or unknown account', async () => {
    for (const payload of [
      { account: ADMIN_EMAIL, password: 'wrong-password' },
      { account: 'nobody@test.local', password: 'whatever' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login/account', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 0, msg: 'Wrong account or password' });
    }
  });

  describe('throttle', () => {
    const login = (account: string, password: string, remoteAddress = '127.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/login/account',
        payload: { account, password },
        remoteAddress,
      });
    const newMember = async (email: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: auth(t.admin.token),
        payload: { email, name: 'T', password: 'right-password', team_id: teamId, role: 'member' },
      });
      expect(res.statusCode).toBe(200);
    };
    let teamId = '';
    let hashes = 0;
    beforeAll(async () => {
      teamId = (await createTeamWithAdmin(t, 'Throttle team')).teamId;
      const real = t.services.accounts.verify;
      t.services.accounts.verify = (password, stored) => {
        hashes++;
        return real(password, stored);
      };
    });

    it('rate-limits repeated failures for one account at one address with 429, even with the right password', async () => {
      const account = 'throttled@test.local';
      await newMember(account);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await login(account, 'bad-password', '10.9.8.1')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const locked = await login(account, 'right-password', '10.9.8.1');
      expect(locked.statusCode).toBe(429);
      expect(locked.json().msg).toMatch(/Too many failed logins; try again in \d+ s/);
    });

    it('hashes at most the limit of 200 parallel wrong passwords, and a burst ending with the right one does not log in', async () => {
      const account = 'burst@test.local';
      await newMember(account);
      hashes = 0;
      const wrong = await Promise.all(
        Array.from({ length: 200 }, () => login(account, 'bad-password', '10.20.30.40')),
      );
      const counts = (rs: { statusCode: number }[], s: number) => rs.filter((r) => r.statusCode === s).length;
      expect(hashes).toBeLessThanOrEqual(5);
      expect(counts(wrong, 401)).toBe(hashes);
      expect(counts(wrong, 429)).toBe(200 - hashes);

      const other = '10.20.30.41';
      hashes = 0;
      const burst = Array.from({ length: 29 }, () => login(account, 'bad-password', other));
      burst.push(login(account, 'right-password', other));
      const answers = await Promise.all(burst);
      expect(hashes).toBeLessThanOrEqual(5);
      expect(answers.at(-1)!.statusCode).toBe(429);
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(0);
    });

    it('does not lock the owner out of their own address when others fail from elsewhere', async () => {
      const account = 'owner@test.local';
      await newMember(account);
      expect((await login(account, 'right-password', '192.0.2.10')).statusCode).toBe(200);
      // Five failures from each of 12 addresses: every pair is locked, the account ceiling (50) is passed.
      for (let a = 0; a < 12; a++) {
        for (let i = 0; i < 5; i++) await login(account, 'bad-password', `198.51.100.${a}`);
      }
      expect((await login(account, 'bad-password', '198.51.100.0')).statusCode).toBe(429);
      expect((await login(account, 'right-password', '203.0.113.99')).statusCode).toBe(429);
      expect((await login(account, 'right-password', '192.0.2.10')).statusCode).toBe(200);
    });

    it('clears the count of an address after a success there', async () => {
      const account = 'typo@test.local';
      await newMember(account);
      for (let i = 0; i < 4; i++) expect((await login(account, 'bad', '192.0.2.20')).statusCode).toBe(401);
      expect((await login(account, 'right-password', '192.0.2.20')).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect((await login(account, 'bad', '192.0.2.20')).statusCode).toBe(401);
      expect((await login(account, 'bad', '192.0.2.20')).statusCode).toBe(429);
    });
  });

  it.each([
    ['malformed JSON', '{"account":', 'application/json', 400, 'Malformed JSON body'],
    ['missing fields', '{}', 'application/json', 400, 'Invalid body'],
    ['wrong types', '{"account":12,"password":true}', 'application/json', 400, 'Invalid body'],
    [
      'unknown fields',
      '{"account":"a","password":"b","admin":true}',
      'application/json',
      400,
      'Invalid body',
    ],
    ['wrong content type', 'account=a', 'application/x-www-form-urlencoded', 415, 'Unsupported content type'],
  ])('rejects %s with a clear error', async (_name, payload, type, status, msg) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/account',
      payload,
      headers: { 'content-type': type },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(0);
    expect(res.json().msg).toContain(msg);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('rejects an oversize body with 413 and keeps serving', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/account',
      payload: JSON.stringify({ account: 'a', password: 'x'.repeat(3 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('answers the current user for a valid token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/getuserbytoken',
      headers: auth(t.admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(ADMIN_EMAIL);
  });

  it.each([
    ['no token', undefined],
    ['garbage', 'not a token!'],
    ['forged token of the right shape', encodeAccessToken('a'.repeat(64))],
    ['base64 of something else', Buffer.from('hello').toString('base64')],
  ])('answers 401 for %s', async (_name, token) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/getuserbytoken',
      headers: token === undefined ? {} : auth(token),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toMatch(/session/i);
  });

  it('answers 401 for an expired session', async () => {
    const token = await loginAs(t.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const hash = createHash('sha256').update(Buffer.from(token, 'base64').toString()).digest('hex');
    const { eq } = await import('drizzle-orm');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hash));
    const res = await t.app.inject({ method: 'GET', url: '/api/user/getuserbytoken', headers: auth(token) });
    expect(res.statusCode).toBe(401);
  });

  it('ends the session on logout', async () => {
    const token = await loginAs(t.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const out = await t.app.inject({ method: 'GET', url: `/logout/${encodeURIComponent(token)}` });
    expect(out.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/getuserbytoken', headers: auth(token) });
    expect(res.statusCode).toBe(401);
    const again = await t.app.inject({ method: 'GET', url: '/logout/%2E%2E%2Fetc' });
    expect(again.statusCode).toBe(401);
  });

  it('checks the session before reading the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/teams',
      payload: '{broken',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('administration', () => {
  it('lets the first administrator create teams and users; users can log in', async () => {
    const team = await t.app.inject({
      method: 'POST',
      url: '/api/admin/teams',
      headers: auth(t.admin.token),
      payload: { name: '医学事务部' },
    });
    expect(team.statusCode).toBe(200);
    const teamId = team.json().data.data.id;
    const user = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: auth(t.admin.token),
      payload: {
        email: 'Writer@Test.local',
        name: '李雷',
        password: 'long-enough',
        team_id: teamId,
        role: 'member',
      },
    });
    expect(user.statusCode).toBe(200);
    expect(user.json().data.data.id).toMatch(/^[A-Za-z0-9]{32}$/);
    const token = await loginAs(t.app, 'writer@test.local', 'long-enough');
    const me = await t.app.inject({ method: 'GET', url: '/api/user/getuserbytoken', headers: auth(token) });
    expect(me.json().data).toMatchObject({
      name: '李雷',
      type: 'member',
      team_id: teamId,
      team_name: '医学事务部',
    });

    // A member is not an administrator.
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/teams'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: auth(token), payload: { name: 'x' } });
      expect(res.statusCode).toBe(403);
    }
  });

  it('refuses a duplicate email with 409 and the account-exists code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: auth(t.admin.token),
      payload: {
        email: ADMIN_EMAIL,
        name: 'Dup',
        password: 'long-enough',
        team_id: 'x'.repeat(32),
        role: 'member',
      },
    });
    // The team does not exist: 404 comes first; with a real team the email conflict answers 409.
    expect(res.statusCode).toBe(404);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/getuserbytoken',
      headers: auth(t.admin.token),
    });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: auth(t.admin.token),
      payload: {
        email: ADMIN_EMAIL,
        name: 'Dup',
        password: 'long-enough',
        team_id: me.json().data.team_id,
        role: 'member',
      },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe(170002);
  });

  it('rejects invalid user fields with 400 and writes nothing', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth(t.admin.token) })
    ).json().data.data.length;
    for (const payload of [
      { email: 'not-an-email', name: 'A', password: 'long-enough', team_id: 't', role: 'member' },
      { email: 'a@b.co', name: 'A', password: 'short', team_id: 't', role: 'member' },
      { email: 'a@b.co', name: 'A', password: 'long-enough', team_id: 't', role: 'owner' },
      { email: 'a@b.co', name: '', password: 'long-enough', team_id: 't', role: 'member' },
      {
        email: "x'; DROP TABLE users; --@b.co",
        name: 'A',
        password: 'long-enough',
        team_id: 't',
        role: 'member',
      },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: auth(t.admin.token),
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth(t.admin.token) })
    ).json().data.data.length;
    expect(after).toBe(before);
  });

  it('keeps team administrators inside their own team', async () => {
    const a = await createTeamWithAdmin(t, 'Team Alpha');
    const b = await createTeamWithAdmin(t, 'Team Beta');
    // Only the first administrator creates teams.
    const team = await t.app.inject({
      method: 'POST',
      url: '/api/admin/teams',
      headers: auth(a.token),
      payload: { name: 'x' },
    });
    expect(team.statusCode).toBe(403);
    // A foreign team id reads as missing.
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: auth(a.token),
      payload: {
        email: 'spy@test.local',
        name: 'Spy',
        password: 'long-enough',
        team_id: b.teamId,
        role: 'admin',
      },
    });
    expect(foreign.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth(a.token) });
    const rows = list.json().data.data as { team_id: string; email: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.team_id === a.teamId)).toBe(true);
    const ownTeams = await t.app.inject({ method: 'GET', url: '/api/admin/teams', headers: auth(a.token) });
    expect(ownTeams.json().data.data).toEqual([
      { id: a.teamId, name: 'Team Alpha', company_template: false, closing_contact: '' },
    ]);
    const allTeams = await t.app.inject({
      method: 'GET',
      url: '/api/admin/teams',
      headers: auth(t.admin.token),
    });
    const teamIds = (allTeams.json().data.data as { id: string }[]).map((x) => x.id);
    expect(teamIds).toEqual(expect.arrayContaining([a.teamId, b.teamId]));
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth(t.admin.token) });
    const teams = new Set((all.json().data.data as { team_id: string }[]).map((r) => r.team_id));
    expect(teams.has(a.teamId) && teams.has(b.teamId)).toBe(true);
  });
});

describe('system routes', () => {
  it('reports health, the database kind and the engine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({
      code: 200,
      msg: 'success',
      data: {
        status: 'ok',
        db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
        engine: 'offline',
        web_search: false,
      },
    });
  });

  it('serves an OpenAPI document that lists the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login/account', '/api/user/getuserbytoken']),
    );
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(0);
  });
});
