/**
 * Held-out extraction benchmark: trial papers the engine has never seen, generated from structured truth
 * (seeded), written with varied reporting styles (heldout/phrasings.ts) in varied journal layouts
 * (heldout/layouts.ts), printed to real PDFs by Chromium, read by the `prowrite extract` path (parseSource,
 * extractFacts) and scored by the corpus scorer (lib/extract-scoring.ts). A proxy for unseen papers: the
 * generator only knows the styles written into it. Prints figures; never fails on a score.
 *
 * Run: npm run bench:heldout [-- --count 42 --seed 11 --keep /tmp/heldout --lang zh]
 * `--lang zh` writes the papers in Chinese (heldout/paper-zh.ts) in the article layouts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Facts } from '@prowrite/contracts';
import { extractFacts, parseSource, verifyProvenance } from '@prowrite/engine';
import { LAYOUTS, type Layout, renderHtml } from './heldout/layouts';
import { type Paper, writeArticle, writeProtocol } from './heldout/paper';
import { truthOfZh, writeArticleZh, type ZhPaper } from './heldout/paper-zh';
import { seededRandom } from './heldout/random';
import { startPrinter } from './heldout/render-pdf';
import { generateTrial, type Trial, truthOf } from './heldout/trial';
import {
  FIELDS,
  type Field,
  printMisses,
  printTotals,
  type Row,
  type Score,
  scoreField,
} from './lib/extract-scoring';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

/** The phrasing lists a field's value comes from, to trace a miss to a style. */
const SOURCES: Partial<Record<Field, string[]>> = {
  registry_id: ['registration'],
  n_randomized: ['allocation'],
  arm_sizes: ['allocation'],
  ratio: ['allocation'],
  arms: ['allocation'],
  blinding: ['design'],
  primary_endpoint: ['primary-endpoint'],
  hazard_ratios: ['effect', 'result-time-to-event'],
  effects: ['effect', 'measure-name', 'result-binary', 'result-time-to-event', 'result-continuous'],
  primary_result: ['result-binary', 'result-time-to-event', 'result-continuous', 'result-break'],
};

type Generated = { trial: Trial; paper: Paper; layout: Layout };

function generate(count: number, seed: number, zh: boolean): Generated[] {
  // Chinese papers are journal articles: no protocol layout.
  const layouts = zh ? LAYOUTS.filter((l) => l.kind === 'article') : LAYOUTS;
  return Array.from({ length: count }, (_, i) => {
    const r = seededRandom(seed * 100003 + i);
    const layout = layouts[i % layouts.length]!;
    // Drawn from a stream of its own, so the papers that keep their estimate stay as they were.
    const own = seededRandom(seed * 100003 + i + 7_000_001);
    const effectStated = !own.chance(0.15);
    const resultBroken = own.chance(0.3);
    const trial = {
      ...generateTrial(r, `ho-${seed}-${String(i).padStart(3, '0')}`),
      effectStated,
      resultBroken,
    };
    const paper = zh
      ? writeArticleZh(trial, r, layout.numbers)
      : layout.kind === 'protocol'
        ? writeProtocol(trial, r, layout.numbers)
        : writeArticle(trial, r, layout.numbers, layout.abstract);
    return { trial, paper, layout };
  });
}

/** Found effects whose confidence level matches the printed one (the scorer does not check levels). */
function levelsRight(trial: Trial, facts: Facts): boolean | null {
  if (!trial.effectStated) return null;
  const e = trial.effect;
  const found = (facts.effects ?? []).find(
    (f) => f.measure === e.measure && Math.abs(f.value - e.value) < 0.006,
  );
  return found ? found.ci_level === e.level : null;
}

async function main(): Promise<void> {
  const count = Number(option('count', '42'));
  const seed = Number(option('seed', '11'));
  const keep = option('keep', '');
  const zh = option('lang', 'en') === 'zh';
  if (keep) mkdirSync(keep, { recursive: true });
  const papers = generate(count, seed, zh);
  const printer = await startPrinter();
  const rows: (Row & { layout: string; variants: Record<string, number> })[] = [];
  let checked = 0;
  let failed = 0;
  let levels = 0;
  let levelsOk = 0;
  let renderMs = 0;
  try {
    for (const { trial, paper, layout } of papers) {
      const t0 = performance.now();
      const html = renderHtml(paper, layout);
      const bytes = await printer.print(html, layout);
      const t1 = performance.now();
      renderMs += t1 - t0;
      const file = `${trial.id}-${layout.id}.pdf`;
      if (keep) {
        writeFileSync(path.join(keep, file), bytes);
        writeFileSync(
          path.join(keep, `${trial.id}.truth.json`),
          JSON.stringify({ trial, variants: paper.variants }, null, 2),
        );
      }
      const source = await parseSource(
        { bytes, fileId: trial.id, kind: 'pdf', name: file },
        { cropFigures: false },
      );
      const t2 = performance.now();
      const facts = extractFacts(source);
      const t3 = performance.now();
      const report = verifyProvenance(source, facts);
      checked += report.checked;
      failed += report.failures.length;
      for (const f of report.failures)
        console.log(
          `  quote not found: ${trial.id} ${f.field} p${f.page} ${f.reason}: ${f.quote.slice(0, 80)}`,
        );
      const english = truthOf(trial, file, paper.states);
      const truth = paper.lang === 'zh' ? truthOfZh(trial, paper as ZhPaper, english) : english;
      const scores: Partial<Record<Field, Score>> = {};
      for (const field of FIELDS) {
        const s = scoreField(field, truth, facts);
        if (s) scores[field] = s;
      }
      const level = paper.states.results ? levelsRight(trial, facts) : null;
      if (level !== null) {
        levels += 1;
        if (level) levelsOk += 1;
      }
      rows.push({
        id: `${trial.id} ${layout.id}`,
        scores,
        parseMs: t2 - t1,
        extractMs: t3 - t2,
        quotes: `${report.checked - report.failures.length}/${report.checked}`,
        layout: layout.id,
        variants: paper.variants,
      });
    }
  } finally {
    await printer.close();
  }
  console.log(
    `held-out papers${zh ? ' (Chinese)' : ''}: ${rows.length} (seed ${seed}), ${LAYOUTS.length} layouts; Chromium printing ${renderMs.toFixed(0)} ms`,
  );
  printTotals(rows, checked, failed);
  console.log(`\nCI level labelled as printed (effects found): ${levelsOk}/${levels}`);
  printByLayout(rows);
  printByPhrasing(rows);
  printMisses(rows);
}

function accuracy(rows: Row[]): string {
  let fields = 0;
  let passed = 0;
  for (const r of rows)
    for (const f of FIELDS) {
      const s = r.scores[f];
      if (!s || f === 'design') continue;
      fields += s.fields ?? 1;
      passed += s.passed ?? (s.pass ? 1 : 0);
    }
  return `${passed}/${fields} (${((100 * passed) / Math.max(1, fields)).toFixed(1)}%)`;
}

function printByLayout(rows: (Row & { layout: string })[]): void {
  console.log('\nfield accuracy by layout:');
  for (const layout of LAYOUTS) {
    const mine = rows.filter((r) => r.layout === layout.id);
    if (mine.length) console.log(`  ${layout.id.padEnd(30)} ${accuracy(mine)}`);
  }
}

/** Misses counted against the phrasing each missed field came from ("allocation#3: 2 misses"). */
function printByPhrasing(rows: (Row & { variants: Record<string, number> })[]): void {
  const counts = new Map<string, Set<string>>();
  for (const r of rows)
    for (const f of FIELDS) {
      const s = r.scores[f];
      if (!s || s.pass) continue;
      for (const list of SOURCES[f] ?? []) {
        if (r.variants[list] === undefined) continue;
        const key = `${list}#${r.variants[list]}`;
        counts.set(key, new Set([...(counts.get(key) ?? []), `${f}@${r.id.split(' ')[0]}`]));
      }
    }
  if (counts.size === 0) return;
  console.log('\nmissed fields by phrasing (list#index in heldout/phrasings.ts):');
  for (const [key, misses] of [...counts].sort((a, b) => b[1].size - a[1].size))
    console.log(`  ${key.padEnd(26)} ${[...misses].join(', ')}`);
}

await main();
