import { mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { prepareDataDir } from './data-dir';

async function modes(root: string): Promise<{ path: string; mode: number; dir: boolean }[]> {
  const out: { path: string; mode: number; dir: boolean }[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const p = path.join(entry.parentPath, entry.name);
    out.push({ path: p, mode: (await stat(p)).mode & 0o777, dir: entry.isDirectory() });
  }
  return out;
}

describe('DATA_DIR permissions', () => {
  const umask = process.umask();
  const dirs: string[] = [];
  afterEach(async () => {
    process.umask(umask);
    for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
  });
  const tempParent = async () => {
    const d = await mkdtemp(path.join(os.tmpdir(), 'prowrite-perm-'));
    dirs.push(d);
    return d;
  };

  it('creates DATA_DIR 0700 and the embedded database’s files 0600 even under a permissive umask', async () => {
    process.umask(0);
    const dataDir = path.join(await tempParent(), 'data');
    await prepareDataDir(dataDir, () => {});
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pg') });
    const opened = await modes(dataDir);
    // Work after start creates more files (a table, its index): every folder above them stays 0700.
    await database.db.execute(sql`CREATE TABLE perm_probe (id int PRIMARY KEY)`);
    await database.close();
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect(opened.length).toBeGreaterThan(100);
    const open = opened.filter((e) => e.mode & 0o077);
    expect(open.map((e) => `${e.path} ${e.mode.toString(8)}`)).toEqual([]);
    const later = await modes(dataDir);
    expect(later.filter((e) => e.dir && e.mode !== 0o700)).toEqual([]);
  });

  it('tightens files and folders left open by an older version, with a warning, and leaves links alone', async () => {
    const dataDir = path.join(await tempParent(), 'data');
    process.umask(0);
    await mkdir(path.join(dataDir, 'pg', 'base'), { recursive: true, mode: 0o777 });
    await writeFile(path.join(dataDir, 'pg', 'base', '1234'), 'x', { mode: 0o666 });
    await writeFile(path.join(dataDir, 'run.sh'), 'x', { mode: 0o755 });
    await writeFile(path.join(dataDir, 'private'), 'x', { mode: 0o600 });
    const outside = path.join(await tempParent(), 'outside');
    await writeFile(outside, 'x', { mode: 0o644 });
    await symlink(outside, path.join(dataDir, 'link'));
    const warnings: string[] = [];
    await prepareDataDir(dataDir, (m) => warnings.push(m));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/5 files or folders were accessible to other users/);
    const byName = Object.fromEntries(
      (await modes(dataDir)).map((e) => [path.relative(dataDir, e.path), e.mode]),
    );
    expect(byName).toEqual({
      pg: 0o700,
      'pg/base': 0o700,
      'pg/base/1234': 0o600,
      'run.sh': 0o700,
      private: 0o600,
    });
    expect((await stat(outside)).mode & 0o777).toBe(0o644);
    const again: string[] = [];
    await prepareDataDir(dataDir, (m) => again.push(m));
    expect(again).toEqual([]);
  });
});
