import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../test/test-app';
import { PUBLIC_EXPORTS_PER_LINK } from '../modules/export/public-export-limits';
import { sampleSlides, seedWork } from '../modules/export/testing/export-test-kit';
import { publishWork } from '../modules/works/testing/works-test-kit';

/**
 * Two application instances on ONE database (as two API processes behind a balancer): the login throttle and
 * the public export limits count once, whichever instance a request reaches.
 */
describe('rate limits shared by two app instances', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    second = (await buildApp(t.config, t.database)).app;
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });
  const apps = () => [t.app, second];

  it('locks an account at an address after 5 failures spread over both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await apps()[i % 2]!.inject({
        method: 'POST',
        url: '/api/login/account',
        remoteAddress: '198.51.100.77',
        payload: { account: ADMIN_EMAIL, password: 'wrong-password' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('counts a shared link’s exports once across both instances', async () => {
    const deck = await seedWork(t, t.admin.token, { slides: sampleSlides(1), name: 'Shared deck' });
    const link = await publishWork(t, t.admin.token, deck);
    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC_EXPORTS_PER_LINK; i++) {
      const res = await apps()[i % 2]!.inject({
        method: 'POST',
        url: '/api/prowrite/v1/public/export',
        remoteAddress: `203.0.113.${i}`,
        payload: { ppt_id: link.ppt_id, reportId: link.reportId, type: 'PPT', title: 'Shared' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, PUBLIC_EXPORTS_PER_LINK).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
