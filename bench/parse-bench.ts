/**
 * Source parsing speed and memory: median of several runs per corpus PDF (pages/s), then a generated
 * 200-page two-column document, with the peak RSS seen while parsing. Prints figures; asserts nothing.
 * Run: npx tsx bench/parse-bench.ts [runs] [--generated-only]
 * (--generated-only skips the corpus, so the peak RSS is that of the 200-page document alone.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loremLines, makeTextPdf } from '../packages/engine/src/source/__fixtures__/make-pdf';
import { parseSource } from '../packages/engine/src/source/parse-source';

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

if (generatedOnly) {
  console.log('corpus skipped (--generated-only)');
} else if (existsSync(corpus)) {
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
const protocol = makeTextPdf({
  pages: Array.from({ length: 200 }, (_, p) => loremLines(p + 1, 110)),
  twoColumns: true,
  runningHead: 'Protocol PRW-001 version 2.0',
  title: 'A generated 200-page protocol',
});
console.log(`\ngenerated protocol: ${mb(protocol.length)} on disk`);
await measure('generated-200-pages', protocol, true, 3);
clearInterval(sampler);
console.log(`peak RSS during the 200-page runs: ${mb(peakRss)} (process RSS before: ${mb(rssBefore)})`);
