import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { injectUpload } from '../modules/files/testing/multipart-body';
import { ADMIN_EMAIL, createTestApp, loginAs, type TestApp } from '../test/test-app';
import { UrlTickets } from './url-tickets';

describe('UrlTickets', () => {
  let now = 1_000_000;
  const tickets = new UrlTickets(randomBytes(32), 60_000, () => now);
  const FILE_ROUTE = '/api/files/:id/raw';

  it('opens the routes of its purpose, by GET, until it expires', () => {
    const { ticket } = tickets.mint('hash-1', 'files');
    expect(tickets.sessionFor(ticket, 'GET', FILE_ROUTE)).toBe('hash-1');
    expect(tickets.sessionFor(ticket, 'GET', '/api/prowrite/v1/generate/stream')).toBeNull();
    expect(tickets.sessionFor(ticket, 'GET', '/api/user/getuserbytoken')).toBeNull();
    expect(tickets.sessionFor(ticket, 'POST', FILE_ROUTE)).toBeNull();
    now += 60_001;
    expect(tickets.sessionFor(ticket, 'GET', FILE_ROUTE)).toBeNull();
  });

  it('refuses a changed ticket or one signed with another key', () => {
    const { ticket } = tickets.mint('hash-1', 'stream');
    const [payload, signature] = ticket.split('.');
    const forged = Buffer.from(JSON.stringify({ s: 'hash-2', p: 'stream', e: now + 60_000 })).toString(
      'base64url',
    );
    for (const bad of [
      `${forged}.${signature}`,
      `${payload}.x${signature}`,
      `${payload}`,
      `${ticket}.x`,
      '',
    ]) {
      expect(tickets.sessionFor(bad, 'GET', '/api/prowrite/v1/generate/stream')).toBeNull();
    }
    const other = new UrlTickets(randomBytes(32), 60_000, () => now);
    expect(other.sessionFor(ticket, 'GET', '/api/prowrite/v1/generate/stream')).toBeNull();
  });
});

describe('URL tickets through the API', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let fileId = '';
  beforeAll(async () => {
    t = await createTestApp();
    // A second process on the same DATA_DIR and database: it reads the same ticket key.
    second = (await buildApp(t.config, t.database)).app;
    const up = await injectUpload(t.app, t.admin.token, 'notes.txt', 'Primary endpoint: overall survival.');
    expect(up.statusCode, up.body).toBe(200);
    fileId = up.json().data.id;
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const mint = (token: string, purpose: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/url-ticket',
      headers: { 'access-token': token },
      payload: { purpose },
    });

  it('mints a ticket that reads files (on any process) and nothing else', async () => {
    const res = await mint(t.admin.token, 'files');
    expect(res.statusCode, res.body).toBe(200);
    const { ticket, expires_at } = res.json().data;
    expect(expires_at - Date.now() / 1000).toBeGreaterThan(60);
    expect(expires_at - Date.now() / 1000).toBeLessThanOrEqual(300);
    for (const app of [t.app, second]) {
      const raw = await app.inject({ method: 'GET', url: `/api/files/${fileId}/raw?ticket=${ticket}` });
      expect(raw.statusCode).toBe(200);
      expect(raw.body).toContain('overall survival');
    }
    const me = await t.app.inject({ method: 'GET', url: `/api/user/getuserbytoken?ticket=${ticket}` });
    expect(me.statusCode).toBe(401);
    const asToken = await t.app.inject({ method: 'GET', url: `/api/files/${fileId}/raw?token=${ticket}` });
    expect(asToken.statusCode).toBe(401);
  });

  it('a stream ticket does not read files; a ticket cannot mint tickets', async () => {
    const { ticket } = (await mint(t.admin.token, 'stream')).json().data;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/files/${fileId}/raw?ticket=${ticket}` })).statusCode,
    ).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/user/url-ticket?ticket=${ticket}`,
      payload: { purpose: 'files' },
    });
    expect(again.statusCode).toBe(401);
  });

  it('dies with its session', async () => {
    const token = await loginAs(t.app, ADMIN_EMAIL, t.admin.password);
    const { ticket } = (await mint(token, 'files')).json().data;
    const url = `/api/files/${fileId}/raw?ticket=${ticket}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/logout/${encodeURIComponent(token)}` })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses an unknown purpose with a clear 400', async () => {
    const res = await mint(t.admin.token, 'admin');
    expect(res.statusCode).toBe(400);
  });
});
