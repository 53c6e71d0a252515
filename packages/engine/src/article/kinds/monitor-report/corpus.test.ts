import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ArticleComponent } from '@prowrite/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishSentences, letterCounts } from '../../../check-work/language';
import { truncation } from '../../../check-work/truncation';
import { extractFacts } from '../../../facts/extract-facts';
import { CORPUS_DIR, corpusAvailable } from '../../../source/__fixtures__/corpus';
import { parseSource } from '../../../source/parse-source';
import type { SourceDocument } from '../../../source/source-document';
import type { DeckSource } from '../../../writer/context';
import type { OutLang } from '../../../writer/labels';
import { type PlacedText, placedTexts } from '../../number-check';
import { referenceOf } from '../../references';
import { expectValidArticle } from '../../testing/article-checks';
import type { KindWriteInput } from '../kind-writer';
import { groupByTrial, monitorReportWriter, newSources } from './index';

type Paper = { source: DeckSource; doc: SourceDocument };

const run = corpusAvailable();
const papers: Paper[] = [];

/** Every corpus paper parsed once; its id stands for its content hash. */
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
    papers.push({
      source: { fileId: t.id, fileName: path.basename(t.file), facts, sha1: `sha-${t.id}` },
      doc,
    });
  }
}

const write = (i: KindWriteInput): ArticleComponent[] => [...monitorReportWriter(i)];

/** Where a quote may be printed: the page's body text, its running heads (citations), a figure's caption. */
function onPage(p: Paper, page: number, quote: string): boolean {
  if (p.doc.pages[page - 1]?.text.includes(quote)) return true;
  if ((p.doc.runningText ?? []).some((r) => r.page === page && r.text === quote)) return true;
  return p.doc.figures.some((f) => f.page === page && f.caption === quote);
}

/**
 * The report's own writing: citation lines, the covered list (names) and the references are printed records
 * in the source's language, not sentences the writer makes.
 */
function writtenLines(list: ArticleComponent[]): string[] {
  const citations = new Set(papers.map((p) => referenceOf(p.source).text));
  return list
    .filter((c) => c.component !== 'references')
    .flatMap((c) => {
      const chapters = c.contents[0]?.chapters ?? [];
      const coveredAt = chapters.findIndex((ch) => /往期已收录|Covered in earlier/.test(ch.chapter_title));
      return placedTexts(c).filter((t) => !(coveredAt >= 0 && t.path.startsWith(`chapters.${coveredAt}.`)));
    })
    .flatMap((t) => t.text.split('\n'))
    .filter((l) => l.trim() && !citations.has(l.trim()));
}

const lines = (texts: PlacedText[]) => texts.flatMap((t) => t.text.split('\n')).filter((l) => l.trim());

describe.skipIf(!run)('monitoring reports written from the corpus papers', () => {
  beforeAll(load, 300_000);

  /** Report inputs: every paper new; the first half covered by an earlier report; all covered. */
  const inputs = (outLang: OutLang): KindWriteInput[] => {
    const facts = papers.map((p) => p.source);
    const half = facts.slice(0, Math.floor(facts.length / 2));
    return [
      { facts, template: 'monitor_report_template1', outLang },
      {
        facts,
        template: 'monitor_report_template1',
        outLang,
        covered: half.map((s) => ({ sha1: s.sha1!, fileName: s.fileName })),
      },
      {
        facts,
        template: 'monitor_report_template1',
        outLang,
        covered: facts.map((s) => ({ sha1: s.sha1!, fileName: s.fileName })),
      },
    ];
  };

  it('every component parses and keeps its limits; no number without a source (both languages)', () => {
    expect(papers.length).toBeGreaterThanOrEqual(10);
    for (const outLang of ['zh-cn', 'en'] as const) {
      for (const input of inputs(outLang)) expectValidArticle(write(input));
    }
  });

  it('every provenance quote is printed on its page of its own paper', () => {
    const byId = new Map(papers.map((p) => [p.source.fileId, p]));
    for (const input of inputs('zh-cn')) {
      for (const c of write(input)) {
        for (const prov of c.provenance ?? []) {
          const p = byId.get(prov.file_id);
          expect(p, prov.file_id).toBeDefined();
          expect(onPage(p!, prov.page, prov.quote), `${prov.file_id} p${prov.page}: ${prov.quote}`).toBe(
            true,
          );
        }
      }
    }
  });

  it('one entry per new trial, covered papers never presented again, nothing new when all are covered', () => {
    const [all, half, none] = inputs('zh-cn');
    // Every trial is presented once: in full as a chapter, or in brief as a section of the brief chapter.
    const presented = (i: KindWriteInput) => {
      const chapters = write(i).find((c) => c.component === 'article')!.contents[0]!.chapters!;
      return chapters.reduce(
        (n, ch) =>
          /往期已收录/.test(ch.chapter_title)
            ? n
            : /简要/.test(ch.chapter_title)
              ? n + ch.sections.length
              : n + 1,
        0,
      );
    };
    for (const i of [all!, half!]) expect(presented(i)).toBe(groupByTrial(newSources(i)).length);
    expect(groupByTrial(newSources(half!)).length).toBeLessThan(groupByTrial(newSources(all!)).length);
    const nothing = write(none!);
    expect(nothing.map((c) => c.component)).toEqual(['banner', 'summary', 'article', 'statement']);
    const banner = nothing.find((c) => c.component === 'banner')!;
    expect(banner.contents.find((x) => x.id === 'post_subtitle')?.value).toBe('自上期报告以来无新增文献');
  });

  it('whole sentences only; Chinese output reads as Chinese (prints the share of Han letters)', () => {
    const shares: string[] = [];
    for (const outLang of ['zh-cn', 'en'] as const) {
      for (const [k, input] of inputs(outLang).entries()) {
        const list = write(input);
        const written = writtenLines(list);
        for (const line of written) expect(truncation(line), `${outLang}: ${line}`).toBeNull();
        if (outLang !== 'zh-cn') continue;
        for (const line of written) expect(englishSentences(line), line).toEqual([]);
        const count = (texts: string[]) =>
          texts.reduce(
            (acc, t) => {
              const c = letterCounts(t, 'zh-cn');
              return { own: acc.own + c.own, other: acc.other + c.other };
            },
            { own: 0, other: 0 },
          );
        const mine = count(written);
        const everything = count(lines(list.flatMap(placedTexts)));
        const share = mine.own / (mine.own + mine.other);
        const shareAll = everything.own / (everything.own + everything.other);
        shares.push(
          `input ${k}: written text ${(share * 100).toFixed(1)}% Han, whole output ${(shareAll * 100).toFixed(1)}% Han (marked quotes excluded)`,
        );
        expect(share, `input ${k}`).toBeGreaterThan(0.75);
      }
    }
    console.log(
      `[monitor-report corpus] zh-cn Han share over ${papers.length} papers:\n${shares.join('\n')}`,
    );
  });

  it.runIf(process.env.SHOW_REPORT)('prints a report of four papers (for reading)', () => {
    const facts = papers.slice(0, 4).map((p) => p.source);
    for (const outLang of ['zh-cn', 'en'] as const) {
      const list = write({
        facts,
        template: 'monitor_report_template1',
        outLang,
        covered: [{ sha1: facts[3]!.sha1!, fileName: 'x.pdf' }],
      });
      console.log(
        list
          .flatMap(placedTexts)
          .map((t) => t.text)
          .join('\n'),
      );
    }
  });
});
