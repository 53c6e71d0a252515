/**
 * OCR of scanned papers: a corpus paper is scanned (each page rendered at 200 dpi by pdftoppm and embedded as
 * a picture, no text layer), then parsed with OCR and its facts extracted. Prints time per page and how many
 * facts read from the scan equal those read from the text layer. Prints figures; asserts nothing.
 * Run: npm run ocr -w @prowrite/bench [-- pdf/act-v.pdf ...]
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Facts } from '@prowrite/contracts';
import { extractFacts } from '../packages/engine/src/facts/extract-facts';
import { verifyProvenance } from '../packages/engine/src/facts/verify-provenance';
import { scanPdf } from '../packages/engine/src/source/__fixtures__/make-scanned-pdf';
import { parseSource } from '../packages/engine/src/source/parse-source';

const files = process.argv.slice(2).filter((a) => a.endsWith('.pdf'));
const corpus = resolve(import.meta.dirname, '../../shared/corpus');

/** The scalar facts compared between the text layer and the scan. */
const FIELDS = [
  'registry_id',
  'phase',
  'blinding',
  'design',
  'n_randomized',
  'ratio',
  'primary_endpoint',
] as const;
const factValue = (facts: Facts, key: (typeof FIELDS)[number]) => JSON.stringify(facts[key]?.value ?? null);

for (const file of files.length > 0 ? files : ['pdf/act-v.pdf', 'pdf/pathway-2.pdf']) {
  const path = resolve(corpus, file);
  if (!existsSync(path)) {
    console.log(`${file}: not found, skipped`);
    continue;
  }
  const bytes = new Uint8Array(readFileSync(path));
  const text = extractFacts(await parseSource({ bytes, fileId: 'f', kind: 'pdf', name: file }));
  const scan = scanPdf(bytes, 200);
  const start = performance.now();
  const doc = await parseSource(
    { bytes: scan, fileId: 'f', kind: 'pdf', name: file },
    { cropFigures: false },
  );
  const facts = extractFacts(doc);
  const ms = performance.now() - start;
  const same = FIELDS.filter((k) => factValue(text, k) === factValue(facts, k));
  const differing = FIELDS.filter((k) => !same.includes(k)).map(
    (k) => `${k}: ${factValue(text, k)} -> ${factValue(facts, k)}`,
  );
  const ocrPages = doc.pages.filter((p) => p.ocr).length;
  console.log(
    `${file.padEnd(24)} ${ocrPages}/${doc.pages.length} pages by OCR in ${(ms / 1000).toFixed(1)} s ` +
      `(${(ms / Math.max(1, ocrPages)).toFixed(0)} ms/page); facts equal to the text layer's: ${same.length}/${FIELDS.length}; ` +
      `quotes on their page: ${verifyProvenance(doc, facts).ok ? 'all' : 'NOT all'}`,
  );
  for (const d of differing) console.log(`    ${d}`);
}
