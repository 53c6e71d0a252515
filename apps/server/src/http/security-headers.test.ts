import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webDist } from '../modules/export/testing/export-test-kit';
import { createTestApp, type TestApp } from '../test/test-app';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  let framed: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A web build of one page, so the app page and client routes (the print pages) are served.
    const dist = path.join(t.config.dataDir, 'web');
    await mkdir(dist, { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await t.close();
    t = await createTestApp({ WEB_DIST: dist });
    framed = await createTestApp({ WEB_DIST: dist, FRAME_ANCESTORS: 'https://portal.example.com' });
  });
  afterAll(async () => {
    await t?.close();
    await framed?.close();
  });

  it.each([
    ['the app page', '/'],
    ['a client route', '/decks/abc'],
    ['a print page', '/print/deck/abc?ticket=x'],
    ['an API route', '/api/health'],
    ['an API error', '/api/user/getuserbytoken'],
  ])('%s gets a strict CSP and the other headers', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeLessThan(500);
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(res.headers['origin-agent-cluster']).toBe('?1');
    expect(res.headers['x-dns-prefetch-control']).toBe('off');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('lets the configured partner origin frame the app, and nobody else', async () => {
    const res = await framed.app.inject({ method: 'GET', url: '/' });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://portal.example.com']);
    // X-Frame-Options cannot name a partner; the CSP (which browsers prefer) does.
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('refuses a FRAME_ANCESTORS entry that is not an origin', async () => {
    await expect(
      createTestApp({ FRAME_ANCESTORS: "https://a.example.com/path 'unsafe-inline'" }),
    ).rejects.toThrow(/FRAME_ANCESTORS/);
  });

  it.runIf(existsSync(path.join(webDist, 'index.html')))(
    'the web build needs no inline script (so the CSP needs no nonce)',
    () => {
      const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attrs, body] of scripts) {
        expect(attrs).toMatch(/\bsrc="\/assets\//);
        expect(body!.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+=/i);
    },
  );
});
