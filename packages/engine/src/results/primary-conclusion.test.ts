import { describe, expect, it } from 'vitest';
import { bandText } from '../writer/conclusion-slides';
import { primaryConclusionWords, primaryConclusionZh } from './primary-conclusion';
import type { PrimaryStatement } from './primary-statement';

const src = (quote: string) => ({ file_id: 'f', page: 1, quote });

const statement = (over: Partial<PrimaryStatement> = {}): PrimaryStatement => ({
  endpoint: 'overall survival',
  endpointSource: src('The primary endpoint was overall survival.'),
  arms: [
    {
      arm: 'placebo',
      value: '8.8',
      unit: 'months',
      n: null,
      N: null,
      source: src('8.8 months'),
      nameSource: null,
    },
    {
      arm: 'drug x',
      value: '11.3',
      unit: 'months',
      n: null,
      N: null,
      source: src('11.3 months'),
      nameSource: null,
    },
  ],
  effect: { measure: 'HR', value: '1.37', ci: ['1.07', '1.76'], ciLevel: 95, source: src('HR 1.37') },
  p: { text: '=0.013', source: src('p=0.013') },
  reported: true,
  medians: true,
  fromMedianFacts: false,
  ...over,
});

describe('primaryConclusionWords', () => {
  it('says significance and which arm is higher, with no number', () => {
    const zh = primaryConclusionWords(statement(), 'zh-cn')!;
    // Survival: longer is better, so the higher arm is the better one.
    expect(zh).toMatch(/^主要终点（总生存期）组间差异具有统计学意义，(.+组)高于安慰剂组，\1更优。$/);
    expect(zh).not.toMatch(/\d/);
    const en = primaryConclusionWords(statement(), 'en')!;
    expect(en).toBe(
      'The difference in the primary endpoint between arms was statistically significant: higher with drug x than with placebo (better with drug x).',
    );
  });

  it('names the lower arm as better for an event rate, and stays neutral when the endpoint does not say', () => {
    const events = statement({
      endpoint: 'incidence of stroke or systemic embolism',
      arms: statement().arms.map((a, i) => ({ ...a, value: i === 0 ? '3.2' : '1.9', unit: '%' })),
    });
    expect(primaryConclusionWords(events, 'zh-cn')).toMatch(/，(.+组)低于安慰剂组，\1更优。$/);
    expect(primaryConclusionWords(events, 'en')).toMatch(
      /lower with drug x than with placebo \(better with drug x\)/,
    );
    const score = statement({ endpoint: 'ABC-J irritability subscale score' });
    expect(primaryConclusionWords(score, 'zh-cn')).toMatch(/，.+组的数值高于安慰剂组。$/);
    expect(primaryConclusionWords(score, 'zh-cn')).not.toMatch(/更优/);
    expect(primaryConclusionWords(score, 'en')).toMatch(
      /numerically higher with drug x than with placebo\.$/,
    );
  });

  it('leaves the direction out for equal values, other units or more than two arms', () => {
    const equal = statement({ arms: statement().arms.map((a) => ({ ...a, value: '5' })) });
    expect(primaryConclusionWords(equal, 'en')).toBe(
      'The difference in the primary endpoint between arms was statistically significant.',
    );
    const [a, b] = statement().arms;
    expect(primaryConclusionWords(statement({ arms: [a!, { ...b!, unit: '%' }] }), 'en')).not.toMatch(
      /higher/,
    );
  });

  it('says "not significant" from the interval and is null when significance cannot be read', () => {
    const ns = statement({
      effect: { measure: 'HR', value: '1.08', ci: ['0.91', '1.29'], ciLevel: 95, source: src('HR 1.08') },
      p: { text: '=0.38', source: src('p=0.38') },
    });
    // No direction for a difference that is not significant: it would read as an effect.
    expect(primaryConclusionWords(ns, 'zh-cn')).toBe('主要终点（总生存期）组间差异无统计学意义。');
    expect(primaryConclusionWords(statement({ effect: null, p: null }), 'en')).toBeNull();
    expect(primaryConclusionWords(statement({ reported: false }), 'en')).toBeNull();
  });
});

describe('bandText', () => {
  const zh = primaryConclusionZh(statement())!;
  const band = { text: zh, sources: [], words: primaryConclusionWords(statement(), 'zh-cn')! };

  it('gives the words when every number of the band is already on the slide', () => {
    expect(
      bandText(band, ['…风险比（HR）为1.37（95%置信区间：1.07–1.76；P=0.013），差异具有统计学意义。']),
    ).toBe(band.words);
  });

  it('keeps the band with its numbers when the slide does not show them all, or when it has no words', () => {
    expect(bandText(band, ['风险比（HR）为1.37'])).toBe(zh);
    expect(bandText({ text: zh, sources: [] }, [zh])).toBe(zh);
  });
});
