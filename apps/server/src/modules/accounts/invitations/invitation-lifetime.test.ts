import { ErrorCode } from '@prowrite/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { waitFor } from '../../../test/wait-for';
import { expiryText } from './invitations.service';

describe('invitation lifetime from INVITATION_TTL_SECONDS', () => {
  let t: TestApp;
  const as = (token: string) => ({ 'access-token': token });

  beforeAll(async () => {
    // No SMTP_URL: the invitation goes to the development outbox, where its text is read back.
    t = await createTestApp({ INVITATION_TTL_SECONDS: '2' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('expires_at and the message follow the setting; once past it the invite answers 170006', async () => {
    const before = Math.floor(Date.now() / 1000);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: as(t.admin.token),
      payload: { channel: 'email', email: 'brief@example.com', role: 'viewer' },
    });
    expect(created.statusCode).toBe(200);
    const { sid, expires_at, delivered_by } = created.json().data.data;
    expect(delivered_by).toBe('dev-outbox');
    expect(expires_at - before).toBeGreaterThanOrEqual(1);
    expect(expires_at - before).toBeLessThanOrEqual(3);
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dev-outbox',
      headers: as(t.admin.token),
    });
    expect(outbox.json().data.data[0].text).toContain('It expires in 2 seconds.');

    expect((await t.app.inject({ method: 'GET', url: `/invite/info?sid=${sid}` })).statusCode).toBe(200);
    await waitFor(
      async () =>
        (await t.app.inject({ method: 'GET', url: `/invite/info?sid=${sid}` })).json().code ===
        ErrorCode.inviteExpired,
      { timeoutMs: 5000, intervalMs: 200, what: 'the invitation to expire' },
    );
    const late = await t.app.inject({ method: 'GET', url: `/invite/info?sid=${sid}` });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: ErrorCode.inviteExpired, msg: 'This invitation has expired' });
  });

  it('the setting defaults to 7 days and refuses values outside 1 second .. 90 days', () => {
    expect(loadConfig({}).invitationTtlSeconds).toBe(7 * 86400);
    expect(loadConfig({ INVITATION_TTL_SECONDS: '3600' }).invitationTtlSeconds).toBe(3600);
    for (const bad of ['0', '-5', '1.5', 'week', String(91 * 86400)]) {
      expect(() => loadConfig({ INVITATION_TTL_SECONDS: bad })).toThrow(/INVITATION_TTL_SECONDS/);
    }
  });

  it('names the lifetime in the largest whole unit', () => {
    expect(expiryText(7 * 86400)).toBe('in 7 days');
    expect(expiryText(86400)).toBe('in 1 day');
    expect(expiryText(3 * 3600)).toBe('in 3 hours');
    expect(expiryText(90 * 60)).toBe('in 90 minutes');
    expect(expiryText(61)).toBe('in 61 seconds');
  });
});
