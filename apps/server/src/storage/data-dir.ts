import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** New files and folders of this process are its owner's only (0600 / 0700). */
export const PRIVATE_UMASK = 0o077;

/**
 * Gives every folder 0700 and every file 0600 under `root` where group or others had any access; symbolic
 * links are left alone (and not followed). Returns the paths it tightened.
 */
export async function tightenTree(root: string): Promise<string[]> {
  const fixed: string[] = [];
  const visit = async (p: string): Promise<void> => {
    const st = await lstat(p);
    if (st.isSymbolicLink()) return;
    if (st.isDirectory()) {
      if (st.mode & 0o077) {
        await chmod(p, 0o700);
        fixed.push(p);
      }
      for (const name of await readdir(p)) await visit(path.join(p, name));
    } else if (st.isFile() && st.mode & 0o077) {
      await chmod(p, st.mode & 0o100 ? 0o700 : 0o600);
      fixed.push(p);
    }
  };
  await visit(root);
  return fixed;
}

/**
 * Readies DATA_DIR before anything opens it (the embedded database, uploads, the admin password): the
 * process umask becomes 077 so everything created from now on is private, the folder is created 0700, and
 * files left readable or writable by others (older versions created the database 0666) are fixed with a
 * warning.
 */
export async function prepareDataDir(dataDir: string, warn: (message: string) => void): Promise<void> {
  process.umask(PRIVATE_UMASK);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const fixed = await tightenTree(dataDir);
  if (fixed.length > 0) {
    warn(
      `DATA_DIR ${dataDir}: ${fixed.length} files or folders were accessible to other users; ` +
        'they are now private to the server’s user (0600/0700)',
    );
  }
}
