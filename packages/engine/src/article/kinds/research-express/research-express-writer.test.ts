import type { ArticleComponent, Facts } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { emptyFacts, trialFacts } from '../../../writer/testing/trial-facts';
import { plainText } from '../../html';
import { allTexts, expectValidArticle } from '../../testing/article-checks';
import type { KindWriteInput } from '../kind-writer';
import { writeResearchExpress } from './research-express-writer';

const source = (facts: Facts, fileId = 'file-alpha') => ({
  fileId,
  fileName: `${fileId}.pdf`,
  facts,
  sha1: fileId,
});
const input = (over: Partial<KindWriteInput> = {}): KindWriteInput => ({
  facts: [source(trialFacts())],
  template: 'research_express_template1',
  outLang: 'zh-cn',
  ...over,
});
const write = (over: Partial<KindWriteInput> = {}) => [...writeResearchExpress(input(over))];
const byKind = (list: ArticleComponent[], kind: string) => list.find((c) => c.component === kind)!;
const chapters = (list: ArticleComponent[]) => byKind(list, 'article').contents[0]!.chapters!;
const sectionText = (list: ArticleComponent[], chapter: number, title: string) =>
  chapters(list)
    [chapter]!.sections.find((s) => s.section_title === title)
    ?.contents.map((c) => plainText(c.body.text))
    .join('\n') ?? '';

/** A second trial, so a digest per paper can be told apart. */
function betaFacts(): Facts {
  const q = (quote: string) => ({ file_id: 'file-beta', page: 1, quote });
  const title = 'Drug Y or usual care after surgery (BETA-2): an open-label randomised trial';
  const design =
    'In this open-label randomised trial, 240 patients were assigned (1:1) to Drug Y or usual care.';
  const result =
    'The 1-year recurrence rate was 18% with Drug Y and 29% with usual care (hazard ratio 0·58, 95% CI 0·37–0·91; p=0·017).';
  const f = emptyFacts();
  return {
    ...f,
    title: { value: title, source: q(title) },
    n_randomized: { value: 240, source: q(design) },
    ratio: { value: '1:1', source: q(design) },
    blinding: { value: 'open-label', source: q(design) },
    arms: [
      { label: 'A', name: { value: 'Drug Y', source: q(design) }, plan: null, n: null },
      { label: 'B', name: { value: 'usual care', source: q(design) }, plan: null, n: null },
    ],
    primary_endpoint: { value: '1-year recurrence rate', source: q(result) },
    hazard_ratios: [
      {
        endpoint: '1-year recurrence rate',
        value: 0.58,
        ci_low: 0.37,
        ci_high: 0.91,
        p: '0.017',
        source: q(result),
      },
    ],
    key_sentences: [
      {
        value: 'Drug Y reduced recurrence after surgery.',
        source: q('Drug Y reduced recurrence after surgery.'),
      },
    ],
  } as Facts;
}

describe('writeResearchExpress', () => {
  it('writes banner, note, one digest per paper, references, statement, expert, review code (zh and en), valid and sourced', () => {
    for (const outLang of ['zh-cn', 'en'] as const) {
      const list = write({ outLang, facts: [source(trialFacts()), source(betaFacts(), 'file-beta')] });
      expect(list.map((c) => c.component)).toEqual([
        'banner',
        'editors_note',
        'article',
        'references',
        'statement',
        'personal_introductions',
        'review_code',
      ]);
      expectValidArticle(list);
      expect(chapters(list)).toHaveLength(2);
      expect(byKind(list, 'references').contents[0]!.values).toHaveLength(2);
    }
  });

  it('each digest: citation, background, methods, results, conclusion, then an empty commentary slot', () => {
    const zh = write();
    expect(chapters(zh)[0]!.sections.map((s) => s.section_title)).toEqual([
      '文献信息',
      '研究背景',
      '研究方法',
      '研究结果',
      '研究结论',
      '专家点评',
    ]);
    expect(chapters(zh)[0]!.chapter_title).toContain('ALPHA-1');
    const en = write({ outLang: 'en' });
    expect(chapters(en)[0]!.sections.map((s) => s.section_title)).toEqual([
      'Citation',
      'Background',
      'Methods',
      'Results',
      'Conclusion',
      'Expert commentary',
    ]);
    // The commentary is a prompt with no number and no provenance: the expert writes it.
    expect(sectionText(en, 0, 'Expert commentary')).toMatch(/^\(For the expert to write/);
  });

  it('results carry the primary result with per-arm values, the effect with CI and p, each from its quote', () => {
    const list = write({ outLang: 'en' });
    const results = sectionText(list, 0, 'Results');
    for (const value of ['9.6', '5.1', '0.62', '0.51', '0.75', '<0.0001']) expect(results).toContain(value);
    const article = byKind(list, 'article');
    const quotes = (article.provenance ?? []).filter((p) =>
      p.content_id?.startsWith('chapters.0.sections.3'),
    );
    expect(quotes.some((p) => p.page === 2 && p.quote.includes('hazard ratio 0·62'))).toBe(true);
    // The methods: design, population with N, the arms.
    const methods = sectionText(list, 0, 'Methods');
    expect(methods).toContain('600');
    expect(methods).toContain('Drug X');
    expect(methods).toContain('placebo');
    // The conclusion is the authors' sentence quoted as printed.
    expect(sectionText(list, 0, 'Conclusion')).toContain(
      'Drug X significantly prolonged progression-free survival compared with placebo.',
    );
  });

  it('zh output reads as Chinese outside source quotes and names', () => {
    const list = write({ facts: [source(trialFacts()), source(betaFacts(), 'file-beta')] });
    const texts = allTexts(list, ['references']).filter((t) => !t.path.endsWith('chapter_title'));
    const joined = texts.map((t) => t.text).join('\n');
    const han = (joined.match(/\p{Script=Han}/gu) ?? []).length;
    const latin = (joined.match(/[A-Za-z]/g) ?? []).length;
    expect(han).toBeGreaterThan(latin);
    expect(byKind(list, 'banner').contents[0]!.value).toBe('文献速递｜ALPHA-1、BETA-2');
    expect(sectionText(list, 1, '研究背景')).not.toBe('');
  });

  it('is deterministic and seeded by the work id', () => {
    expect(JSON.stringify(write({ idSeed: 'w1' }))).toBe(JSON.stringify(write({ idSeed: 'w1' })));
    expect(write({ idSeed: 'w1' })[0]!.id).not.toBe(write({ idSeed: 'w2' })[0]!.id);
  });

  it('honours the optional components asked for and a title given', () => {
    const list = write({ optionalComponents: ['references'], title: 'My digest' });
    expect(list.map((c) => c.component)).toEqual(['banner', 'article', 'references']);
    expect(byKind(list, 'banner').contents[0]!.value).toBe('My digest');
  });

  it('sources without content give a banner and an article saying so', () => {
    const list = write({ facts: [source(emptyFacts())] });
    expect(list.map((c) => c.component)).toEqual(['banner', 'article']);
    expectValidArticle(list);
    expect(chapters(list)[0]!.chapter_title).toBe('未提取到研究内容');
  });

  it('many papers: the article stays within its limit and every digest keeps its commentary slot', () => {
    const facts = Array.from({ length: 12 }, (_, i) => source(trialFacts(`file-${i}`), `file-${i}`));
    const list = write({ facts });
    expectValidArticle(list);
    for (const c of chapters(list)) expect(c.sections.at(-1)!.section_title).toBe('专家点评');
  });
});
