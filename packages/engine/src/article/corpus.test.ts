import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ArticleComponent, Facts } from '@prowrite/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractFacts } from '../facts/extract-facts';
import { CORPUS_DIR, corpusAvailable } from '../source/__fixtures__/corpus';
import { parseSource } from '../source/parse-source';
import type { SourceDocument } from '../source/source-document';
import { allTexts, expectValidArticle, readingMeasures } from './testing/article-checks';
import { trialView } from './trial-view';
import { hasArticleContent, writeArticle } from './write-article';

/** Journal and year each PDF prints on its first pages (read by eye; truth.json holds no citations). */
const PRINTED: Record<string, { journal: string; year: string }> = {
  'act-v': { journal: 'BMC Cardiovascular Disorders', year: '2016' },
  'empa-card': { journal: 'Diabetology & Metabolic Syndrome', year: '2022' },
  giraf: { journal: 'BMC Medicine', year: '2022' },
  'recede-chf': { journal: 'Circulation', year: '2020' },
  'sphere-9': { journal: 'Nature Medicine', year: '2024' },
  'sugar-dm-hf': { journal: 'Circulation', year: '2021' },
};

type Paper = { id: string; file: string; doc: SourceDocument; facts: Facts };

const run = corpusAvailable();
const papers: Paper[] = [];

/** Every corpus paper parsed once (PDFs without crops: the server's figure addresses stand in for them). */
async function load(): Promise<void> {
  const truth = JSON.parse(readFileSync(path.join(CORPUS_DIR, 'truth.json'), 'utf8')).documents as {
    id: string;
    file: string;
  }[];
  for (const t of truth) {
    const kind = t.file.endsWith('.pdf') ? 'pdf' : 'txt';
    const bytes = new Uint8Array(readFileSync(path.join(CORPUS_DIR, t.file)));
    const doc = await parseSource(
      { bytes, fileId: t.id, kind, name: path.basename(t.file) },
      { cropFigures: false },
    );
    const facts = extractFacts(doc);
    facts.figures = facts.figures.map((f, i) => ({ ...f, url: `/api/files/${t.id}/figures/${i}` }));
    papers.push({ id: t.id, file: t.file, doc, facts });
  }
}

const TYPES = ['Tweets', 'PatientEducationPost'] as const;
const LANGS = ['zh-cn', 'en'] as const;

function write(p: Paper, type: (typeof TYPES)[number], outLang: (typeof LANGS)[number]): ArticleComponent[] {
  return writeArticle({
    type,
    facts: [{ fileId: p.id, fileName: path.basename(p.file), facts: p.facts }],
    template: type === 'Tweets' ? 'tweets_template1' : 'patient_education_tweets_template1',
    outLang,
  });
}

/** Where a quote may be printed: the page's body text, its running heads (citations), a figure's caption. */
function onPage(p: Paper, page: number, quote: string): boolean {
  if (p.doc.pages[page - 1]?.text.includes(quote)) return true;
  if ((p.doc.runningText ?? []).some((r) => r.page === page && r.text === quote)) return true;
  return p.doc.figures.some((f) => f.page === page && f.caption === quote);
}

describe.skipIf(!run)('articles written from every corpus paper', () => {
  beforeAll(load, 120_000);

  it('every component parses, keeps its limits and ids, and every number is sourced (both types, both languages)', () => {
    expect(papers.length).toBeGreaterThanOrEqual(10);
    for (const p of papers) {
      for (const type of TYPES) {
        for (const lang of LANGS) {
          const list = write(p, type, lang);
          expect(list.map((c) => c.component).slice(0, 2), `${p.id} ${type} ${lang}`).toEqual([
            'banner',
            'editors_note',
          ]);
          expect(list.some((c) => c.component === 'article')).toBe(true);
          expectValidArticle(list);
        }
      }
    }
  });

  it('every provenance quote is printed on its page', () => {
    for (const p of papers) {
      for (const type of TYPES) {
        for (const c of write(p, type, 'zh-cn')) {
          for (const prov of c.provenance ?? []) {
            expect(prov.file_id).toBe(p.id);
            expect(
              onPage(p, prov.page, prov.quote),
              `${p.id} ${c.component} ${prov.content_id}: ${prov.quote}`,
            ).toBe(true);
          }
        }
      }
    }
  });

  it('the design chapter states N and the ratio as the paper prints them', () => {
    const truth = JSON.parse(readFileSync(path.join(CORPUS_DIR, 'truth.json'), 'utf8')).documents as {
      id: string;
      n_randomized?: number;
      ratio?: string;
    }[];
    for (const p of papers) {
      const t = truth.find((x) => x.id === p.id)!;
      const design = allTexts(write(p, 'Tweets', 'zh-cn'))
        .filter((x) => x.path.startsWith('chapters.0.'))
        .map((x) => x.text)
        .join('\n');
      // The writer's rule is tested where the extraction read N right; extraction accuracy is the bench's.
      if (t.n_randomized && p.facts.n_randomized?.value === t.n_randomized)
        expect(design, p.id).toContain(`共${t.n_randomized}例患者`);
      if (t.ratio && p.facts.ratio) expect(design, p.id).toContain(`按${t.ratio}的比例随机分组`);
    }
  });

  it('references: one citation per source, with the journal and year the paper prints', () => {
    for (const p of papers) {
      for (const lang of LANGS) {
        const refs = write(p, 'Tweets', lang).find((c) => c.component === 'references')!;
        const values = refs.contents[0]!.values!;
        expect(values, p.id).toHaveLength(1);
        const printed = PRINTED[p.id];
        if (printed) {
          expect(values[0]).toContain(printed.journal);
          expect(values[0]).toContain(printed.year);
          expect(values[0]).toMatch(/doi:10\.\d{4,}\//);
        } else {
          // Plain-text exports print no citation: the trial's title stands for it.
          const spaced = (x: string) => x.replace(/\s+/g, ' ');
          expect(spaced(values[0]!)).toContain(spaced(p.facts.title!.value));
        }
      }
    }
  });

  it('a document that reports no trial (the review protocol template): banner and a "no content" article', async () => {
    const bytes = new Uint8Array(readFileSync(path.join(CORPUS_DIR, 'docx/srws-protocol-template.docx')));
    const doc = await parseSource({ bytes, fileId: 'srws', kind: 'docx', name: 'srws.docx' });
    const facts = extractFacts(doc);
    expect(hasArticleContent(facts)).toBe(false);
    for (const type of TYPES) {
      const list = writeArticle({
        type,
        facts: [{ fileId: 'srws', fileName: 'srws.docx', facts }],
        template: 'tweets_template1',
        outLang: 'zh-cn',
      });
      expect(list.map((c) => c.component)).toEqual(['banner', 'article']);
      expectValidArticle(list);
      expect(
        allTexts(list)
          .map((t) => t.text)
          .join('\n'),
      ).toContain('未能从来源文件中提取到');
    }
  });

  it('patient posts: shorter sentences and fewer abbreviations than the Tweets article of the same paper', () => {
    // Fixed texts and the citation (the same printed record in both) say nothing about the writing.
    const skip = ['statement', 'editors_note', 'references'];
    for (const p of papers) {
      for (const lang of LANGS) {
        // The trial's name is printed in both, as often as each needs: it is not jargon.
        const name = trialView({ fileId: p.id, fileName: path.basename(p.file), facts: p.facts }).acronym;
        const names = name ? [name.value] : [];
        const hcp = readingMeasures(allTexts(write(p, 'Tweets', lang), skip), names);
        const lay = readingMeasures(allTexts(write(p, 'PatientEducationPost', lang), skip), names);
        expect(lay.meanSentence, `${p.id} ${lang} sentence length`).toBeLessThan(hcp.meanSentence);
        // Fewer abbreviations than the Tweets article, or none when that has none either.
        if (hcp.abbreviationsPer1000 === 0)
          expect(lay.abbreviationsPer1000, `${p.id} ${lang} abbreviations`).toBe(0);
        else
          expect(lay.abbreviationsPer1000, `${p.id} ${lang} abbreviations`).toBeLessThan(
            hcp.abbreviationsPer1000,
          );
      }
    }
  });
});
