/**
 * Deck generation after parsing: for each corpus paper, the offline writer alone (writeDeck), and the whole
 * `work.generate` path on embedded PGlite — POST /api/prowrite/v1/article, the job picked up by the in-process
 * worker, facts loaded, deck written, split, validated, every slide persisted one by one — until the work's
 * process is `end`. Medians of several runs; the target is under 3 s per paper. Prints figures; asserts nothing.
 * Run: npx tsx bench/generate-bench.ts [runs]
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import type { Facts } from '../packages/contracts/src/index';
import { extractFacts } from '../packages/engine/src/facts/extract-facts';
import { parseSource } from '../packages/engine/src/source/parse-source';
import { writeDeck } from '../packages/engine/src/writer/write-deck';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { newId } from '../apps/server/src/db/ids';
import { fileParses, files } from '../apps/server/src/db/schema';
import { createWorker } from '../apps/server/src/jobs/job-services';

const runs = Number(process.argv[2] ?? 5);
const corpus = resolve(import.meta.dirname, '../../shared/corpus');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

if (!existsSync(corpus)) {
  console.log(`corpus not found at ${corpus}: nothing to measure`);
  process.exit(0);
}

const dataDir = mkdtempSync(join(os.tmpdir(), 'prowrite-generate-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: join(dataDir, 'no-web') });
const database = await openDatabase({ pgliteDir: 'memory://' });
const { app, services } = await buildApp(config, database);
await services.accounts.ensureFirstAdmin({
  email: 'bench@prowrite.local',
  password: 'bench-password-1',
  dataDir,
});
const login = await services.accounts.login('bench@prowrite.local', 'bench-password-1', '127.0.0.1');
const me = await app.inject({
  method: 'GET',
  url: '/api/user/getuserbytoken',
  headers: { 'access-token': login.access_token },
});
const user = me.json().data as { id: string; team_id: string };
const worker = createWorker(services.jobs, { concurrency: 1 });
worker.start();

/** Stores a parse as the file.parse job does (the parse itself is not what is measured here). */
async function seed(name: string, pages: { number: number; text: string }[], facts: Facts): Promise<string> {
  const id = newId();
  await database.db.insert(files).values({
    id,
    teamId: user.team_id,
    ownerId: user.id,
    name,
    sha1: newId(40).toLowerCase(),
    size: 1,
    mime: 'application/octet-stream',
    kind: name.endsWith('.pdf') ? 'pdf' : 'txt',
    pages: pages.length,
    parseStatus: 'success',
  });
  const withIds: Facts = JSON.parse(JSON.stringify(facts).replaceAll('"bench-file"', JSON.stringify(id)));
  await database.db.insert(fileParses).values({
    fileId: id,
    teamId: user.team_id,
    engineVersion: 'bench',
    document: { pages },
    facts: withIds,
  });
  return id;
}

async function generateOnce(fileId: string): Promise<{ ms: number; slides: number }> {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/prowrite/v1/article',
    headers: { 'access-token': login.access_token },
    payload: { type: 'PPT', file_ids: [fileId], select_template: 'medical_template1', out_lang: 'zh-cn' },
  });
  const workId = res.json().data.data.id as string;
  const scope = { teamId: user.team_id };
  for (;;) {
    const work = await services.works.works.find(scope, workId);
    if (work?.process === 'end') {
      const ms = performance.now() - started;
      return { ms, slides: (await services.works.works.slides(scope, workId)).length };
    }
    await services.works.events.wait(workId, 50);
  }
}

console.log(`runs per paper: ${runs}; PGlite in memory; in-process worker; out_lang zh-cn\n`);
const sources = [
  ...readdirSync(join(corpus, 'text')).map((f) => `text/${f}`),
  ...readdirSync(join(corpus, 'pdf')).map((f) => `pdf/${f}`),
].sort();
for (const rel of sources) {
  const bytes = new Uint8Array(readFileSync(join(corpus, rel)));
  const kind = rel.endsWith('.pdf') ? 'pdf' : 'txt';
  const doc = await parseSource({ bytes, fileId: 'bench-file', kind, name: rel });
  const facts = extractFacts(doc);
  // Stand-in addresses for the crops the parse job would have stored, so figure slides are written too.
  facts.figures = facts.figures.map((f, i) => ({ ...f, url: `/api/files/bench-file/figures/${i}` }));

  const writeMs: number[] = [];
  let written = 0;
  for (let i = 0; i < Math.max(runs, 20); i++) {
    const t0 = performance.now();
    written = writeDeck({
      facts: [{ fileId: 'bench-file', fileName: rel, facts }],
      template: 'medical_template1',
      outLang: 'zh-cn',
    }).length;
    writeMs.push(performance.now() - t0);
  }

  const fileId = await seed(
    rel,
    doc.pages.map((p) => ({ number: p.number, text: p.text })),
    facts,
  );
  const total: number[] = [];
  let stored = 0;
  for (let i = 0; i < runs; i++) {
    const { ms, slides } = await generateOnce(fileId);
    total.push(ms);
    stored = slides;
  }
  console.log(
    `${rel.padEnd(26)} ${String(doc.pages.length).padStart(3)} pages  writeDeck median ${median(writeMs).toFixed(1).padStart(6)} ms ` +
      `(${written} slides)  POST -> process end median ${median(total).toFixed(0).padStart(5)} ms (${stored} slides stored; runs ${total.map((x) => x.toFixed(0)).join(', ')})`,
  );
}

await worker.stop();
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
