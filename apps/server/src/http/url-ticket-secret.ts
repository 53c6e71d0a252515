import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The URL ticket key: `URL_TICKET_SECRET` when set (several hosts must share it), else `DATA_DIR/url-ticket.key`,
 * created once (0600) and shared by every process on this host.
 */
export async function loadUrlTicketSecret(configured: string | undefined, dataDir: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, 'url-ticket.key');
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    // `wx`: of two processes starting together one creates the key and the other reads it.
    await writeFile(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  if (key.length < 32) throw new Error(`${file} holds no usable key: delete it and restart`);
  return key;
}
