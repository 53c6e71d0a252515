import { UnreadableSourceError } from '@prowrite/engine';
import { describe, expect, it } from 'vitest';
import { parseInThread } from './parse-in-thread';

const text = (s: string) => new TextEncoder().encode(s);

describe('parseInThread', () => {
  it('parses and extracts in a worker thread', async () => {
    const { doc, facts } = await parseInThread(
      {
        bytes: text('A trial\n\nThe trial is registered as NCT01234567.'),
        fileId: 'f1',
        kind: 'txt',
        name: 'a.txt',
      },
      { timeoutMs: 60_000, maxHeapMb: 512 },
    );
    expect(doc.pages).toHaveLength(1);
    expect(facts.registry_id?.value).toBe('NCT01234567');
  });

  it('reports unreadable input as UnreadableSourceError across the thread boundary', async () => {
    const err = await parseInThread(
      { bytes: new Uint8Array(), fileId: 'f2', kind: 'pdf', name: 'empty.pdf' },
      { timeoutMs: 60_000, maxHeapMb: 512 },
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnreadableSourceError);
  });

  it('stops a parse that runs past its time limit', async () => {
    const err = await parseInThread(
      { bytes: text('slow'), fileId: 'f3', kind: 'txt', name: 'slow.txt' },
      { timeoutMs: 1, maxHeapMb: 512 },
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnreadableSourceError);
    expect(String(err)).toMatch(/took longer than/);
  });
});
