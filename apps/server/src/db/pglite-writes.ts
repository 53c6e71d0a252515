import type { PGlite, Transaction } from '@electric-sql/pglite';
import { type SchemaFacts, WriteTracker } from './write-tracker';

type Row = Record<string, unknown>;

const APP_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%'`;

/** Reads what the tracker must know from the catalog: tables, foreign-key actions, triggers, rules, views. */
export async function readSchemaFacts(client: PGlite): Promise<SchemaFacts> {
  const rows = async (sql: string) => (await client.query<Row>(sql)).rows;
  const tables = (
    await rows(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and ${APP_SCHEMAS}`)
  ).map((r) => String(r.name));
  // Any action other than NO ACTION / RESTRICT changes the referencing table when the referenced one changes.
  const edges = await rows(`select p.relname as parent, c.relname as child from pg_constraint k
      join pg_class p on p.oid = k.confrelid join pg_class c on c.oid = k.conrelid
      where k.contype = 'f' and (k.confdeltype not in ('a', 'r') or k.confupdtype not in ('a', 'r'))`);
  const unbounded = new Set(
    (
      await rows(`select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace where not t.tgisinternal and ${APP_SCHEMAS}
        union select c.relname from pg_rewrite w join pg_class c on c.oid = w.ev_class
        join pg_namespace n on n.oid = c.relnamespace where c.relkind in ('r', 'p') and ${APP_SCHEMAS}`)
    ).map((r) => String(r.name)),
  );
  const indirect = new Set(
    (
      await rows(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('v', 'm', 'f') and ${APP_SCHEMAS}
        union select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${APP_SCHEMAS}`)
    ).map((r) => String(r.name)),
  );
  return { tables, cascades: cascadeClosure(edges), unbounded, indirect };
}

/** For each table, every table reached through chains of foreign-key actions. */
function cascadeClosure(edges: Row[]): Map<string, string[]> {
  const direct = new Map<string, Set<string>>();
  for (const e of edges) {
    const set = direct.get(String(e.parent)) ?? new Set<string>();
    set.add(String(e.child));
    direct.set(String(e.parent), set);
  }
  const closure = new Map<string, string[]>();
  for (const start of direct.keys()) {
    const seen = new Set<string>();
    const stack = [...(direct.get(start) ?? [])];
    while (stack.length > 0) {
      const table = stack.pop() as string;
      if (seen.has(table)) continue;
      seen.add(table);
      stack.push(...(direct.get(table) ?? []));
    }
    closure.set(start, [...seen]);
  }
  return closure;
}

/**
 * Routes every statement of `client` through `tracker`: `query`, `exec`, `sql` and `transaction` (whose `tx`
 * is wrapped the same way, and whose tables are bumped again when it ends): every way drizzle and this code
 * send SQL. The raw wire-protocol entry points (`execProtocol*`) are PGlite's own internals (they carry every
 * query) and are not for application use: nothing here calls them.
 */
export async function trackPgliteWrites(client: PGlite): Promise<WriteTracker> {
  const tracker = new WriteTracker(await readSchemaFacts(client));
  const everything = () => tracker.bump(tracker.tablesWrittenBy('?'));

  const around = async <T>(sql: string, run: () => Promise<T>, written?: Set<string>): Promise<T> => {
    const tables = tracker.noteStatement(sql);
    if (tables.length === 0) tracker.noteRead(sql);
    for (const t of tables) written?.add(t);
    try {
      return await run();
    } finally {
      tracker.bump(tables);
    }
  };

  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);

  client.query = ((sql: string, params?: unknown[], options?: object) =>
    around(sql, () => query(sql, params, options))) as PGlite['query'];
  client.exec = ((sql: string, options?: object) => around(sql, () => exec(sql, options))) as PGlite['exec'];
  // `sql` (the tagged template) calls `this.query`, so it is covered by the wrapper above.
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => {
    const written = new Set<string>();
    return transaction(async (tx) => {
      const inner = tx.query.bind(tx);
      const innerExec = tx.exec.bind(tx);
      const wrapped: Transaction = Object.create(tx, {
        query: {
          value: (sql: string, params?: unknown[], options?: object) =>
            around(sql, () => inner(sql, params, options), written),
        },
        exec: {
          value: (sql: string, options?: object) => around(sql, () => innerExec(sql, options), written),
        },
        sql: {
          value: (strings: TemplateStringsArray, ...values: unknown[]) => {
            everything();
            return tx.sql(strings, ...values);
          },
        },
      });
      return callback(wrapped);
    }).finally(() => tracker.bump([...written]));
  }) as PGlite['transaction'];
  return tracker;
}
