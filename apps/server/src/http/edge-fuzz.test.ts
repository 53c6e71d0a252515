import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { deepJson, encodeLoosely, FUZZ_TEXTS, type JsonSchema, sampleWith } from './testing/fuzz-inputs';

type Operation = {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
};
type Route = { method: HTTPMethods; url: string; body?: JsonSchema; query: Record<string, JsonSchema> };
type Case = { name: string; url: string; payload?: string; contentType?: string };

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every registered route (hidden ones too), with the request schemas the OpenAPI document gives. */
function catalogue(
  routes: RouteOptions[],
  spec: { paths: Record<string, Record<string, Operation>> },
): Route[] {
  const out: Route[] = [];
  for (const r of routes) {
    const methods = (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD');
    for (const method of methods) {
      const op = spec.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      const query: Record<string, JsonSchema> = {};
      for (const p of op?.parameters ?? []) if (p.in === 'query') query[p.name] = p.schema ?? {};
      const body = op?.requestBody?.content?.['application/json']?.schema;
      out.push({ method, url: r.url, query, ...(body ? { body } : {}) });
    }
  }
  return out;
}

/** The malformed requests tried on one route. */
function casesFor(route: Route): Case[] {
  const withParams = (value: string) =>
    route.url.replace(/:\w+/g, encodeLoosely(value)).replace(/\*$/, encodeLoosely(value));
  const plainUrl = withParams('abc');
  const queryOf = (text: string) => {
    const names = Object.keys(route.query).length ? Object.keys(route.query) : ['id'];
    return names.map((n) => `${n}=${encodeLoosely(String(sampleWith(route.query[n], text)))}`).join('&');
  };
  const cases: Case[] = [];
  for (const [name, text] of Object.entries(FUZZ_TEXTS)) {
    cases.push({ name: `${name} in the query`, url: `${plainUrl}?${queryOf(text)}` });
    if (route.url.includes(':') || route.url.endsWith('*')) {
      // A 1 MB path segment is not a URL anyone can send (servers cap the request line); the rest are.
      if (text.length < 1000) cases.push({ name: `${name} in the path`, url: withParams(text) });
    }
    if (BODY_METHODS.has(route.method)) {
      const body = sampleWith(route.body ?? { type: 'object', properties: { id: { type: 'string' } } }, text);
      cases.push({ name: `${name} in the body`, url: plainUrl, payload: JSON.stringify(body) });
    }
  }
  if (BODY_METHODS.has(route.method)) {
    cases.push({ name: 'malformed JSON', url: plainUrl, payload: '{"id": "a",' });
    cases.push({ name: '20,000-deep JSON', url: plainUrl, payload: deepJson(20_000) });
    cases.push({ name: 'deep JSON in a field', url: plainUrl, payload: `{"id":${deepJson(20_000)}}` });
    cases.push({ name: 'raw NUL in JSON', url: plainUrl, payload: '{"id":"a\u0000"}' });
  }
  return cases;
}

/** Every endpoint, anonymous and as the administrator, with malformed input: never a 5xx. */
describe('edge fuzz of every route', () => {
  let t: TestApp;
  const registered: RouteOptions[] = [];
  let routes: Route[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, { onRoute: (r) => registered.push(r) });
    await t.app.ready();
    routes = catalogue(registered, t.app.swagger() as { paths: Record<string, Record<string, Operation>> });
  });
  afterAll(async () => t?.close());

  it.each([
    ['anonymous', false],
    ['admin', true],
  ])(
    'answers no 5xx (%s)',
    async (_who, asAdmin) => {
      expect(routes.length).toBeGreaterThan(40);
      const failures: string[] = [];
      let sent = 0;
      for (const route of routes) {
        for (const c of casesFor(route)) {
          const res = await t.app.inject({
            method: route.method,
            url: c.url,
            headers: {
              ...(asAdmin ? { 'access-token': t.admin.token } : {}),
              ...(c.payload !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(c.payload !== undefined ? { payload: c.payload } : {}),
          });
          sent++;
          if (res.statusCode >= 500) {
            failures.push(
              `${route.method} ${route.url} [${c.name}] -> ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
          }
        }
      }
      expect(sent).toBeGreaterThan(300);
      expect(failures).toEqual([]);
    },
    600_000,
  );

  it('answers a body over a route limit with a clear 413 (401 first when anonymous on a private route): scan-login routes, global limit', async () => {
    const scanLogin = routes.filter((r) => BODY_METHODS.has(r.method) && /scan/.test(r.url));
    expect(scanLogin.length).toBeGreaterThanOrEqual(6);
    const targets = [
      ...scanLogin.map((r) => ({ route: r, bytes: 5 * 1024 })),
      ...scanLogin.map((r) => ({ route: r, bytes: 1024 * 1024 })),
      { route: { method: 'POST' as const, url: '/api/prowrite/v1/comment' }, bytes: 3 * 1024 * 1024 },
    ];
    for (const { route, bytes } of targets) {
      for (const asAdmin of [false, true]) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: {
            'content-type': 'application/json',
            ...(asAdmin ? { 'access-token': t.admin.token } : {}),
          },
          payload: JSON.stringify({ id: 'x'.repeat(bytes) }),
        });
        const what = `${route.method} ${route.url} ${bytes} bytes${asAdmin ? ' (admin)' : ''}`;
        // A private route refuses an anonymous caller before it reads any body.
        if (!asAdmin && !route.url.startsWith('/api/login/')) {
          expect(res.statusCode, what).toBe(401);
          continue;
        }
        expect(res.statusCode, what).toBe(413);
        expect(res.json(), what).toEqual({ code: 0, msg: 'Request body is too large' });
      }
    }
  });

  it('refuses NUL, lone surrogates and deep JSON with a clear 400, anonymous on a public route too', async () => {
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/prowrite/v1/public/export',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    for (const payload of ['{"id":"a\\u0000"}', '{"id":"\\ud800"}', deepJson(20_000)]) {
      const res = await post(payload);
      expect(res.statusCode, payload.slice(0, 40)).toBe(400);
      expect(res.json().msg).toMatch(/^Invalid body: /);
    }
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/prowrite/v1/public/ppt?ppt_id=a%00&reportId=b',
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().msg).toMatch(/NUL/);
    // Paired surrogates (an emoji) are text: the request is judged on its merits (here: no such link).
    const emoji = await t.app.inject({
      method: 'GET',
      url: `/api/prowrite/v1/public/ppt?ppt_id=${encodeURIComponent('😀')}&reportId=b`,
    });
    expect(emoji.statusCode).toBe(404);
  });
});
