import { ErrorCode, TEMP_USER_DATA_GRACE_MS } from '@prowrite/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '../../../db/schema';
import { injectUpload } from '../../files/testing/multipart-body';
import { auth, createWork, seedParsedFile } from '../../works/testing/works-test-kit';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app';
import { codeInMail, startSmtpTestServer } from '../codes/testing/smtp-test-server';
import { startTrial, type Trial } from '../temp-users/testing/trial-kit';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let block = 0;
const HOUR = 3600_000;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A trial from its own network block. */
const newTrial = (): Promise<Trial> => startTrial(t, `198.51.${++block}.9`);

/** What a trial makes: an upload, a work over a parsed source (its jobs done, as a worker would leave them). */
async function fillTrial(trial: Trial, tag: string): Promise<{ workId: string; fileId: string }> {
  const up = await injectUpload(t.app, trial.token, `${tag}.txt`, `Trial upload ${tag}.`);
  expect(up.statusCode, up.body).toBe(200);
  const parsed = await seedParsedFile(t, trial.token, { name: `${tag}-parsed.txt` });
  const workId = await createWork(t, trial.token, { file_ids: [parsed] });
  await t.database.db.update(jobs).set({ status: 'done' }).where(eq(jobs.teamId, trial.teamId));
  return { workId, fileId: up.json().data.id as string };
}

const sendCode = (email: string, token?: string, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    remoteAddress: ip,
    url: '/api/password/send/code',
    headers: token ? auth(token) : {},
    payload: { channel: 'email', purpose: 'signup', email },
  });

async function codeFor(email: string, token: string, ip?: string): Promise<string> {
  const sent = await sendCode(email, token, ip);
  expect(sent.statusCode, sent.body).toBe(200);
  const mail = smtp.mails.at(-1)!;
  expect(mail.to).toEqual([email]);
  return codeInMail(mail);
}

const convert = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/user/trial/convert', headers: auth(token), payload });
const merge = (token: string, trialToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/trial/merge',
    headers: auth(token),
    payload: { trial_token: trialToken },
  });
const me = (token: string) => t.app.inject({ url: '/api/user/getuserbytoken', headers: auth(token) });

/** The status of reading a work's detail with this session (404 for another team's work). */
async function workStatus(token: string, workId: string): Promise<number> {
  const res = await t.app.inject({ url: `/api/prowrite/v1/detail?id=${workId}`, headers: auth(token) });
  return res.statusCode;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
async function countWhere(table: string, column: string, value: string): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await t.database.db.execute(
      sql`select count(*) as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`,
    ),
  );
  return Number(row?.n ?? 0);
}

describe('signing up from a trial keeps it (conversion in place)', () => {
  it('converts the temporary user: same id and team, works kept, old session ended, never swept', async () => {
    const trial = await newTrial();
    const made = await fillTrial(trial, 'keep');
    const code = await codeFor('kept.trial@example.com', trial.token);

    const res = await convert(trial.token, {
      channel: 'email',
      email: 'Kept.Trial@example.com',
      code,
      name: 'Kept Trial',
      password: 'password-123',
      agree_terms: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { access_token: token, user } = res.json().data;
    expect(user).toMatchObject({
      id: trial.userId,
      team_id: trial.teamId,
      type: 'admin',
      email: 'kept.trial@example.com',
    });

    // Everything made in the trial is there for the account, under the same ids.
    expect(await workStatus(token, made.workId)).toBe(200);
    expect(await countWhere('files', 'team_id', trial.teamId)).toBe(2);
    // The trial's session ended with it: one user, one live session kind.
    expect((await me(trial.token)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    // It logs in with its new password.
    expect(await loginAs(t.app, 'kept.trial@example.com', 'password-123')).toBeTruthy();

    // The sweep, far past the trial's end and grace, does not touch it.
    const swept = await t.services.trialCleanup.sweep(trial.expiresAt + TEMP_USER_DATA_GRACE_MS + 48 * HOUR);
    expect(await countWhere('works', 'team_id', trial.teamId)).toBe(1);
    expect(await countWhere('users', 'id', trial.userId)).toBe(1);
    expect(swept.deferred).toBe(0);
  });

  it('a double submission converts once: the old session is gone, the new one is a full account', async () => {
    const trial = await newTrial();
    const code = await codeFor('double@example.com', trial.token);
    const body = {
      channel: 'email',
      email: 'double@example.com',
      code,
      name: 'D',
      password: 'password-123',
      agree_terms: true,
    };
    const [a, b] = await Promise.all([convert(trial.token, body), convert(trial.token, body)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    // The loser either lost the code (single use: 400) or found its session ended (401).
    expect([400, 401]).toContain(statuses[1]);
    const token = (a.statusCode === 200 ? a : b).json().data.access_token;
    const again = await convert(token, body);
    expect(again.statusCode).toBe(409);
    expect(await countWhere('users', 'email', 'double@example.com')).toBe(1);
  });

  it('refuses a sign-up code without invite code or trial, and a bad or used-up trial', async () => {
    const noTrial = await sendCode('stranger@example.com');
    expect(noTrial.statusCode).toBe(400);
    expect(noTrial.json().msg).toMatch(/register_code/);

    const trial = await newTrial();
    // The address has an account: the page offers to log in and merge.
    const taken = await sendCode('admin@test.local', trial.token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe(ErrorCode.accountExists);

    // Bad input: the terms, the code's shape.
    const bad = await convert(trial.token, {
      channel: 'email',
      email: 'x@example.com',
      code: '12',
      name: 'X',
      password: 'password-123',
      agree_terms: false,
    });
    expect(bad.statusCode).toBe(400);

    // The address was free when its code went out, then taken: 170002, and the trial stays a trial.
    const code = await codeFor('raced@example.com', trial.token);
    // Meanwhile an administrator creates an account with that address.
    const adminMe = (await me(t.admin.token)).json().data;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: auth(t.admin.token),
      payload: {
        email: 'raced@example.com',
        name: 'Raced',
        password: 'password-123',
        role: 'member',
        team_id: (adminMe.user ?? adminMe).team_id,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const second = await convert(trial.token, {
      channel: 'email',
      email: 'raced@example.com',
      code,
      name: 'T',
      password: 'password-123',
      agree_terms: true,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe(ErrorCode.accountExists);
    expect((await me(trial.token)).json().data.user?.type ?? (await me(trial.token)).json().data.type).toBe(
      'jw_n_tmp_user',
    );

    // An ended trial: its session no longer opens anything.
    const ended = await newTrial();
    const endedCode = await codeFor('ended@example.com', ended.token);
    await t.database.db
      .update(users)
      .set({ tempExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, ended.userId));
    await t.services.accounts.invalidateUserSessions(ended.userId);
    const late = await convert(ended.token, {
      channel: 'email',
      email: 'ended@example.com',
      code: endedCode,
      name: 'E',
      password: 'password-123',
      agree_terms: true,
    });
    expect(late.statusCode).toBe(401);
  });
});

describe('merging a trial into an existing account (log in to merge)', () => {
  it('moves every row of the trial into the account team and deletes the trial user and team', async () => {
    const trial = await newTrial();
    const made = await fillTrial(trial, 'merge');
    const admin = (await me(t.admin.token)).json().data;
    const adminUser = admin.user ?? admin;

    // The trial cannot take over an account: /api/account/ is closed to trial users.
    const asTrial = await merge(trial.token, t.admin.token);
    expect(asTrial.statusCode).toBe(403);
    expect(asTrial.json().code).toBe(ErrorCode.tempUserNotAllowed);

    // Before the merge the account cannot see the trial's work (team scoping).
    expect(await workStatus(t.admin.token, made.workId)).toBe(404);
    const res = await merge(t.admin.token, trial.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.moved).toMatchObject({ works: expect.any(Number), files: 3 });
    expect(res.json().data.moved.works).toBeGreaterThan(0);

    expect(await workStatus(t.admin.token, made.workId)).toBe(200);
    expect(await countWhere('works', 'team_id', adminUser.team_id)).toBeGreaterThan(0);
    for (const table of ['works', 'files', 'file_parses', 'jobs', 'chat_conversations', 'teams']) {
      const column = table === 'teams' ? 'id' : 'team_id';
      expect(await countWhere(table, column, trial.teamId), table).toBe(0);
    }
    expect(await countWhere('users', 'id', trial.userId)).toBe(0);
    expect((await me(trial.token)).statusCode).toBe(401);

    // The same trial again: it is gone.
    const again = await merge(t.admin.token, trial.token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe(ErrorCode.trialNotLive);
  });

  it('refuses a malformed token, a full account token, a trial with unfinished jobs or a clashing file', async () => {
    const malformed = await merge(t.admin.token, 'not a token!');
    expect(malformed.statusCode).toBe(400);
    const notTrial = await merge(t.admin.token, t.admin.token);
    expect(notTrial.statusCode).toBe(400);
    expect(notTrial.json().code).toBe(ErrorCode.trialNotLive);

    const busy = await newTrial();
    const made = await fillTrial(busy, 'busy');
    await t.database.db.update(jobs).set({ status: 'queued' }).where(eq(jobs.teamId, busy.teamId));
    const refused = await merge(t.admin.token, busy.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(ErrorCode.trialMergeConflict);
    expect(await countWhere('works', 'team_id', busy.teamId)).toBe(1);

    // The account holds the same bytes as the trial's upload: one record per team and content, so no merge,
    // and the transaction leaves the trial whole.
    await t.database.db.update(jobs).set({ status: 'done' }).where(eq(jobs.teamId, busy.teamId));
    const up = await injectUpload(t.app, t.admin.token, 'same.txt', 'Trial upload busy.');
    expect(up.statusCode).toBe(200);
    const clash = await merge(t.admin.token, busy.token);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe(ErrorCode.trialMergeConflict);
    expect(await workStatus(busy.token, made.workId)).toBe(200);
    expect(await countWhere('files', 'team_id', busy.teamId)).toBe(2);
  });
});
