import { randomBytes } from 'node:crypto';
import { type LoginSalt, signAccountLogin } from '@prowrite/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/test-app';

const nonce = () => randomBytes(16).toString('base64url');

describe('signed account login (password hash + timestamp)', () => {
  let t: TestApp;
  const salt = async (account: string): Promise<LoginSalt> =>
    (
      await t.app.inject({ method: 'GET', url: `/api/login/salt?account=${encodeURIComponent(account)}` })
    ).json().data;
  const post = (payload: object, ip = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/login/account', payload, remoteAddress: ip });
  const sign = async (account: string, password: string, timestamp = Date.now()) =>
    signAccountLogin({ account, password, salt: await salt(account), timestamp, nonce: nonce() });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('logs in without sending the password', async () => {
    const body = await sign(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(JSON.stringify(body)).not.toContain(ADMIN_PASSWORD);
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe(ADMIN_EMAIL);
  });

  it('a replayed request fails, even within the time window', async () => {
    const body = await sign(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await post(body)).statusCode).toBe(200);
    const replay = await post(body, '10.0.0.99');
    expect(replay.statusCode).toBe(401);
    expect(replay.json().msg).toMatch(/already used/);
  });

  it('a request older than the window fails (a captured one cannot wait for the nonce to be forgotten)', async () => {
    const body = await sign(ADMIN_EMAIL, ADMIN_PASSWORD, Date.now() - 6 * 60_000);
    const res = await post(body);
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toMatch(/too old or the device clock is off/);
    const future = await post(await sign(ADMIN_EMAIL, ADMIN_PASSWORD, Date.now() + 6 * 60_000));
    expect(future.statusCode).toBe(401);
  });

  it('a changed timestamp, nonce or account breaks the signature', async () => {
    const body = await sign(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await post({ ...body, timestamp: body.timestamp + 1 })).statusCode).toBe(401);
    expect((await post({ ...body, nonce: nonce() })).statusCode).toBe(401);
    const wrong = await post(await sign(ADMIN_EMAIL, 'not-the-password'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().msg).toBe('Wrong account or password');
  });

  it('an unknown account gets a stable made-up salt shaped like a real one', async () => {
    const real = await salt(ADMIN_EMAIL);
    const a = await salt('nobody@example.com');
    const b = await salt('NOBODY@example.com ');
    expect(a).toEqual(b);
    expect(Object.keys(a).sort()).toEqual(Object.keys(real).sort());
    expect(Buffer.from(a.salt, 'base64')).toHaveLength(Buffer.from(real.salt, 'base64').length);
    expect(a.salt).not.toBe((await salt('other@example.com')).salt);
    const res = await post(await sign('nobody@example.com', 'whatever-1'));
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('Wrong account or password');
  });

  it('refuses malformed signed bodies with a message naming the field', async () => {
    const body = await sign(ADMIN_EMAIL, ADMIN_PASSWORD);
    const short = await post({ ...body, nonce: 'abc' });
    expect(short.statusCode).toBe(400);
    const hex = await post({ ...body, password_hash: 'zz' });
    expect(hex.statusCode).toBe(400);
  });

  it('failed signed logins count toward the login throttle', async () => {
    const ip = '10.7.7.7';
    let last = 0;
    for (let i = 0; i < 6; i++)
      last = (await post(await sign(ADMIN_EMAIL, `wrong-${i}-pass`), ip)).statusCode;
    expect(last).toBe(429);
  });
});
