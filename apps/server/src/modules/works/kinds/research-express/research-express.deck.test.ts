import { type ArticleComponent, articleComponentSchema } from '@prowrite/contracts';
import { emptyFacts, trialFacts } from '@prowrite/engine/testing/trial-facts';
import { writeResearchExpress } from '@prowrite/engine/article/kinds/research-express';
import { validateSlideContent } from '@prowrite/layouts';
import { describe, expect, it } from 'vitest';
import { researchExpressDeck } from './research-express.deck';

const written = (outLang: 'zh-cn' | 'en', papers = 1): ArticleComponent[] =>
  [
    ...writeResearchExpress({
      facts: Array.from({ length: papers }, (_, i) => ({
        fileId: `file-${i}`,
        fileName: `paper-${i}.pdf`,
        facts: trialFacts(`file-${i}`),
      })),
      template: 'research_express_template1',
      outLang,
    }),
  ].map((c) => articleComponentSchema.parse(c));

describe('researchExpressDeck', () => {
  it('a cover, then one slide per digest that its layout accepts, with its citation and provenance', () => {
    for (const lang of ['zh-cn', 'en'] as const) {
      const slides = researchExpressDeck(written(lang, 2), lang);
      expect(slides.map((s) => s.slide_id)).toEqual([
        'cover_slide_001',
        'slide_content_001',
        'slide_content_001',
      ]);
      expect(slides.map((s) => s.slide_num)).toEqual([1, 2, 3]);
      for (const slide of slides)
        expect(validateSlideContent(slide).ok, JSON.stringify(slide).slice(0, 200)).toBe(true);
      const digest = slides[1]!;
      const groups = digest.content.find((c) => c.id === 'text_group')!.long_text!;
      expect(groups.map((g) => g.group_title)).toEqual(
        lang === 'zh-cn'
          ? ['文献信息', '研究背景', '研究方法', '研究结果', '研究结论', '专家点评']
          : ['Citation', 'Background', 'Methods', 'Results', 'Conclusion', 'Expert commentary'],
      );
      expect(digest.reference[0]!.article_title).toContain('ALPHA-1');
      expect(digest.reference[0]!.id).toBe('file-0');
      expect(slides[2]!.reference[0]!.id).toBe('file-1');
      expect(digest.provenance!.some((p) => p.quote.includes('hazard ratio 0·62'))).toBe(true);
      expect(digest.provenance!.every((p) => p.file_id === 'file-0')).toBe(true);
    }
  });

  it('cites the paper each digest is about, also when an earlier source has nothing to digest', () => {
    const components = [
      ...writeResearchExpress({
        facts: [
          { fileId: 'empty', fileName: 'cover-letter.pdf', facts: emptyFacts() },
          { fileId: 'file-1', fileName: 'paper-1.pdf', facts: trialFacts('file-1') },
        ],
        template: 'research_express_template1',
        outLang: 'en',
      }),
    ].map((c) => articleComponentSchema.parse(c));
    const references = components.find((c) => c.component === 'references')!.contents[0]!.values!;
    expect(references).toHaveLength(2);
    const digest = researchExpressDeck(components, 'en')[1]!;
    expect(digest.reference[0]!.id).toBe('file-1');
    expect(digest.reference[0]!.article_title).toBe(references[1]);
  });

  it('shows what the expert wrote and the text as edited (rich text to plain paragraphs)', () => {
    const components = written('en');
    const article = components.find((c) => c.component === 'article')!;
    const commentary = article.contents[0]!.chapters![0]!.sections.at(-1)!;
    commentary.contents[0]!.body.text =
      '<p>A practice-changing result &amp; a caveat.</p><p>Second <b>point</b>.</p>';
    const groups = researchExpressDeck(components, 'en')[1]!.content.find((c) => c.id === 'text_group')!
      .long_text!;
    expect(groups.at(-1)).toEqual({
      group_title: 'Expert commentary',
      list: ['A practice-changing result & a caveat.', 'Second point.'],
    });
  });

  it('an article without digests is a cover only', () => {
    expect(researchExpressDeck([], 'en').map((s) => s.slide_id)).toEqual(['cover_slide_001']);
  });
});
