import { describe, expect, it } from 'vitest';
import { prowrite } from '../testing/run-cli';

type Listed = { id: string; family: string; contentIds: { id: string; kind: string; required: boolean }[] };

describe('prowrite layouts', () => {
  it('prints every registered layout with its content ids as JSON', async () => {
    const run = await prowrite('layouts');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const layouts = JSON.parse(run.stdout) as Listed[];
    const ids = layouts.map((l) => l.id);
    expect(ids).toEqual(
      expect.arrayContaining(['cover_slide_001', 'table_of_the_contents_001', 'clinical_trial_001']),
    );
    expect(new Set(ids).size).toBe(ids.length);
    const table = layouts.find((l) => l.id === 'slide_table_001')!;
    expect(table.contentIds).toContainEqual(
      expect.objectContaining({ id: 'table', kind: 'table', required: true }),
    );
    for (const layout of layouts) {
      expect(layout.family).toMatch(/^(general|medical)$/);
      expect(layout.contentIds.length).toBeGreaterThan(0);
    }
  });

  it('prints one layout by id', async () => {
    const run = await prowrite('layouts', 'table_of_the_contents_001');
    expect(run.code).toBe(0);
    const layout = JSON.parse(run.stdout) as Listed & { variants: { id: string }[] };
    expect(layout.id).toBe('table_of_the_contents_001');
    expect(layout.variants.map((v) => v.id)).toEqual(['one', 'two', 'three_to_four', 'five_plus']);
  });

  it('exits 1 with a message for an unknown id or extra arguments', async () => {
    const unknown = await prowrite('layouts', 'no_such_layout');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/no layout "no_such_layout"/);
    expect(unknown.stdout).toBe('');
    const extra = await prowrite('layouts', 'a', 'b');
    expect(extra.code).toBe(1);
    expect(extra.stderr).toMatch(/usage: prowrite layouts/);
    const flag = await prowrite('layouts', '--all');
    expect(flag.code).toBe(1);
  });
});
