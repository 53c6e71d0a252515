import { AsyncLocalStorage } from 'node:async_hooks';
import { namesIn, type WriteTargets, writeTargetsOf } from './sql-writes';

/** Proof that what a read saw is still what the database holds: the generations of the tables it read. */
export type ReadSeal = { readonly tables: readonly string[]; readonly stamp: number };

/** What the tracker must know of the schema (read from the catalog at start). */
export type SchemaFacts = {
  /** Every table (plain or partitioned) of the application's schemas. */
  tables: readonly string[];
  /** For each table, the tables a delete or update of it may change through foreign-key actions. */
  cascades: ReadonlyMap<string, readonly string[]>;
  /** Tables whose writes may change anything (user triggers or rules on them). */
  unbounded: ReadonlySet<string>;
  /** Names that read tables without naming them (views, user functions): a read naming one reads everything. */
  indirect: ReadonlySet<string>;
};

type Recorder = { names: Set<string> };

/**
 * Generations of every table, bumped by every write this process makes. Sound only where this process is the
 * database's only writer (the embedded PGlite): then a value computed from a read stays true while the
 * generations of the tables that read named are unchanged, and checking that costs no query.
 * A write bumps its tables when it is sent, when it ends, and (inside a transaction) again when the
 * transaction ends, so a read overlapping any of these is not sealed and a read sealed before it goes stale.
 */
export class WriteTracker {
  private readonly generations = new Map<string, number>();
  /** Bumped with every write: a read during which it moved is not sealed. */
  private total = 0;
  private readonly recorders = new AsyncLocalStorage<Recorder>();
  /**
   * Sealed reads under way. The context store is switched off whenever none is: while an AsyncLocalStorage is
   * on, Node tracks every promise of the process (an async call costs about three times as much), and most
   * requests (cache hits) seal nothing.
   */
  private reading = 0;
  private readonly everyTable: readonly string[];
  /** Statements sent so far (reads and writes): lets tests see that an answer cost no query. */
  statements = 0;

  constructor(private readonly schema: SchemaFacts) {
    for (const table of schema.tables) this.generations.set(table, 0);
    this.everyTable = [...schema.tables];
  }

  /** The tables a statement may change, cascades included; every table when that cannot be told. */
  tablesWrittenBy(sql: string): readonly string[] {
    const tables = this.expand(writeTargetsOf(sql));
    // A read calling a user function (or naming a view with rules) may write anything.
    if (tables.length === 0 && this.schema.indirect.size > 0) {
      for (const name of namesIn(sql)) if (this.schema.indirect.has(name)) return this.everyTable;
    }
    return tables;
  }

  /** Called for every statement this process sends, before and after it runs. */
  noteStatement(sql: string): readonly string[] {
    this.statements++;
    const tables = this.tablesWrittenBy(sql);
    this.bump(tables);
    return tables;
  }

  /** Marks tables as changed (a statement sent or ended, a transaction ended). */
  bump(tables: readonly string[]): void {
    if (tables.length === 0) return;
    this.total++;
    for (const table of tables) this.generations.set(table, (this.generations.get(table) ?? 0) + 1);
  }

  /** Inside `read` (see `sealed`), records the names a statement uses. */
  noteRead(sql: string): void {
    const recorder = this.recorders.getStore();
    if (recorder) for (const name of namesIn(sql)) recorder.names.add(name);
  }

  /**
   * Runs `read` and answers its value with a seal of every table its statements named; the seal is null when
   * a write happened meanwhile (the value may mix states and must not be kept).
   */
  async sealed<T>(read: () => Promise<T>): Promise<{ value: T; seal: ReadSeal | null }> {
    const before = this.total;
    const recorder: Recorder = { names: new Set() };
    this.reading++;
    let value: T;
    try {
      // Awaited inside the context: a lazy query (a drizzle builder) runs only when awaited.
      value = await this.recorders.run(recorder, async () => await read());
    } finally {
      // No read needs its context any more: a statement sent later is recorded by no seal either way.
      if (--this.reading === 0) this.recorders.disable();
    }
    if (this.total !== before) return { value, seal: null };
    const tables = this.tablesRead(recorder.names);
    return { value, seal: { tables, stamp: this.stampOf(tables) } };
  }

  /** True while no table the sealed read named has been written since. */
  isCurrent(seal: ReadSeal): boolean {
    return this.stampOf(seal.tables) === seal.stamp;
  }

  private tablesRead(names: ReadonlySet<string>): readonly string[] {
    for (const name of names) if (this.schema.indirect.has(name)) return this.everyTable;
    return this.everyTable.filter((t) => names.has(t));
  }

  /** Generations only grow, so their sum changes whenever one of them does. */
  private stampOf(tables: readonly string[]): number {
    let sum = 0;
    for (const table of tables) sum += this.generations.get(table) ?? 0;
    return sum;
  }

  private expand(targets: WriteTargets): readonly string[] {
    if (targets.kind === 'none') return [];
    if (targets.kind === 'all') return this.everyTable;
    const out = new Set<string>();
    for (const table of targets.tables) {
      // An unknown table (created after start) or one with triggers or rules: anything may change.
      if (!this.generations.has(table) || this.schema.unbounded.has(table)) return this.everyTable;
      out.add(table);
      for (const reached of this.schema.cascades.get(table) ?? []) out.add(reached);
    }
    return [...out];
  }
}
