import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { RateLimits } from '../rate-limits/rate-limits.service';
import { DEFAULT_LOGIN_POLICY, type LoginThrottlePolicy, LoginThrottle } from './login-throttle';

/** The throttle on the shared counters (PGlite), with a driven clock. */
describe('LoginThrottle', () => {
  let database: Database;
  let now = Date.now();
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
  });
  afterAll(async () => database?.close());

  const throttle = (policy: Partial<LoginThrottlePolicy> = {}) => {
    // Every throttle starts past every window of the one before.
    now += 365 * 24 * 3600_000;
    return new LoginThrottle(new RateLimits(database.db, () => now), { ...DEFAULT_LOGIN_POLICY, ...policy });
  };
  const admitted = async (th: LoginThrottle, email: string, ip: string) =>
    (await th.reserve({ email, ip })).retryAfterSeconds === 0;

  it('blocks an account at one address after the limit and frees it when the window passes', async () => {
    const th = throttle({ perPair: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) expect(await admitted(th, 'a@b.c', '1.2.3.4')).toBe(true);
    expect((await th.reserve({ email: 'a@b.c', ip: '1.2.3.4' })).retryAfterSeconds).toBe(60);
    now += 30_000;
    expect((await th.reserve({ email: 'a@b.c', ip: '1.2.3.4' })).retryAfterSeconds).toBe(30);
    now += 30_000;
    expect(await admitted(th, 'a@b.c', '1.2.3.4')).toBe(true);
  });

  it('reserves before the check: of 100 parallel attempts exactly the limit are admitted', async () => {
    const th = throttle({ perPair: 5 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => th.reserve({ email: 'p@b.c', ip: '5.5.5.5' })),
    );
    expect(answers.filter((a) => a.retryAfterSeconds === 0)).toHaveLength(5);
  });

  it('allows an address more failures than one account, spread over accounts', async () => {
    const th = throttle({ perPair: 2, perAddress: 8 });
    for (let i = 0; i < 8; i++) expect(await admitted(th, `u${i}@b.c`, '9.9.9.9')).toBe(true);
    expect(await admitted(th, 'new@b.c', '9.9.9.9')).toBe(false);
    expect(await admitted(th, 'new@b.c', '9.9.9.8')).toBe(true);
  });

  it('does not let failures at other addresses lock the account at the owner’s address', async () => {
    const th = throttle({ perPair: 2, perAccount: 10 });
    const owner = { email: 'owner@b.c', ip: '10.0.0.1' };
    await th.succeeded(owner, await th.reserve(owner));
    // An attacker walks many addresses: each pair stays under its limit, the account ceiling is passed.
    for (let i = 0; i < 12; i++) await th.reserve({ email: owner.email, ip: `198.51.100.${i}` });
    expect(await admitted(th, owner.email, '203.0.113.5')).toBe(false);
    expect(await admitted(th, owner.email, owner.ip)).toBe(true);
  });

  it('clears the address’s count for the account after a success', async () => {
    const th = throttle({ perPair: 3 });
    const at = { email: 's@b.c', ip: '7.7.7.7' };
    for (let i = 0; i < 2; i++) await th.reserve(at);
    await th.succeeded(at, await th.reserve(at));
    for (let i = 0; i < 3; i++) expect(await admitted(th, at.email, at.ip)).toBe(true);
    expect(await admitted(th, at.email, at.ip)).toBe(false);
  });

  it('stores neither account names nor addresses, and bounds key size whatever is sent', async () => {
    const th = throttle();
    await th.reserve({ email: `${'x'.repeat(100_000)}@b.c`, ip: '4.4.4.4' });
    const rows = await database.db.query.rateLimits.findMany();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.key).not.toMatch(/@|4\.4\.4\.4/);
      expect(row.key.length).toBeLessThan(120);
    }
  });

  it('sweeps expired counters', async () => {
    const th = throttle({ windowMs: 1000, accountWindowMs: 1000 });
    await th.reserve({ email: 'old@b.c', ip: '3.3.3.3' });
    const before = (await database.db.query.rateLimits.findMany()).length;
    throttle(); // a year later
    const fresh = new RateLimits(database.db, () => now);
    await fresh.reserve([{ key: 'probe:x', limit: 1, windowMs: 1000 }]);
    const after = await database.db.query.rateLimits.findMany();
    expect(before).toBeGreaterThan(1);
    expect(after.map((r) => r.key)).toEqual([expect.stringMatching(/^probe:/)]);
  });
});
