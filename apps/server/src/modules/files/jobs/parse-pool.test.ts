import { UnreadableSourceError } from '@prowrite/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { ParsePool } from './parse-pool';

const text = (s: string) => new TextEncoder().encode(s);
const trial = (fileId: string) => ({
  bytes: text('A trial\n\nThe trial is registered as NCT01234567.'),
  fileId,
  kind: 'txt' as const,
  name: `${fileId}.txt`,
});

describe('ParsePool', () => {
  let pool: ParsePool | null = null;
  afterEach(async () => {
    await pool?.close();
    pool = null;
  });

  it('starts one warm thread on warm() and parses in it, task after task', async () => {
    pool = new ParsePool({ timeoutMs: 60_000, maxHeapMb: 512, threads: 2 });
    expect(pool.threadCount).toBe(0);
    await pool.warm();
    expect(pool.threadCount).toBe(1);
    for (const id of ['a', 'b', 'c']) {
      const { doc, facts } = await pool.parse(trial(id));
      expect(doc.fileId).toBe(id);
      expect(facts.registry_id?.value).toBe('NCT01234567');
    }
    expect(pool.threadCount).toBeGreaterThanOrEqual(1);
  });

  it('reports unreadable input as UnreadableSourceError across the thread boundary', async () => {
    pool = new ParsePool({ timeoutMs: 60_000, maxHeapMb: 512, threads: 1 });
    const err = await pool
      .parse({ bytes: new Uint8Array(), fileId: 'f2', kind: 'pdf', name: 'empty.pdf' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnreadableSourceError);
    expect(String(err)).toMatch(/empty/);
  });

  it('stops a parse past its time limit, and the next parse runs in a fresh thread', async () => {
    pool = new ParsePool({ timeoutMs: 60_000, maxHeapMb: 512, threads: 1 });
    await pool.parse(trial('before'));
    const first = pool.threadCount;
    // About 3 MB of text: far more than 20 ms of work.
    const slow = Array.from({ length: 40_000 }, (_, i) => `Patient ${i} was randomly assigned to drug A.`);
    const err = await pool
      .parse({ bytes: text(slow.join('\n')), fileId: 'slow', kind: 'txt', name: 'slow.txt' }, 20)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnreadableSourceError);
    expect(String(err)).toMatch(/took longer than 1 s and was stopped/);
    const { facts } = await pool.parse(trial('after'));
    expect(facts.registry_id?.value).toBe('NCT01234567');
    expect(pool.threadCount).toBe(first);
  });

  it('ends a thread that breaches its heap cap with a clear error, and keeps parsing', async () => {
    pool = new ParsePool({ timeoutMs: 120_000, maxHeapMb: 160, threads: 1 });
    await pool.parse(trial('before'));
    // 15 MB of distinct sentences (under the 20 MB text cap): its blocks and sentences cannot fit in 160 MB.
    const sentence = (i: number) =>
      `Patient ${i} was randomly assigned to drug A and followed for ${i % 97} months.`;
    const big = Array.from({ length: 200_000 }, (_, i) => sentence(i)).join('\n');
    const err = await pool
      .parse({ bytes: text(big), fileId: 'big', kind: 'txt', name: 'big.txt' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnreadableSourceError);
    expect(String(err)).toMatch(/needs more memory to parse than the server allows/);
    const { facts } = await pool.parse(trial('after'));
    expect(facts.registry_id?.value).toBe('NCT01234567');
  }, 120_000);
});
