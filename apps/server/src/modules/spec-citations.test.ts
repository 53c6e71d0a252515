import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const THIS_FILE = fileURLToPath(import.meta.url);

/** Source folders of the repository; docs/ and the README may name the specification, code may not. */
const SOURCE_DIRS = ['apps', 'packages', 'bench', 'e2e', 'scripts'];
const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs']);
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'build',
  'coverage',
  'test-results',
  'playwright-report',
]);

/**
 * Citations of specification files that are not in the repository. A reader cannot follow them, so a
 * comment must state the rule itself.
 */
const CITATIONS = [
  /\b(?:decks|workbench|api-fills)\.md\b/i,
  /\bDESIGN\.md\b/,
  /\bapi-fills\b/i,
  /\bworkbench §/i,
  /§\s?\d/,
  /\bsee spec\b/i,
  /\bspec (?:section )?\d/i,
  /\(spec(?:\)|: [^{])/i,
];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
      return entry.isFile() && SOURCE_EXTENSIONS.has(path.extname(entry.name)) ? [full] : [];
    }),
  );
  return nested.flat();
}

/** `path:line: text` for every line under `root` that cites a specification file. */
async function specCitations(root: string, exclude: string[] = []): Promise<string[]> {
  const files = (await Promise.all(SOURCE_DIRS.map((d) => sourceFiles(path.join(root, d))))).flat();
  const found: string[] = [];
  for (const file of files.filter((f) => !exclude.includes(f)).sort()) {
    const lines = (await readFile(file, 'utf8')).split('\n');
    lines.forEach((line, i) => {
      if (CITATIONS.some((c) => c.test(line)))
        found.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

describe('specification citations in source', () => {
  it('no source file cites a specification file that is not in the repository', async () => {
    // This file names the patterns it looks for, so it is the one file left out.
    const found = await specCitations(ROOT, [THIS_FILE]);
    expect(found, `state the rule instead of citing the spec:\n${found.join('\n')}`).toEqual([]);
  }, 60_000);

  it('finds each form of citation in code and skips docs and installed packages', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'prowrite-citations-'));
    const files: Record<string, string> = {
      'apps/web/src/a.ts': '/** Board constants (decks.md section 9). */\nexport const a = 1;\n',
      'apps/server/src/b.ts': 'export const b = 2; // workbench §8: over the limit\n',
      'packages/contracts/src/c.tsx': '/** See DESIGN.md for why. */\n',
      'e2e/specs/d.spec.ts': 'it(\'answers (api-fills "Works")\', () => {});\n',
      'bench/e.mjs': '// (§3) and, see spec.\n',
      'apps/web/src/f.tsx':
        '/** Sms by default (spec 2.4). */\n// Stripped (spec).\n// Redacted (spec: GET /logout).\n',
      'scripts/clean.ts': '/** Naming x.spec.ts is fine. */\nfunction f(spec: { w: number }) {}\n',
      'docs/ARCHITECTURE.md': 'The rules come from decks.md section 7.\n',
      'apps/web/node_modules/pkg/index.js': '// decks.md\n',
      'apps/web/src/notes.md': 'workbench.md 2.6\n',
    };
    try {
      for (const [name, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
        await writeFile(path.join(dir, name), text);
      }
      expect(await specCitations(dir)).toEqual([
        'apps/server/src/b.ts:1: export const b = 2; // workbench §8: over the limit',
        'apps/web/src/a.ts:1: /** Board constants (decks.md section 9). */',
        'apps/web/src/f.tsx:1: /** Sms by default (spec 2.4). */',
        'apps/web/src/f.tsx:2: // Stripped (spec).',
        'apps/web/src/f.tsx:3: // Redacted (spec: GET /logout).',
        'bench/e.mjs:1: // (§3) and, see spec.',
        'e2e/specs/d.spec.ts:1: it(\'answers (api-fills "Works")\', () => {});',
        'packages/contracts/src/c.tsx:1: /** See DESIGN.md for why. */',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
