import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWork } from '../export/testing/export-test-kit';
import { auth, detail } from '../works/testing/works-test-kit';
import { createTeamWithAdmin, createTestApp, loginAs, type TestApp } from '../../test/test-app';

/** The company template carried by the team (decision 0007): the admin call and the work detail's flags. */
describe('company template', () => {
  let t: TestApp;
  let ownTeam: string;
  let teamA: { teamId: string; token: string };
  let teamB: { teamId: string; token: string };
  let memberToken: string;

  const put = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/teams/company-template', headers: auth(token), payload });
  const teams = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/teams', headers: auth(token) })).json().data
      .data as {
      id: string;
      company_template: boolean;
    }[];

  beforeAll(async () => {
    t = await createTestApp();
    ownTeam = (await teams(t.admin.token))[0]!.id;
    teamA = await createTeamWithAdmin(t, 'Company A');
    teamB = await createTeamWithAdmin(t, 'Company B');
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: auth(teamA.token),
      payload: {
        email: 'member-a@test.local',
        name: 'M',
        password: 'password-123',
        team_id: teamA.teamId,
        role: 'member',
      },
    });
    memberToken = await loginAs(t.app, 'member-a@test.local', 'password-123');
  });
  afterAll(async () => t?.close());

  it('is off for every team until switched, and listed per team', async () => {
    const rows = await teams(t.admin.token);
    expect(rows.map((r) => r.id)).toEqual([ownTeam, teamA.teamId, teamB.teamId]);
    expect(rows.every((r) => r.company_template === false)).toBe(true);
  });

  it('the first administrator switches any team', async () => {
    const res = await put(t.admin.token, { team_id: teamB.teamId, enabled: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      msg: 'success',
      data: { data: { team_id: teamB.teamId, company_template: true } },
    });
    expect((await teams(teamB.token)).find((r) => r.id === teamB.teamId)?.company_template).toBe(true);
    const off = await put(t.admin.token, { team_id: teamB.teamId, enabled: false });
    expect(off.json().data.data.company_template).toBe(false);
  });

  it('a team administrator switches its own team only; another team reads as missing', async () => {
    const own = await put(teamA.token, { team_id: teamA.teamId, enabled: true });
    expect(own.statusCode, own.body).toBe(200);
    const foreign = await put(teamA.token, { team_id: teamB.teamId, enabled: true });
    expect(foreign.statusCode).toBe(404);
    expect((await teams(t.admin.token)).find((r) => r.id === teamB.teamId)?.company_template).toBe(false);
    await put(teamA.token, { team_id: teamA.teamId, enabled: false });
  });

  it('an unknown team is 404, a member 403', async () => {
    expect((await put(t.admin.token, { team_id: 'no-such-team', enabled: true })).statusCode).toBe(404);
    expect((await put(memberToken, { team_id: teamA.teamId, enabled: true })).statusCode).toBe(403);
  });

  it('refuses a malformed body with 400', async () => {
    for (const payload of [
      { team_id: teamA.teamId },
      { team_id: teamA.teamId, enabled: 'yes' },
      { team_id: teamA.teamId, enabled: true, extra: 1 },
      { enabled: true },
    ]) {
      const res = await put(t.admin.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('the work detail carries the team flags, read at request time', async () => {
    const deck = await seedWork(t, teamA.token, { template: 'medical_template2' });
    const article = await seedWork(t, teamA.token, { type: 'Tweets', components: [] });
    for (const id of [deck, article]) {
      expect(await detail(t, teamA.token, id)).toMatchObject({ roche_template_flag: 0, roche_flag: 0 });
    }
    await put(teamA.token, { team_id: teamA.teamId, enabled: true });
    for (const id of [deck, article]) {
      expect(await detail(t, teamA.token, id)).toMatchObject({ roche_template_flag: 1, roche_flag: 1 });
    }
    // Another team's switch does not touch these works.
    await put(t.admin.token, { team_id: teamB.teamId, enabled: false });
    expect(await detail(t, teamA.token, deck)).toMatchObject({ roche_template_flag: 1, roche_flag: 1 });
    await put(teamA.token, { team_id: teamA.teamId, enabled: false });
    expect(await detail(t, teamA.token, deck)).toMatchObject({ roche_template_flag: 0, roche_flag: 0 });
  });
});
