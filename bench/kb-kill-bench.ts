/**
 * Knowledge ingestion survives kill -9: the real server (role all, PGlite in DATA_DIR) is given `items` text
 * items, killed with SIGKILL while it is ingesting them, and started again on the same DATA_DIR. Every item
 * must then reach success or error (an error with its reason), each item's stored chunks must equal its
 * chunk_count (no duplicate or missing chunk after the replayed jobs), and each item's chunk count must equal
 * a clean run's (the same items on a fresh DATA_DIR, never killed).
 * Prints figures and one verdict line; exits 1 when a check fails.
 * Run: npx tsx bench/kb-kill-bench.ts [--items 200]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { KnowledgeItem } from '@prowrite/contracts';
import { type RunningServer, startServer } from './lib/server-process';

const args = process.argv.slice(2);
const at = args.indexOf('--items');
const ITEMS = at >= 0 ? Number(args[at + 1]) : 200;
const EMAIL = 'kill-bench@test.local';
const PASSWORD = 'kill-bench-password-1';
const SETTLE_TIMEOUT_MS = 30 * 60_000;

/** Item i: a unique first line (its name) and 1 to 8 paragraphs, so chunk counts differ between items. */
function itemText(i: number): string {
  const paragraphs = Array.from(
    { length: (i % 8) + 1 },
    (_, p) =>
      `Paragraph ${p} of item ${i}. ${'Beta blockers reduce mortality after myocardial infarction; dose titration follows heart rate and blood pressure. '.repeat(12)}`,
  );
  return [`Kill bench item ${i}`, ...paragraphs].join('\n\n');
}

async function call<T>(
  server: RunningServer,
  token: string | null,
  method: string,
  url: string,
  body?: unknown,
) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(token ? { 'access-token': token } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (!res.ok) throw new Error(`${method} ${url} -> ${res.status} ${json.msg}`);
  return json.data;
}

async function start(dataDir: string): Promise<{ server: RunningServer; token: string }> {
  const server = await startServer({
    DATA_DIR: dataDir,
    PROWRITE_ADMIN_EMAIL: EMAIL,
    PROWRITE_ADMIN_PASSWORD: PASSWORD,
    WORKER_CONCURRENCY: '2',
  });
  const login = await call<{ access_token: string }>(server, null, 'POST', '/api/login/account', {
    account: EMAIL,
    password: PASSWORD,
  });
  return { server, token: login.access_token };
}

async function items(server: RunningServer, token: string): Promise<KnowledgeItem[]> {
  const all: KnowledgeItem[] = [];
  for (let page = 0; ; page += 1) {
    const r = await call<{ data: KnowledgeItem[]; total_num: number }>(
      server,
      token,
      'GET',
      `/api/knowledge/list?pageno=${page}&pagesize=200`,
    );
    all.push(...r.data);
    if (all.length >= r.total_num || r.data.length === 0) return all;
  }
}

const settled = (i: KnowledgeItem) => i.status === 'success' || i.status === 'error';

async function waitSettled(server: RunningServer, token: string): Promise<KnowledgeItem[]> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const list = await items(server, token);
    if (list.length === ITEMS && list.every(settled)) return list;
    if (Date.now() > deadline) throw new Error('items did not settle in time');
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Adds the items, several requests at a time, so that a backlog builds up ahead of the workers. */
async function addItems(server: RunningServer, token: string): Promise<void> {
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < ITEMS; i = next++) {
      await call(server, token, 'POST', '/api/knowledge/create', {
        type: 'txt',
        content: itemText(i),
        chunk_type: 0,
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, lane));
}

/** name -> chunk_count, and every item whose stored chunks differ from its count. */
async function chunkCounts(server: RunningServer, token: string, list: KnowledgeItem[]) {
  const counts = new Map<string, number>();
  const mismatched: string[] = [];
  for (const item of list) {
    counts.set(item.name, item.chunk_count);
    const detail = await call<{ chunks: unknown[] }>(
      server,
      token,
      'GET',
      `/api/knowledge/detail?id=${item.id}`,
    );
    if (detail.chunks.length !== item.chunk_count) mismatched.push(item.name);
  }
  return { counts, mismatched };
}

async function main(): Promise<void> {
  const killDir = await mkdtemp(path.join(os.tmpdir(), 'prowrite-kill-'));
  const cleanDir = await mkdtemp(path.join(os.tmpdir(), 'prowrite-clean-'));
  try {
    // 1. The run that is killed.
    let { server, token } = await start(killDir);
    const t0 = performance.now();
    // Items are added while earlier ones are ingested; the kill comes once a quarter of them are done and
    // others are still waiting or in progress.
    const adding = addItems(server, token).then(
      () => 'all added',
      () => 'cut short by the kill',
    );
    let atKill: Record<string, number> = {};
    for (;;) {
      const list = await items(server, token);
      // Mid-ingestion: a quarter done, and items still waiting or in progress.
      if (list.filter(settled).length >= ITEMS / 4 && list.some((i) => !settled(i))) {
        atKill = Object.fromEntries(
          ['wait', 'inProgress', 'success', 'error'].map((s) => [
            s,
            list.filter((i) => i.status === s).length,
          ]),
        );
        atKill.created = list.length;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    server.child.kill('SIGKILL');
    await new Promise((r) => server.child.once('exit', r));
    const killedAt = (performance.now() - t0) / 1000;
    const addingOutcome = await adding;

    // The same requests again after the restart: the ones already stored answer as duplicates.
    const restarted = performance.now();
    ({ server, token } = await start(killDir));
    await addItems(server, token);
    const afterKill = await waitSettled(server, token);
    const recoverS = (performance.now() - restarted) / 1000;
    const killed = await chunkCounts(server, token, afterKill);
    await server.stop();

    // 2. The clean run.
    const clean = await start(cleanDir);
    const c0 = performance.now();
    await addItems(clean.server, clean.token);
    const cleanList = await waitSettled(clean.server, clean.token);
    const cleanS = (performance.now() - c0) / 1000;
    const reference = await chunkCounts(clean.server, clean.token, cleanList);
    await clean.server.stop();

    const errorsWithoutReason = afterKill.filter((i) => i.status === 'error' && !i.err_msg.trim()).length;
    const differing = [...reference.counts]
      .filter(([name, n]) => killed.counts.get(name) !== n)
      .map(([name]) => name);
    const figures = {
      items: ITEMS,
      killed_after_s: Number(killedAt.toFixed(1)),
      at_kill: atKill,
      adding_at_kill: addingOutcome,
      settled_after_restart_s: Number(recoverS.toFixed(1)),
      after_restart: {
        success: afterKill.filter((i) => i.status === 'success').length,
        error: afterKill.filter((i) => i.status === 'error').length,
        errors_without_reason: errorsWithoutReason,
      },
      chunks_after_restart: afterKill.reduce((s, i) => s + i.chunk_count, 0),
      chunks_clean_run: cleanList.reduce((s, i) => s + i.chunk_count, 0),
      items_whose_stored_chunks_differ_from_count: killed.mismatched.length + reference.mismatched.length,
      items_whose_chunk_count_differs_from_clean_run: differing.length,
      clean_run_s: Number(cleanS.toFixed(1)),
    };
    console.log(JSON.stringify(figures, null, 2));
    const ok =
      afterKill.length === ITEMS &&
      errorsWithoutReason === 0 &&
      figures.items_whose_stored_chunks_differ_from_count === 0 &&
      differing.length === 0;
    console.log(ok ? 'kill -9 check: PASS' : `kill -9 check: FAIL ${differing.slice(0, 5).join(', ')}`);
    if (!ok) process.exitCode = 1;
  } finally {
    await rm(killDir, { recursive: true, force: true });
    await rm(cleanDir, { recursive: true, force: true });
  }
}

await main();
