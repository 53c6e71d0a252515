import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR, corpusAvailable, corpusBytes } from '../__fixtures__/corpus';
import { parsePdfLayout } from './parse-pdf';
import { findColumnStitches } from './testing/column-stitch';

const hasCorpus = corpusAvailable();
const names = hasCorpus ? readdirSync(join(CORPUS_DIR, 'pdf')).filter((f) => f.endsWith('.pdf')) : [];

describe.runIf(hasCorpus)('no block of a corpus PDF reads across side-by-side columns', () => {
  it('finds 0 column stitches in every corpus PDF', async () => {
    const counts: Record<string, number> = {};
    const examples: string[] = [];
    for (const name of names) {
      const { blocks, pageRuns } = await parsePdfLayout(
        { bytes: corpusBytes(`pdf/${name}`), fileId: name, kind: 'pdf', name },
        { cropFigures: false },
      );
      const stitches = findColumnStitches(blocks, new Map(pageRuns.map((p) => [p.number, p.runs])));
      counts[name] = stitches.length;
      for (const s of stitches.slice(0, 3))
        examples.push(`${name} p${s.page} ${s.reason}: ${s.text.slice(0, 300)}`);
    }
    console.info('[column stitches]', JSON.stringify(counts), `\n${examples.join('\n')}`);
    expect(examples).toEqual([]);
  }, 300_000);
});
