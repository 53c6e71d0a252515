import { describe, expect, it } from 'vitest';
import { throwAwayDatabase } from '../test/test-app';
import { openDatabase } from './client';

describe.runIf(process.env.TEST_DATABASE_URL)('openDatabase on PostgreSQL', () => {
  it('lets several processes start at once on a new database: one migrates, the others wait', async () => {
    const { url, drop } = await throwAwayDatabase();
    const opened = await Promise.allSettled([1, 2, 3, 4].map(() => openDatabase({ url })));
    try {
      expect(opened.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
      for (const o of opened) if (o.status === 'fulfilled') await o.value.ping();
    } finally {
      for (const o of opened) if (o.status === 'fulfilled') await o.value.close();
      await drop();
    }
  });
});
