import { type ArticleComponent, articleComponentSchema } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import {
  addFactToUnit,
  componentUnit,
  counterpartUnit,
  matchingUnit,
  shortenUnit,
  slideUnit,
  unitTextChanges,
} from './revisable-unit';

const quote = 'The hazard ratio was 0.62 (95% CI 0.51-0.75); secondary endpoints were PFS and safety.';
const prov = (text: string, content_id: string) => ({ text, content_id, file_id: 'f', page: 2, quote });

/** An article component whose one chapter holds one paragraph body item (path chapters.0.contents.0). */
function articleWith(body: string, kind: 'article' | 'summary' = 'article'): ArticleComponent {
  if (kind === 'summary')
    return articleComponentSchema.parse({
      id: 'c_sum',
      component: 'summary',
      title: 'Summary',
      contents: [{ id: 'summary', type: 'text', value: `<p>${body}</p>` }],
      provenance: [prov('0.62', 'summary')],
    });
  return articleComponentSchema.parse({
    id: 'c_art',
    component: 'article',
    title: 'The trial',
    contents: [
      {
        id: 'article',
        type: 'article',
        chapters: [
          {
            idx: 0,
            chapter_title: 'Results',
            contents: [{ id: 'b1', body: { text: `<p>${body}</p>` }, image_prefix: '' }],
            sections: [],
          },
        ],
      },
    ],
    provenance: [prov('0.62', 'chapters.0.contents.0')],
  });
}

const results =
  'Drug X lowered the risk of death (hazard ratio 0.62). Patients lived longer overall with it. ' +
  'Adverse events were mostly mild and manageable. Quality of life was maintained throughout the study.';

const fact = (value: string) => ({
  text: `Secondary endpoints: ${value}.`,
  sources: [{ value, source: { file_id: 'f', page: 3, quote } }],
});

describe('componentUnit: an article component as a revisable unit', () => {
  it('names each prose text by its content path, as the article rewrite does', () => {
    expect([...componentUnit(articleWith(results), 'medical').texts().keys()]).toEqual([
      'chapters.0.contents.0',
    ]);
    expect([...componentUnit(articleWith(results, 'summary'), 'medical').texts().keys()]).toEqual([
      'summary',
    ]);
    expect(componentUnit(articleWith(results), 'patients').target).toBe('patient_article');
  });

  it('shortens by whole sentences, keeping the first and the primary result, and the value provenance', () => {
    const unit = componentUnit(articleWith(results), 'medical');
    const shortened = shortenUnit(unit, [['0.62']]);
    if (!('value' in shortened)) throw new Error('expected a component');
    const [change] = unitTextChanges(unit, componentUnit(shortened.value, 'medical'));
    expect(change!.content_id).toBe('chapters.0.contents.0');
    expect(results.startsWith(change!.after)).toBe(true);
    expect(change!.after).toContain('0.62');
    expect(change!.after.length).toBeLessThanOrEqual((results.length * 2) / 3);
    expect(shortened.value.contents[0]!.chapters![0]!.contents[0]!.body.text).toBe(`<p>${change!.after}</p>`);
    expect(shortened.value.provenance).toEqual([prov('0.62', 'chapters.0.contents.0')]);
  });

  it('drops the provenance of a value a shortening stopped showing', () => {
    const text =
      'Drug X was studied in advanced disease. Survival rose (hazard ratio 0.62). Other notes followed.';
    const unit = componentUnit(articleWith(text), 'medical');
    const shortened = shortenUnit(unit, []);
    if (!('value' in shortened)) throw new Error('expected a component');
    expect(unitTextChanges(unit, componentUnit(shortened.value, 'medical'))[0]!.after).not.toContain('0.62');
    expect(shortened.value.provenance).toEqual([]);
  });

  it('adds a named fact to a component with the provenance of its value, once', () => {
    const unit = componentUnit(
      articleWith('Drug X lowered the risk of death (hazard ratio 0.62).'),
      'medical',
    );
    const added = addFactToUnit(unit, fact('PFS'), 'en');
    if (!('value' in added)) throw new Error('expected a component');
    const after = componentUnit(added.value, 'medical');
    expect(unitTextChanges(unit, after)[0]!.after).toBe(
      'Drug X lowered the risk of death (hazard ratio 0.62). Secondary endpoints: PFS.',
    );
    expect(added.value.provenance!.at(-1)).toMatchObject({
      text: 'PFS',
      content_id: 'chapters.0.contents.0',
      page: 3,
    });
    expect(addFactToUnit(after, fact('PFS'), 'en')).toEqual({ refused: 'already_there' });
  });

  it('never adds a value printed in another language to a unit for patients', () => {
    const post = componentUnit(articleWith('X药降低了死亡风险。'), 'patients');
    expect(addFactToUnit(post, fact('progression-free survival'), 'zh-cn')).toEqual({
      refused: 'other_language',
    });
    const zhFact = {
      text: '次要终点：无进展生存期。',
      sources: [{ value: '无进展生存期', source: fact('').sources[0]!.source }],
    };
    expect('value' in addFactToUnit(post, zhFact, 'zh-cn')).toBe(true);
    // The same English value is added for a medical audience, which quotes the source as printed.
    const medical = componentUnit(articleWith('X药降低了死亡风险。'), 'medical');
    expect('value' in addFactToUnit(medical, fact('progression-free survival'), 'zh-cn')).toBe(true);
  });

  it('refuses a fact that does not fit the component limit', () => {
    const full = componentUnit(articleWith('x'.repeat(1995)), 'medical');
    expect(addFactToUnit(full, fact('PFS'), 'en')).toEqual({ refused: 'no_room' });
  });

  it('matches the written-again component by kind and facts, never a slide or another kind', () => {
    const mine = componentUnit(articleWith(results), 'medical');
    const zh = componentUnit({ ...articleWith('X药降低了死亡风险。'), id: 'other' }, 'medical');
    const summary = componentUnit(
      { ...articleWith(results, 'summary'), provenance: mine.value.provenance },
      'medical',
    );
    expect(matchingUnit(mine, [summary, zh])?.id).toBe('other');
    expect(matchingUnit(componentUnit({ ...mine.value, provenance: [] }, 'medical'), [zh])).toBeNull();
    expect(slideUnit({ slide_num: 1, slide_id: 'x', content: [] } as never).target).toBe('slide');
  });

  it('finds the counterpart in the other language by place among its kind when the quotes differ', () => {
    const other = (body: string, id: string, quoteText: string) =>
      componentUnit(
        { ...articleWith(body), id, provenance: [{ ...prov('0.62', 'article'), quote: quoteText }] },
        'medical',
      );
    const first = componentUnit(articleWith(results), 'medical');
    const second = other('Second part.', 'second', 'Another sentence of the paper.');
    const summary = componentUnit(articleWith(results, 'summary'), 'medical');
    // Written again in Chinese, the article parts quote other sentences (written from the facts).
    const zhFirst = other('第一部分。', 'zh1', 'The authors concluded otherwise.');
    const zhSecond = other('第二部分。', 'zh2', 'A third sentence.');
    const zhSummary = componentUnit({ ...articleWith('小结。', 'summary'), id: 'zhs' }, 'medical');
    const own = [summary, first, second];
    const zh = [zhSummary, zhFirst, zhSecond];
    expect(counterpartUnit(second, own, zh)?.id).toBe('zh2');
    expect(counterpartUnit(first, own, zh)?.id).toBe('zh1');
    // Not as many parts of that kind: only the same quotes count, and these differ.
    expect(counterpartUnit(second, own, [zhSummary, zhFirst])).toBeNull();
    // A unit with no provenance is not the writer's.
    expect(counterpartUnit(componentUnit({ ...first.value, provenance: [] }, 'medical'), own, zh)).toBeNull();
  });
});
