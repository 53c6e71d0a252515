import { TEMP_USER_DATA_GRACE_MS, TEMP_USER_TTL_MS } from '@prowrite/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '../../../db/schema';
import { injectUpload } from '../../files/testing/multipart-body';
import { readSse } from '../../chat/testing/sse-client';
import { auth, createWork, seedParsedFile, teamOf } from '../../works/testing/works-test-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startTrial, type Trial } from '../temp-users/testing/trial-kit';
import { TrialCleanupService } from './trial-cleanup.service';

let t: TestApp;
let base: string;
let block = 0;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3600_000;

/** A trial from its own network block. */
const newTrial = (): Promise<Trial> => startTrial(t, `203.0.${++block}.7`);

async function upload(
  token: string,
  filename: string,
  content: string,
): Promise<{ id: string; sha1: string }> {
  const res = await injectUpload(t.app, token, filename, content);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** What a trial makes: an uploaded file, a work, a chat over a parsed source, a knowledge item. */
async function fillTrial(trial: Trial, tag: string): Promise<{ fileSha1: string; knowledgeSha1: string }> {
  const file = await upload(trial.token, `${tag}.txt`, `Trial source ${tag}: the primary endpoint was met.`);
  const parsed = await seedParsedFile(t, trial.token, { name: `${tag}-parsed.txt` });
  await createWork(t, trial.token, { type: 'PPT', file_ids: [parsed] });
  const asked = await readSse(`${base}/api/v1/question/ask`, {
    method: 'POST',
    headers: { ...auth(trial.token), 'content-type': 'application/json' },
    body: JSON.stringify({ question: 'What was the primary endpoint?', file_ids: [parsed] }),
  });
  expect(asked.status).toBe(200);
  expect(asked.events.at(-1)?.event).toBe('done');
  // The trial role has no knowledge-base calls; its item is made through the service, as a later role could.
  const item = await t.services.knowledge.create(
    { teamId: trial.teamId, userId: trial.userId, scope: { teamId: trial.teamId }, sessionId: '' },
    { type: 'txt', content: `Knowledge note ${tag}: loop diuretics.` },
  );
  const [row] = rowsOf<{ sha1: string }>(
    await t.database.db.execute(sql`select sha1 from knowledge_items where id = ${item.item.id}`),
  );
  return { fileSha1: file.sha1, knowledgeSha1: row!.sha1 };
}

/** Rows of an execute() answer on PGlite ({rows}) and node-postgres ({rows}) alike. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Every row in any table that names the team or one of its users, counted from the catalogue: a table added
 * later with a team_id or user_id column is checked without changing this test.
 */
async function rowsNaming(teamId: string, userIds: string[]): Promise<Record<string, number>> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await t.database.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and column_name in ('team_id', 'user_id', 'owner_id', 'id')
        and table_name in (select table_name from information_schema.tables
                           where table_schema = current_schema() and table_type = 'BASE TABLE')`),
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table, column_name: column } of columns) {
    if (column === 'id' && table !== 'teams' && table !== 'users') continue;
    const values = column === 'team_id' || table === 'teams' ? [teamId] : userIds;
    const [row] = rowsOf<{ n: number | string }>(
      await t.database.db.execute(
        sql`select count(*) as n from ${sql.identifier(table)} where ${sql.identifier(column)} in ${values}`,
      ),
    );
    const n = Number(row?.n ?? 0);
    if (n > 0) counts[`${table}.${column}`] = n;
  }
  return counts;
}

describe('expired trials', () => {
  it('deletes every row and stored object of a trial after its life and the grace, and nothing else', async () => {
    const trial = await newTrial();
    const converted = await newTrial();
    const trialObjects = await fillTrial(trial, 'expiring');
    await fillTrial(converted, 'converted');
    // Signing up keeps the trial's works: the user is no longer a temporary one.
    await t.database.db
      .update(users)
      .set({ role: 'member', tempExpiresAt: null, tempKeyHash: null })
      .where(eq(users.id, converted.userId));
    // A full account holds the same bytes as the trial's upload: shared objects stay.
    const shared = await upload(
      t.admin.token,
      'shared.txt',
      'Trial source expiring: the primary endpoint was met.',
    );
    expect(shared.sha1).toBe(trialObjects.fileSha1);

    // A figure crop of the trial's parsed source: an object named only inside the parse document.
    const crop = await t.services.storage.put(Buffer.from(`figure crop of ${trial.teamId}`));
    await t.database.db.execute(
      sql`update file_parses set document = jsonb_set(document, '{figures}', ${JSON.stringify([{ png_sha1: crop.sha1 }])}::jsonb) where team_id = ${trial.teamId}`,
    );

    const before = await rowsNaming(trial.teamId, [trial.userId]);
    for (const table of [
      'files.team_id',
      'works.team_id',
      'chat_messages.team_id',
      'knowledge_items.team_id',
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    const convertedBefore = await rowsNaming(converted.teamId, [converted.userId]);
    const admin = await teamOf(t, t.admin.token);
    const adminBefore = await rowsNaming(admin.teamId, [admin.userId]);

    // Within the grace nothing goes (the trial has ended, but a day has not passed).
    const end = trial.expiresAt;
    expect(end - Date.now()).toBeLessThanOrEqual(TEMP_USER_TTL_MS);
    const early = await t.services.trialCleanup.sweep(end + TEMP_USER_DATA_GRACE_MS - HOUR);
    expect(early.teams).toBe(0);
    expect(await rowsNaming(trial.teamId, [trial.userId])).toEqual(before);

    const swept = await t.services.trialCleanup.sweep(end + TEMP_USER_DATA_GRACE_MS + HOUR);
    expect(swept.teams).toBe(1);
    expect(swept.deferred).toBe(0);
    expect(swept.rows).toBeGreaterThan(Object.values(before).length);
    expect(await rowsNaming(trial.teamId, [trial.userId])).toEqual({});
    // The knowledge text was the trial's alone; the upload's bytes are also the admin's.
    expect(await t.services.storage.exists(trialObjects.knowledgeSha1)).toBe(false);
    expect(await t.services.storage.exists(crop.sha1)).toBe(false);
    expect(await t.services.storage.exists(trialObjects.fileSha1)).toBe(true);
    // The session no longer opens anything.
    const me = await t.app.inject({ url: '/api/user/getuserbytoken', headers: auth(trial.token) });
    expect(me.statusCode).toBe(401);

    // The converted trial and the full account keep every row.
    expect(await rowsNaming(converted.teamId, [converted.userId])).toEqual(convertedBefore);
    expect(await rowsNaming(admin.teamId, [admin.userId])).toEqual(adminBefore);

    // A second sweep finds nothing left.
    expect((await t.services.trialCleanup.sweep(end + TEMP_USER_DATA_GRACE_MS + 2 * HOUR)).teams).toBe(0);
  });

  it('leaves a trial whose job a worker is running for a later sweep, then deletes it', async () => {
    const trial = await newTrial();
    const file = await upload(trial.token, 'busy.txt', 'A source being parsed while the trial ends.');
    await t.database.db.update(jobs).set({ status: 'running' }).where(eq(jobs.teamId, trial.teamId));
    const at = trial.expiresAt + TEMP_USER_DATA_GRACE_MS + HOUR;

    const deferred = await t.services.trialCleanup.sweep(at);
    expect(deferred).toMatchObject({ teams: 0, deferred: 1 });
    expect((await rowsNaming(trial.teamId, [trial.userId]))['files.team_id']).toBe(1);
    expect(await t.services.storage.exists(file.sha1)).toBe(true);

    await t.database.db.update(jobs).set({ status: 'done' }).where(eq(jobs.teamId, trial.teamId));
    expect((await t.services.trialCleanup.sweep(at)).teams).toBe(1);
    expect(await rowsNaming(trial.teamId, [trial.userId])).toEqual({});
    expect(await t.services.storage.exists(file.sha1)).toBe(false);
  });

  it('rolls a failing deletion back whole and keeps the trial for the next sweep', async () => {
    const trial = await newTrial();
    await fillTrial(trial, 'rollback');
    const before = await rowsNaming(trial.teamId, [trial.userId]);
    const at = trial.expiresAt + TEMP_USER_DATA_GRACE_MS + HOUR;
    // A module that fails after the others deleted their rows in the same transaction.
    const failing = new TrialCleanupService({
      db: t.database.db,
      storage: t.services.storage,
      accounts: t.services.accounts,
      log: t.app.log,
      owners: [
        {
          name: 'broken',
          deleteTeamData: async (tx) => {
            await tx.execute(sql`delete from works where team_id = ${trial.teamId}`);
            throw new Error('disk full');
          },
          moveTeamData: async () => 0,
        },
      ],
    });
    expect(await failing.sweep(at)).toMatchObject({ teams: 0, deferred: 1 });
    expect(await rowsNaming(trial.teamId, [trial.userId])).toEqual(before);
    expect((await t.services.trialCleanup.sweep(at)).teams).toBe(1);
  });
});
