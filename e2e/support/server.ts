import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN } from './test-env';

export type RunningServer = { baseURL: string; stop: () => Promise<void> };

// A busy shared runner has taken over a minute to start the server (tsx compiling on a loaded machine).
const STARTUP_TIMEOUT_MS = 180_000;
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Starts the real server (tsx, no build) on a free port of 127.0.0.1 with a fresh data folder, serving the
 * built web app (WEB_DIST, else apps/web/dist) with the e2e admin unless told otherwise.
 */
export async function startServer(
  options: {
    repoRoot?: string;
    webDist?: string;
    adminEmail?: string;
    adminPassword?: string;
    /** A port chosen beforehand (when something else must know the address first); default a free one. */
    port?: number;
    /** More environment for this server (e.g. OUTBOUND_ALLOW_HOSTS for a spec's own loopback site). */
    env?: Record<string, string>;
  } = {},
): Promise<RunningServer> {
  const repoRoot = options.repoRoot ?? REPO_ROOT;
  const opts = {
    ...options,
    repoRoot,
    webDist: options.webDist ?? process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
    adminEmail: options.adminEmail ?? ADMIN.email,
    adminPassword: options.adminPassword ?? ADMIN.password,
  };
  if (!existsSync(path.join(opts.webDist, 'index.html'))) {
    throw new Error(
      `The web app is not built: ${path.join(opts.webDist, 'index.html')} is missing.\n` +
        'Run `npm run build -w @prowrite/web` first (the e2e tests run against the built app).',
    );
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'prowrite-e2e-'));
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: opts.repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PROWRITE_ADMIN_EMAIL: opts.adminEmail,
      PROWRITE_ADMIN_PASSWORD: opts.adminPassword,
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
      WEB_DIST: opts.webDist,
      LLM_BASE_URL: '',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const stop = async () => {
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    const baseURL = `http://127.0.0.1:${port}`;
    const early = exitedEarly(child);
    early.catch(() => {}); // after startup, an exit is teardown's business
    await Promise.race([waitForHealth(baseURL, child), early]);
    return { baseURL, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Asks the OS for a port that is free now (the server binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Echoes the server's output (warnings and errors matter) and rejects if it exits before it is ready. */
function exitedEarly(child: ChildProcess): Promise<never> {
  let output = '';
  const echo = (chunk: Buffer) => {
    const text = chunk.toString();
    if (output.length < 20_000) output += text;
    process.stderr.write(text.replace(/^(?=.)/gm, '[server] '));
  };
  child.stdout?.on('data', echo);
  child.stderr?.on('data', echo);
  return new Promise((_resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`The server exited with code ${code} before it was ready:\n${output}`)),
    );
  });
}

async function waitForHealth(baseURL: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let last = '';
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${baseURL}/api/health did not answer 200 (${last})`);
}

/** SIGTERM, then wait for the exit (the server closes its database); SIGKILL only if it hangs. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
