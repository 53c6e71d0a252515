import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { WriteTracker } from './write-tracker';

export type NotificationHandler = (payload: string) => void;

/**
 * What several processes share beyond tables: notifications (LISTEN/NOTIFY) and locks held for the life of
 * the process (session advisory locks, released by PostgreSQL the moment the process's connection dies).
 */
export interface DatabaseSession {
  /** Calls `handler` for every notification on `channel`, from this process or any other. */
  listen(channel: string, handler: NotificationHandler): Promise<() => void>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Called when notifications may have been missed (the listening connection was lost and re-opened):
   * anything cached from them must be dropped.
   */
  onResync(handler: () => void): () => void;
  /** Takes a lock named `name` held until `close`; false when a live process holds it. */
  tryHoldLock(name: string): Promise<boolean>;
  /** True when no live process holds the lock `name` (its holder has died or never existed). */
  isLockFree(name: string): Promise<boolean>;
  /** Whether other processes can share this database (PostgreSQL) or it is this process's alone (PGlite). */
  readonly shared: boolean;
  /**
   * Every write to the database, tracked by table; only where this process is its only writer (PGlite), so a
   * value read from it can be re-checked without a query. Null on PostgreSQL (other processes write).
   */
  readonly writes: WriteTracker | null;
  close(): Promise<void>;
}

/** PGlite serves one process: notifications stay in it, and every lock is this process's. */
export class LocalSession implements DatabaseSession {
  readonly shared = false;
  constructor(readonly writes: WriteTracker | null = null) {}
  private readonly events = new EventEmitter().setMaxListeners(0);
  private readonly held = new Set<string>();

  async listen(channel: string, handler: NotificationHandler): Promise<() => void> {
    this.events.on(channel, handler);
    return () => this.events.off(channel, handler);
  }

  async notify(channel: string, payload: string): Promise<void> {
    this.events.emit(channel, payload);
  }

  onResync(): () => void {
    return () => {};
  }

  async tryHoldLock(name: string): Promise<boolean> {
    if (this.held.has(name)) return false;
    this.held.add(name);
    return true;
  }

  async isLockFree(name: string): Promise<boolean> {
    return !this.held.has(name);
  }

  async close(): Promise<void> {
    this.events.removeAllListeners();
  }
}

/** Lock names map to the two-int4 advisory lock space under one namespace for Prowrite. */
const LOCK_SQL_KEY = `hashtext('prowrite'), hashtext($1)`;

/**
 * One dedicated PostgreSQL connection (outside the pool) that LISTENs and holds the process's session locks.
 * If it drops, it is re-opened after a pause, channels are listened to again and resync handlers run (the
 * notifications sent meanwhile are lost); held locks are taken again when still free.
 */
export class PgSession implements DatabaseSession {
  readonly shared = true;
  readonly writes = null;
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly events = new EventEmitter().setMaxListeners(0);
  private readonly channels = new Set<string>();
  private readonly locks = new Set<string>();
  private readonly resyncHandlers = new Set<() => void>();
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly pool: pg.Pool,
    private readonly reconnectDelayMs = 1000,
  ) {}

  async listen(channel: string, handler: NotificationHandler): Promise<() => void> {
    this.events.on(channel, handler);
    if (!this.channels.has(channel)) {
      this.channels.add(channel);
      const client = await this.connection();
      await client.query(`LISTEN ${quoteIdent(channel)}`);
    }
    return () => this.events.off(channel, handler);
  }

  async notify(channel: string, payload: string): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
  }

  onResync(handler: () => void): () => void {
    this.resyncHandlers.add(handler);
    return () => this.resyncHandlers.delete(handler);
  }

  async tryHoldLock(name: string): Promise<boolean> {
    const client = await this.connection();
    const { rows } = await client.query<{ ok: boolean }>(
      `SELECT pg_try_advisory_lock(${LOCK_SQL_KEY}) AS ok`,
      [name],
    );
    if (rows[0]?.ok) this.locks.add(name);
    return rows[0]?.ok === true;
  }

  async isLockFree(name: string): Promise<boolean> {
    if (this.locks.has(name)) return false;
    // Taken and given back at once on a pooled connection: success means no session holds it.
    const client = await this.pool.connect();
    try {
      const { rows } = await client.query<{ ok: boolean }>(
        `SELECT pg_try_advisory_lock(${LOCK_SQL_KEY}) AS ok`,
        [name],
      );
      if (!rows[0]?.ok) return false;
      await client.query(`SELECT pg_advisory_unlock(${LOCK_SQL_KEY})`, [name]);
      return true;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.events.removeAllListeners();
    const client = this.client ?? (this.connecting ? await this.connecting.catch(() => null) : null);
    this.client = null;
    await client?.end().catch(() => {});
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    if (!this.connecting) {
      this.connecting = this.open().finally(() => {
        this.connecting = null;
      });
    }
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    if (this.closed) throw new Error('The database session is closed');
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => {
      this.events.emit(msg.channel, msg.payload ?? '');
    });
    client.on('error', (err) => {
      console.error(`PostgreSQL session connection lost: ${err.message}`);
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    await client.connect();
    for (const channel of this.channels) await client.query(`LISTEN ${quoteIdent(channel)}`);
    for (const name of this.locks) {
      const { rows } = await client.query<{ ok: boolean }>(
        `SELECT pg_try_advisory_lock(${LOCK_SQL_KEY}) AS ok`,
        [name],
      );
      if (!rows[0]?.ok) {
        this.locks.delete(name);
        console.error(`Lost the lock "${name}" while reconnecting: another process holds it now`);
      }
    }
    this.client = client;
    return client;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    if (this.closed) return;
    for (const handler of this.resyncHandlers) handler();
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    setTimeout(() => {
      if (this.closed || this.client) return;
      this.connection().then(
        () => {
          for (const handler of this.resyncHandlers) handler();
        },
        (err: unknown) => {
          console.error(`PostgreSQL session reconnect failed: ${(err as Error).message}`);
          this.scheduleReconnect();
        },
      );
    }, this.reconnectDelayMs).unref();
  }
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
