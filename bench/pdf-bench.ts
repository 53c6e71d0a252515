/**
 * PDF export of a 50-slide deck: the server runs in this process on 127.0.0.1 (fresh data folder, built web
 * app, PGlite), a deck of 50 layout samples is stored, and `POST /api/prowrite/v1/export` {type: PDF} is timed
 * (median of BENCH_RUNS, default 3, after one warm-up that also launches Chromium). While the exports run,
 * memory is sampled every 50 ms: the Node server's RSS and heap, and Chromium's processes (children of this
 * process) as summed PSS (shared pages split fairly) and summed RSS (shared pages counted in each process).
 * Target: <= 8 s per 50-slide PDF. Figures vary with machine load.
 * Run: `npm run pdf -w @prowrite/bench` (needs apps/web/dist: `npm run build -w @prowrite/web`, or WEB_DIST).
 * BENCH_SLIDES sets the deck size; BENCH_TEMPLATE the template (default medical_template1).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Slide, slideSchema } from '@prowrite/contracts';
import { layoutSamples } from '@prowrite/layouts';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { newId } from '../apps/server/src/db/ids';
import { workSlides, works } from '../apps/server/src/db/schema';
import { repoRoot } from './lib/server-process';

const SLIDES = Number(process.env.BENCH_SLIDES ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TEMPLATE = process.env.BENCH_TEMPLATE ?? 'medical_template1';
const TARGET_S = 8;
const ADMIN = { email: 'bench@prowrite.local', password: 'bench-password-1' };
const webDist = process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');

/** The layout samples of the template's family, cycled (zh and en). */
function sampleDeck(count: number): Slide[] {
  const medical = TEMPLATE.startsWith('medical');
  const ids = Object.keys(layoutSamples).filter((id) => id.startsWith('hcp_ppt') === medical);
  const samples = ids.flatMap((id) => [layoutSamples[id]!.en, layoutSamples[id]!.zh]);
  return Array.from({ length: count }, (_, i) =>
    slideSchema.parse({ ...samples[i % samples.length]!, slide_num: i + 1, num: i + 1 }),
  );
}

type Sample = {
  nodeRss: number;
  nodeHeap: number;
  chromePss: number;
  chromeRss: number;
  chromeProcs: number;
};

/** Every process whose parent chain leads to `root` (Chromium's browser, renderers, GPU and utility). */
async function descendants(root: number): Promise<number[]> {
  const parent = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // The command name is parenthesised and may hold spaces: read the fields after its closing bracket.
      const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(entry), Number(after[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  const out: number[] = [];
  for (const pid of parent.keys()) {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p)) {
      if (p === root) {
        out.push(pid);
        break;
      }
    }
  }
  return out;
}

async function kbField(file: string, field: string): Promise<number> {
  try {
    const text = await readFile(file, 'utf8');
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

async function sample(): Promise<Sample> {
  const mem = process.memoryUsage();
  const pids = await descendants(process.pid);
  let chromePss = 0;
  let chromeRss = 0;
  for (const pid of pids) {
    chromePss += await kbField(`/proc/${pid}/smaps_rollup`, 'Pss');
    chromeRss += await kbField(`/proc/${pid}/status`, 'VmRSS');
  }
  return { nodeRss: mem.rss, nodeHeap: mem.heapUsed, chromePss, chromeRss, chromeProcs: pids.length };
}

/** Samples memory every 50 ms until stopped; answers the peaks. */
function sampler() {
  const peak: Sample = { nodeRss: 0, nodeHeap: 0, chromePss: 0, chromeRss: 0, chromeProcs: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const s = await sample();
      for (const key of Object.keys(peak) as (keyof Sample)[]) peak[key] = Math.max(peak[key], s[key]);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return peak;
    },
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`No web build at ${webDist}: run \`npm run build -w @prowrite/web\` or set WEB_DIST`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'prowrite-pdf-bench-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    WEB_DIST: webDist,
  });
  const database = await openDatabase({ url: undefined, pgliteDir: path.join(dataDir, 'pg') });
  const { app, services } = await buildApp(config, database);
  try {
    await services.accounts.ensureFirstAdmin({ email: ADMIN.email, password: ADMIN.password, dataDir });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;

    const login = await fetch(`${base}/api/login/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: ADMIN.email, password: ADMIN.password }),
    });
    const { data } = (await login.json()) as {
      data: { access_token: string; user: { id: string; team_id: string } };
    };
    const id = newId();
    await database.db.insert(works).values({
      id,
      teamId: data.user.team_id,
      ownerId: data.user.id,
      type: 'PPT',
      name: `Bench deck (${SLIDES} slides)`,
      fileIds: [],
      selectTemplate: TEMPLATE,
      outLang: 'zh-cn',
      reportStatus: 1,
      process: 'end',
      progress: 100,
    });
    await database.db.insert(workSlides).values(
      sampleDeck(SLIDES).map((slide, i) => ({
        workId: id,
        teamId: data.user.team_id,
        slideNum: i + 1,
        slide,
      })),
    );

    const exportPdf = async (): Promise<{ ms: number; bytes: number }> => {
      const started = performance.now();
      const res = await fetch(`${base}/api/prowrite/v1/export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Access-Token': data.access_token },
        body: JSON.stringify({ title: '基准测试 deck', type: 'PDF', pro_write_id: id }),
      });
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok) throw new Error(`export failed: ${res.status} ${body.toString('utf8', 0, 300)}`);
      return { ms: performance.now() - started, bytes: body.byteLength };
    };

    console.log(
      `PDF export bench: ${SLIDES} slides, template ${TEMPLATE}, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    const idle = await sample();
    const warm = await exportPdf();
    console.log(
      `  warm-up (launches Chromium): ${(warm.ms / 1000).toFixed(2)} s, ${(warm.bytes / 1024).toFixed(0)} KB`,
    );

    const memory = sampler();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await exportPdf();
      times.push(r.ms);
      console.log(`  run ${i + 1}: ${(r.ms / 1000).toFixed(2)} s`);
    }
    const peak = await memory.stop();
    const med = median(times) / 1000;
    console.log(
      `\nPDF of ${SLIDES} slides: median ${med.toFixed(2)} s (target <= ${TARGET_S} s: ${med <= TARGET_S ? 'met' : 'NOT met'})`,
    );
    console.log(
      `  Node server:  idle RSS ${mb(idle.nodeRss)}, peak RSS ${mb(peak.nodeRss)}, peak heap ${mb(peak.nodeHeap)}`,
    );
    console.log(
      `  Chromium:     peak ${mb(peak.chromePss)} PSS (${mb(peak.chromeRss)} summed RSS) over up to ${peak.chromeProcs} processes`,
    );
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
