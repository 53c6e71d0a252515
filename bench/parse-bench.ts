/**
 * Source parsing speed and memory: extraction (parse + facts, warm process) of 10-page two-column papers,
 * the median of several runs per corpus PDF (pages/s), then a generated 200-page protocol (synopsis, numbered
 * sections, tables) parsed and extracted, with the peak RSS seen meanwhile. Prints figures; asserts nothing.
 * Targets (issue 11): a 10-page two-column paper <= 1.5 s median warm; the 200-page protocol <= 4 s and
 * <= 600 MB RSS.
 * Run: npx tsx bench/parse-bench.ts [runs] [--generated-only]
 * (--generated-only skips the corpus, so the peak RSS is that of the 200-page document alone.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { extractFacts } from '../packages/engine/src/facts/extract-facts';
import { loremLines, makeTextPdf } from '../packages/engine/src/source/__fixtures__/make-pdf';
import { parseSource } from '../packages/engine/src/source/parse-source';
import { makeProtocolPdf } from './lib/protocol-pdf';

const runs = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 5);
const generatedOnly = process.argv.includes('--generated-only');
const corpus = resolve(import.meta.dirname, '../../shared/corpus/pdf');

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function measure(name: string, bytes: Uint8Array, cropFigures: boolean, times: number) {
  const ms: number[] = [];
  let pages = 0;
  let figures = 0;
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    const doc = await parseSource({ bytes, fileId: name, kind: 'pdf', name }, { cropFigures });
    ms.push(performance.now() - start);
    pages = doc.pages.length;
    figures = doc.figures.filter((f) => f.png).length;
  }
  const m = median(ms);
  console.log(
    `${name.padEnd(22)} ${String(pages).padStart(4)} pages  median ${m.toFixed(0).padStart(6)} ms  ` +
      `${(pages / (m / 1000)).toFixed(1).padStart(6)} pages/s  (${cropFigures ? `${figures} figures cropped` : 'no crops'}; runs ${ms.map((x) => x.toFixed(0)).join(', ')})`,
  );
}

// Warm-up: the first parse loads pdfjs and its worker (about a second under tsx), once per process.
const warmStart = performance.now();
await parseSource({
  bytes: makeTextPdf({ pages: [loremLines(1, 10)] }),
  fileId: 'w',
  kind: 'pdf',
  name: 'w.pdf',
});
console.log(`cold start (pdfjs load + first tiny parse): ${(performance.now() - warmStart).toFixed(0)} ms\n`);

/** Parse and extract facts, as the product's parse job does (figure crops included), `times` times. */
async function measureExtraction(name: string, bytes: Uint8Array, times: number) {
  const ms: number[] = [];
  let pages = 0;
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    const doc = await parseSource({ bytes, fileId: name, kind: 'pdf', name });
    extractFacts(doc);
    ms.push(performance.now() - start);
    pages = doc.pages.length;
  }
  console.log(
    `extraction ${name.padEnd(24)} ${String(pages).padStart(4)} pages  median ${median(ms).toFixed(0).padStart(6)} ms  ` +
      `(parse + facts + figure crops, warm; runs ${ms.map((x) => x.toFixed(0)).join(', ')})`,
  );
}

/** Two-column papers of about ten pages in the corpus (the 1.5 s target is for these). */
const TEN_PAGE_PAPERS = ['act-v.pdf', 'pathway-2.pdf', 'sugar-dm-hf.pdf'];

if (generatedOnly) {
  console.log('corpus skipped (--generated-only)');
} else if (existsSync(corpus)) {
  for (const file of TEN_PAGE_PAPERS.filter((f) => existsSync(join(corpus, f)))) {
    await measureExtraction(file, new Uint8Array(readFileSync(join(corpus, file))), Math.max(runs, 5));
  }
  console.log('');
  for (const file of readdirSync(corpus)
    .filter((f) => f.endsWith('.pdf'))
    .sort()) {
    const bytes = new Uint8Array(readFileSync(join(corpus, file)));
    await measure(file, bytes, true, runs);
    await measure(file, bytes, false, runs);
  }
} else {
  console.log(`corpus not found at ${corpus}: corpus figures skipped`);
}

const rssBefore = process.memoryUsage().rss;
peakRss = rssBefore;
const protocol = makeProtocolPdf(200);
console.log(`\ngenerated protocol (synopsis, numbered sections, tables): ${mb(protocol.length)} on disk`);
await measure('generated-protocol', protocol, true, 3);
await measureExtraction('generated-protocol', protocol, 3);
clearInterval(sampler);
console.log(`peak RSS during the 200-page runs: ${mb(peakRss)} (process RSS before: ${mb(rssBefore)})`);
