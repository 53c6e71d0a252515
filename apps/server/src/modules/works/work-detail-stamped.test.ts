import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams, works } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { decodeAccessToken } from '../../http/auth';
import { okNested } from '../../http/envelope';
import { etagOf } from '../../http/etag';
import type { Worker } from '../../jobs/worker';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../test/test-app';
import { ArticlesRepository } from './article/articles.repository';
import { CommentsRepository } from './comments.repository';
import { addTeamMember } from '../accounts/testing/team-member';
import { sampleComponents, seedArticle } from './testing/articles-test-kit';
import { saveChapterTitle } from './testing/deck-edits';
import { auth, createWork, generated, seedParsedFile, startWorker, teamOf } from './testing/works-test-kit';
import { WorkSourcesRepository } from './work-sources.repository';
import { WorksRepository } from './works.repository';
import { WorksService } from './works.service';

// A database that other processes write (PostgreSQL): the detail keeps whole answers by (reader, team, work)
// and serves one only while the stamp read per request (one statement) is the one it was built under. Here a
// second WorksService with no write tracker is such a process's reader; every write goes through the app (the
// "other process") or straight into the tables, and the very next read must show it. Runs on both databases.
let t: TestApp;
let worker: Worker;
let reader: WorksService;
let workId: string;
let admin: AuthContext;
let member: AuthContext;
let memberToken: string;
let foreign: AuthContext;

const callerOf = async (token: string) =>
  (await t.services.accounts.resolveSession(decodeAccessToken(token)!)) as AuthContext;

beforeAll(async () => {
  t = await createTestApp();
  worker = startWorker(t);
  const db = t.database.db;
  const articles = new ArticlesRepository(db);
  reader = new WorksService({
    works: new WorksRepository(db),
    revisions: { count: (scope, id) => articles.revisionCount(scope, id) },
    comments: new CommentsRepository(db),
    sources: new WorkSourcesRepository(db),
    queue: t.services.jobs.queue,
    writes: null,
  });
  workId = await createWork(t, t.admin.token, { file_ids: [await seedParsedFile(t, t.admin.token)] });
  await generated(t, t.admin.token, workId);
  memberToken = await addTeamMember(t, t.admin.token, { email: 'peer@test.local', name: 'Peer' });
  admin = await callerOf(t.admin.token);
  member = await callerOf(memberToken);
  foreign = await callerOf((await createTeamWithAdmin(t, 'Stamped elsewhere')).token);
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

/** The detail as a fresh read from the tables gives it (no answer kept anywhere). */
const fresh = async (caller: AuthContext, id = workId) =>
  JSON.stringify(okNested(await t.services.works.works.detail(caller, id)));

/** The stamped reader's answer, checked against a fresh read and its own content tag. */
async function readBoth(caller: AuthContext, id = workId): Promise<string> {
  const answer = await reader.detailJson(caller, id);
  expect(answer.json).toBe(await fresh(caller, id));
  expect(answer.contentTag).toBe(etagOf(answer.json));
  return answer.json;
}

/** Statements sent by `run` (PGlite counts every statement of its one client; null on PostgreSQL). */
async function statementsOf(run: () => Promise<unknown>): Promise<number | null> {
  const writes = t.database.session.writes;
  if (!writes) {
    await run();
    return null;
  }
  const before = writes.statements;
  await run();
  return writes.statements - before;
}

describe('deck detail kept whole under a stamp (several processes)', () => {
  it('answers a repeated read with the one stamp statement and the same answer object', async () => {
    await readBoth(admin);
    const first = await reader.detailJson(admin, workId);
    let second: unknown;
    const statements = await statementsOf(async () => {
      second = await reader.detailJson(admin, workId);
    });
    expect(second).toBe(first);
    if (statements !== null) expect(statements).toBe(1);
  });

  it('sees a save, a rename and a progress update written elsewhere at the very next read', async () => {
    const before = await readBoth(admin);
    const work = JSON.parse(before).data.data;
    const save = await saveChapterTitle(t, t.admin.token, workId, work, 'Stamped');
    expect(save.statusCode, save.body).toBe(200);
    const saved = await readBoth(admin);
    expect(saved).toContain('Stamped');
    // Straight into the table, with no version and no updated_at: the row version still moves.
    await t.database.db.update(works).set({ name: 'Renamed in the table' }).where(eq(works.id, workId));
    expect(await readBoth(admin)).toContain('Renamed in the table');
    await t.database.db.update(works).set({ errMsg: 'noted' }).where(eq(works.id, workId));
    expect(JSON.parse(await readBoth(admin)).data.data.err_msg).toBe('noted');
    await t.database.db.update(works).set({ errMsg: '' }).where(eq(works.id, workId));
    await readBoth(admin);
  });

  it("sees the team's company flag, a colleague's comment and the reader's read mark", async () => {
    const { teamId } = await teamOf(t, t.admin.token);
    await readBoth(admin);
    await t.database.db.update(teams).set({ companyTemplate: true }).where(eq(teams.id, teamId));
    expect(JSON.parse(await readBoth(admin)).data.data.roche_flag).toBe(1);
    await t.database.db.update(teams).set({ companyTemplate: false }).where(eq(teams.id, teamId));
    expect(JSON.parse(await readBoth(admin)).data.data.roche_flag).toBe(0);

    await readBoth(member);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/prowrite/v1/comment',
      headers: auth(memberToken),
      payload: { prowrite_id: workId, section_id: '2', content: 'A note' },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const unread = JSON.parse(await readBoth(admin)).data.data;
    expect(unread.comment_num).toBeGreaterThan(0);
    expect(unread.slide_list.find((s: { slide_num: number }) => s.slide_num === 2).is_read_comment).toBe(
      false,
    );
    // The writer's own answer counts it as read; reading the section marks it read for the admin.
    expect(JSON.parse(await readBoth(member)).data.data.comment_num).toBe(unread.comment_num);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/prowrite/v1/comment?prowrite_id=${workId}&section_id=2`,
      headers: auth(t.admin.token),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const read = JSON.parse(await readBoth(admin)).data.data;
    expect(read.slide_list.find((s: { slide_num: number }) => s.slide_num === 2).is_read_comment).toBe(true);
    await t.database.db.execute(sql`delete from work_comments where work_id = ${workId}`);
    expect(JSON.parse(await readBoth(admin)).data.data.comment_num).toBe(0);
  });

  it('keeps teams apart however warm the answer is: another team gets 404', async () => {
    await readBoth(admin);
    await expect(reader.detailJson(foreign, workId)).rejects.toMatchObject({ status: 404 });
    await expect(reader.detailJson(admin, 'no-such-work')).rejects.toMatchObject({ status: 404 });
  });

  it("sees an article's undo history and components written elsewhere", async () => {
    const { teamId } = await teamOf(t, t.admin.token);
    const id = await seedArticle(t, t.admin.token);
    await readBoth(admin, id);
    await t.database.db
      .update(works)
      .set({ components: sampleComponents().slice(0, 1) })
      .where(eq(works.id, id));
    await readBoth(admin, id);
    const state = { components: sampleComponents(), selectOptionalComponents: [], themeColor: '' };
    await new ArticlesRepository(t.database.db).pushRevision({ teamId }, id, state, 10);
    expect(JSON.parse(await readBoth(admin, id)).data.data.revocation).toBeGreaterThan(0);
  });
});
