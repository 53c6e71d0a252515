/**
 * Upload -> parsed (facts stored) in the running product: starts the real server (PGlite, job worker in the
 * same process, parse threads warmed at start), uploads a 10-page corpus paper right after /api/health
 * answers (the first upload after start), then again several times (a comment appended after %%EOF makes
 * each upload new bytes, so none is deduplicated), and times each from the upload request to parse_status
 * "success" (the facts are stored in the same transaction). Target (issue 11): <= 2 s, first upload included.
 * Prints figures; asserts nothing. Loopback only.
 * Run: npm run upload-parse -w @prowrite/bench [-- runs] [--file pdf/act-v.pdf]
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './lib/server-process';

const ADMIN = { PROWRITE_ADMIN_EMAIL: 'bench@prowrite.local', PROWRITE_ADMIN_PASSWORD: 'bench-password-1' };
const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 6);
const fileArg = args.includes('--file') ? args[args.indexOf('--file') + 1]! : 'pdf/act-v.pdf';
const corpusFile = path.resolve(import.meta.dirname, '../../shared/corpus', fileArg);

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: ADMIN.PROWRITE_ADMIN_EMAIL, password: ADMIN.PROWRITE_ADMIN_PASSWORD }),
  });
  const body = (await res.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

/** Uploads `bytes` and polls the file detail every 20 ms until it is parsed; returns the time taken. */
async function uploadAndWait(url: string, token: string, name: string, bytes: Buffer) {
  const start = performance.now();
  const form = new FormData();
  form.append('jwfile', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  const res = await fetch(`${url}/api/files/upload`, {
    method: 'POST',
    headers: { 'access-token': token },
    body: form,
  });
  const uploaded = (await res.json()) as { status: string; data: { id: string } };
  if (!res.ok || uploaded.status !== 'success') throw new Error(`upload failed: ${JSON.stringify(uploaded)}`);
  const uploadMs = performance.now() - start;
  for (;;) {
    const detail = (await (
      await fetch(`${url}/api/files/detail?id=${uploaded.data.id}`, { headers: { 'access-token': token } })
    ).json()) as { data: { parse_status: string; err_msg: string; pages: number | null } };
    if (detail.data.parse_status === 'success')
      return { totalMs: performance.now() - start, uploadMs, pages: detail.data.pages };
    if (detail.data.parse_status === 'error') throw new Error(`parse failed: ${detail.data.err_msg}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The same PDF with a comment after %%EOF: new bytes (new sha1), the same document for a reader. */
function variant(bytes: Buffer, i: number): Buffer {
  return Buffer.concat([bytes, Buffer.from(`\n% upload-parse-bench ${i}\n`)]);
}

if (!existsSync(corpusFile)) {
  console.log(`corpus file not found at ${corpusFile}: skipped`);
  process.exit(0);
}
const bytes = readFileSync(corpusFile);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'prowrite-bench-'));
try {
  const server = await startServer({ DATA_DIR: dataDir, ...ADMIN });
  try {
    const token = await login(server.url);
    const figures: number[] = [];
    for (let i = 0; i < runs; i++) {
      const r = await uploadAndWait(
        server.url,
        token,
        `${path.basename(fileArg, '.pdf')}-${i}.pdf`,
        variant(bytes, i),
      );
      figures.push(r.totalMs);
      const label = i === 0 ? 'first upload (right after start)' : `upload ${i + 1}`;
      console.log(
        `${label.padEnd(40)} ${String(r.pages).padStart(3)} pages  upload -> parsed ${r.totalMs.toFixed(0).padStart(6)} ms  (upload request ${r.uploadMs.toFixed(0)} ms)`,
      );
    }
    const sorted = [...figures].sort((a, b) => a - b);
    console.log(
      `\n${fileArg}: server ready in ${server.readyMs.toFixed(0)} ms; upload -> parsed: first ${figures[0]!.toFixed(0)} ms, ` +
        `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, max ${sorted[sorted.length - 1]!.toFixed(0)} ms over ${runs} uploads`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
