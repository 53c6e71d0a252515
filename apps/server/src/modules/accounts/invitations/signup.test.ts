import { ErrorCode } from '@prowrite/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../../db/schema';
import { createTeamWithAdmin, createTestApp, loginAs, type TestApp } from '../../../test/test-app';
import { codeInMail, startSmtpTestServer } from '../codes/testing/smtp-test-server';
import { codeInSms, startSmsTestServer } from '../codes/testing/sms-test-server';

describe('invitations and sign-up (email through SMTP, phone through the SMS provider)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let sms: Awaited<ReturnType<typeof startSmsTestServer>>;
  let t: TestApp;
  const as = (token: string) => ({ 'access-token': token });
  const invite = (payload: object, token = t.admin.token) =>
    t.app.inject({ method: 'POST', url: '/api/admin/invitations', headers: as(token), payload });
  const info = (sid: string) => t.app.inject({ method: 'GET', url: `/invite/info?sid=${sid}` });
  const post = (url: string, payload: object, ip = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const sidIn = (text: string) => /invite code is ([A-Za-z0-9_-]{43})/.exec(text)?.[1];

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    sms = await startSmsTestServer();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      SMS_PROVIDER_URL: sms.url,
      PUBLIC_URL: 'https://prowrite.example.com',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await sms.close();
  });

  it('email: invite -> masked info -> code -> verify (improve flag 2) -> info step -> in the team', async () => {
    const created = await invite({ channel: 'email', email: 'New.Person@Example.com', role: 'member' });
    expect(created.statusCode).toBe(200);
    const { sid, masked_account, delivered_by } = created.json().data.data;
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(masked_account).toBe('new***@example.com');
    expect(delivered_by).toBe('smtp');
    const mail = smtp.mails.at(-1)!;
    expect(mail.to).toEqual(['new.person@example.com']);
    const body = mail.raw.replace(/=\r?\n/g, '');
    expect(sidIn(body)).toBe(sid);
    expect(body).toContain('https://prowrite.example.com/signup?sid=');

    const shown = await info(sid);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      account: 'new***@example.com',
      channel: 'email',
      user_name: 'Administrator',
      dept_name: 'Default team',
    });

    const sent = await post('/api/password/send/code', {
      channel: 'email',
      purpose: 'signup',
      email: 'new.person@example.com',
      register_code: sid,
    });
    expect(sent.statusCode).toBe(200);
    const code = codeInMail(smtp.mails.at(-1)!);
    const verified = await post('/api/signup/verify', {
      channel: 'email',
      email: 'new.person@example.com',
      code,
      register_code: sid,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.improve_flag).toBe(2);
    expect(verified.json().data.invite_info.dept_name).toBe('Default team');
    const ticket = verified.json().data.signup_ticket as string;

    const noTerms = await post('/api/signup/complete', {
      signup_ticket: ticket,
      name: 'New',
      password: 'password-123',
    });
    expect(noTerms.statusCode).toBe(400);
    const longName = await post('/api/signup/complete', {
      signup_ticket: ticket,
      name: 'x'.repeat(51),
      password: 'password-123',
      agree_terms: true,
    });
    expect(longName.json().msg).toMatch(/name has at most 50 characters/);

    const done = await post('/api/signup/complete', {
      signup_ticket: ticket,
      name: 'New Person',
      password: 'password-123',
      agree_terms: true,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.improve_flag).toBe(1);
    expect(done.json().data.user).toMatchObject({
      email: 'new.person@example.com',
      type: 'member',
      team_name: 'Default team',
    });

    // Single use: the code, the ticket and the invitation are spent.
    expect((await info(sid)).json().code).toBe(ErrorCode.inviteCodeInvalid);
    const again = await post('/api/signup/complete', {
      signup_ticket: ticket,
      name: 'Again',
      password: 'password-123',
      agree_terms: true,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe(ErrorCode.inviteCodeInvalid);
    expect(await loginAs(t.app, 'new.person@example.com', 'password-123')).toBeTruthy();
  });

  it('phone: the SMS provider gets the invitation and the code; the mainland number is masked 138****1234', async () => {
    const created = await invite({
      channel: 'sms',
      country_code: '+86',
      mobile: '138-1234-1234',
      role: 'admin',
    });
    expect(created.statusCode).toBe(200);
    const { sid } = created.json().data.data;
    expect(sms.received.at(-1)!.to).toBe('+8613812341234');
    expect(sidIn(sms.received.at(-1)!.text)).toBe(sid);
    expect((await info(sid)).json().data).toMatchObject({
      account: '138****1234',
      country_code: '86',
      channel: 'sms',
    });

    await post('/api/password/send/code', {
      channel: 'sms',
      purpose: 'signup',
      mobile: '13812341234',
      register_code: sid,
    });
    const code = codeInSms(sms.received.at(-1)!);
    const verified = await post('/api/signup/verify', {
      channel: 'sms',
      mobile: '13812341234',
      code,
      register_code: sid,
    });
    expect(verified.statusCode).toBe(200);
    const done = await post('/api/signup/complete', {
      signup_ticket: verified.json().data.signup_ticket,
      name: 'Phone User',
      password: 'password-456',
      agree_terms: true,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.user).toMatchObject({ email: '', type: 'admin' });
    // The new phone user logs in by SMS code.
    await post(
      '/api/password/send/code',
      { channel: 'sms', purpose: 'login', mobile: '13812341234' },
      '10.3.0.1',
    );
    const login = await post(
      '/api/login/code',
      { channel: 'sms', mobile: '13812341234', code: codeInSms(sms.received.at(-1)!) },
      '10.3.0.1',
    );
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.name).toBe('Phone User');
  });

  it('answers the spec codes: 170006 expired, 170013 unknown, 170014 another address, 170008 wrong code, 170002 exists', async () => {
    const { sid } = (await invite({ channel: 'email', email: 'late@example.com' })).json().data.data;
    const unknown = await info('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(ErrorCode.inviteCodeInvalid);

    const other = await post('/api/password/send/code', {
      channel: 'email',
      purpose: 'signup',
      email: 'someone.else@example.com',
      register_code: sid,
    });
    expect(other.json().code).toBe(ErrorCode.inviteAddressMismatch);
    expect(other.json().msg).toContain('lat***@example.com');
    const noCode = await post('/api/password/send/code', {
      channel: 'email',
      purpose: 'signup',
      email: 'late@example.com',
    });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().msg).toMatch(/register_code/);

    await post('/api/password/send/code', {
      channel: 'email',
      purpose: 'signup',
      email: 'late@example.com',
      register_code: sid,
    });
    const real = codeInMail(smtp.mails.at(-1)!);
    const wrong = await post('/api/signup/verify', {
      channel: 'email',
      email: 'late@example.com',
      code: real === '123456' ? '654321' : '123456',
      register_code: sid,
    });
    expect(wrong.json().code).toBe(ErrorCode.verificationFailed);

    const forged = await post('/api/signup/complete', {
      signup_ticket: 'eyJ9.forged',
      name: 'X',
      password: 'password-123',
      agree_terms: true,
    });
    expect(forged.json().code).toBe(ErrorCode.verificationFailed);

    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.address, 'late@example.com'));
    const expired = await info(sid);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe(ErrorCode.inviteExpired);

    const exists = await invite({ channel: 'email', email: t.admin.email });
    expect(exists.json().code).toBe(ErrorCode.accountExists);
  });

  it('two completions racing on one invitation: exactly one account', async () => {
    const { sid } = (await invite({ channel: 'email', email: 'race@example.com' })).json().data.data;
    await post('/api/password/send/code', {
      channel: 'email',
      purpose: 'signup',
      email: 'race@example.com',
      register_code: sid,
    });
    const code = codeInMail(smtp.mails.at(-1)!);
    const verified = await post('/api/signup/verify', {
      channel: 'email',
      email: 'race@example.com',
      code,
      register_code: sid,
    });
    const ticket = verified.json().data.signup_ticket;
    const answers = await Promise.all(
      [1, 2, 3].map((i) =>
        post('/api/signup/complete', {
          signup_ticket: ticket,
          name: `R${i}`,
          password: 'password-123',
          agree_terms: true,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect([ErrorCode.inviteCodeInvalid, ErrorCode.accountExists]).toContain(a.json().code);
    }
  });

  it('members cannot invite; a team administrator invites into its own team only', async () => {
    const other = await createTeamWithAdmin(t, 'Othercorp');
    const foreign = await invite({ channel: 'email', email: 'x1@example.com', team_id: 'nope' }, other.token);
    expect(foreign.statusCode).toBe(404);
    const own = await invite({ channel: 'email', email: 'x2@example.com' }, other.token);
    expect(own.statusCode).toBe(200);
    expect((await info(own.json().data.data.sid)).json().data.dept_name).toBe('Othercorp');
    const newcomer = await post('/api/password/send/code', {
      channel: 'email',
      purpose: 'signup',
      email: 'x2@example.com',
      register_code: own.json().data.data.sid,
    });
    expect(newcomer.statusCode).toBe(200);
    const memberToken = await loginAs(t.app, 'new.person@example.com', 'password-123');
    expect((await invite({ channel: 'email', email: 'x3@example.com' }, memberToken)).statusCode).toBe(403);
  });
});
