import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ArticleComponent, Facts } from '@prowrite/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractFacts } from '../../../facts/extract-facts';
import { CORPUS_DIR, corpusAvailable } from '../../../source/__fixtures__/corpus';
import { parseSource } from '../../../source/parse-source';
import type { SourceDocument } from '../../../source/source-document';
import { infographicWriter } from './index';
import { expectValidInfographic, infographicTexts } from './testing/infographic-checks';

/** Papers of different shapes: PMC text exports, two-column PDFs, time-to-event and proportion endpoints. */
const PAPERS = [
  'text/real3.txt',
  'text/st03.txt',
  'text/convert.txt',
  'pdf/vernakalant-ibutilide.pdf',
  'pdf/sphere-9.pdf',
  'pdf/giraf.pdf',
  'pdf/haloperidol-ponv.pdf',
  'pdf/pathway-2.pdf',
];
const LANGS = ['zh-cn', 'en'] as const;

type Paper = { id: string; file: string; doc: SourceDocument; facts: Facts };
const run = corpusAvailable();
const papers: Paper[] = [];

async function load(): Promise<void> {
  for (const file of PAPERS) {
    const id = path.basename(file).replace(/\.[a-z]+$/, '');
    const bytes = new Uint8Array(readFileSync(path.join(CORPUS_DIR, file)));
    const kind = file.endsWith('.pdf') ? 'pdf' : 'txt';
    const doc = await parseSource(
      { bytes, fileId: id, kind, name: path.basename(file) },
      { cropFigures: false },
    );
    papers.push({ id, file, doc, facts: extractFacts(doc) });
  }
}

const write = (p: Paper, outLang: (typeof LANGS)[number]): ArticleComponent[] => [
  ...infographicWriter({
    facts: [{ fileId: p.id, fileName: path.basename(p.file), facts: p.facts }],
    template: 'infographic_template1',
    outLang,
  }),
];

/** Where a quote may be printed: the page's body text, its running heads, a figure's caption. */
function onPage(p: Paper, page: number, quote: string): boolean {
  if (p.doc.pages[page - 1]?.text.includes(quote)) return true;
  if ((p.doc.runningText ?? []).some((r) => r.page === page && r.text === quote)) return true;
  return p.doc.figures.some((f) => f.page === page && f.caption === quote);
}

const panelOf = (list: ArticleComponent[], name: string) =>
  list.find((c) => c.contents[0]?.key_figures?.panel === name);

describe.skipIf(!run)('infographics written from corpus papers', () => {
  beforeAll(load, 120_000);

  it('every infographic parses, keeps its limits, is short, and every number (tiles too) is sourced', () => {
    expect(papers).toHaveLength(PAPERS.length);
    for (const p of papers) {
      for (const lang of LANGS) {
        const list = write(p, lang);
        expect(list[0]!.component, p.id).toBe('banner');
        expect(panelOf(list, 'result'), `${p.id} ${lang}: a result panel`).toBeDefined();
        expectValidInfographic(list);
      }
    }
  });

  it('every provenance quote is printed on its page', () => {
    for (const p of papers) {
      for (const lang of LANGS) {
        for (const c of write(p, lang)) {
          for (const prov of c.provenance ?? []) {
            expect(prov.file_id).toBe(p.id);
            expect(onPage(p, prov.page, prov.quote), `${p.id} ${c.component} ${prov.content_id}`).toBe(true);
          }
        }
      }
    }
  });

  it('the design tiles show N as the paper prints it; result tiles exist where the paper reports a result', () => {
    const truth = JSON.parse(readFileSync(path.join(CORPUS_DIR, 'truth.json'), 'utf8')).documents as {
      id: string;
      n_randomized?: number;
    }[];
    let withTiles = 0;
    for (const p of papers) {
      const list = write(p, 'zh-cn');
      const t = truth.find((x) => x.id === p.id);
      const population = panelOf(list, 'design')?.contents[0]?.key_figures?.figures.find(
        (f) => f.role === 'population',
      );
      // Tested where extraction read N right; extraction accuracy is the bench's.
      if (t?.n_randomized && p.facts.n_randomized?.value === t.n_randomized)
        expect(population?.value, p.id).toBe(String(t.n_randomized));
      const tiles = panelOf(list, 'result')?.contents[0]?.key_figures?.figures ?? [];
      if (tiles.length > 0) withTiles++;
      else
        expect(infographicTexts([panelOf(list, 'result')!]).join(' '), p.id).toMatch(/未能|未报告|未能读取/);
    }
    console.log(`[infographic corpus] ${withTiles}/${papers.length} papers with result tiles`);
    expect(withTiles).toBeGreaterThan(0);
  });
});
