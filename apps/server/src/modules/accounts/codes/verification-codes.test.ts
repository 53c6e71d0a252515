import { ErrorCode } from '@prowrite/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../../../db/schema';
import { captureLog } from '../../../test/log-capture';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { codeInMail, startSmtpTestServer } from './testing/smtp-test-server';
import { codeInSms, startSmsTestServer } from './testing/sms-test-server';

type Inject = { ip?: string };
const send = (t: TestApp, payload: Record<string, unknown>, o: Inject = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/password/send/code',
    payload,
    remoteAddress: o.ip ?? '127.0.0.1',
  });
const codeLogin = (t: TestApp, payload: Record<string, unknown>, o: Inject = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login/code', payload, remoteAddress: o.ip ?? '127.0.0.1' });

async function addUser(t: TestApp, email: string, phone?: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: { 'access-token': t.admin.token },
    payload: { email, name: 'Ann', password: 'password-123', team_id: await teamId(t), role: 'member' },
  });
  expect(res.statusCode).toBe(200);
  if (phone)
    await t.database.db.update(users).set({ phone, countryCode: '86' }).where(eq(users.email, email));
}

async function teamId(t: TestApp): Promise<string> {
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/user/getuserbytoken',
    headers: { 'access-token': t.admin.token },
  });
  return me.json().data.team_id as string;
}

describe('codes by email through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let t: TestApp;
  const log = captureLog();

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp(
      { SMTP_URL: smtp.url, MAIL_FROM: 'Prowrite <codes@prowrite.test>', LOG_LEVEL: 'debug' },
      { logStream: log.stream },
    );
    await addUser(t, 'ann@example.com');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends a 6-digit code that logs in once, and never logs it', async () => {
    const before = smtp.mails.length;
    const res = await send(t, { channel: 'email', purpose: 'login', email: ' Ann@Example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      channel: 'email',
      masked_address: 'ann***@example.com',
      expires_in: 600,
      resend_after: 60,
    });
    expect(smtp.mails.length).toBe(before + 1);
    const mail = smtp.mails.at(-1)!;
    expect(mail.to).toEqual(['ann@example.com']);
    expect(mail.from).toBe('codes@prowrite.test');
    const code = codeInMail(mail);

    const ok = await codeLogin(t, { channel: 'email', email: 'ann@example.com', code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.email).toBe('ann@example.com');
    const again = await codeLogin(t, { channel: 'email', email: 'ann@example.com', code });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe(ErrorCode.verificationFailed);

    expect(log.text()).not.toContain(code);
    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.address, 'ann@example.com'));
    expect(row?.codeHash).not.toContain(code);
  });

  it('asks the same client to wait before another code (resend limit)', async () => {
    const first = await send(
      t,
      { channel: 'email', purpose: 'login', email: 'ann@example.com' },
      { ip: '10.1.1.1' },
    );
    expect(first.statusCode).toBe(200);
    const second = await send(
      t,
      { channel: 'email', purpose: 'login', email: 'ann@example.com' },
      { ip: '10.1.1.1' },
    );
    expect(second.statusCode).toBe(429);
    expect(second.json().msg).toMatch(/try again in \d+ s/);
  });

  it('a code dies after 5 wrong tries, and the right code then fails too', async () => {
    await send(t, { channel: 'email', purpose: 'login', email: 'ann@example.com' }, { ip: '10.2.2.2' });
    const code = codeInMail(smtp.mails.at(-1)!);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await codeLogin(
        t,
        { channel: 'email', email: 'ann@example.com', code: wrong },
        { ip: '10.2.2.2' },
      );
      expect(res.json().code).toBe(ErrorCode.verificationFailed);
    }
    const right = await codeLogin(
      t,
      { channel: 'email', email: 'ann@example.com', code },
      { ip: '10.2.2.2' },
    );
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe(ErrorCode.verificationFailed);
  });

  it('an expired code fails; a newer code replaces the older one', async () => {
    await send(t, { channel: 'email', purpose: 'login', email: 'ann@example.com' }, { ip: '10.3.3.1' });
    const old = codeInMail(smtp.mails.at(-1)!);
    await send(t, { channel: 'email', purpose: 'login', email: 'ann@example.com' }, { ip: '10.3.3.2' });
    const fresh = codeInMail(smtp.mails.at(-1)!);
    if (old !== fresh) {
      const res = await codeLogin(t, { channel: 'email', email: 'ann@example.com', code: old });
      expect(res.json().code).toBe(ErrorCode.verificationFailed);
    }
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.address, 'ann@example.com'));
    const expired = await codeLogin(t, { channel: 'email', email: 'ann@example.com', code: fresh });
    expect(expired.json().code).toBe(ErrorCode.verificationFailed);
  });

  it('a code for one purpose does not open another', async () => {
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: { 'access-token': t.admin.token },
      payload: { channel: 'email', email: 'zed@example.com' },
    });
    const sid = invite.json().data.data.sid as string;
    await send(
      t,
      { channel: 'email', purpose: 'signup', email: 'zed@example.com', register_code: sid },
      { ip: '10.4.4.4' },
    );
    const code = codeInMail(smtp.mails.at(-1)!);
    await addUser(t, 'zed@example.com');
    const res = await codeLogin(t, { channel: 'email', email: 'zed@example.com', code });
    expect(res.json().code).toBe(ErrorCode.verificationFailed);
  });

  it('a login code for an address without an account answers the same and sends nothing', async () => {
    const before = smtp.mails.length;
    const res = await send(t, { channel: 'email', purpose: 'login', email: 'nobody@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.masked_address).toBe('nob***@example.com');
    expect(smtp.mails.length).toBe(before);
  });

  it('a sign-up code for an existing account answers 170002', async () => {
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: { 'access-token': t.admin.token },
      payload: { channel: 'email', email: 'amy@example.com' },
    });
    await addUser(t, 'amy@example.com');
    const sid = invite.json().data.data.sid as string;
    const res = await send(t, {
      channel: 'email',
      purpose: 'signup',
      email: 'amy@example.com',
      register_code: sid,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(ErrorCode.accountExists);
  });

  it('a mailbox the server refuses is a clear 502, and the user may retry at once', async () => {
    await addUser(t, 'bob@example.com');
    smtp.rejectNext();
    const res = await send(
      t,
      { channel: 'email', purpose: 'login', email: 'bob@example.com' },
      { ip: '10.5.5.5' },
    );
    expect(res.statusCode).toBe(502);
    expect(res.json().msg).toMatch(/could not be sent/);
    const retry = await send(
      t,
      { channel: 'email', purpose: 'login', email: 'bob@example.com' },
      { ip: '10.5.5.5' },
    );
    expect(retry.statusCode).toBe(200);
  });

  it('refuses malformed input with a message naming the field', async () => {
    const badEmail = await send(t, { channel: 'email', purpose: 'login', email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().msg).toMatch(/email/);
    const badCode = await codeLogin(t, { channel: 'email', email: 'ann@example.com', code: '12ab56' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().msg).toMatch(/6 digits/);
    const badPurpose = await send(t, { channel: 'email', purpose: 'reset', email: 'ann@example.com' });
    expect(badPurpose.statusCode).toBe(400);
  });
});

describe('guessing limits', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
    await addUser(t, 'carol@example.com');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('a guesser at one address is stopped, and cannot lock the owner out', async () => {
    const attacker = '203.0.113.9';
    const policy = t.services.accountFlows.codes.throttle.policy;
    let last = 0;
    for (let i = 0; i <= policy.failuresPerClient; i++) {
      const res = await codeLogin(
        t,
        { channel: 'email', email: 'carol@example.com', code: '999999' },
        { ip: attacker },
      );
      last = res.statusCode;
    }
    expect(last).toBe(429);
    // The owner, elsewhere, asks for a code and logs in.
    const owner = '198.51.100.7';
    expect(
      (await send(t, { channel: 'email', purpose: 'login', email: 'carol@example.com' }, { ip: owner }))
        .statusCode,
    ).toBe(200);
    const code = codeInMail(smtp.mails.at(-1)!);
    const res = await codeLogin(t, { channel: 'email', email: 'carol@example.com', code }, { ip: owner });
    expect(res.statusCode).toBe(200);
  });
});

describe('codes by SMS through an HTTP provider', () => {
  let sms: Awaited<ReturnType<typeof startSmsTestServer>>;
  let t: TestApp;

  beforeAll(async () => {
    sms = await startSmsTestServer();
    t = await createTestApp({ SMS_PROVIDER_URL: sms.url, SMS_TIMEOUT_MS: '300' });
    await addUser(t, 'dan@example.com', '+8613812341234');
  });
  afterEach(() => sms.setMode('ok'));
  afterAll(async () => {
    await t.close();
    await sms.close();
  });

  it('posts {to, text} in E.164 and the code logs in (method sms)', async () => {
    const res = await send(t, {
      channel: 'sms',
      purpose: 'login',
      country_code: '+86',
      mobile: '138 1234-1234',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.masked_address).toBe('138****1234');
    const msg = sms.received.at(-1)!;
    expect(msg.to).toBe('+8613812341234');
    expect(msg.contentType).toBe('application/json');
    const login = await codeLogin(t, {
      channel: 'sms',
      country_code: '86',
      mobile: '13812341234',
      code: codeInSms(msg),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.email).toBe('dan@example.com');
  });

  it('a provider 5xx is a 502; the code is not left live and the user may retry at once', async () => {
    sms.setMode('fail');
    const failed = await send(
      t,
      { channel: 'sms', purpose: 'login', mobile: '13812341234' },
      { ip: '10.9.0.1' },
    );
    expect(failed.statusCode).toBe(502);
    expect(failed.json().msg).toMatch(/HTTP 503/);
    sms.setMode('ok');
    const retry = await send(
      t,
      { channel: 'sms', purpose: 'login', mobile: '13812341234' },
      { ip: '10.9.0.1' },
    );
    expect(retry.statusCode).toBe(200);
  });

  it('a provider that does not answer times out as a 502', async () => {
    sms.setMode('hang');
    const res = await send(
      t,
      { channel: 'sms', purpose: 'login', mobile: '13812341234' },
      { ip: '10.9.0.2' },
    );
    expect(res.statusCode).toBe(502);
    expect(res.json().msg).toMatch(/did not answer in time/);
  });

  it('checks the number against its country pattern', async () => {
    const mainland = await send(t, {
      channel: 'sms',
      purpose: 'login',
      country_code: '86',
      mobile: '12812341234',
    });
    expect(mainland.statusCode).toBe(400);
    expect(mainland.json().msg).toMatch(/not a valid mobile number for \+86/);
    const us = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: { 'access-token': t.admin.token },
      payload: { channel: 'sms', country_code: '1', mobile: '(415) 555-2671' },
    });
    expect(us.statusCode).toBe(200);
    expect(sms.received.at(-1)!.to).toBe('+14155552671');
    const country = await send(t, {
      channel: 'sms',
      purpose: 'login',
      country_code: 'abc',
      mobile: '13812341234',
    });
    expect(country.statusCode).toBe(400);
    expect(country.json().msg).toMatch(/country_code/);
  });
});

describe('without a provider: the development outbox', () => {
  let t: TestApp;
  const log = captureLog();

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: log.stream });
    await addUser(t, 'eve@example.com');
  });
  afterAll(async () => t.close());

  it('keeps the message for the first administrator; the log says so without the code', async () => {
    const res = await send(t, { channel: 'email', purpose: 'login', email: 'eve@example.com' });
    expect(res.statusCode).toBe(200);
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dev-outbox',
      headers: { 'access-token': t.admin.token },
    });
    expect(outbox.statusCode).toBe(200);
    const entry = outbox.json().data.data[0];
    expect(entry.address).toBe('eve@example.com');
    const code = /code is (\d{6})/.exec(entry.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(log.text()).toContain('development outbox (no SMTP_URL configured)');
    expect(log.text()).not.toContain(code!);
    const login = await codeLogin(t, { channel: 'email', email: 'eve@example.com', code });
    expect(login.statusCode).toBe(200);
  });

  it('a member cannot read the outbox', async () => {
    const member = await t.app.inject({
      method: 'POST',
      url: '/api/login/account',
      payload: { account: 'eve@example.com', password: 'password-123' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dev-outbox',
      headers: { 'access-token': member.json().data.access_token },
    });
    expect(res.statusCode).toBe(403);
  });
});
