import { type ArticleComponent, articleComponentSchema } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { canonical, componentNumbers, numberTokens, placedTexts, unsourcedNumbers } from './number-check';

const shown = (text: string) => numberTokens(text).map((t) => `${t.text}${t.structural ? '*' : ''}`);

describe('numberTokens', () => {
  it('finds values as whole tokens: decimals, ratios, ranges, p-values, N, durations', () => {
    expect(shown('HR 0.62 (95% CI 0.51–0.75; p<0.0001), 2:1, N=600, 9.6 months')).toEqual([
      '0.62',
      '95%*',
      '0.51–0.75',
      'p<0.0001',
      '2:1',
      '600',
      '9.6 months',
    ]);
    expect(shown('中位无进展生存期为9.6个月（95%置信区间：0.51–0.75）')).toEqual([
      '9.6个月',
      '95%*',
      '0.51–0.75',
    ]);
  });

  it('leaves out digits that are part of a name or code', () => {
    expect(shown('SGLT2 inhibitors, IFN-α2b, T2DM, IL-6, CHA2DS2-VASc, REAL3, mEOC+P')).toEqual([]);
  });

  it('marks exactly the structural numbers: CI levels and page references the writer adds', () => {
    expect(shown('95% CI 1.07–1.76')).toEqual(['95%*', '1.07–1.76']);
    expect(shown('95% confidence interval')).toEqual(['95%*']);
    expect(shown('原文第6页')).toEqual(['6*']);
    expect(shown('Source: paper, p. 5.')).toEqual(['5*']);
    // A 95 that is not a CI level is a value; a page reference is a label.
    expect(shown('95% of patients')).toEqual(['95%']);
    expect(shown('page 16')).toEqual(['16*']);
  });

  it('canonical forms compare equal values printed differently', () => {
    expect(canonical('0.80')).toBe('0.8');
    expect(canonical('007')).toBe('7');
    expect(canonical('1.0')).toBe('1');
  });
});

function component(
  text: string,
  quote: string,
  contentId = 'chapters.0.sections.0.contents.0',
): ArticleComponent {
  return articleComponentSchema.parse({
    id: 'A'.repeat(32),
    component: 'article',
    contents: [
      {
        id: 'art',
        type: 'article',
        article_title: 'T',
        chapters: [
          {
            idx: 0,
            chapter_title: 'C',
            sections: [
              { idx: 0, section_title: 'S', contents: [{ id: 'b1', body: { text: `<p>${text}</p>` } }] },
            ],
          },
        ],
      },
    ],
    provenance: [{ text, content_id: contentId, file_id: 'f', page: 1, quote }],
  });
}

describe('componentNumbers', () => {
  it('a number is sourced when a provenance entry of the same content path quotes its value', () => {
    const c = component('HR 0.62 (95% CI 0.51–0.75)', 'hazard ratio 0·62, 95% CI 0·51–0·75');
    expect(unsourcedNumbers(c)).toEqual([]);
    expect(componentNumbers(c).map((n) => n.sourced)).toEqual([true, true, true]);
  });

  it('flags a changed ratio even when its digits are quoted elsewhere', () => {
    const c = component('randomised 3:1', 'randomised 2:1 in 3 centres, 1 site per country');
    expect(unsourcedNumbers(c).map((n) => n.text)).toEqual(['3:1']);
    expect(unsourcedNumbers(component('randomised 2:1', 'randomised 2:1'))).toEqual([]);
  });

  it('flags a number no provenance quotes, and one quoted for another path', () => {
    expect(unsourcedNumbers(component('HR 0.61', 'hazard ratio 0·62')).map((n) => n.text)).toEqual(['0.61']);
    expect(
      unsourcedNumbers(component('HR 0.62', 'hazard ratio 0·62', 'chapters.0.sections.0.contents.1')).map(
        (n) => n.text,
      ),
    ).toEqual(['0.62']);
  });

  it('reads rich text as the reader sees it (entities decoded)', () => {
    const c = component('p &lt; 0.05 &amp; more', 'p<0.05');
    expect(placedTexts(c).find((t) => t.path.endsWith('contents.0'))?.text).toBe('p < 0.05 & more');
    expect(unsourcedNumbers(c)).toEqual([]);
  });
});

describe('placedTexts on key-figures tiles', () => {
  const panel = (value: string): ArticleComponent =>
    articleComponentSchema.parse({
      id: 'kf',
      component: 'key_figures',
      component_name: 'Result',
      title: '',
      contents: [
        {
          id: 'result',
          type: 'key_figures',
          key_figures: {
            panel: 'result',
            figures: [
              { id: 'f1', role: 'arm', label: 'Drug X', value, unit: 'months', note: '' },
              { id: 'f2', role: 'effect', label: 'HR', value: '0.62', unit: '', note: '95% CI 0.51–0.75' },
            ],
          },
        },
      ],
      provenance: [
        {
          file_id: 'f',
          page: 2,
          content_id: 'result.figures.0',
          quote: 'median PFS 9.6 months',
          text: '9.6',
        },
        {
          file_id: 'f',
          page: 2,
          content_id: 'result.figures.1',
          quote: 'hazard ratio 0.62 (95% CI 0.51–0.75)',
          text: '0.62',
        },
      ],
    });

  it('reads each tile as one text at its tile path, so its numbers are checked against its provenance', () => {
    expect(placedTexts(panel('9.6'))).toEqual([
      { path: 'result.figures.0', text: 'Drug X 9.6 months' },
      { path: 'result.figures.1', text: 'HR 0.62 95% CI 0.51–0.75' },
    ]);
    expect(unsourcedNumbers(panel('9.6'))).toEqual([]);
    // A tile value changed to one no quote prints is caught.
    expect(unsourcedNumbers(panel('9.9')).map((n) => n.text)).toEqual(['9.9 months']);
  });
});
