import { expect } from 'vitest';
import type { TestApp } from '../../../../test/test-app';

export type Trial = { token: string; userId: string; teamId: string; expiresAt: number };

/**
 * A visitor of the medical trial page: a temporary user. Each caller passes its own `remoteAddress` (one
 * network block per trial), since the trial start is limited per block.
 */
export async function startTrial(t: TestApp, remoteAddress: string): Promise<Trial> {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/temp-medical-token', remoteAddress });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data;
  return {
    token: data.access_token,
    userId: data.user.id,
    teamId: data.user.team_id,
    expiresAt: data.expires_at * 1000,
  };
}
