/**
 * The infographic writer over every corpus paper, zh-cn and en: which result panel each poster gets (the
 * primary result's tiles, hazard-ratio tiles, or a line without a tile), whether it has a design flow and a
 * safety panel, its measured text (non-ASCII counts 2; a poster is read in 30 seconds) and the time to write
 * one. Prints the table and the totals; never fails.
 * Run: npm run infographic -w @prowrite/bench
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ArticleComponent, componentTexts, measureText } from '@prowrite/contracts';
import { extractFacts, parseSource } from '@prowrite/engine';
import { infographicWriter } from '@prowrite/engine/article/kinds/infographic';
import { corpusSourceFiles } from './lib/corpus';

type Row = {
  paper: string;
  lang: string;
  result: string;
  design: boolean;
  safety: boolean;
  text: number;
  ms: number;
};

const panel = (list: ArticleComponent[], name: string) =>
  list.find((c) => c.contents[0]?.key_figures?.panel === name);

function resultKind(list: ArticleComponent[]): string {
  const figures = panel(list, 'result')?.contents[0]?.key_figures?.figures ?? [];
  if (figures.some((f) => f.role === 'arm')) return 'arms+effect';
  if (figures.length > 0) return 'effects';
  return 'no tile';
}

const rows: Row[] = [];
for (const file of corpusSourceFiles()) {
  const id = path.basename(file).replace(/\.[a-z]+$/, '');
  const bytes = new Uint8Array(readFileSync(file));
  const doc = await parseSource(
    { bytes, fileId: id, kind: file.endsWith('.pdf') ? 'pdf' : 'txt', name: path.basename(file) },
    { cropFigures: false },
  );
  const facts = extractFacts(doc);
  for (const outLang of ['zh-cn', 'en'] as const) {
    const started = performance.now();
    const list = [
      ...infographicWriter({ facts: [{ fileId: id, fileName: id, facts }], template: 't', outLang }),
    ];
    const ms = performance.now() - started;
    const text = list.flatMap(componentTexts).reduce((n, t) => n + measureText(t.replace(/<[^>]*>/g, '')), 0);
    rows.push({
      paper: id,
      lang: outLang,
      result: resultKind(list),
      design: panel(list, 'design') !== undefined,
      safety: panel(list, 'safety') !== undefined,
      text,
      ms,
    });
  }
}

console.log('paper                      lang   result        design safety  text   ms');
for (const r of rows)
  console.log(
    `${r.paper.padEnd(26)} ${r.lang.padEnd(6)} ${r.result.padEnd(13)} ${String(r.design).padEnd(6)} ${String(r.safety).padEnd(6)} ${String(r.text).padStart(5)} ${r.ms.toFixed(1).padStart(5)}`,
  );
const count = (f: (r: Row) => boolean) => rows.filter(f).length;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)] ?? 0;
console.log(
  `\n${rows.length} posters (${rows.length / 2} papers x zh-cn, en): result ${count((r) => r.result === 'arms+effect')} arms+effect, ` +
    `${count((r) => r.result === 'effects')} effects only, ${count((r) => r.result === 'no tile')} without a tile; ` +
    `design flow ${count((r) => r.design)}, safety ${count((r) => r.safety)}; measured text median ${median(rows.map((r) => r.text))}, ` +
    `max ${Math.max(...rows.map((r) => r.text))}; write time median ${median(rows.map((r) => r.ms)).toFixed(2)} ms, ` +
    `max ${Math.max(...rows.map((r) => r.ms)).toFixed(2)} ms`,
);
