import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { RateLimits } from '../rate-limits/rate-limits.service';
import { publishWork } from '../works/testing/works-test-kit';
import { postExport, sampleSlides, seedWork } from './testing/export-test-kit';
import {
  PUBLIC_EXPORTS_PER_LINK,
  PublicExportLimits,
  type PublicExportLimitOptions,
} from './public-export-limits';

const URL = '/api/prowrite/v1/public/export';

/** Rate limits of the logged-out export, through the route (PPT needs no Chromium). */
describe('public export rate limits', () => {
  let t: TestApp;
  let now = Date.now();
  const links: { ppt_id: string; reportId: string }[] = [];

  const publicExport = (link: { ppt_id: string; reportId: string }, remoteAddress = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: URL,
      remoteAddress,
      payload: { ...link, type: 'PPT', title: 'Shared' },
    });

  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 2; i++) {
      const deck = await seedWork(t, t.admin.token, { slides: sampleSlides(1), name: `Deck ${i}` });
      const { ppt_id, reportId } = await publishWork(t, t.admin.token, deck);
      links.push({ ppt_id, reportId });
    }
  });
  afterAll(async () => t?.close());
  // Each case starts past every window of the one before (the counters live in the database).
  beforeEach(() => {
    now += 60 * 60_000;
  });
  const limitsWith = (options: PublicExportLimitOptions = {}) =>
    new PublicExportLimits(new RateLimits(t.database.db, () => now), options);

  it('answers 429 past the per-link limit, leaves other links alone, and frees the link after the window', async () => {
    t.services.exports.exports.publicLimits = limitsWith();
    const [a, b] = [links[0]!, links[1]!];
    for (let i = 0; i < PUBLIC_EXPORTS_PER_LINK; i++) {
      const res = await publicExport(a, `198.51.100.${i}`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    }
    const limited = await publicExport(a, '198.51.100.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: expect.any(Number) });
    expect(limited.json().msg).toBe('Too many exports from this shared link; try again in 60 s');

    expect((await publicExport(b, '198.51.100.99')).statusCode).toBe(200);

    now += 30_000;
    expect((await publicExport(a)).statusCode).toBe(429);
    now += 30_000;
    expect((await publicExport(a)).statusCode).toBe(200);
  });

  it('limits one address across links', async () => {
    t.services.exports.exports.publicLimits = limitsWith({ perAddress: 2 });
    const [a, b] = [links[0]!, links[1]!];
    expect((await publicExport(a, '192.0.2.1')).statusCode).toBe(200);
    expect((await publicExport(b, '192.0.2.1')).statusCode).toBe(200);
    const limited = await publicExport(b, '192.0.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toMatch(/^Too many exports from this address; try again in \d+ s$/);
    expect((await publicExport(b, '192.0.2.2')).statusCode).toBe(200);
  });

  it('does not count wrong pairs or invalid bodies against the real link', async () => {
    t.services.exports.exports.publicLimits = limitsWith({ perLink: 1 });
    const a = links[0]!;
    for (let i = 0; i < 5; i++) {
      expect((await publicExport({ ppt_id: a.ppt_id, reportId: 'guess' })).statusCode).toBe(404);
      expect((await postExport(t, null, { ppt_id: a.ppt_id, type: 'PPT' }, URL)).statusCode).toBe(400);
    }
    expect((await publicExport(a)).statusCode).toBe(200);
    expect((await publicExport(a)).statusCode).toBe(429);
  });
});
