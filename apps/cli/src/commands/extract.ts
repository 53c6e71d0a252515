import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FileKind } from '@prowrite/contracts';
import { extractFacts, parseSource, UnreadableSourceError } from '@prowrite/engine';

/** Larger inputs are refused before reading them whole (the server's upload cap is lower still). */
const MAX_INPUT_BYTES = 200 * 1024 * 1024;

/**
 * `prowrite extract <file>`: the Facts of a PDF, DOCX, TXT or Markdown file as JSON on stdout (the same
 * object the facts endpoint answers). Unreadable input: a message on stderr and exit code 1.
 */
export async function extractCommand(args: string[]): Promise<number> {
  const file = args[0];
  if (!file || args.length > 1) {
    process.stderr.write('usage: prowrite extract <file.pdf|file.docx|file.txt|file.md>\n');
    return 1;
  }
  try {
    const info = await stat(file);
    if (!info.isFile()) return fail(`${file} is not a file.`);
    if (info.size > MAX_INPUT_BYTES)
      return fail(`${file} is too large (over ${MAX_INPUT_BYTES / 1024 / 1024} MB).`);
    const bytes = new Uint8Array(await readFile(file));
    const kind = kindOf(file, bytes);
    if (!kind) return fail(`${file} is not a PDF, DOCX, TXT or Markdown file.`);
    const fileId = createHash('sha1').update(bytes).digest('hex');
    const doc = await parseSource({ bytes, fileId, kind, name: path.basename(file) }, { cropFigures: false });
    const facts = extractFacts(doc);
    process.stdout.write(`${JSON.stringify(facts, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UnreadableSourceError) return fail(`${file}: ${error.message}`);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return fail(`${file}: no such file.`);
    if (code === 'EACCES') return fail(`${file}: permission denied.`);
    return fail(`${file}: could not be read (${error instanceof Error ? error.message : String(error)}).`);
  }
}

function fail(message: string): number {
  process.stderr.write(`prowrite extract: ${message}\n`);
  return 1;
}

/** The kind from the bytes first (a PDF named .txt is still a PDF), then from the extension. */
function kindOf(file: string, bytes: Uint8Array): FileKind | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 5));
  if (head.startsWith('%PDF-')) return 'pdf';
  const ext = path.extname(file).slice(1).toLowerCase();
  if (head.startsWith('PK\u0003\u0004')) return ext === 'docx' ? 'docx' : null;
  if (ext === 'pdf' || ext === 'docx') return ext; // the parser explains what is wrong with it
  if (ext === 'md' || ext === 'markdown') return 'md';
  return 'txt';
}
