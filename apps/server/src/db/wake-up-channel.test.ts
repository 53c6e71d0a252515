import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalSession, PgSession } from './database-session';
import { createTestApp, type TestApp } from '../test/test-app';
import { WakeUpChannel } from './wake-up-channel';

const LONG_MS = 60_000; // the poll fallback: a wake-up must come long before it

async function wokenWithin(events: WakeUpChannel, workId: string, notify: () => void): Promise<boolean> {
  const controller = new AbortController();
  const woken = events.wait(workId, LONG_MS, controller.signal).then(() => !controller.signal.aborted);
  notify();
  const guard = setTimeout(() => controller.abort(), 10_000);
  const result = await woken;
  clearTimeout(guard);
  return result;
}

describe('WakeUpChannel', () => {
  it('wakes the streams of this process (PGlite: nothing leaves the process)', async () => {
    const events = new WakeUpChannel(new LocalSession());
    await events.start();
    expect(await wokenWithin(events, 'w1', () => events.notify('w1'))).toBe(true);
    expect(events.waiting()).toBe(0);
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
    let t: TestApp;
    const pools: pg.Pool[] = [];
    const sessions: PgSession[] = [];
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      for (const s of sessions) await s.close();
      for (const p of pools) await p.end();
      await t.close();
    });
    const processOn = async () => {
      const url = t.config.databaseUrl as string;
      const pool = new pg.Pool({ connectionString: url, max: 2 });
      const session = new PgSession(url, pool);
      pools.push(pool);
      sessions.push(session);
      const events = new WakeUpChannel(session);
      await events.start();
      return events;
    };

    it('a worker process wakes a stream waiting in an API process (NOTIFY)', async () => {
      const worker = await processOn();
      const api = await processOn();
      expect(await wokenWithin(api, 'deck-1', () => worker.notify('deck-1'))).toBe(true);
    });
  });
});
