import { bizchatAuthFor, type Role, ROLE_PERMISSIONS } from '@prowrite/contracts';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamWithAdmin, createTestApp, loginAs, type TestApp } from '../test/test-app';
import { allows, FULL_ACCOUNT_ONLY, requirementFor } from './permissions';

type Endpoint = { method: string; url: string; access: string };

const ROLES = Object.keys(ROLE_PERMISSIONS) as Role[];
const GUARD_403 =
  /^(You do not have permission to|Administrators only|This endpoint has no permission rule|A trial account cannot do this)/;

describe('permissions: every endpoint x every role', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];
  const tokens = {} as Record<Role, string>;
  let endpoints: Endpoint[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { onRoute: (r) => routes.push(r) });
    endpoints = routes.flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({
        method,
        url: r.url,
        access: (r.config as { access?: string } | undefined)?.access ?? 'user',
      })),
    );
    // A team administrator (not the first administrator) so that super-admin rights do not blur the matrix.
    const team = await createTeamWithAdmin(t, 'Matrix');
    tokens.admin = team.token;
    for (const role of ['member', 'viewer'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: { 'access-token': t.admin.token },
        payload: {
          email: `${role}@matrix.test`,
          name: role,
          password: 'password-123',
          team_id: team.teamId,
          role,
        },
      });
      expect(res.statusCode).toBe(200);
      tokens[role] = await loginAs(t.app, `${role}@matrix.test`, 'password-123');
    }
    // The trial role is only ever a temporary user's (no administrator assigns it).
    const trial = await t.app.inject({
      method: 'POST',
      url: '/api/login/temp',
      payload: { token: 'matrix-fingerprint-0001', source: 'nai' },
    });
    expect(trial.statusCode).toBe(200);
    tokens.nai = trial.json().data.access_token;
  });
  afterAll(async () => t.close());

  it('every private endpoint has a permission rule (a new endpoint without one fails here)', () => {
    const missing = endpoints.filter((e) => e.access !== 'public' && !requirementFor(e.method, e.url));
    expect(missing.map((e) => `${e.method} ${e.url}`)).toEqual([]);
    expect(endpoints.filter((e) => e.access !== 'public').length).toBeGreaterThan(40);
  });

  it('each role gets exactly the endpoints its bits allow; the others answer 403 before any work', async () => {
    const wrong: string[] = [];
    // HEAD routes run the same hooks as their GET (and answer no body to read the reason from): GET stands for both.
    for (const e of endpoints.filter((x) => x.access !== 'public' && x.method !== 'HEAD')) {
      const url = e.url.replace(/:index/g, '0').replace(/:[A-Za-z_]+/g, 'x');
      for (const role of ROLES) {
        const need = requirementFor(e.method, e.url);
        const expected =
          need !== null &&
          allows(bizchatAuthFor(role), need) &&
          (e.access !== 'admin' || role === 'admin') &&
          (role !== 'nai' || !FULL_ACCOUNT_ONLY.test(e.url));
        const res = await t.app.inject({
          method: e.method as 'GET',
          url,
          headers: { 'access-token': tokens[role] },
          ...(e.method === 'GET' || e.method === 'HEAD' ? {} : { payload: {} }),
        });
        // HEAD answers carry no body: the status alone tells (nothing else answers 403 to an empty query).
        const refused =
          res.statusCode === 403 &&
          (e.method === 'HEAD' || GUARD_403.test((res.json() as { msg?: string }).msg ?? ''));
        if (res.statusCode === 401) wrong.push(`${role} ${e.method} ${e.url}: 401`);
        else if (res.statusCode >= 500) wrong.push(`${role} ${e.method} ${e.url}: ${res.statusCode}`);
        else if (refused === expected)
          wrong.push(`${role} ${e.method} ${e.url}: ${expected ? 'refused' : 'allowed'}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the role semantics: viewers read works but change nothing; members write works; only admins reach the console', () => {
    const cases: [Role, string, string, boolean][] = [
      ['viewer', 'GET', '/api/prowrite/v1/detail', true],
      ['viewer', 'POST', '/api/prowrite/v1/comment', true],
      ['viewer', 'POST', '/api/prowrite/v1/export', true],
      ['viewer', 'POST', '/api/prowrite/v1/article', false],
      ['viewer', 'PUT', '/api/prowrite/v1/save', false],
      ['viewer', 'POST', '/api/files/upload', false],
      ['member', 'POST', '/api/prowrite/v1/article', true],
      ['member', 'POST', '/api/files/upload', true],
      ['member', 'GET', '/api/admin/users', false],
      ['admin', 'GET', '/api/admin/users', true],
      ['viewer', 'GET', '/api/user/getuserbytoken', true],
      // Prompts and answer feedback are the chat user's own: the chat bit covers saving and rating.
      ['viewer', 'POST', '/api/v1/nana-prompts/:id', true],
      ['viewer', 'DELETE', '/api/ai/message/comment', true],
      // Web search, question optimisation and the quick asks are chat calls.
      ['viewer', 'POST', '/api/webchat/v2/console/websearch/ask', true],
      ['viewer', 'POST', '/api/webchat/v2/optimize/question', true],
      ['viewer', 'GET', '/api/prowrite/v2/ask/shortcut', true],
      ['member', 'GET', '/api/admin/chat/feedback', false],
      ['admin', 'GET', '/api/admin/chat/feedback', true],
      // Trial users chat and try works (in a team of their own); no knowledge base, console or membership.
      ['nai', 'POST', '/api/prowrite/v1/article', true],
      ['nai', 'POST', '/api/ai/chat', true],
      ['nai', 'POST', '/api/knowledge/category', false],
      ['nai', 'GET', '/api/knowledge/list', false],
      ['nai', 'GET', '/api/admin/users', false],
    ];
    for (const [role, method, url, allowed] of cases) {
      const need = requirementFor(method, url);
      expect(need, `${method} ${url}`).not.toBeNull();
      expect(allows(bizchatAuthFor(role), need!), `${role} ${method} ${url}`).toBe(allowed);
    }
  });

  it('getuserbytoken carries bizchat_auth with the published bits', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/getuserbytoken',
      headers: { 'access-token': tokens.viewer },
    });
    expect(res.json().data.bizchat_auth).toEqual({
      read_permission: 1 | 4,
      write_permission: 0,
      role: 'viewer',
      logout_flag: true,
    });
  });
});
