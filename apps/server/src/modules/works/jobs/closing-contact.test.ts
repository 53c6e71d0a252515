import type { Slide } from '@prowrite/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../../jobs/worker';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createWork, generated, seedParsedFile, startWorker, teamOf } from '../testing/works-test-kit';

let t: TestApp;
let worker: Worker;
let fileId: string;
let teamId: string;

beforeAll(async () => {
  t = await createTestApp();
  worker = startWorker(t);
  fileId = await seedParsedFile(t, t.admin.token);
  teamId = (await teamOf(t, t.admin.token)).teamId;
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

const setContact = (token: string, team_id: string, closing_contact: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/teams/closing-contact',
    headers: auth(token),
    payload: { team_id, closing_contact },
  });

const closingOf = async () => {
  const id = await createWork(t, t.admin.token, { file_ids: [fileId] });
  const work = await generated(t, t.admin.token, id);
  return (work.slide_list as Slide[]).find((s) => s.slide_id === 'closing_slide_001')!;
};

describe('the closing contact is a team setting', () => {
  it('is unset by default: the closing slide carries no contact and no placeholder address', async () => {
    const closing = await closingOf();
    expect(closing.content.find((c) => c.id === 'Contact')).toBeUndefined();
    expect(JSON.stringify(closing)).not.toContain('prowrite.local');
  });

  it('once set, new decks close with it; cleared, it is gone again', async () => {
    const res = await setContact(t.admin.token, teamId, '  Medical Information\r\nmedinfo@example.com ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.data).toEqual({
      team_id: teamId,
      closing_contact: 'Medical Information\nmedinfo@example.com',
    });
    const teams = await t.app.inject({
      method: 'GET',
      url: '/api/admin/teams',
      headers: auth(t.admin.token),
    });
    const listed = teams.json().data.data.find((x: { id: string }) => x.id === teamId);
    expect(listed.closing_contact).toBe('Medical Information\nmedinfo@example.com');
    expect((await closingOf()).content.find((c) => c.id === 'Contact')?.text).toBe(
      'Medical Information\nmedinfo@example.com',
    );
    expect((await setContact(t.admin.token, teamId, '')).statusCode).toBe(200);
    expect((await closingOf()).content.find((c) => c.id === 'Contact')).toBeUndefined();
  });

  it('refuses bad input with 400 and another team’s administrator with 404', async () => {
    for (const bad of ['x'.repeat(201), 'a\nb\nc\nd', 42, null]) {
      const res = await setContact(t.admin.token, teamId, bad);
      expect(res.statusCode, String(bad)).toBe(400);
    }
    const foreign = await createTeamWithAdmin(t, 'Other Team');
    const res = await setContact(foreign.token, teamId, 'hijack@example.com');
    expect(res.statusCode).toBe(404);
    expect((await setContact(t.admin.token, 'no-such-team', 'x')).statusCode).toBe(404);
  });
});
