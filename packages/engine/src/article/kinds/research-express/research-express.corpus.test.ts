import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ArticleComponent, Facts } from '@prowrite/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractFacts } from '../../../facts/extract-facts';
import { CORPUS_DIR, corpusAvailable } from '../../../source/__fixtures__/corpus';
import { parseSource } from '../../../source/parse-source';
import type { SourceDocument } from '../../../source/source-document';
import { allTexts, expectValidArticle } from '../../testing/article-checks';
import { writeResearchExpress } from './research-express-writer';

type Paper = { id: string; file: string; doc: SourceDocument; facts: Facts };

const run = corpusAvailable();
const papers: Paper[] = [];

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
    papers.push({ id: t.id, file: t.file, doc, facts: extractFacts(doc) });
  }
}

const write = (list: Paper[], outLang: 'zh-cn' | 'en'): ArticleComponent[] => [
  ...writeResearchExpress({
    facts: list.map((p) => ({ fileId: p.id, fileName: path.basename(p.file), facts: p.facts })),
    template: 'research_express_template1',
    outLang,
  }),
];

function onPage(p: Paper, page: number, quote: string): boolean {
  if (p.doc.pages[page - 1]?.text.includes(quote)) return true;
  if ((p.doc.runningText ?? []).some((r) => r.page === page && r.text === quote)) return true;
  return p.doc.figures.some((f) => f.page === page && f.caption === quote);
}

describe.skipIf(!run)('research express from every corpus paper', () => {
  beforeAll(load, 180_000);

  it('one digest per paper with its five parts and the commentary slot, valid and every number sourced', () => {
    expect(papers.length).toBeGreaterThanOrEqual(10);
    for (const p of papers) {
      for (const lang of ['zh-cn', 'en'] as const) {
        const list = write([p], lang);
        expectValidArticle(list);
        const chapters = list.find((c) => c.component === 'article')!.contents[0]!.chapters!;
        expect(chapters, `${p.id} ${lang}`).toHaveLength(1);
        const titles = chapters[0]!.sections.map((s) => s.section_title);
        expect(titles.at(-1)).toBe(lang === 'zh-cn' ? '专家点评' : 'Expert commentary');
        expect(titles.length, `${p.id} ${lang}: ${titles.join(', ')}`).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('every provenance quote is printed on its page of its own paper (all papers in one digest)', () => {
    const list = write(papers, 'zh-cn');
    expectValidArticle(list);
    const chapters = list.find((c) => c.component === 'article')!.contents[0]!.chapters!;
    expect(chapters).toHaveLength(Math.min(20, papers.length));
    for (const c of list) {
      for (const prov of c.provenance ?? []) {
        const paper = papers.find((p) => p.id === prov.file_id);
        expect(paper, prov.file_id).toBeTruthy();
        expect(
          onPage(paper!, prov.page, prov.quote),
          `${prov.file_id} ${prov.content_id}: ${prov.quote}`,
        ).toBe(true);
      }
    }
  });

  it('zh digests read as Chinese outside the quoted source sentences, citations and titles', () => {
    for (const p of papers) {
      const texts = allTexts(write([p], 'zh-cn'), ['references'])
        .filter((t) => !t.path.endsWith('chapter_title') && !t.path.startsWith('chapters.0.sections.0.'))
        .map((t) => t.text.replace(/原文：“[^”]*”/g, ''))
        .join('\n');
      const han = (texts.match(/\p{Script=Han}/gu) ?? []).length;
      const latin = (texts.match(/[A-Za-z]/g) ?? []).length;
      if (process.env.DEBUG_ARTICLE && han <= latin) console.log(p.id, texts);
      expect(han, p.id).toBeGreaterThan(latin);
    }
  });
});
