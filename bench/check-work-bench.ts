/**
 * The content checker over every corpus paper: each deck template (general, medical_template1..3) and article
 * type (Tweets, PatientEducationPost) in zh-cn and en, written offline and checked (primary result, language
 * share outside marked quotes, English sentences in zh output, truncated sentences, thin slides, unlabelled
 * continuations, unsourced numbers). Prints the table, the totals and the time; never fails.
 * Run: npm run check-work -w @prowrite/bench   (add --findings to list what was found)
 */
import {
  type CheckRow,
  checkSourceFile,
  formatFindings,
  formatTable,
} from '../apps/cli/src/commands/check-work';
import { corpusSourceFiles } from './lib/corpus';

const files = corpusSourceFiles();
const started = performance.now();
const rows: CheckRow[] = [];
for (const file of files) rows.push(...(await checkSourceFile(file)));
console.log(formatTable(rows));
console.log(
  `\n${files.length} papers, ${rows.length} outputs written and checked in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
if (process.argv.includes('--findings')) console.log(`\n${formatFindings(rows)}`);
