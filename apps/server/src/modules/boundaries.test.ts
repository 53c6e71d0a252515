import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');

/** One line per violation: rule, from, to (a folder cycle names the folders on it). */
function violations(output: ICruiseResult): string[] {
  return output.summary.violations.map((v) => {
    const via = v.cycle?.map((step) => step.name).join(' -> ');
    return `${v.rule.name}: ${v.from} -> ${via ?? v.to}`;
  });
}

async function check(baseDir: string, roots: string[]): Promise<string[]> {
  const options = await extractDepcruiseOptions(CONFIG);
  const reported = await cruise(roots, { ...options, baseDir, validate: true });
  if (typeof reported.output === 'string') throw new Error('dependency-cruiser returned text, not a result');
  return violations(reported.output);
}

describe('module boundaries', () => {
  it('the server modules and the web features keep to their boundaries', async () => {
    const found = await check(ROOT, ['apps/server/src', 'apps/web/src']);
    expect(found, `boundary violations (rules in .dependency-cruiser.cjs):\n${found.join('\n')}`).toEqual([]);
  }, 60_000);

  it('reports each kind of violation on a tree built to break them', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'prowrite-bounds-'));
    const files: Record<string, string> = {
      'apps/server/src/modules/a/a.service.ts': "import { b } from '../b/b.service';\nexport const a = b;\n",
      'apps/server/src/modules/a/a.repository.ts': 'export const rows = 1;\n',
      'apps/server/src/modules/a/testing/a-kit.ts': 'export const kit = 1;\n',
      'apps/server/src/modules/b/b.service.ts':
        "import { rows } from '../a/a.repository';\nimport { kit } from '../a/testing/a-kit';\nexport const b = rows + kit;\n",
      'apps/server/src/modules/b/b.test.ts':
        "import { kit } from '../a/testing/a-kit';\nexport const t = kit;\n",
      'apps/server/src/modules/c/c.service.ts': "import { a } from '../a/a.service';\nexport const c = a;\n",
      // A cycle through a module's subfolder: d/jobs -> e -> d.
      'apps/server/src/modules/d/d.service.ts': 'export const d = 1;\n',
      'apps/server/src/modules/d/jobs/d.job.ts':
        "import { e } from '../../e/e.service';\nexport const j = e;\n",
      'apps/server/src/modules/e/e.service.ts': "import { d } from '../d/d.service';\nexport const e = d;\n",
      'apps/web/src/features/f/index.ts': "export { deep } from './deep';\n",
      'apps/web/src/features/f/deep.ts': 'export const deep = 1;\n',
      'apps/web/src/features/g/index.ts': "import { deep } from '../f/deep';\nexport const g = deep;\n",
      'apps/web/src/features/h/index.ts': "import { deep } from '../f';\nexport const h = deep;\n",
      'apps/web/src/pages/Page.ts': "import { deep } from '../features/f/deep';\nexport const p = deep;\n",
    };
    try {
      for (const [name, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
        await writeFile(path.join(dir, name), text);
      }
      const found = await check(dir, ['apps/server/src', 'apps/web/src']);
      expect(found).toContain(
        'server-no-foreign-repository: apps/server/src/modules/b/b.service.ts -> apps/server/src/modules/a/a.repository.ts',
      );
      expect(found).toContain(
        'server-module-entry-only: apps/server/src/modules/b/b.service.ts -> apps/server/src/modules/a/testing/a-kit.ts',
      );
      expect(found).toContain(
        'server-no-testing-in-production: apps/server/src/modules/b/b.service.ts -> apps/server/src/modules/a/testing/a-kit.ts',
      );
      const cycles = found.filter((line) => line.startsWith('server-no-module-cycles'));
      expect(cycles.some((line) => line.includes('modules/a') && line.includes('modules/b'))).toBe(true);
      expect(cycles.some((line) => line.includes('modules/d') && line.includes('modules/e'))).toBe(true);
      expect(found).toContain(
        'web-feature-index-only: apps/web/src/features/g/index.ts -> apps/web/src/features/f/deep.ts',
      );
      expect(found).toContain(
        'web-pages-feature-index-only: apps/web/src/pages/Page.ts -> apps/web/src/features/f/deep.ts',
      );
      // Allowed: a test using another module's testing/ kit, a module using a service, an index import.
      expect(found.filter((line) => line.includes('b.test.ts') || line.includes('c.service.ts'))).toEqual([]);
      expect(found.filter((line) => line.includes('features/h/'))).toEqual([]);
      // The cycle a -> b -> a is reported; c only depends on a, so it is on no cycle.
      expect(
        found.filter((line) => line.startsWith('server-no-module-cycles') && line.includes('/c')),
      ).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
