import { type APIRequestContext, expect } from '@playwright/test';
import type { DevOutboxEntry } from '@prowrite/contracts';

/**
 * Messages the e2e server could not send (it runs without SMTP_URL / SMS_PROVIDER_URL, so codes and
 * invitations go to the development outbox), read as the first administrator reads them: GET
 * /api/admin/dev-outbox. Nothing here exists only for tests.
 */
async function outbox(api: APIRequestContext, adminToken: string): Promise<DevOutboxEntry[]> {
  const res = await api.get('/api/admin/dev-outbox?limit=50', { headers: { 'Access-Token': adminToken } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { data: DevOutboxEntry[] } }).data.data;
}

/** Waits for the newest message to `address` whose text matches `pattern`; answers the first group. */
export async function readFromOutbox(
  api: APIRequestContext,
  adminToken: string,
  address: string,
  pattern: RegExp,
): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const entry = (await outbox(api, adminToken)).find(
          (e) => e.address === address.toLowerCase() && pattern.test(e.text),
        );
        found = entry ? (pattern.exec(entry.text)?.[1] ?? '') : '';
        return found;
      },
      { timeout: 10_000, intervals: [100, 250, 500] },
    )
    .not.toBe('');
  return found;
}

export const INVITE_CODE = /invite code is ([A-Za-z0-9_-]{43})/;
export const VERIFICATION_CODE = /verification code is (\d{6})/;

/** Invites `address` into the admin's team with `role` (POST /api/admin/invitations); answers the invite code. */
export async function inviteByEmail(
  api: APIRequestContext,
  adminToken: string,
  address: string,
  role: 'admin' | 'member' | 'viewer',
): Promise<string> {
  const res = await api.post('/api/admin/invitations', {
    headers: { 'Access-Token': adminToken },
    data: { channel: 'email', email: address, role },
  });
  expect(res.status(), await res.text()).toBe(200);
  // The invitee's copy: the message in the outbox, as the invited person would read it in their mail.
  return readFromOutbox(api, adminToken, address, INVITE_CODE);
}
