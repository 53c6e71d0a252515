import type { DatabaseSession } from '../../db/database-session';
import type { ReadSeal } from '../../db/write-tracker';
import type { AuthContext } from '../../http/auth';

/** What a cached session can be invalidated by. */
export type SessionInvalidation =
  | { kind: 'session'; tokenHash: string }
  | { kind: 'user'; userId: string }
  | { kind: 'team'; teamId: string }
  | { kind: 'all' };

export const SESSION_CHANNEL = 'prowrite_session_invalidation';

type Entry = {
  auth: AuthContext;
  /** The session's stored hash: a logout's invalidation names it. */
  tokenHash: string;
  userId: string;
  teamId: string;
  expiresAt: number;
  cachedAt: number;
  /** PGlite: the tables the session was read from, unchanged since (checked on every hit). */
  seal: ReadSeal | null;
};

export type SessionCacheOptions = {
  /** A cached entry is re-read after this long even without a notification (a lost one heals). */
  maxAgeMs?: number;
  maxEntries?: number;
  now?: () => number;
};

/**
 * Resolved sessions kept in memory so an authenticated read costs no query. Entries are keyed by the session's
 * canonical access token (what the client sends), so a hit needs neither decoding nor hashing; `peek` answers a
 * hit without awaiting anything (the auth guard's fast path). Every change that ends or alters
 * a session (logout, password change, role or team change) calls `invalidate`, which drops the entries here
 * and tells every other process through the database session (PostgreSQL NOTIFY; PGlite: this process only).
 * A read that was already under way when an invalidation arrived is not cached (generation check), and when
 * notifications may have been missed (connection lost) the whole cache is dropped.
 * Where this process is the database's only writer (PGlite), a hit is also refused once any table the session
 * was read from (sessions, users, teams) has been written since, whether or not the writer called `invalidate`.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private readonly maxAgeMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly session: DatabaseSession,
    options: SessionCacheOptions = {},
  ) {
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Subscribes to other processes' invalidations; until it resolves nothing is cached. */
  async start(): Promise<void> {
    const stopListening = await this.session.listen(SESSION_CHANNEL, (payload) => {
      const event = parseInvalidation(payload);
      this.dropLocal(event ?? { kind: 'all' });
    });
    const stopResync = this.session.onResync(() => this.dropLocal({ kind: 'all' }));
    this.unsubscribe = () => {
      stopListening();
      stopResync();
    };
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.entries.clear();
  }

  /**
   * The session cached under `key` while it is still good (not expired, not too old, and on PGlite no table it
   * was read from written since); undefined when it must be read. Synchronous: a hit costs a map lookup.
   */
  peek(key: string): AuthContext | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    const now = this.now();
    const current = !hit.seal || this.session.writes?.isCurrent(hit.seal) === true;
    if (current && hit.expiresAt > now && now - hit.cachedAt < this.maxAgeMs) return hit.auth;
    this.entries.delete(key);
    return undefined;
  }

  /**
   * The cached session, or a fresh read through `load` (cached when still valid on return). `key` is what
   * `peek` is asked with (the canonical access token); `tokenHash` is what a logout's invalidation names.
   */
  async resolve(
    key: string,
    load: () => Promise<{ auth: AuthContext; expiresAt: Date } | null>,
    tokenHash = key,
  ): Promise<AuthContext | null> {
    const hit = this.peek(key);
    if (hit) return hit;
    const writes = this.session.writes;
    const generation = this.generation;
    const { value: loaded, seal } = writes ? await writes.sealed(load) : { value: await load(), seal: null };
    if (!loaded) return null;
    // Frozen: the same object answers every hit (and its serialised form is kept by identity), so nothing may
    // change it in place.
    const auth = deepFreeze(loaded.auth);
    if (this.unsubscribe && generation === this.generation && (!writes || seal)) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, {
        auth,
        tokenHash,
        userId: auth.userId,
        teamId: auth.teamId,
        expiresAt: loaded.expiresAt.getTime(),
        cachedAt: this.now(),
        seal,
      });
    }
    return auth;
  }

  /** Drops matching sessions here at once, then in every other process. Call after the change committed. */
  async invalidate(event: SessionInvalidation): Promise<void> {
    this.dropLocal(event);
    await this.session.notify(SESSION_CHANNEL, JSON.stringify(event));
  }

  get size(): number {
    return this.entries.size;
  }

  private dropLocal(event: SessionInvalidation): void {
    this.generation++;
    if (event.kind === 'all') {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) {
      if (
        (event.kind === 'session' && entry.tokenHash === event.tokenHash) ||
        (event.kind === 'user' && entry.userId === event.userId) ||
        (event.kind === 'team' && entry.teamId === event.teamId)
      ) {
        this.entries.delete(key);
      }
    }
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function parseInvalidation(payload: string): SessionInvalidation | null {
  try {
    const value = JSON.parse(payload) as Partial<Record<string, unknown>>;
    if (value.kind === 'session' && typeof value.tokenHash === 'string') {
      return { kind: 'session', tokenHash: value.tokenHash };
    }
    if (value.kind === 'user' && typeof value.userId === 'string')
      return { kind: 'user', userId: value.userId };
    if (value.kind === 'team' && typeof value.teamId === 'string')
      return { kind: 'team', teamId: value.teamId };
    if (value.kind === 'all') return { kind: 'all' };
  } catch {
    // Unreadable: dropping everything is the safe answer.
  }
  return null;
}
