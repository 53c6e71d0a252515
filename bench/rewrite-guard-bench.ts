/**
 * The LLM writer's field checks over every corpus paper, without a model: each paper's general deck in zh-cn
 * and en is written offline, and for every field the LLM writer would ask about it measures
 *  - baseline: the offline text given back unchanged passes every rule (number guard, box, cut, language);
 *    a refusal here would be a false alarm of the rules themselves;
 *  - mutation: one non-trivial value changed in its last digit (a model's typical slip) is refused, by the
 *    guard as it runs (values of the slide's own fact quotes) and, for comparison, against every page of the
 *    paper; a miss means the changed value happens to be printed there too.
 * Prints the counts and the time; never fails.
 * Run: npm run rewrite-guard -w @prowrite/bench
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  extractFacts,
  fieldProblems,
  parseSource,
  reportedPrimaryValues,
  rewritableFields,
  valueKeysOf,
  valueTokens,
  writeDeck,
} from '@prowrite/engine';
import { corpusSourceFiles } from './lib/corpus';

const files = corpusSourceFiles();

/** The text with its first non-trivial value's last digit changed, or null when it prints none. */
function mutated(text: string): string | null {
  const token = valueTokens(text).find((t) => !t.trivial && t.kind !== 'id');
  if (!token) return null;
  const at = token.index + token.text.search(/\d(?=\D*$)/);
  const digit = Number(text[at]);
  return `${text.slice(0, at)}${(digit + 1) % 10}${text.slice(at + 1)}`;
}

let fields = 0;
let baselineRefused = 0;
let withValues = 0;
let mutationsCaught = 0;
let mutationsCaughtBySlide = 0;
let checkMs = 0;
const started = performance.now();
for (const file of files) {
  const bytes = new Uint8Array(await readFile(file));
  const kind = file.endsWith('.pdf') ? 'pdf' : 'txt';
  const doc = await parseSource(
    { bytes, fileId: 'f', kind, name: path.basename(file) },
    { cropFigures: false },
  );
  const facts = extractFacts(doc);
  const pages = doc.pages.map((p) => p.text);
  for (const lang of ['zh-cn', 'en'] as const) {
    const slides = writeDeck({
      facts: [{ fileId: 'f', fileName: 'paper', facts }],
      template: 'general',
      outLang: lang,
    });
    const t0 = performance.now();
    const sourced = valueKeysOf([
      ...pages,
      ...slides.flatMap((s) => (s.provenance ?? []).map((p) => p.quote)),
    ]);
    const primary = reportedPrimaryValues(facts);
    for (const slide of slides) {
      const quoted = valueKeysOf((slide.provenance ?? []).map((p) => p.quote));
      for (const field of rewritableFields(slide, primary ? [primary] : [])) {
        fields++;
        if (fieldProblems(field, field.offline, quoted, lang).length > 0) baselineRefused++;
        const changed = mutated(field.offline);
        if (changed === null) continue;
        withValues++;
        // The mutation is judged as a rewrite of some other text, so the offline values do not back it.
        const blank = { ...field, offline: '', primaryValues: [] };
        if (fieldProblems(blank, changed, sourced, lang).some((p) => p.rule === 'unsourced'))
          mutationsCaught++;
        if (fieldProblems(blank, changed, quoted, lang).some((p) => p.rule === 'unsourced'))
          mutationsCaughtBySlide++;
      }
    }
    checkMs += performance.now() - t0;
  }
}
const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
console.log(`${files.length} papers, 2 languages: ${fields} rewritable fields`);
console.log(
  `baseline (offline text given back): ${baselineRefused} refused (${pct(baselineRefused, fields)})`,
);
console.log(
  `mutation (one value's last digit changed), checked against all pages: ${mutationsCaught}/${withValues} refused (${pct(mutationsCaught, withValues)})`,
);
console.log(
  `mutation, checked against the slide's quotes (the guard): ${mutationsCaughtBySlide}/${withValues} refused (${pct(mutationsCaughtBySlide, withValues)})`,
);
console.log(
  `field checks ${checkMs.toFixed(0)} ms in all; total with parsing ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
