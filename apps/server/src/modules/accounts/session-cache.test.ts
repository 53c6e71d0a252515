import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { LocalSession } from '../../db/database-session';
import { sessions, users } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';
import { SessionCache } from './session-cache';

const fakeAuth = (userId: string, teamId = 't1'): AuthContext =>
  ({ userId, teamId, sessionId: `s-${userId}` }) as unknown as AuthContext;

describe('SessionCache', () => {
  it('serves a session from memory until it expires or is invalidated', async () => {
    let now = 1_000_000;
    const cache = new SessionCache(new LocalSession(), { now: () => now, maxAgeMs: 60_000 });
    await cache.start();
    let reads = 0;
    const load = async () => {
      reads++;
      return { auth: fakeAuth('u1'), expiresAt: new Date(now + 10_000) };
    };
    expect(await cache.resolve('h1', load)).toMatchObject({ userId: 'u1' });
    expect(await cache.resolve('h1', load)).toMatchObject({ userId: 'u1' });
    expect(reads).toBe(1);
    now += 10_001; // past the session's own expiry
    await cache.resolve('h1', load);
    expect(reads).toBe(2);
    await cache.invalidate({ kind: 'user', userId: 'u1' });
    await cache.resolve('h1', load);
    expect(reads).toBe(3);
    cache.stop();
  });

  it('peek answers a good entry at once and forgets a stale one; a logout names the hash, not the key', async () => {
    let now = 1_000_000;
    const cache = new SessionCache(new LocalSession(), { now: () => now, maxAgeMs: 60_000 });
    await cache.start();
    expect(cache.peek('token-a')).toBeUndefined();
    const load = async () => ({ auth: fakeAuth('u1'), expiresAt: new Date(now + 10_000) });
    const auth = await cache.resolve('token-a', load, 'hash-a');
    expect(cache.peek('token-a')).toBe(auth);
    // What is kept is answered many times (and its text kept by identity): frozen, nested values too.
    expect(Object.isFrozen(auth)).toBe(true);
    await cache.invalidate({ kind: 'session', tokenHash: 'token-a' });
    expect(cache.peek('token-a')).toBe(auth);
    await cache.invalidate({ kind: 'session', tokenHash: 'hash-a' });
    expect(cache.peek('token-a')).toBeUndefined();
    await cache.resolve('token-a', load, 'hash-a');
    now += 10_001;
    expect(cache.peek('token-a')).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.stop();
  });

  it('re-reads after maxAge even without a notification (a lost one heals)', async () => {
    let now = 0;
    const cache = new SessionCache(new LocalSession(), { now: () => now, maxAgeMs: 5_000 });
    await cache.start();
    let reads = 0;
    const load = async () => {
      reads++;
      return { auth: fakeAuth('u1'), expiresAt: new Date(now + 3_600_000) };
    };
    await cache.resolve('h', load);
    now += 5_000;
    await cache.resolve('h', load);
    expect(reads).toBe(2);
    cache.stop();
  });

  it('does not cache a read that was under way when an invalidation arrived', async () => {
    const session = new LocalSession();
    const cache = new SessionCache(session, {});
    await cache.start();
    let release: () => void = () => {};
    const slow = cache.resolve('h', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { auth: fakeAuth('u1'), expiresAt: new Date(Date.now() + 60_000) };
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.invalidate({ kind: 'session', tokenHash: 'h' });
    release();
    expect(await slow).toMatchObject({ userId: 'u1' });
    expect(cache.size).toBe(0);
    cache.stop();
  });

  it('drops by session, user or team, and everything on an unreadable notification', async () => {
    const session = new LocalSession();
    const a = new SessionCache(session);
    const b = new SessionCache(session); // another listener on the same channel
    await a.start();
    await b.start();
    const fill = async (cache: SessionCache) => {
      for (const [hash, user, team] of [
        ['h1', 'u1', 't1'],
        ['h2', 'u2', 't1'],
        ['h3', 'u3', 't2'],
      ] as const) {
        await cache.resolve(hash, async () => ({
          auth: fakeAuth(user, team),
          expiresAt: new Date(Date.now() + 60_000),
        }));
      }
    };
    await fill(b);
    await a.invalidate({ kind: 'session', tokenHash: 'h1' });
    expect(b.size).toBe(2);
    await a.invalidate({ kind: 'team', teamId: 't2' });
    expect(b.size).toBe(1);
    await fill(b);
    await session.notify('prowrite_session_invalidation', 'not json');
    expect(b.size).toBe(0);
    a.stop();
    b.stop();
  });
});

describe('sessions through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const me = (app: TestApp['app'], token: string) =>
    app.inject({ method: 'GET', url: '/api/user/getuserbytoken', headers: { 'access-token': token } });

  it('a token spelt another way (no padding) is the same session, and one logout ends every spelling', async () => {
    const { access_token } = await t.services.accounts.login(t.admin.email, t.admin.password, '10.0.0.4');
    const unpadded = access_token.replace(/=+$/, '');
    expect(unpadded).not.toBe(access_token);
    const before = t.services.accounts.cachedSession(access_token);
    expect(before).toBeUndefined();
    expect((await me(t.app, unpadded)).statusCode).toBe(200);
    // Kept once, under the canonical token, whichever spelling filled it.
    expect(t.services.accounts.cachedSession(access_token)?.user.email).toBe(t.admin.email);
    expect(t.services.accounts.cachedSession(unpadded)).toBeUndefined();
    expect((await me(t.app, access_token)).json().data.email).toBe(t.admin.email);
    expect((await t.app.inject({ method: 'GET', url: `/logout/${unpadded}` })).statusCode).toBe(200);
    expect((await me(t.app, access_token)).statusCode).toBe(401);
    expect((await me(t.app, unpadded)).statusCode).toBe(401);
  });

  it('logout ends the session at once although it was cached', async () => {
    const { access_token } = await t.services.accounts.login(t.admin.email, t.admin.password, '10.0.0.1');
    expect((await me(t.app, access_token)).statusCode).toBe(200);
    expect((await me(t.app, access_token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/logout/${access_token}` })).statusCode).toBe(200);
    expect((await me(t.app, access_token)).statusCode).toBe(401);
  });

  it.runIf(!process.env.TEST_DATABASE_URL)(
    "PGlite: a cached session costs no query, and a write behind the service's back is seen at once",
    async () => {
      const writes = t.database.session.writes;
      if (!writes) throw new Error('expected the PGlite write tracker');
      const { access_token } = await t.services.accounts.login(t.admin.email, t.admin.password, '10.0.0.2');
      const userId = (await me(t.app, access_token)).json().data.id;
      const before = writes.statements;
      expect((await me(t.app, access_token)).statusCode).toBe(200);
      expect(writes.statements).toBe(before);
      // Renamed and then removed straight in the tables, with no invalidation call: both are seen at once.
      await t.database.db.update(users).set({ name: 'Renamed Behind' }).where(eq(users.id, userId));
      expect((await me(t.app, access_token)).json().data.name).toBe('Renamed Behind');
      await t.database.db.update(users).set({ role: 'member' }).where(eq(users.id, userId));
      expect((await me(t.app, access_token)).json().data.type).toBe('member');
      await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
      await t.database.db.delete(sessions).where(eq(sessions.userId, userId));
      expect((await me(t.app, access_token)).statusCode).toBe(401);
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL: a cached session answers without reading its row (the cache is in use)',
    async () => {
      const { access_token } = await t.services.accounts.login(t.admin.email, t.admin.password, '10.0.0.2');
      expect((await me(t.app, access_token)).statusCode).toBe(200);
      // Removed behind the service's back: other processes may write, so only an invalidation (or maxAge) does.
      await t.database.db
        .delete(sessions)
        .where(eq(sessions.userId, (await me(t.app, access_token)).json().data.id));
      expect((await me(t.app, access_token)).statusCode).toBe(200);
      await t.services.accounts.invalidateUserSessions((await me(t.app, access_token)).json().data.id);
      expect((await me(t.app, access_token)).statusCode).toBe(401);
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'logout in one process ends the session in another (NOTIFY)',
    async () => {
      const url = t.config.databaseUrl;
      if (!url) throw new Error('expected PostgreSQL');
      const second: Database = await openDatabase({ url });
      const other = await buildApp(t.config, second);
      try {
        const { access_token } = await t.services.accounts.login(t.admin.email, t.admin.password, '10.0.0.3');
        expect((await me(other.app, access_token)).statusCode).toBe(200); // cached in the other process
        expect((await t.app.inject({ method: 'GET', url: `/logout/${access_token}` })).statusCode).toBe(200);
        await waitFor(async () => (await me(other.app, access_token)).statusCode === 401, {
          what: 'the other process to drop the session',
        });
      } finally {
        await other.app.close();
        await second.close();
      }
    },
  );
});
