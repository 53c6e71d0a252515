import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { sessions, users } from './schema';
import { writeTargetsOf } from './sql-writes';
import { WriteTracker } from './write-tracker';

describe('writeTargetsOf', () => {
  it('reads the one table of a drizzle write, and answers no change for reads and transaction control', () => {
    expect(writeTargetsOf('insert into "works" ("id") values ($1)')).toEqual({
      kind: 'tables',
      tables: ['works'],
    });
    expect(writeTargetsOf('update "work_slides" set "slide" = $1')).toEqual({
      kind: 'tables',
      tables: ['work_slides'],
    });
    expect(writeTargetsOf(' /* c */ -- x\n DELETE FROM public.Sessions where 1=1')).toEqual({
      kind: 'tables',
      tables: ['sessions'],
    });
    for (const read of [
      'select * from "works" for update',
      'BEGIN',
      'commit',
      'savepoint s1',
      'values (1)',
    ]) {
      expect(writeTargetsOf(read)).toEqual({ kind: 'none' });
    }
    expect(writeTargetsOf('with w as (select 1) select * from w')).toEqual({ kind: 'none' });
  });

  it('answers every table for what it cannot bound', () => {
    for (const sql of [
      'with d as (delete from "works" returning id) select * from d',
      'truncate "works"',
      'alter table "works" add column x int',
      'select * into copy_of from "works"',
      'update "works" set a = 1; delete from "users"',
      'call something()',
    ]) {
      expect(writeTargetsOf(sql), sql).toEqual({ kind: 'all' });
    }
  });
});

describe('WriteTracker', () => {
  const tracker = () =>
    new WriteTracker({
      tables: ['users', 'sessions', 'works', 'logged'],
      cascades: new Map([['users', ['sessions']]]),
      unbounded: new Set(['logged']),
      indirect: new Set(['a_view']),
    });

  it('keeps a seal current until a table the read named is written, cascades and triggers included', async () => {
    const t = tracker();
    const read = async (sql: string) => (await t.sealed(async () => t.noteRead(sql))).seal!;
    const sessionRead = await read('select * from "sessions"');
    t.noteStatement('update "works" set x = 1');
    expect(t.isCurrent(sessionRead)).toBe(true);
    t.noteStatement('delete from "users" where id = $1'); // cascades to sessions
    expect(t.isCurrent(sessionRead)).toBe(false);
    const worksRead = await read('select * from "works"');
    t.noteStatement('insert into "logged" values (1)'); // a trigger could write anything
    expect(t.isCurrent(worksRead)).toBe(false);
    const viewRead = await read('select * from a_view');
    t.noteStatement('insert into "sessions" values (1)');
    expect(t.isCurrent(viewRead)).toBe(false);
    const beforeFunction = await read('select * from "works"');
    t.noteStatement('select a_view()'); // a user function may write
    expect(t.isCurrent(beforeFunction)).toBe(false);
    const unknownWrite = await read('select * from "works"');
    t.noteStatement('insert into "made_later" values (1)');
    expect(t.isCurrent(unknownWrite)).toBe(false);
  });

  it('does not seal a read during which anything was written', async () => {
    const t = tracker();
    const { seal } = await t.sealed(async () => {
      t.noteRead('select * from "works"');
      t.noteStatement('update "users" set name = $1');
    });
    expect(seal).toBeNull();
  });

  it('records each overlapping read in full, though the context store is switched off between reads', async () => {
    const t = tracker();
    let resume: () => void = () => {};
    const first = t.sealed(async () => {
      t.noteRead('select * from "works"');
      await new Promise<void>((resolve) => {
        resume = resolve;
      });
      // After a second read began and ended: this statement still belongs to the first read.
      t.noteRead('select * from "sessions"');
    });
    const second = await t.sealed(async () => t.noteRead('select * from "users"'));
    expect(second.seal?.tables).toEqual(['users']);
    resume();
    expect((await first).seal?.tables).toEqual(['sessions', 'works']);
    // And once no read is under way, a new one is recorded again.
    const third = await t.sealed(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      t.noteRead('select * from "works"');
    });
    expect(third.seal?.tables).toEqual(['works']);
  });
});

describe('PGlite statements through the tracker', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(async () => {
    await database.close();
  });

  it('sees drizzle writes, in and out of transactions, and foreign-key cascades read from the catalog', async () => {
    const writes = database.session.writes!;
    expect(writes).not.toBeNull();
    // Today's schema has no views or functions: every read is bounded by the tables it names.
    expect(writes.tablesWrittenBy('select * from "works"')).toEqual([]);
    const { seal } = await writes.sealed(() => database.db.select().from(sessions));
    expect(seal?.tables).toEqual(['sessions']);
    await database.db.select().from(users);
    expect(writes.isCurrent(seal!)).toBe(true);
    // Deleting users (none match) may cascade to sessions: the sessions read goes stale.
    await database.db.delete(users).where(eq(users.id, 'nobody'));
    expect(writes.isCurrent(seal!)).toBe(false);
    const again = (await writes.sealed(() => database.db.select().from(sessions))).seal!;
    await database.db.transaction(async (tx) => {
      await tx.delete(sessions).where(eq(sessions.tokenHash, 'none'));
    });
    expect(writes.isCurrent(again)).toBe(false);
  });
});
