import { describe, expect, it } from 'vitest';
import { parseSource } from './parse-source';
import { warmUpEngine, warmUpPdf } from './warm-up';

describe('warmUpEngine', () => {
  it('reads a well-formed two-page, two-column PDF with a table (no damage warnings), then warms up', async () => {
    const doc = await parseSource({ bytes: warmUpPdf(), fileId: 'w', kind: 'pdf', name: 'w.pdf' });
    expect(doc.pages).toHaveLength(2);
    expect(doc.title).toBe('Drug A versus placebo in a warm-up trial');
    expect(doc.pages[0]!.text).toContain('A total of 12 patients were');
    expect(doc.tables.length).toBeGreaterThan(0);
    expect(doc.warnings ?? []).toEqual([]);
    expect(await warmUpEngine()).toBeGreaterThan(0);
  });
});
