import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (the CLI runs from there, as a user runs `npx prowrite`). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const bin = path.join(repoRoot, 'apps/cli/bin/prowrite.mjs');

export type CliRun = { code: number; stdout: string; stderr: string };

/** Runs the real CLI as a child process and answers its exit code and output. */
export function prowrite(...args: string[]): Promise<CliRun> {
  return prowriteWithEnv(process.env, ...args);
}

/** The same with the child's whole environment given (a variable left out is unset for the child). */
export function prowriteWithEnv(env: NodeJS.ProcessEnv, ...args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, ...args],
      { cwd: repoRoot, env, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
