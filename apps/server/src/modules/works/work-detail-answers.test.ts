import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, works } from '../../db/schema';
import { okNested } from '../../http/envelope';
import { ArticlesRepository } from './article/articles.repository';
import { addTeamMember } from '../accounts/testing/team-member';
import { sampleComponents, seedArticle } from './testing/articles-test-kit';
import { saveChapterTitle } from './testing/deck-edits';
import type { WriteTracker } from '../../db/write-tracker';
import type { Worker } from '../../jobs/worker';
import { createTeamWithAdmin, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';
import { auth, createWork, publishWork, seedParsedFile, startWorker, teamOf } from './testing/works-test-kit';

// PGlite: this process is the database's only writer, so a detail answer is kept whole and served with no
// query until a write touches what it read. Every write below must be seen by the very next read.
const onPglite = !process.env.TEST_DATABASE_URL;
let t: TestApp;
let worker: Worker;
let writes: WriteTracker;
let workId: string;
let member: string;
let foreign: string;

beforeAll(async () => {
  if (!onPglite) return;
  t = await createTestApp();
  writes = t.database.session.writes as WriteTracker;
  worker = startWorker(t);
  workId = await createWork(t, t.admin.token, { file_ids: [await seedParsedFile(t, t.admin.token)] });
  // Waited for in the table, not through the detail: each test below then shows its own write being seen.
  await waitFor(
    async () => (await t.database.db.select().from(works).where(eq(works.id, workId)))[0]?.process === 'end',
    { what: 'the generation to end' },
  );
  member = await addTeamMember(t, t.admin.token, { email: 'colleague@test.local', name: 'Colleague' });
  foreign = (await createTeamWithAdmin(t, 'Other team')).token;
});
afterAll(async () => {
  if (!onPglite) return;
  await worker.stop();
  await t.close();
});

const getDetail = (token = t.admin.token, id = workId) =>
  t.app.inject({ method: 'GET', url: `/api/prowrite/v1/detail?id=${id}`, headers: auth(token) });

/** The detail as a fresh read from the tables gives it (no answer cache). */
const freshDetail = async (token = t.admin.token) => {
  const caller = await t.services.accounts.resolveSession(Buffer.from(token, 'base64').toString('utf8'));
  return JSON.stringify(okNested(await t.services.works.works.detail(caller!, workId)));
};

/** Runs `request` and answers its response with the number of statements it sent. */
async function counted<T>(request: () => Promise<T>): Promise<{ res: T; statements: number }> {
  const before = writes.statements;
  const res = await request();
  return { res, statements: writes.statements - before };
}

describe.runIf(onPglite)('deck detail answers without a query on PGlite', () => {
  it('answers a repeated read and the session with no statement at all', async () => {
    const first = await getDetail();
    expect(first.statusCode).toBe(200);
    const { res, statements } = await counted(() => getDetail());
    expect(res.body).toBe(first.body);
    expect(statements).toBe(0);
  });

  it('answers a save through the API at once: the new version and slide', async () => {
    const before = (await getDetail()).json().data.data;
    const save = await saveChapterTitle(t, member, workId, before, 'Saved by a colleague');
    expect(save.statusCode, save.body).toBe(200);
    const after = await getDetail();
    expect(after.json().data.data.version).toBe(before.version + 1);
    expect(after.body).toContain('Saved by a colleague');
  });

  it('sees writes of other service paths: a comment, the worker writing progress, a rename, the team flag', async () => {
    await getDetail();
    const comment = await t.app.inject({
      method: 'POST',
      url: '/api/prowrite/v1/comment',
      headers: auth(member),
      payload: { prowrite_id: workId, section_id: '1', content: 'A note' },
    });
    expect(comment.statusCode, comment.body).toBe(200);
    expect((await getDetail()).json().data.data.comment_num).toBeGreaterThan(0);
    // What the generation job writes while it runs (no new version).
    await t.database.db
      .update(works)
      .set({ progress: 42, name: 'Renamed by a job' })
      .where(eq(works.id, workId));
    const during = (await getDetail()).json().data.data;
    expect([during.progress, during.baseInfo.name]).toEqual([42, 'Renamed by a job']);
    await t.database.db.execute(sql`update teams set company_template = not company_template`);
    const flagged = (await getDetail()).json().data.data;
    expect(flagged.roche_flag).not.toBe(during.roche_flag);
    expect((await getDetail()).body).toBe(await freshDetail());
  });

  it('sees the article revise path: new components and one more undo step, through its own repository', async () => {
    const id = await seedArticle(t, t.admin.token);
    const before = (await getDetail(t.admin.token, id)).json().data.data;
    expect((await counted(() => getDetail(t.admin.token, id))).statements).toBe(0);
    const { teamId } = await teamOf(t, t.admin.token);
    const scope = { teamId };
    // What the revise service does with the work row locked: keep the old state, write the new one.
    const state = {
      components: sampleComponents().slice(1),
      selectOptionalComponents: before.select_optional_components,
      themeColor: before.theme_color,
    };
    await new ArticlesRepository(t.database.db).transaction(async (repo) => {
      await repo.pushRevision(scope, id, { ...state, components: before.components }, 10);
      await repo.setState(scope, id, state);
    });
    const after = (await getDetail(t.admin.token, id)).json().data.data;
    expect(after.components).toHaveLength(before.components.length - 1);
    expect(after.revocation).toBe(before.revocation + 1);
  });

  it('keeps answers apart per reader and team: a colleague gets its own, another team 404 however warm', async () => {
    const admin = await getDetail();
    const colleague = await getDetail(member);
    expect(colleague.statusCode).toBe(200);
    expect(colleague.headers.etag).not.toBe(admin.headers.etag);
    for (let i = 0; i < 2; i++) expect((await getDetail(foreign)).statusCode).toBe(404);
    expect((await getDetail()).body).toBe(admin.body);
  });

  it('refuses the cached answer at once after logout, a role change and removed sessions', async () => {
    const token = await loginAs(t.app, 'colleague@test.local', 'password-123');
    expect((await getDetail(token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/logout/${token}` })).statusCode).toBe(200);
    expect((await getDetail(token)).statusCode).toBe(401);

    expect((await getDetail(member)).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/getuserbytoken', headers: auth(member) });
    const userId = me.json().data.id as string;
    await t.services.accounts.updateRole(userId, 'admin');
    const promoted = await t.app.inject({
      method: 'GET',
      url: '/api/user/getuserbytoken',
      headers: auth(member),
    });
    expect(promoted.json().data.type).toBe('admin');
    // Disabled straight in the table (its sessions removed), with no invalidation call.
    await t.database.db.delete(sessions).where(eq(sessions.userId, userId));
    expect((await getDetail(member)).statusCode).toBe(401);
  });

  it('turns a published deck unpublished when its pair ends, with no write in between', async () => {
    await publishWork(t, t.admin.token, workId);
    const end = new Date(Date.now() + 1500);
    await t.database.db.update(works).set({ shareExpiresAt: end }).where(eq(works.id, workId));
    expect((await getDetail()).json().data.data.report_id).not.toBeNull();
    await new Promise((r) => setTimeout(r, end.getTime() - Date.now() + 50));
    expect((await getDetail()).json().data.data.report_id).toBeNull();
  });
});
