import { describe, expect, it } from 'vitest';
import { parseSource } from './parse-source';
import { warmUpEngine, warmUpPdf } from './warm-up';

describe('warmUpEngine', () => {
  it('reads a well-formed one-page PDF (no damage warnings), then warms up with it', async () => {
    const doc = await parseSource({ bytes: warmUpPdf(), fileId: 'w', kind: 'pdf', name: 'w.pdf' });
    expect(doc.pages).toHaveLength(1);
    expect(doc.pages[0]!.text).toContain('A total of 12 patients were randomly assigned');
    expect(doc.warnings ?? []).toEqual([]);
    expect(await warmUpEngine()).toBeGreaterThan(0);
  });
});
