import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prowrite, repoRoot } from '../testing/run-cli';

const paper = path.resolve(repoRoot, '../shared/corpus/text/real3.txt');

describe('prowrite check-work', () => {
  const corpus = existsSync(paper) || process.env.CI === 'true';
  it.skipIf(!corpus)(
    'prints the checker table for every template and article type in zh-cn and en',
    async () => {
      const out = await prowrite('check-work', paper);
      expect(out.code, out.stderr).toBe(0);
      const lines = out.stdout.split('\n');
      expect(lines[0]).toMatch(/^source\s+output\s+lang\s+parts\s+primary\s+lang share/);
      // 4 deck templates + 2 article types, in 2 languages.
      expect(lines.filter((l) => l.startsWith('real3.txt'))).toHaveLength(12);
      expect(out.stdout).toMatch(/outputs 12: primary stated 12,/);
      // Texts cut with "…" or paragraphs a layout left out (decision 0074 counts both): none, the writer
      // counts a list box's lines (decision 0077).
      const truncated = Number(/truncated (\d+),/.exec(out.stdout)?.[1]);
      expect(truncated).toBe(0);
    },
    120_000,
  );

  it('exits 1 with a message for a missing file and without arguments', async () => {
    const missing = await prowrite('check-work', path.join(repoRoot, 'no-such-file.pdf'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no such file');
    const none = await prowrite('check-work');
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('usage: prowrite check-work');
  }, 60_000);
});
