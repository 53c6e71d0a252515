import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ArticleComponent, Facts } from '@prowrite/contracts';
import { infographicWriter } from '../../../../packages/engine/src/article/kinds/infographic';
import { extractFacts } from '../../../../packages/engine/src/facts/extract-facts';
import { CORPUS_DIR } from '../../../../packages/engine/src/source/__fixtures__/corpus';
import { parseSource } from '../../../../packages/engine/src/source/parse-source';
import { trialFacts } from '../../../../packages/engine/src/writer/testing/trial-facts';

/**
 * Writes the harness's fixtures.json: infographics of the constructed ALPHA-1 trial (full, hazard ratios only,
 * no results) and of a few corpus papers when ../shared/corpus is there, in zh-cn and en.
 * Usage: npx tsx apps/web/testing/infographic-harness/write-fixtures.ts <out dir>
 */
const out = process.argv[2] ?? '/tmp/infographic-harness';
const PAPERS = ['text/real3.txt', 'pdf/haloperidol-ponv.pdf', 'pdf/sphere-9.pdf', 'pdf/giraf.pdf'];

const write = (id: string, facts: Facts, outLang: 'zh-cn' | 'en'): ArticleComponent[] => [
  ...infographicWriter({
    facts: [{ fileId: id, fileName: id, facts }],
    template: 'infographic_template1',
    outLang,
  }),
];

const fixtures: Record<string, ArticleComponent[]> = {};
const alpha = trialFacts();
const constructed: Record<string, Facts> = {
  alpha,
  'hr-only': { ...alpha, primary_endpoint: null, medians: [], primary_result: null, tables: [] },
  'no-results': { ...alpha, hazard_ratios: [], medians: [], effects: [], results: [], primary_result: null },
};
for (const [name, facts] of Object.entries(constructed))
  for (const lang of ['zh-cn', 'en'] as const) fixtures[`${name}-${lang}`] = write(name, facts, lang);

if (existsSync(CORPUS_DIR)) {
  for (const file of PAPERS) {
    const id = path.basename(file).replace(/\.[a-z]+$/, '');
    const bytes = new Uint8Array(readFileSync(path.join(CORPUS_DIR, file)));
    const doc = await parseSource(
      { bytes, fileId: id, kind: file.endsWith('.pdf') ? 'pdf' : 'txt', name: id },
      { cropFigures: false },
    );
    const facts = extractFacts(doc);
    for (const lang of ['zh-cn', 'en'] as const) fixtures[`${id}-${lang}`] = write(id, facts, lang);
  }
} else console.warn(`[harness] ${CORPUS_DIR} not found: constructed fixtures only.`);

writeFileSync(path.join(out, 'fixtures.json'), JSON.stringify(fixtures));
console.log(`[harness] ${Object.keys(fixtures).length} fixtures -> ${path.join(out, 'fixtures.json')}`);
