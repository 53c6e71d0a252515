import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Account = { id: string; email: string; password: string; token: string };

const call = (t: TestApp, token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { 'access-token': token },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function teamNamed(t: TestApp, name: string): Promise<string> {
  const res = await call(t, t.admin.token, 'POST', '/api/admin/teams', { name });
  expect(res.statusCode).toBe(200);
  return res.json().data.data.id as string;
}

async function account(t: TestApp, teamId: string, email: string): Promise<Account> {
  const password = 'password-123';
  const res = await call(t, t.admin.token, 'POST', '/api/admin/users', {
    email,
    name: email.split('@')[0],
    password,
    team_id: teamId,
    role: 'member',
  });
  expect(res.statusCode).toBe(200);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login/account',
    payload: { account: email, password },
  });
  return { id: res.json().data.data.id, email, password, token: login.json().data.access_token };
}

const me = async (t: TestApp, token: string) => call(t, token, 'GET', '/api/user/getuserbytoken');

describe('account switch', () => {
  let t: TestApp;
  let work: Account;
  let home: Account;
  let stranger: Account;

  beforeAll(async () => {
    t = await createTestApp();
    work = await account(t, await teamNamed(t, 'Work team'), 'ann@work.example');
    home = await account(t, await teamNamed(t, 'Home team'), 'ann@home.example');
    stranger = await account(t, await teamNamed(t, 'Other team'), 'bob@other.example');
  });
  afterAll(async () => t.close());

  it('lists only the caller until another account is linked by its password', async () => {
    const alone = await call(t, work.token, 'GET', '/api/account/switchlist');
    expect(alone.statusCode).toBe(200);
    expect(alone.json().data.data).toEqual([
      {
        id: work.id,
        name: 'ann',
        masked_account: 'ann***@work.example',
        team_id: expect.any(String),
        team_name: 'Work team',
        type: 'member',
        current: true,
      },
    ]);
    const linked = await call(t, work.token, 'POST', '/api/account/link', {
      account: home.email,
      password: home.password,
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data.data.map((a: { id: string; current: boolean }) => [a.id, a.current])).toEqual([
      [home.id, false],
      [work.id, true],
    ]);
    // The link holds both ways: the other account lists this one.
    const fromHome = await call(t, home.token, 'GET', '/api/account/switchlist');
    expect(
      fromHome
        .json()
        .data.data.map((a: { id: string }) => a.id)
        .sort(),
    ).toEqual([home.id, work.id].sort());
  });

  it('switches to a linked account with a new session and ends the old one', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/account',
      payload: { account: work.email, password: work.password },
    });
    const token = login.json().data.access_token as string;
    const res = await call(t, token, 'POST', '/api/account/switch', { user_id: home.id });
    expect(res.statusCode).toBe(200);
    const next = res.json().data;
    expect(next.user).toMatchObject({ id: home.id, team_name: 'Home team' });
    expect(next.access_token).not.toBe(token);
    expect((await me(t, next.access_token)).json().data.id).toBe(home.id);
    expect((await me(t, token)).statusCode).toBe(401);
  });

  it('cannot jump to an account that is not linked, exists or not, or to itself', async () => {
    for (const user_id of [stranger.id, 'doesnotexist', work.id]) {
      const res = await call(t, work.token, 'POST', '/api/account/switch', { user_id });
      expect(res.statusCode, user_id).toBe(404);
    }
    // The stranger cannot switch into the linked pair either.
    expect(
      (await call(t, stranger.token, 'POST', '/api/account/switch', { user_id: work.id })).statusCode,
    ).toBe(404);
    expect((await me(t, work.token)).json().data.id).toBe(work.id);
  });

  it('links only with the right password, and the login throttle counts the guesses', async () => {
    const wrong = await call(t, stranger.token, 'POST', '/api/account/link', {
      account: work.email,
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
    const self = await call(t, stranger.token, 'POST', '/api/account/link', {
      account: stranger.email,
      password: stranger.password,
    });
    expect(self.statusCode).toBe(400);
    const list = await call(t, stranger.token, 'GET', '/api/account/switchlist');
    expect(list.json().data.data).toHaveLength(1);
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i++) {
      last = (
        await call(t, stranger.token, 'POST', '/api/account/link', {
          account: work.email,
          password: `guess-${i}`,
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('unlinks; the switch then refuses', async () => {
    const a = await account(t, await teamNamed(t, 'Team A'), 'cy@a.example');
    const b = await account(t, await teamNamed(t, 'Team B'), 'cy@b.example');
    await call(t, a.token, 'POST', '/api/account/link', { account: b.email, password: b.password });
    expect((await call(t, b.token, 'DELETE', `/api/account/link/${a.id}`)).statusCode).toBe(200);
    expect((await call(t, a.token, 'POST', '/api/account/switch', { user_id: b.id })).statusCode).toBe(404);
    expect((await call(t, a.token, 'DELETE', `/api/account/link/${b.id}`)).statusCode).toBe(404);
  });

  it('needs a session: none is 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/switchlist' });
    expect(res.statusCode).toBe(401);
    const sw = await t.app.inject({
      method: 'POST',
      url: '/api/account/switch',
      payload: { user_id: home.id },
    });
    expect(sw.statusCode).toBe(401);
  });

  it.each([
    ['missing user_id', {}],
    ['unknown field', { user_id: 'abc', extra: 1 }],
    ['NUL', { user_id: 'ab\u0000c' }],
    ['lone surrogate', { user_id: '\ud800' }],
    ['too large', { user_id: 'a'.repeat(100_000) }],
    ['not a string', { user_id: 12 }],
    ['path characters', { user_id: '../x' }],
  ])('refuses a switch with %s as 400', async (_, payload) => {
    const res = await call(t, home.token, 'POST', '/api/account/switch', payload);
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['missing password', { account: 'ann@home.example' }],
    ['missing account', { password: 'x' }],
    ['NUL', { account: 'a\u0000b', password: 'x' }],
    ['lone surrogate', { account: '\udc00', password: 'x' }],
    ['too large', { account: 'a'.repeat(300), password: 'x' }],
  ])('refuses a link with %s as 400', async (_, payload) => {
    const res = await call(t, home.token, 'POST', '/api/account/link', payload);
    expect(res.statusCode).toBe(400);
  });

  it('refuses malformed JSON and a bad unlink id without a 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/switch',
      headers: { 'access-token': home.token, 'content-type': 'application/json' },
      payload: '{"user_id":',
    });
    expect(res.statusCode).toBe(400);
    expect((await call(t, home.token, 'DELETE', '/api/account/link/%00')).statusCode).toBe(400);
    expect((await call(t, home.token, 'DELETE', '/api/account/link/a%2Fb')).statusCode).toBe(400);
  });
});
