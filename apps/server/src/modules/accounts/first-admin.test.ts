import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { UrlTickets } from '../../http/url-tickets';
import { AccountsRepository } from './accounts.repository';
import { AccountsService } from './accounts.service';
import { LoginThrottle } from './login-throttle';
import { RateLimits } from '../rate-limits/rate-limits.service';

let database: Database;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'prowrite-admin-'));
  database = await openDatabase({ pgliteDir: 'memory://' });
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('first administrator', () => {
  it('is created once, with a generated password written to the data folder', async () => {
    const service = new AccountsService(
      new AccountsRepository(database.db),
      60_000,
      new LoginThrottle(new RateLimits(database.db)),
      new UrlTickets(randomBytes(32)),
    );
    const first = await service.ensureFirstAdmin({ email: undefined, password: undefined, dataDir: dir });
    expect(first?.email).toBe('admin@prowrite.local');
    expect(first?.generatedPassword).toMatch(/^[\w-]{16}$/);
    const file = await readFile(path.join(dir, 'admin-password.txt'), 'utf8');
    expect(file).toBe(`admin@prowrite.local\n${first?.generatedPassword}\n`);
    const login = await service.login('admin@prowrite.local', first!.generatedPassword!, '127.0.0.1');
    expect(login.user.is_super_admin).toBe(true);
    // A second start finds a user and creates nothing.
    expect(
      await service.ensureFirstAdmin({ email: 'other@x.y', password: 'pw-123456', dataDir: dir }),
    ).toBeNull();
  });
});
