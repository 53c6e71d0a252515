import type { ArticleComponent, Facts, KeyFigure } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import type { DeckSource } from '../../../writer/context';
import { emptyFacts, trialFacts } from '../../../writer/testing/trial-facts';
import { plainText } from '../../html';
import type { KindWriteInput } from '../kind-writer';
import { infographicWriter } from './index';
import {
  expectValidInfographic,
  infographicTexts,
  unsourcedInfographicNumbers,
} from './testing/infographic-checks';

const source = (facts: Facts): DeckSource => ({
  fileId: 'file-alpha',
  fileName: 'alpha.pdf',
  facts,
  sha1: 'a1',
});
const write = (facts: Facts, over: Partial<KindWriteInput> = {}) => [
  ...infographicWriter({
    facts: [source(facts)],
    template: 'infographic_template1',
    outLang: 'zh-cn',
    ...over,
  }),
];
const kinds = (list: ArticleComponent[]) => list.map((c) => c.component);
const panel = (list: ArticleComponent[], name: string) =>
  list.find((c) => c.contents[0]?.key_figures?.panel === name);
const tiles = (c: ArticleComponent | undefined): KeyFigure[] => c?.contents[0]?.key_figures?.figures ?? [];
const text = (c: ArticleComponent | undefined, id: string) =>
  plainText(c?.contents.find((x) => x.id === id)?.value ?? '');
const HAN = /\p{Script=Han}/u;

/** ALPHA-1 with its hazard ratios only: no primary endpoint, result sentence, medians or tables. */
function onlyHazardRatios(): Facts {
  const f = trialFacts();
  return { ...f, primary_endpoint: null, medians: [], primary_result: null, tables: [], key_sentences: [] };
}

/** ALPHA-1's design without any result: the primary endpoint is named but has no number. */
function noResults(): Facts {
  const f = trialFacts();
  return {
    ...f,
    hazard_ratios: [],
    medians: [],
    effects: [],
    results: [],
    primary_result: null,
    key_sentences: [],
  };
}

describe('infographicWriter', () => {
  it('a trial with a primary result: poster order, a tile per arm and the effect, every number sourced (zh, en)', () => {
    for (const outLang of ['zh-cn', 'en'] as const) {
      const list = write(trialFacts(), { outLang });
      expect(kinds(list)).toEqual([
        'banner',
        'key_figures',
        'key_figures',
        'key_figures',
        'summary',
        'references',
        'statement',
      ]);
      expect(list.slice(1, 4).map((c) => c.contents[0]?.key_figures?.panel)).toEqual([
        'design',
        'result',
        'safety',
      ]);
      expectValidInfographic(list);
      const design = tiles(panel(list, 'design'));
      expect(design.map((t) => [t.role, t.value])).toEqual([
        ['population', '600'],
        ['ratio', '2:1'],
        ['arm', '400'],
        ['arm', '200'],
      ]);
      const result = tiles(panel(list, 'result'));
      // Values as printed ("9·6" reads 9.6), the interval and p in the effect's note.
      expect(result.map((t) => [t.role, t.value])).toEqual([
        ['arm', '9.6'],
        ['arm', '5.1'],
        ['effect', '0.62'],
      ]);
      expect(result[2]!.note).toContain('0.51–0.75');
      expect(result[2]!.note).toMatch(/[pP]<0\.0001/);
    }
  });

  it('Chinese reads as Chinese: labels, units and the conclusion are written in Chinese', () => {
    const list = write(trialFacts());
    const result = panel(list, 'result');
    expect(result!.title).toBe('主要终点结果');
    expect(tiles(result).map((t) => t.unit)).toEqual(['个月', '个月', '']);
    expect(tiles(result)[2]!.label).toBe('风险比（HR）');
    expect(text(result, 'endpoint')).toBe('中位无进展生存期');
    expect(text(result, 'verdict')).toBe('差异具有统计学意义');
    const conclusion = text(
      list.find((c) => c.component === 'summary'),
      'summary',
    );
    expect(conclusion).toMatch(HAN);
    expect(conclusion).not.toMatch(/should be considered/);
    // Outside the source line (a printed citation), marked source quotes (原文：“…”), drug names and table
    // labels, no English sentence is shown.
    for (const t of infographicTexts(list.filter((c) => c.component !== 'references'))) {
      const unquoted = t.replace(/原文：“[^”]*”/g, '').replace(/[（(][^）)]*[）)]/g, '');
      expect(unquoted, t).not.toMatch(/\b[a-z]+ [a-z]+ [a-z]+ [a-z]+\b/);
    }
  });

  it("English: the authors' concluding sentence, the arms' regimens, short texts", () => {
    const list = write(trialFacts(), { outLang: 'en' });
    expect(
      text(
        list.find((c) => c.component === 'summary'),
        'summary',
      ),
    ).toBe('Drug X should be considered a new standard of care for advanced disease.');
    expect(tiles(panel(list, 'design'))[2]!.note).toBe('Drug X 10 mg orally once daily in 28-day cycles');
    expect(text(list[0], 'post_title')).toBe('ALPHA-1 at a glance');
  });

  it('a trial with only hazard ratios: one tile per key endpoint with its interval, no arm tiles', () => {
    for (const outLang of ['zh-cn', 'en'] as const) {
      const list = write(onlyHazardRatios(), { outLang });
      expectValidInfographic(list);
      const result = panel(list, 'result')!;
      expect(tiles(result).map((t) => [t.role, t.value])).toEqual([
        ['effect', '0.62'],
        ['effect', '0.80'],
      ]);
      expect(tiles(result)[1]!.note).toContain('0.66–0.97');
      expect(panel(list, 'safety')).toBeUndefined();
      // The conclusion states the first hazard ratio in a sentence of the output language.
      const conclusion = text(
        list.find((c) => c.component === 'summary'),
        'summary',
      );
      expect(conclusion).toContain('0.62');
      if (outLang === 'zh-cn') expect(conclusion).toMatch(HAN);
    }
  });

  it('no results: a truthful result panel without a tile, saying the primary endpoint has no number', () => {
    for (const outLang of ['zh-cn', 'en'] as const) {
      const list = write(noResults(), { outLang });
      expectValidInfographic(list);
      const result = panel(list, 'result')!;
      expect(tiles(result)).toEqual([]);
      expect(text(result, 'note')).toMatch(outLang === 'zh-cn' ? /未能读取/ : /no result/);
      expect(list.some((c) => c.component === 'summary')).toBe(false);
    }
  });

  it('sources without trial content: banner, a plain "nothing to show" line, the source line', () => {
    const list = write(emptyFacts());
    expect(kinds(list)).toEqual(['banner', 'summary', 'references', 'statement']);
    expectValidInfographic(list);
    expect(text(list[1], 'summary')).toContain('未能从来源文件中提取到');
  });

  it('without a short name: the English source title heads an English poster, never a Chinese one', () => {
    const title = 'Drug X versus placebo in advanced disease';
    const facts = { ...trialFacts(), title: { value: title, source: trialFacts().title!.source } };
    expect(text(write(facts, { outLang: 'en' })[0], 'post_title')).toBe(title);
    expect(text(write(facts)[0], 'post_title')).toBe('一图读懂');
  });

  it('optional parts follow optionalComponents; ids are deterministic and seeded', () => {
    const list = write(trialFacts(), { optionalComponents: [] });
    expect(kinds(list)).toEqual(['banner', 'key_figures', 'key_figures', 'key_figures']);
    expect(write(trialFacts())).toEqual(write(trialFacts()));
    expect(write(trialFacts(), { idSeed: 'w1' })[0]!.id).not.toBe(
      write(trialFacts(), { idSeed: 'w2' })[0]!.id,
    );
    expect(text(write(trialFacts(), { title: 'My poster' })[0], 'post_title')).toBe('My poster');
  });

  it('the number check reads tiles: a tile value no quote prints is caught', () => {
    const result = panel(write(trialFacts()), 'result')!;
    const figures = tiles(result);
    const tampered: ArticleComponent = {
      ...result,
      contents: [
        {
          ...result.contents[0]!,
          key_figures: { panel: 'result', figures: [{ ...figures[0]!, value: '9.9' }, ...figures.slice(1)] },
        },
        ...result.contents.slice(1),
      ],
    };
    expect(unsourcedInfographicNumbers(result)).toEqual([]);
    expect(unsourcedInfographicNumbers(tampered).map((n) => n.text)).toEqual(['9.9 个月']);
  });
});
