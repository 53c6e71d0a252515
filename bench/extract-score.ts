/**
 * Scores fact extraction against the hand-read corpus truth (../shared/corpus/truth.json, matching rules in
 * its "about" field): per document and per field, the share of returned quotes found on their cited page,
 * and timings. Prints figures; never fails on a score. Run: npm run bench:extract
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileKind } from '@prowrite/contracts';
import * as engine from '@prowrite/engine';
import {
  extractFacts,
  parseText,
  type SourceDocument,
  type SourceInput,
  verifyProvenance,
} from '@prowrite/engine';
import {
  FIELDS,
  type Field,
  printMisses,
  printTable,
  printTotals,
  type Score,
  scoreField,
  type TruthDoc,
} from './lib/extract-scoring';

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = process.env.PROWRITE_CORPUS ?? path.resolve(here, '../../shared/corpus');
type Parse = (input: SourceInput) => Promise<SourceDocument> | SourceDocument;

/** parseSource once the PDF/DOCX work exports it; until then text files only. */
function sourceParser(): { parse: Parse; pdf: boolean } {
  const exported = (engine as Record<string, unknown>).parseSource;
  if (typeof exported === 'function') return { parse: exported as Parse, pdf: true };
  return { parse: (input) => parseText(input), pdf: false };
}

function kindOf(file: string): FileKind {
  const ext = path.extname(file).slice(1).toLowerCase();
  return ext === 'pdf' || ext === 'docx' || ext === 'md' ? ext : 'txt';
}

async function main(): Promise<void> {
  const truthPath = path.join(corpus, 'truth.json');
  if (!existsSync(truthPath)) {
    console.log(`No corpus at ${corpus} (set PROWRITE_CORPUS); nothing to score.`);
    return;
  }
  const truth = JSON.parse(readFileSync(truthPath, 'utf8')) as { documents: TruthDoc[] };
  const { parse, pdf } = sourceParser();
  if (!pdf) console.log('parseSource is not exported by the engine yet: scoring the text files only.\n');

  const rows: {
    id: string;
    scores: Partial<Record<Field, Score>>;
    parseMs: number;
    extractMs: number;
    quotes: string;
  }[] = [];
  let quotesChecked = 0;
  let quotesFailed = 0;
  for (const doc of truth.documents) {
    const kind = kindOf(doc.file);
    if (!pdf && kind !== 'txt' && kind !== 'md') continue;
    const bytes = new Uint8Array(readFileSync(path.join(corpus, doc.file)));
    const t0 = performance.now();
    const source = await parse({ bytes, fileId: doc.id, kind, name: path.basename(doc.file) });
    const t1 = performance.now();
    const facts = extractFacts(source);
    const t2 = performance.now();
    const report = verifyProvenance(source, facts);
    quotesChecked += report.checked;
    quotesFailed += report.failures.length;
    for (const f of report.failures)
      console.log(`  quote not found: ${doc.id} ${f.field} p${f.page} ${f.reason}: ${f.quote.slice(0, 80)}`);
    const scores: Partial<Record<Field, Score>> = {};
    for (const field of FIELDS) {
      const s = scoreField(field, doc, facts);
      if (s) scores[field] = s;
    }
    const quotes = `${report.checked - report.failures.length}/${report.checked}`;
    rows.push({ id: doc.id, scores, parseMs: t1 - t0, extractMs: t2 - t1, quotes });
  }
  printTable(rows);
  printTotals(rows, quotesChecked, quotesFailed);
  printMisses(rows);
}

await main();
