/**
 * Knowledge base: how long storing one long item's chunks (the repository's replaceChunks, the ingestion
 * job's write path) holds the event loop on PGlite, which runs each statement on the loop's own thread
 * (decision 0067). Prints, per item size: the write's wall time and the longest gap between ticks of a
 * 5 ms timer during it. Wall time on a shared machine includes waiting for a core; the load is printed.
 * Prints figures; asserts nothing. Run: npx tsx bench/kb-store-stall-bench.ts [--chunks 1000,6000]
 */
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { openEmbeddedKnowledgeBase } from '../apps/server/src/modules/knowledge/eval/embedded-knowledge-base';
import { KnowledgeRepository } from '../apps/server/src/modules/knowledge/knowledge.repository';
import { loadKbTexts, syntheticChunks } from './lib/kb-texts';

const args = process.argv.slice(2);
const at = args.indexOf('--chunks');
const SIZES = (at >= 0 ? (args[at + 1] ?? '') : '1000,6000').split(',').map(Number);

const kb = await openEmbeddedKnowledgeBase({});
try {
  const repo = new KnowledgeRepository(kb.database.db);
  const chunksOf = syntheticChunks(loadKbTexts().docs);
  for (const size of SIZES) {
    const id = `stall-${size}`;
    await repo.insertItem({
      id,
      teamId: kb.auth.teamId,
      ownerId: kb.auth.userId,
      name: id,
      type: 'txt',
      status: 'inProgress',
      sourceKey: id,
    });
    const chunks = chunksOf(size, size);
    let last = performance.now();
    let gap = 0;
    const tick = setInterval(() => {
      const now = performance.now();
      gap = Math.max(gap, now - last);
      last = now;
    }, 5);
    await sleep(30);
    const t0 = performance.now();
    await repo.replaceChunks(kb.auth.scope, id, chunks, {});
    const wallMs = performance.now() - t0;
    await sleep(30);
    clearInterval(tick);
    console.log(
      JSON.stringify({
        chunks: size,
        write_ms: Math.round(wallMs),
        longest_loop_gap_ms: Math.round(gap),
        load_average_1m: Math.round((os.loadavg()[0] ?? 0) * 10) / 10,
      }),
    );
  }
} finally {
  await kb.close();
}
