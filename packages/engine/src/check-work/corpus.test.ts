import { beforeAll, describe, expect, it } from 'vitest';
import { corpusAvailable } from '../source/__fixtures__/corpus';
import { checkWork } from './check-work';
import { type CorpusPaper, deliverables, loadCorpusPapers } from './testing/corpus-papers';

const run = corpusAvailable();
/** A deadline, not a timing: the first check writes 360 outputs, which on a loaded 2-core runner passes 60 s. */
const WRITES_EVERY_OUTPUT = 300_000;
let papers: CorpusPaper[] = [];

describe.skipIf(!run)(
  'deliverables of every corpus paper (decks: 4 templates, articles: 2 types; zh-cn and en)',
  () => {
    beforeAll(async () => {
      papers = await loadCorpusPapers();
    }, 120_000);

    it(
      'no text is cut: none ends with an ellipsis or stops mid-sentence',
      () => {
        for (const p of papers)
          for (const d of deliverables(p)) {
            const check = checkWork({ ...d, facts: [p.facts], sourceTexts: p.pageTexts });
            expect(check.truncated, d.label).toEqual([]);
          }
      },
      WRITES_EVERY_OUTPUT,
    );

    it(
      'the primary result is stated wherever the facts hold one, else said to be unreported',
      () => {
        for (const p of papers)
          for (const d of deliverables(p)) {
            const check = checkWork({ ...d, facts: [p.facts], sourceTexts: p.pageTexts });
            expect(check.primary, d.label).not.toBe('missing');
          }
      },
      WRITES_EVERY_OUTPUT,
    );
  },
);

describe.skipIf(!run)('Chinese deliverables of every corpus paper', () => {
  beforeAll(async () => {
    if (papers.length === 0) papers = await loadCorpusPapers();
  }, 120_000);

  it(
    'leave no English sentence outside marked quotes (names, drugs and acronyms aside)',
    () => {
      for (const p of papers)
        for (const d of deliverables(p).filter((x) => x.lang === 'zh-cn')) {
          const check = checkWork({ ...d, facts: [p.facts], sourceTexts: p.pageTexts });
          expect(check.englishSentences, d.label).toEqual([]);
        }
    },
    WRITES_EVERY_OUTPUT,
  );
});

type TruthArm = { keyword: string; value: number; unit: string };

describe.skipIf(!run)('the true primary result in the deliverables', () => {
  beforeAll(async () => {
    if (papers.length === 0) papers = await loadCorpusPapers();
  }, 120_000);

  it(
    'every deck and article of a paper whose truth has a primary result shows its arm values',
    async () => {
      const { readFileSync } = await import('node:fs');
      const { join } = await import('node:path');
      const { CORPUS_DIR } = await import('../source/__fixtures__/corpus');
      const truth = JSON.parse(readFileSync(join(CORPUS_DIR, 'truth.json'), 'utf8')).documents as {
        id: string;
        primary_result?: { arms: TruthArm[] };
      }[];
      const found: string[] = [];
      const missed: string[] = [];
      for (const t of truth.filter((x) => x.primary_result)) {
        const p = papers.find((x) => x.id === t.id)!;
        for (const d of deliverables(p)) {
          const text = JSON.stringify(d.slides ?? d.components);
          const all = t.primary_result!.arms.every((a) => text.includes(String(a.value)));
          (all ? found : missed).push(d.label);
        }
      }
      console.log(
        `true primary result shown in ${found.length} of ${found.length + missed.length} deliverables`,
      );
      expect(missed).toEqual([]);
    },
    WRITES_EVERY_OUTPUT,
  );
});
