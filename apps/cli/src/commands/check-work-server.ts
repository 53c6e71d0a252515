import { readFile } from 'node:fs/promises';
import {
  errorEnvelopeSchema,
  nestedEnvelopeSchema,
  type WorkContentCheck,
  workContentCheckSchema,
} from '@prowrite/contracts';

/** The environment variable holding the access token (never printed, never passed on the command line). */
export const TOKEN_ENV = 'PROWRITE_TOKEN';

const answerSchema = nestedEnvelopeSchema(workContentCheckSchema);
const TIMEOUT_MS = 120_000;

export type ServerCheckArgs = { server: string; id: string; tokenFile?: string; findings: boolean };

/** A check of a stored work failed in a way the user can act on; the message never holds the token. */
export class ServerCheckError extends Error {}

/** The token from `--token-file` (first line, trimmed) or else from PROWRITE_TOKEN. */
export async function readToken(tokenFile: string | undefined, env: NodeJS.ProcessEnv): Promise<string> {
  if (tokenFile) {
    let text: string;
    try {
      text = await readFile(tokenFile, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new ServerCheckError(
        `cannot read the token file ${tokenFile}${code === 'ENOENT' ? ': no such file' : ''}.`,
      );
    }
    const token = text.split(/\r?\n/)[0]?.trim() ?? '';
    if (!token) throw new ServerCheckError(`the token file ${tokenFile} is empty.`);
    return token;
  }
  const token = env[TOKEN_ENV]?.trim();
  if (!token) throw new ServerCheckError(`no access token: set ${TOKEN_ENV} or pass --token-file FILE.`);
  return token;
}

/** The server's base URL: http(s) only, without a trailing slash. */
export function serverBase(server: string): string {
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    throw new ServerCheckError(`--server must be a URL like http://127.0.0.1:8080 (got "${server}").`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ServerCheckError(`--server must be an http or https URL (got "${url.protocol}").`);
  return url.toString().replace(/\/+$/, '');
}

/** Asks a running server for the content check of one stored work (GET /api/prowrite/v1/check_work). */
export async function fetchStoredCheck(server: string, id: string, token: string): Promise<WorkContentCheck> {
  const url = `${serverBase(server)}/api/prowrite/v1/check_work?id=${encodeURIComponent(id)}`;
  let res: Response;
  try {
    res = await fetch(url, { headers: { 'access-token': token }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const why =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    throw new ServerCheckError(`cannot reach ${serverBase(server)}${why ? ` (${why})` : ''}.`);
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) {
    const parsed = answerSchema.safeParse(body);
    if (!parsed.success)
      throw new ServerCheckError(`the server's answer is not a content check (HTTP ${res.status}).`);
    return parsed.data.data.data;
  }
  const error = errorEnvelopeSchema.safeParse(body);
  const msg = error.success ? error.data.msg : `HTTP ${res.status}`;
  if (res.status === 401) throw new ServerCheckError(`the server refused the token (${msg}).`);
  if (res.status === 404) throw new ServerCheckError(`no work ${id} on the server (${msg}).`);
  throw new ServerCheckError(`the server answered ${res.status}: ${msg}`);
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The check of one stored work, as lines for people; `findings` adds what was found. */
export function formatStoredCheck(id: string, check: WorkContentCheck, findings: boolean): string {
  const groups: [string, { where: string; text: string }[]][] = [
    ['EN sentence', check.english_sentences],
    ['cut', check.truncated],
    ['thin', check.underfilled],
    ['unlabelled continuation', check.unlabelled_continuations],
    ['unsourced', check.unsourced_numbers],
  ];
  const lines = [
    `work ${id} (${check.out_lang})`,
    `primary result: ${check.primary}`,
    `lang share: ${pct(check.language_share)}  all Latin: ${pct(check.language_share_all_latin)}  in marked quotes: ${pct(check.quoted_share)}`,
    `EN sentences ${check.english_sentences.length}, truncated ${check.truncated.length}, thin slides ${check.underfilled.length}, unlabelled continuations ${check.unlabelled_continuations.length}, unsourced numbers ${check.unsourced_numbers.length}`,
  ];
  if (findings)
    for (const [label, list] of groups)
      for (const f of list) lines.push(`${label}: ${f.where}: ${f.text.slice(0, 160)}`);
  return lines.join('\n');
}

/** `check-work --server URL --id ID [--token-file FILE] [--findings]`: prints the check; 0, or 1 with a message. */
export async function checkStoredWork(args: ServerCheckArgs, env: NodeJS.ProcessEnv): Promise<number> {
  try {
    const token = await readToken(args.tokenFile, env);
    const check = await fetchStoredCheck(args.server, args.id, token);
    process.stdout.write(`${formatStoredCheck(args.id, check, args.findings)}\n`);
    return 0;
  } catch (error) {
    const why = error instanceof ServerCheckError ? error.message : `unexpected error: ${String(error)}`;
    process.stderr.write(`prowrite check-work: ${why}\n`);
    return 1;
  }
}
