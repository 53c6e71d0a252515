import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/test-app';

/** A new member of `adminToken`'s team (made by its administrator, then signed in): the member's token. */
export async function addTeamMember(
  t: TestApp,
  adminToken: string,
  member: { email: string; name: string; password?: string },
): Promise<string> {
  const password = member.password ?? 'password-123';
  const me = await t.app.inject({ url: '/api/user/getuserbytoken', headers: { 'access-token': adminToken } });
  expect(me.statusCode, me.body).toBe(200);
  const data = me.json().data;
  // The session answer nests the user (older shape: the user itself).
  const teamId = (data.user ?? data).team_id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: { 'access-token': adminToken },
    payload: { email: member.email, name: member.name, password, team_id: teamId, role: 'member' },
  });
  expect(created.statusCode, created.body).toBe(200);
  return loginAs(t.app, member.email, password);
}
