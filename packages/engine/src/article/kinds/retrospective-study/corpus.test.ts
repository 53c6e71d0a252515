import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ArticleComponent, Facts } from '@prowrite/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractFacts } from '../../../facts/extract-facts';
import { CORPUS_DIR, corpusAvailable } from '../../../source/__fixtures__/corpus';
import { parseSource } from '../../../source/parse-source';
import type { SourceDocument } from '../../../source/source-document';
import { isWholeSentence } from '../../../writer/source-quote';
import { plainText } from '../../html';
import { allTexts, expectValidArticle } from '../../testing/article-checks';
import { retrospectiveStudyWriter } from './index';
import { zhShare } from './testing/zh-share';

type Paper = { id: string; file: string; doc: SourceDocument; facts: Facts };

const run = corpusAvailable();
const papers: Paper[] = [];
const LANGS = ['zh-cn', 'en'] as const;

async function load(): Promise<void> {
  const truth = JSON.parse(readFileSync(path.join(CORPUS_DIR, 'truth.json'), 'utf8')).documents as {
    id: string;
    file: string;
  }[];
  for (const t of truth) {
    const kind = t.file.endsWith('.pdf') ? 'pdf' : t.file.endsWith('.docx') ? 'docx' : 'txt';
    const bytes = new Uint8Array(readFileSync(path.join(CORPUS_DIR, t.file)));
    const doc = await parseSource(
      { bytes, fileId: t.id, kind, name: path.basename(t.file) },
      { cropFigures: false },
    );
    papers.push({ id: t.id, file: t.file, doc, facts: extractFacts(doc) });
  }
}

function write(p: Paper, outLang: (typeof LANGS)[number]): ArticleComponent[] {
  return [
    ...retrospectiveStudyWriter({
      facts: [{ fileId: p.id, fileName: path.basename(p.file), facts: p.facts }],
      template: 'retrospective_template1',
      outLang,
    }),
  ];
}

function onPage(p: Paper, page: number, quote: string): boolean {
  if (p.doc.pages[page - 1]?.text.includes(quote)) return true;
  if ((p.doc.runningText ?? []).some((r) => r.page === page && r.text === quote)) return true;
  return p.doc.figures.some((f) => f.page === page && f.caption === quote);
}

/** Every paragraph of the body texts (the HTML's paragraphs), as plain text. */
function paragraphs(list: ArticleComponent[]): string[] {
  const out: string[] = [];
  for (const c of list) {
    if (c.component === 'banner' || c.component === 'references') continue;
    for (const content of c.contents) {
      if (content.value) out.push(...content.value.split(/<\/p>/).map(plainText));
      for (const ch of content.chapters ?? [])
        for (const s of ch.sections)
          for (const item of s.contents) out.push(...item.body.text.split(/<\/p>/).map(plainText));
    }
  }
  return out.map((t) => t.trim()).filter(Boolean);
}

const OBSERVATIONAL_WORDS = [
  '队列研究',
  '病例对照',
  '横断面研究',
  '观察性研究的结果',
  'cohort study',
  'case-control',
];

describe.skipIf(!run)('retrospective study analyses written from every corpus paper', () => {
  beforeAll(load, 180_000);

  it('every component is valid and every number sourced, in both languages', () => {
    expect(papers.length).toBeGreaterThanOrEqual(10);
    for (const p of papers)
      for (const lang of LANGS) {
        const list = write(p, lang);
        expect(list[0]?.component, p.id).toBe('banner');
        expect(list.some((c) => c.component === 'article')).toBe(true);
        expectValidArticle(list);
      }
  });

  it('every provenance quote is printed on its page', () => {
    for (const p of papers)
      for (const c of write(p, 'zh-cn'))
        for (const prov of c.provenance ?? []) {
          expect(prov.file_id).toBe(p.id);
          expect(onPage(p, prov.page, prov.quote), `${p.id} ${c.component} ${prov.content_id}`).toBe(true);
        }
  });

  it('writes whole sentences: every paragraph ends a sentence or leads into a list; every quote is whole', () => {
    for (const p of papers)
      for (const lang of LANGS)
        for (const text of paragraphs(write(p, lang))) {
          expect(text, `${p.id} ${lang}`).toMatch(/[。.!?！？”"：:]$/);
          for (const m of text.matchAll(/原文[：:]“([^”]+)”/g))
            if (/[.!?]$/.test(m[1]!)) expect(isWholeSentence(m[1]!), `${p.id}: ${m[1]}`).toBe(true);
        }
  });

  it('names no observational design for a paper whose facts name none (the corpus papers are trials)', () => {
    for (const p of papers) {
      if (p.facts.observational_design) continue;
      for (const lang of LANGS) {
        const text = allTexts(write(p, lang))
          .map((t) => t.text)
          .join('\n');
        for (const word of OBSERVATIONAL_WORDS) expect(text, `${p.id} ${lang}: ${word}`).not.toContain(word);
      }
    }
  });

  it('observational facts read from the corpus (figures printed; every quote already checked above)', () => {
    const count = (pick: (f: Facts) => unknown) =>
      papers.filter((p) => {
        const v = pick(p.facts);
        return Array.isArray(v) ? v.length > 0 : Boolean(v);
      }).length;
    const figures = {
      papers: papers.length,
      observational_design: count((f) => f.observational_design),
      n_included: count((f) => f.n_included),
      exposure: count((f) => f.exposure),
      data_source: count((f) => f.data_source),
      study_period: count((f) => f.study_period),
      group_balance: count((f) => f.group_balance),
      limitations: count((f) => f.limitations),
      adjusted_effects: count((f) => f.effects.filter((e) => e.adjusted)),
    };
    console.log(`[retrospective-study] papers with each observational fact: ${JSON.stringify(figures)}`);
    // A paper that randomised and names no observational design is written as a trial.
    for (const p of papers)
      if (p.facts.ratio && !p.facts.observational_design)
        expect(
          allTexts(write(p, 'zh-cn')).some((t) => t.text.includes('来源文件报告的是一项临床试验')),
          p.id,
        ).toBe(true);
  });

  it('zh-cn output reads as Chinese: the share of Han characters outside marked quotes (figure printed)', () => {
    const shares = papers.map((p) => ({ id: p.id, share: zhShare(write(p, 'zh-cn')) }));
    const mean = shares.reduce((n, s) => n + s.share, 0) / shares.length;
    const min = shares.reduce((a, b) => (b.share < a.share ? b : a));
    console.log(
      `[retrospective-study] zh share over ${shares.length} papers: mean ${(mean * 100).toFixed(1)}%, min ${(min.share * 100).toFixed(1)}% (${min.id})`,
    );
    // Arm and endpoint names the glossary does not know stay as printed, so a paper full of device names
    // reads less Chinese than one of known drugs and endpoints; the document as a whole must read as Chinese.
    expect(mean).toBeGreaterThan(0.8);
    for (const s of shares) expect(s.share, s.id).toBeGreaterThan(0.5);
  });
});
