/**
 * The LLM writer's field checks over every corpus paper, without a model: each paper's general deck and its
 * Tweets and patient-post articles in zh-cn and en are written offline, and for every field the LLM writer
 * would ask about (slide fields; article body items and prose values) it measures, per output kind,
 *  - baseline: the offline text given back unchanged passes every rule (number guard, box, cut, language);
 *    a refusal here would be a false alarm of the rules themselves;
 *  - mutation: one non-trivial value changed in its last digit (a model's typical slip) is refused, by the
 *    guard as it runs (values of the quotes the request sends: the slide's or the text's own provenance) and,
 *    for comparison, against every page of the
 *    paper; a miss means the changed value happens to be printed there too.
 * Prints the counts and the time; never fails.
 * Run: npm run rewrite-guard -w @prowrite/bench
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ArticleComponent } from '@prowrite/contracts';
import {
  extractFacts,
  fieldProblems,
  type OutLang,
  parseSource,
  promptQuotes,
  type RewriteField,
  reportedPrimaryValues,
  rewritableComponentFields,
  rewritableFields,
  valueKeysOf,
  valueTokens,
  writeArticle,
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

type Tally = {
  fields: number;
  baselineRefused: number;
  withValues: number;
  caught: number;
  caughtByQuotes: number;
};
const tallies = new Map<string, Tally>();
let checkMs = 0;

/** One field as the guard judges it: the offline text given back, then one value changed. */
function measure(kind: string, field: RewriteField, quotes: string[], sourced: Set<string>, lang: OutLang) {
  const tally = tallies.get(kind) ?? {
    fields: 0,
    baselineRefused: 0,
    withValues: 0,
    caught: 0,
    caughtByQuotes: 0,
  };
  tallies.set(kind, tally);
  const quoted = valueKeysOf(promptQuotes(quotes));
  tally.fields++;
  if (fieldProblems(field, field.offline, quoted, lang).length > 0) tally.baselineRefused++;
  const changed = mutated(field.offline);
  if (changed === null) return;
  tally.withValues++;
  // The mutation is judged as a rewrite of some other text, so the offline values do not back it.
  const blank = { ...field, offline: '', primaryValues: [] };
  if (fieldProblems(blank, changed, sourced, lang).some((p) => p.rule === 'unsourced')) tally.caught++;
  if (fieldProblems(blank, changed, quoted, lang).some((p) => p.rule === 'unsourced')) tally.caughtByQuotes++;
}

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
  const primary = reportedPrimaryValues(facts);
  const primaries = primary ? [primary] : [];
  for (const lang of ['zh-cn', 'en'] as const) {
    const source = [{ fileId: 'f', fileName: 'paper', facts }];
    const slides = writeDeck({ facts: source, template: 'general', outLang: lang });
    const t0 = performance.now();
    const sourced = valueKeysOf([
      ...pages,
      ...slides.flatMap((s) => (s.provenance ?? []).map((p) => p.quote)),
    ]);
    for (const slide of slides)
      for (const field of rewritableFields(slide, primaries))
        measure(
          `deck ${lang}`,
          field,
          (slide.provenance ?? []).map((p) => p.quote),
          sourced,
          lang,
        );
    checkMs += performance.now() - t0;
    for (const type of ['Tweets', 'PatientEducationPost'] as const) {
      const components = writeArticle({
        type,
        facts: source,
        template: type === 'Tweets' ? 'tweets_template1' : 'patient_education_tweets_template1',
        outLang: lang,
      }) as ArticleComponent[];
      const t1 = performance.now();
      const audience = type === 'Tweets' ? 'medical' : 'patients';
      const all = valueKeysOf([
        ...pages,
        ...components.flatMap((c) => (c.provenance ?? []).map((p) => p.quote)),
      ]);
      for (const c of components)
        for (const field of rewritableComponentFields(c, primaries, audience)) {
          const quotes = (c.provenance ?? [])
            .filter((p) => p.content_id === field.contentId)
            .map((p) => p.quote);
          measure(`${type} ${lang}`, field, quotes, all, lang);
        }
      checkMs += performance.now() - t1;
    }
  }
}
const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
console.log(`${files.length} papers, 2 languages; per output kind:`);
console.log(
  'kind                         fields  baseline refused  mutations  refused (all pages)  refused (sent quotes: the guard)',
);
for (const [kind, t] of tallies)
  console.log(
    `${kind.padEnd(28)} ${String(t.fields).padStart(6)}  ${`${t.baselineRefused} (${pct(t.baselineRefused, t.fields)})`.padStart(16)}  ${String(t.withValues).padStart(9)}  ${`${t.caught} (${pct(t.caught, t.withValues)})`.padStart(19)}  ${`${t.caughtByQuotes} (${pct(t.caughtByQuotes, t.withValues)})`.padStart(20)}`,
  );
console.log(
  `field checks ${checkMs.toFixed(0)} ms in all; total with parsing ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
