import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../main.ts');
const SERVER_DIR = path.resolve(path.dirname(MAIN), '..');

/** A real server process (`main.ts --role …`) on 127.0.0.1, with its own data folder. */
export type ServerProcess = {
  role: 'api' | 'worker';
  name: string;
  /** The API's base URL (api role). */
  url: string;
  child: ChildProcess;
  /** Everything the process printed (for failure messages). */
  output(): string;
  /** SIGTERM and wait, or SIGKILL (a crash) and wait. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
};

export async function startServerProcess(
  role: 'api' | 'worker',
  name: string,
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `prowrite-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--role', role], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start:\n${printed.slice(-3000)}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      printed += chunk.toString();
      const api = /Prowrite is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(printed);
      if (role === 'api' && api?.[1]) {
        clearTimeout(timer);
        resolve(api[1]);
      }
      if (role === 'worker' && printed.includes('job worker started')) {
        clearTimeout(timer);
        resolve('');
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${printed.slice(-3000)}`));
    });
  });
  const url = await ready;
  return {
    role,
    name,
    url,
    child,
    output: () => printed,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
