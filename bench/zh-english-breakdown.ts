/**
 * Where the English in zh-cn outputs comes from: every corpus paper written offline in each deck template and
 * article type in zh-cn, the Latin letters outside marked quotes counted by token and by place (slide layout
 * and content id, or article component and field); table cells included, where a drug's INN is a name
 * (decision 0074). Prints the top tokens and places; never fails.
 * Run: npm run zh-english -w @prowrite/bench   (--cache FILE keeps parsed facts between runs)
 * Also prints, per zh-cn output, how many are under 90 % Chinese (by the rule; all Latin as English).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Facts } from '@prowrite/contracts';
import {
  articleTexts,
  deckTexts,
  extractFacts,
  isNeutralToken,
  letterCounts,
  parseSource,
  quotedLetters,
  type ShownText,
  withoutMarkedQuotes,
  withoutProperNames,
  writeArticle,
} from '@prowrite/engine';
import { ARTICLE_TYPES, DECK_TEMPLATES, shownDeck } from '../apps/cli/src/commands/check-work';
import { phraseZh } from '../packages/engine/src/article/glossary';
import { corpusSourceFiles } from './lib/corpus';

type Parsed = { source: string; facts: Facts };

async function parsed(cache: string | undefined): Promise<Parsed[]> {
  if (cache && existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as Parsed[];
  const out: Parsed[] = [];
  for (const file of corpusSourceFiles()) {
    const bytes = new Uint8Array(readFileSync(file));
    const doc = await parseSource(
      { bytes, fileId: 'f', kind: file.endsWith('.pdf') ? 'pdf' : 'txt', name: path.basename(file) },
      { cropFigures: false },
    );
    out.push({ source: path.basename(file), facts: extractFacts(doc) });
  }
  if (cache) writeFileSync(cache, JSON.stringify(out));
  return out;
}

const at = process.argv.indexOf('--cache');
const papers = await parsed(at > 0 ? process.argv[at + 1] : undefined);
const byToken = new Map<string, { letters: number; places: Map<string, number> }>();
const byPlace = new Map<string, { letters: number; sample: string }>();
/** Letters inside marked quotes (原文) by place: where the zh-cn reader still meets the source language. */
const quotedByPlace = new Map<string, { letters: number; sample: string }>();
/** Latin letters by cause: what the proper-name rule leaves out, and the English that is counted. */
const byCause = new Map<string, number>();

function cause(token: string, trade: boolean): string {
  if (trade) return 'trade name (™/®): no language';
  if (isNeutralToken(token)) {
    if (/\d/.test(token)) return 'code or id (letters+digits): no language';
    if (/[A-Z]{2}/.test(token)) return 'acronym in capitals: no language';
    return 'unit/statistical symbol or single letter: no language';
  }
  if (phraseZh(token)) return 'ENGLISH: word the glossary translates (writer left it)';
  if (/^[A-Z]/.test(token)) return 'ENGLISH: capitalised word (name or sentence start)';
  return 'ENGLISH: word the glossary lacks';
}

/** Per output: Chinese share outside marked quotes (by the rule; every Latin letter as English) and quoted share. */
const shares: { rule: number; allLatin: number; quoted: number }[] = [];

function share(texts: ShownText[]) {
  let [han, latin, allLatin, quoted, all] = [0, 0, 0, 0, 0];
  for (const t of texts) {
    if (t.role === 'citation') continue;
    const rule = letterCounts(t.text, 'zh-cn', { tableCell: t.role === 'table' });
    han += rule.own;
    latin += rule.other;
    allLatin += letterCounts(t.text, 'zh-cn', { allLatin: true }).other;
    const q = quotedLetters(t.text);
    quoted += q.quoted;
    all += q.all;
  }
  const ratio = (own: number, other: number) => (own + other === 0 ? 1 : own / (own + other));
  shares.push({ rule: ratio(han, latin), allLatin: ratio(han, allLatin), quoted: all ? quoted / all : 0 });
}

function count(output: string, texts: ShownText[]) {
  share(texts);
  for (const t of texts) {
    if (t.role === 'citation') continue;
    // The place without slide numbers and component indexes: "general hcp_ppt_a_010.body".
    const place = `${output} ${t.where
      .replace(/^slide \d+ /, '')
      .replace(/#\d+/, '')
      .replace(/\[\d+\]/g, '[]')}`;
    const unquoted = withoutMarkedQuotes(t.text);
    const inQuotes = quotedLetters(t.text).quoted;
    if (inQuotes > 0) {
      const q = quotedByPlace.get(place) ?? { letters: 0, sample: t.text };
      q.letters += inQuotes;
      quotedByPlace.set(place, q);
    }
    const counted = new Set(
      withoutProperNames(unquoted, { drugNames: t.role === 'table' }).match(/[A-Za-z][A-Za-z0-9-]*/g) ?? [],
    );
    for (const w of unquoted.match(/[A-Za-z][A-Za-z0-9-]*/g) ?? []) {
      const letters = w.match(/[A-Za-z]/g)?.length ?? 0;
      const why = cause(w, !counted.has(w) && !isNeutralToken(w));
      byCause.set(why, (byCause.get(why) ?? 0) + letters);
      if (!why.startsWith('ENGLISH')) continue;
      const tok = byToken.get(w) ?? { letters: 0, places: new Map() };
      tok.letters += letters;
      tok.places.set(place, (tok.places.get(place) ?? 0) + letters);
      byToken.set(w, tok);
      const p = byPlace.get(place) ?? { letters: 0, sample: t.text };
      p.letters += letters;
      byPlace.set(place, p);
    }
  }
}

for (const { source, facts } of papers) {
  const sources = [{ fileId: 'f', fileName: source, facts }];
  for (const template of DECK_TEMPLATES)
    count(template, deckTexts(shownDeck(facts, 'f', source, template, 'zh-cn')));
  for (const type of ARTICLE_TYPES)
    count(
      type,
      articleTexts(
        writeArticle({
          type,
          facts: sources,
          template: type === 'Tweets' ? 'tweets_template1' : 'patient_education_tweets_template1',
          outLang: 'zh-cn',
        }),
      ),
    );
}

const total = [...byPlace.values()].reduce((n, p) => n + p.letters, 0);
const top = (n: number) => Math.max(1, n);
const latin = [...byCause.values()].reduce((n, x) => n + x, 0);
console.log(`Latin letters outside marked quotes in zh-cn outputs: ${latin}; counted as English: ${total}\n`);
const under = (f: (x: (typeof shares)[number]) => number) => shares.filter((x) => f(x) < 0.9).length;
const mid = (f: (x: (typeof shares)[number]) => number) => {
  const v = shares.map(f).sort((a, b) => a - b);
  return `${(v[v.length >> 1]! * 100).toFixed(1)}%`;
};
console.log(
  `${shares.length} zh-cn outputs: under 90% Chinese by the rule ${under((x) => x.rule)}; counting all Latin as English under 90% ${under((x) => x.allLatin)} (median ${mid((x) => x.allLatin)}); letters inside marked quotes: median ${mid((x) => x.quoted)}`,
);
console.log('by cause: letters, share of Latin letters');
for (const [why, n] of [...byCause].sort((a, b) => b[1] - a[1]))
  console.log(`${String(n).padStart(6)}  ${((n / latin) * 100).toFixed(1).padStart(5)}%  ${why}`);
console.log('');
console.log('top places of English (output, layout.content id or component path): letters, share, sample');
for (const [place, p] of [...byPlace].sort((a, b) => b[1].letters - a[1].letters).slice(0, top(40)))
  console.log(
    `${String(p.letters).padStart(6)}  ${((p.letters / total) * 100).toFixed(1).padStart(5)}%  ${place}  | ${p.sample.slice(0, 90)}`,
  );
console.log('\ntop English tokens: letters, main place');
for (const [w, t] of [...byToken].sort((a, b) => b[1].letters - a[1].letters).slice(0, 60)) {
  const main = [...t.places].sort((a, b) => b[1] - a[1])[0]!;
  console.log(`${String(t.letters).padStart(6)}  ${w.padEnd(24)} ${main[0]} (${main[1]})`);
}
const quotedTotal = [...quotedByPlace.values()].reduce((n, p) => n + p.letters, 0);
console.log(`\nletters inside marked quotes: ${quotedTotal}; top places: letters, share, sample`);
for (const [place, p] of [...quotedByPlace].sort((a, b) => b[1].letters - a[1].letters).slice(0, 40))
  console.log(
    `${String(p.letters).padStart(6)}  ${((p.letters / quotedTotal) * 100).toFixed(1).padStart(5)}%  ${place}  | ${p.sample.slice(0, 90)}`,
  );
