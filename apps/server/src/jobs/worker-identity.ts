import os from 'node:os';
import type { DatabaseSession } from '../db/database-session';

/** The session lock a live worker of `identity` holds (see `acquireWorkerIdentity`). */
export function workerLockName(identity: string): string {
  return `worker:${identity}`;
}

/** Identity characters: no `/`, which separates identity from incarnation in `jobs.locked_by`. */
export const WORKER_ID_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;

const MAX_SLOTS = 64;

/**
 * A lasting worker identity `<base>#<slot>`: the first slot whose session lock is free, held until the process
 * ends. A restarted process gets its slot back (its previous connection died with it, freeing the lock) and so
 * recognises the jobs it held; two live processes never share one. `base` is WORKER_ID or the host name.
 */
export async function acquireWorkerIdentity(session: DatabaseSession, base?: string): Promise<string> {
  const root = base ?? sanitiseHostName(os.hostname());
  for (let slot = 1; slot <= MAX_SLOTS; slot++) {
    const identity = `${root}#${slot}`;
    if (await session.tryHoldLock(workerLockName(identity))) return identity;
  }
  throw new Error(`More than ${MAX_SLOTS} live workers call themselves "${root}": set WORKER_ID per worker`);
}

function sanitiseHostName(host: string): string {
  const cleaned = host.replace(/[^A-Za-z0-9._:-]/g, '_').slice(0, 90);
  return cleaned || 'worker';
}
