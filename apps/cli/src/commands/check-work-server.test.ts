import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Worker } from '@prowrite/server/src/jobs/worker';
import {
  auth,
  createWork,
  generated,
  seedParsedFile,
  startWorker,
} from '@prowrite/server/src/modules/works/testing/works-test-kit';
import { createTestApp, type TestApp } from '@prowrite/server/src/test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prowriteWithEnv } from '../testing/run-cli';

/** `check-work --server`: the CLI asks a real server (PGlite, loopback, free port) for a stored work's check. */
let t: TestApp;
let worker: Worker;
let base = '';
let workId = '';
let dir = '';

/** The environment without any token of the caller's own. */
function envWith(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { PROWRITE_TOKEN: _, ...rest } = process.env;
  return { ...rest, ...extra };
}

beforeAll(async () => {
  t = await createTestApp();
  worker = startWorker(t);
  const fileId = await seedParsedFile(t, t.admin.token);
  workId = await createWork(t, t.admin.token, { file_ids: [fileId], name: 'CLI check', out_lang: 'zh-cn' });
  await generated(t, t.admin.token, workId);
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  dir = await mkdtemp(path.join(tmpdir(), 'cli-check-'));
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('prowrite check-work --server', () => {
  it('prints the stored work check with the token from PROWRITE_TOKEN, never the token', async () => {
    const run = await prowriteWithEnv(
      envWith({ PROWRITE_TOKEN: t.admin.token }),
      'check-work',
      '--server',
      base,
      '--id',
      workId,
      '--findings',
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`work ${workId} (zh-cn)`);
    expect(run.stdout).toContain('primary result: stated');
    expect(run.stdout).toMatch(/lang share: \d+\.\d%\s+all Latin: \d+\.\d%/);
    // The same figures as the route answers.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/prowrite/v1/check_work?id=${workId}`,
      headers: auth(t.admin.token),
    });
    const share = (res.json().data.data.language_share * 100).toFixed(1);
    expect(run.stdout).toContain(`lang share: ${share}%`);
    expect(run.stdout + run.stderr).not.toContain(t.admin.token);
  });

  it('reads the token from --token-file', async () => {
    const file = path.join(dir, 'token');
    await writeFile(file, `${t.admin.token}\n`);
    const run = await prowriteWithEnv(
      envWith(),
      'check-work',
      '--server',
      base,
      '--id',
      workId,
      '--token-file',
      file,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('primary result: stated');
  });

  it('fails with a clear message, never the token: no token, refused token, unknown work, bad id, no server', async () => {
    const none = await prowriteWithEnv(envWith(), 'check-work', '--server', base, '--id', workId);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('no access token: set PROWRITE_TOKEN or pass --token-file');

    const wrong = `${t.admin.token.slice(0, -2)}AA`;
    const refused = await prowriteWithEnv(
      envWith({ PROWRITE_TOKEN: wrong }),
      'check-work',
      '--server',
      base,
      '--id',
      workId,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('the server refused the token');
    expect(refused.stderr).not.toContain(wrong);

    const withToken = envWith({ PROWRITE_TOKEN: t.admin.token });
    const unknown = await prowriteWithEnv(withToken, 'check-work', '--server', base, '--id', 'a'.repeat(32));
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(`no work ${'a'.repeat(32)} on the server`);

    const bad = await prowriteWithEnv(withToken, 'check-work', '--server', base, '--id', 'x'.repeat(65));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/the server answered 400: .*id/);

    const missingFile = await prowriteWithEnv(
      envWith(),
      'check-work',
      '--server',
      base,
      '--id',
      workId,
      '--token-file',
      path.join(dir, 'none'),
    );
    expect(missingFile.stderr).toContain('cannot read the token file');

    // A port nobody listens on: the server this test started, closed.
    const closed = await createTestApp();
    const gone = await closed.app.listen({ host: '127.0.0.1', port: 0 });
    await closed.close();
    const down = await prowriteWithEnv(withToken, 'check-work', '--server', gone, '--id', workId);
    expect(down.code).toBe(1);
    expect(down.stderr).toContain(`cannot reach ${gone}`);

    const scheme = await prowriteWithEnv(
      withToken,
      'check-work',
      '--server',
      'ftp://127.0.0.1/',
      '--id',
      workId,
    );
    expect(scheme.stderr).toContain('--server must be an http or https URL');

    const half = await prowriteWithEnv(withToken, 'check-work', '--server', base);
    expect(half.code).toBe(1);
    expect(half.stderr).toContain('usage: prowrite check-work');
    for (const r of [none, refused, unknown, bad, down, half])
      expect(r.stderr + r.stdout).not.toContain(t.admin.token);
  }, 120_000);
});
