import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAccessToken } from '../../http/auth';
import { createTestApp, type TestApp } from '../../test/test-app';
import { KnowledgeRepository } from './knowledge.repository';
import { storedChunk } from './testing/stored-chunk';

/** A server that starts on a database with knowledge loads each team's search index before any search. */
describe('knowledge search warm-up at start (PGlite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('loads the teams with knowledge once the server is ready, and keeps the load as a snapshot', async () => {
    const admin = await t.services.accounts.resolveSession(decodeAccessToken(t.admin.token) ?? '');
    if (!admin) throw new Error('no admin session');
    const repo = new KnowledgeRepository(t.database.db);
    // Written before the server is ready, as a restart finds it.
    await repo.insertItem({
      id: 'stored',
      teamId: admin.teamId,
      ownerId: admin.userId,
      name: 'stored',
      type: 'txt',
      status: 'inProgress',
      sourceKey: 'test:stored',
    });
    const text = 'Rivaroxaban once daily after hip replacement.';
    await repo.replaceChunks(admin.scope, 'stored', [storedChunk(text)], {});
    expect(await repo.indexSnapshot(admin.scope)).toBeNull();

    await t.app.ready();
    // The warm-up reads the team whole in the background and writes the snapshot behind it.
    const deadline = Date.now() + 20_000;
    let snapshot = await repo.indexSnapshot(admin.scope);
    while (!snapshot && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      snapshot = await repo.indexSnapshot(admin.scope);
    }
    expect(snapshot?.generation).toBe(await repo.indexGeneration(admin.scope));
    const found = await t.services.knowledge.search(admin.scope, { query: 'rivaroxaban hip', limit: 5 });
    expect(found.hits.map((hit) => hit.item.id)).toEqual(['stored']);
  });
});
