/**
 * Layout and running text in the corpus tables: per paper, the parsed table rows (header rows included) with
 * leader dots (". . . .") and the rows whose one filled cell is running text, as the PDF reader found them
 * (before) and in the tables the facts keep (after, `facts/table-rows.ts`). Prints the counts; never fails.
 * Run: npx tsx bench/table-rows-scan.ts
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { extractFacts, parseSource } from '@prowrite/engine';
import { isTextRow, withoutLeaders } from '../packages/engine/src/facts/table-rows';
import { corpusSourceFiles } from './lib/corpus';

const LEADER = /(?:\.\s?){4,}|(?:[…·]\s?){2,}/;
const count = (rows: string[][]) => ({
  rows: rows.length,
  leaders: rows.filter((r) => r.some((c) => LEADER.test(c))).length,
  text: rows.filter((r) => isTextRow(r.map(withoutLeaders))).length,
});
const total = { before: { rows: 0, leaders: 0, text: 0 }, after: { rows: 0, leaders: 0, text: 0 } };
for (const file of corpusSourceFiles()) {
  const bytes = new Uint8Array(await readFile(file));
  const fileId = createHash('sha1').update(bytes).digest('hex');
  const pdf = new TextDecoder('latin1').decode(bytes.subarray(0, 5)).startsWith('%PDF-');
  const doc = await parseSource(
    { bytes, fileId, kind: pdf ? 'pdf' : 'txt', name: path.basename(file) },
    { cropFigures: false },
  );
  const before = count(doc.tables.flatMap((t) => t.rows));
  const after = count(
    extractFacts(doc)
      .tables.flatMap((t) => [t.headers, ...t.rows])
      .filter((r) => r.length > 0),
  );
  for (const key of ['rows', 'leaders', 'text'] as const) {
    total.before[key] += before[key];
    total.after[key] += after[key];
  }
  if (before.leaders + before.text > 0)
    console.log(
      `${path.basename(file).padEnd(28)} rows ${before.rows} → ${after.rows}   leader rows ${before.leaders} → ${after.leaders}   text rows ${before.text} → ${after.text}`,
    );
}
console.log(
  `\nall papers: rows ${total.before.rows} → ${total.after.rows}, leader rows ${total.before.leaders} → ${total.after.leaders}, text rows ${total.before.text} → ${total.after.text}`,
);
