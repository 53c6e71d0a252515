import type { Facts } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { allTexts } from '../article/testing/article-checks';
import { writeArticle } from '../article/write-article';
import { deckTexts } from '../check-work/placed-text';
import { hazardRatioWordsZh } from '../results/primary-conclusion';
import { trialFacts } from './testing/trial-facts';
import { citesDisplay, conclusionSentences, isFinding } from './source-quote';
import { CONCLUDING } from './conclusion-slides';
import { writeDeck } from './write-deck';

const FIGURE_SENTENCE =
  'As shown in Figure 1B, the Drug X group had a significantly lower rate of repeat procedures compared with placebo [HR = 0.65 (95% CI: 0.45–0.95); P = 0.03].';
const CONCLUDING_SENTENCE = 'Conclusions: Drug X lowered the rate of repeat procedures in advanced disease.';
const FINDING = 'Quality of life improved in both groups after the procedure.';
const FUNDING = 'Financial support: This research was funded by the Example Foundation.';

/** A trial whose primary result is not reported, with one HR read from a sentence citing a figure. */
function facts(): Facts {
  const base = trialFacts('f');
  // Quotes of a page the fixture does not print: the writer reads only the quote.
  const at = (quote: string) => ({ file_id: 'f', page: 3, quote });
  return {
    ...base,
    primary_endpoint: { value: 'symptom score at week 12', source: base.primary_endpoint!.source },
    primary_result: null,
    secondary_endpoints: [],
    medians: [],
    hazard_ratios: [
      { endpoint: '', value: 0.65, ci_low: 0.45, ci_high: 0.95, p: '0.03', source: at(FIGURE_SENTENCE) },
    ],
    key_sentences: [CONCLUDING_SENTENCE, FIGURE_SENTENCE, FINDING, FUNDING].map((value) => ({
      value,
      source: at(value),
    })),
  };
}

const words = (s: string) => s.replace(/^Conclusions:\s*/, '').slice(0, 40);

describe('conclusion sentences', () => {
  it('leaves out funding lines and sentences citing a figure or table', () => {
    expect(isFinding(FUNDING)).toBe(false);
    expect(isFinding('This study was funded by the national institute.')).toBe(false);
    expect(isFinding(FINDING)).toBe(true);
    expect(citesDisplay(FIGURE_SENTENCE)).toBe(true);
    expect(citesDisplay('Adverse events are listed in Table 3.')).toBe(true);
    expect(citesDisplay('Rehospitalisation was less frequent [HR = 0.72; P = 0.01; Fig. 2A].')).toBe(true);
    expect(citesDisplay(FINDING)).toBe(false);
    const kept = conclusionSentences(facts().key_sentences, CONCLUDING).map((k) => k.value);
    expect(kept).toEqual([CONCLUDING_SENTENCE, FINDING]);
  });

  it('says a hazard ratio’s significance in Chinese from its interval or P, never a direction', () => {
    const hr = facts().hazard_ratios[0]!;
    expect(hazardRatioWordsZh(hr)).toBe('风险比的95%置信区间不包含1，组间差异具有统计学意义。');
    expect(hazardRatioWordsZh({ ...hr, ci_low: 0.8, ci_high: 1.2 })).toBe(
      '风险比的95%置信区间包含1，组间差异无统计学意义。',
    );
    expect(
      hazardRatioWordsZh({ ...hr, endpoint: 'overall survival', ci_low: null, ci_high: null, p: '<0.001' }),
    ).toBe('总生存期组间差异具有统计学意义。');
    expect(hazardRatioWordsZh({ ...hr, ci_low: null, ci_high: null, p: null })).toBeNull();
  });
});

describe('a source sentence is quoted at most once per zh-cn work', () => {
  for (const template of ['general', 'medical_template1']) {
    it(`deck ${template}: the cover composes from the design, the conclusion slide alone quotes`, () => {
      const slides = writeDeck({
        facts: [{ fileId: 'f', fileName: 'f.pdf', facts: facts() }],
        template,
        outLang: 'zh-cn',
      });
      const cover = slides[0]!;
      const summary = cover.content.find((c) => c.id === 'brief_summary')?.text ?? '';
      expect(summary).toBe('该研究是一项随机、双盲、3期临床研究，共600例患者随机分组。');
      const texts = deckTexts(slides).map((t) => t.text);
      const all = texts.join('\n');
      for (const s of [CONCLUDING_SENTENCE, FINDING, FIGURE_SENTENCE]) {
        const times = texts.filter((t) => t.includes(words(s))).length;
        expect(times, s).toBeLessThanOrEqual(1);
      }
      expect(all).toContain(words(CONCLUDING_SENTENCE));
      // The funding line is never shown. The medical HR slide says its meaning in Chinese under the numbers;
      // the general deck's HR slide for an unnamed endpoint keeps the sentence (it says what the HR measures).
      expect(all).not.toContain('Financial support');
      if (template !== 'general') {
        expect(all).not.toContain('As shown in Figure 1B');
        expect(all).toContain('组间差异具有统计学意义。');
      }
    });
  }

  it('Tweets: the summary composes in Chinese, the conclusions chapter alone quotes', () => {
    const list = writeArticle({
      type: 'Tweets',
      facts: [{ fileId: 'f', fileName: 'f.pdf', facts: facts(), sha1: 'x' }],
      template: 'tweets_template1',
      outLang: 'zh-cn',
    });
    const shown = allTexts(list).map((t) => t.text);
    const text = shown.join('\n');
    expect(shown.filter((t) => t.includes(words(CONCLUDING_SENTENCE))).length).toBe(1);
    expect(text).not.toContain('研究者结论（原文）');
    expect(text).toContain('研究者在原文中指出');
    expect(text).not.toContain('As shown in Figure 1B');
    expect(text).not.toContain('Financial support');
  });
});
