import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../source/source-document';
import { chunkSemantic } from './chunk-semantic';
import { blocksFromSource } from './source-blocks';

const doc: SourceDocument = {
  fileId: 'f1',
  name: 'trial.pdf',
  kind: 'pdf',
  title: 'Trial',
  pages: [
    { number: 1, width: 595, height: 842, text: 'Methods\nPatients were randomised.' },
    { number: 2, width: 595, height: 842, text: 'Results\nTable 2 Outcomes' },
  ],
  blocks: [
    { page: 1, text: 'Methods', box: null, kind: 'heading', section: '' },
    { page: 1, text: 'Patients were randomised.', box: null, kind: 'paragraph', section: 'Methods' },
    { page: 2, text: 'Results', box: null, kind: 'heading', section: '' },
    { page: 2, text: '10.7', box: null, kind: 'table-cell', section: 'Results' },
  ],
  sections: [],
  tables: [
    {
      page: 2,
      title: 'Table 2 Outcomes',
      rows: [
        ['Arm', 'Median OS'],
        ['Sorafenib', '10.7'],
        ['', ''],
      ],
      box: null,
    },
  ],
  figures: [],
  references: [],
};

describe('blocksFromSource', () => {
  it('keeps reading order per page, tables as their title then one row each, cells not repeated', () => {
    expect(blocksFromSource(doc)).toEqual([
      { page: 1, text: 'Methods', kind: 'heading' },
      { page: 1, text: 'Patients were randomised.', kind: 'paragraph' },
      { page: 2, text: 'Results', kind: 'heading' },
      { page: 2, text: 'Table 2 Outcomes', kind: 'paragraph' },
      { page: 2, text: 'Arm | Median OS', kind: 'table-row' },
      { page: 2, text: 'Sorafenib | 10.7', kind: 'table-row' },
    ]);
  });

  it('gives chunks whose page and quote point at the source text', () => {
    const chunks = chunkSemantic(blocksFromSource(doc));
    expect(chunks.map((c) => [c.heading, c.page])).toEqual([
      ['Methods', 1],
      ['Results', 2],
    ]);
    for (const chunk of chunks) {
      const page = doc.pages.find((p) => p.number === chunk.page);
      expect(page?.text).toContain(chunk.quote);
    }
  });
});
