/**
 * Knowledge base: one long text item's chunking and BM25 analysis, the CPU part of its ingestion
 * (decision 0060). For each size: chunks/second and the event loop's longest stall while it runs, for
 *   before — the former dense chunker (kept as the test reference) and the analysis, run at once;
 *   after  — the job's path: chunkDenseSteps and the analysis run in slices (runInSlices);
 *   after3 — the same with semantic chunking (chunk type 3).
 * A stall over the job's stale timeout (6 s) made the queue take the worker for dead and run the item again.
 * Wall time on a shared machine includes waiting for a core; CPU time is printed too, with the load average.
 * `--shape paragraph` (decision 0067): the text is one paragraph without a line break instead of Markdown,
 * and "before3" (instead of "before") is the former semantic chunker (whole-paragraph token count,
 * sentences split at once).
 * Prints figures; asserts nothing.
 * Run: npx tsx bench/kb-long-text-bench.ts [--sizes 1,5,20] [--before no] [--shape markdown|paragraph]
 */
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  analyze,
  blocksFromText,
  chunkDenseSteps,
  chunkSemanticSteps,
  type KnowledgeChunk,
  termFrequencies,
} from '@prowrite/engine';
import { referenceChunkDense } from '../packages/engine/src/knowledge/testing/reference-chunk-dense';
import { referenceChunkSemantic } from '../packages/engine/src/knowledge/testing/reference-chunk-semantic';
import { toStoreSteps } from '../apps/server/src/modules/knowledge/knowledge-ingest.job';
import { runInSlices } from '../apps/server/src/modules/knowledge/run-in-slices';
import { longMarkdown } from '../apps/server/src/modules/knowledge/testing/long-markdown';
import { longParagraph } from '../apps/server/src/modules/knowledge/testing/long-paragraph';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback;
};
const SIZES = arg('sizes', '1,5,20').split(',').map(Number);
const BEFORE = arg('before', 'yes') !== 'no';
const PARAGRAPH = arg('shape', 'markdown') === 'paragraph';

async function measure(run: () => Promise<number>) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // The monitor samples on its own timer: let it start before the work.
  await sleep(50);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const chunks = await run();
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  // A few more samples, so a stall at the very end is recorded too.
  await sleep(50);
  delay.disable();
  return { chunks, wallMs, cpuMs: (cpu.user + cpu.system) / 1000, maxDelayMs: delay.max / 1e6 };
}

function analyseAll(chunks: KnowledgeChunk[]): number {
  for (const chunk of chunks) termFrequencies(analyze(chunk.text));
  return chunks.length;
}

console.log(
  `load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}, ${os.cpus().length} cores`,
);
console.log('size   mode    chunks  wall s  cpu s  chunks/s(wall)  max loop stall ms');
for (const mb of SIZES) {
  const blocks = blocksFromText((PARAGRAPH ? longParagraph : longMarkdown)(mb * 1_000_000));
  const modes: [string, () => Promise<number>][] = [
    [
      'after',
      async () => (await runInSlices(toStoreSteps(await runInSlices(chunkDenseSteps(blocks)), null))).length,
    ],
    [
      'after3',
      async () =>
        (await runInSlices(toStoreSteps(await runInSlices(chunkSemanticSteps(blocks)), null))).length,
    ],
  ];
  // The former dense chunker is what the Markdown shape compares with; the paragraph shape is about semantic.
  if (BEFORE && !PARAGRAPH) modes.unshift(['before', async () => analyseAll(referenceChunkDense(blocks))]);
  if (BEFORE && PARAGRAPH) modes.push(['before3', async () => analyseAll(referenceChunkSemantic(blocks))]);
  for (const [mode, run] of modes) {
    const m = await measure(run);
    console.log(
      [
        `${mb} MB`.padEnd(6),
        mode.padEnd(7),
        String(m.chunks).padStart(6),
        (m.wallMs / 1000).toFixed(1).padStart(7),
        (m.cpuMs / 1000).toFixed(1).padStart(6),
        Math.round(m.chunks / (m.wallMs / 1000))
          .toString()
          .padStart(15),
        Math.round(m.maxDelayMs).toString().padStart(18),
      ].join(' '),
    );
  }
}
