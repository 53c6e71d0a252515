import { describe, expect, it } from 'vitest';
import { extractHazardRatios } from './hazard-ratios';
import { contextFromText } from './testing/doc-from-text';

const hrs = (text: string) => extractHazardRatios(contextFromText(text)).map(({ source: _s, ...hr }) => hr);

describe('extractHazardRatios', () => {
  it('reads the Lancet style with middle dots', () => {
    expect(
      hrs('Median overall survival was shorter (hazard ratio [HR] 1·37, 95% CI 1·07–1·76; p=0·013).'),
    ).toEqual([{ value: 1.37, ci_low: 1.07, ci_high: 1.76, p: '0.013', endpoint: 'overall survival' }]);
  });

  it('reads "hazard ratio 0.82 (95% CI, 0.70 to 0.96)" and "HR 0.5 (95% CI 0.3-0.8)"', () => {
    expect(hrs('For death, the hazard ratio was 0.82 (95% CI, 0.70 to 0.96; P=0.01).')[0]).toMatchObject({
      value: 0.82,
      ci_low: 0.7,
      ci_high: 0.96,
      p: '0.01',
      endpoint: 'death',
    });
    expect(hrs('PFS improved (HR 0.5 (95% CI 0.3-0.8)).')[0]).toMatchObject({
      value: 0.5,
      ci_low: 0.3,
      ci_high: 0.8,
    });
  });

  it('reads intervals at any confidence level (97.5 %, 96 %, 80 %)', () => {
    expect(
      hrs(
        'Death was less frequent (HR 0\u00b784 (97\u00b75% CI: 0\u00b770\u20131\u00b701), p=0\u00b703).',
      )[0],
    ).toMatchObject({
      value: 0.84,
      ci_low: 0.7,
      ci_high: 1.01,
    });
    expect(
      hrs('Survival was longer (hazard ratio (97.5% CI) 0.89 (0.75\u20131.05), p=0.12).')[0],
    ).toMatchObject({
      value: 0.89,
      ci_low: 0.75,
      ci_high: 1.05,
      p: '0.12',
    });
    expect(hrs('The hazard ratio for progression was 0.75 (96% CI, 0.60 to 0.94).')[0]).toMatchObject({
      value: 0.75,
      ci_low: 0.6,
    });
    expect(hrs('The hazard ratio was 0.70 in favour of drugex, 80% CI 0.55-0.89.')[0]).toMatchObject({
      value: 0.7,
      ci_high: 0.89,
    });
  });

  it('reads several HRs of one sentence and "respectively" lists', () => {
    const found = hrs(
      'There was no effect on disease-free survival (HR 1·04, 95% CI 0·89–1·22; p=0·62) or progression-free survival (HR 1·05, 95% CI 0·89–1·23; p=0·56).',
    );
    expect(found.map((h) => [h.endpoint, h.value])).toEqual([
      ['disease-free survival', 1.04],
      ['progression-free survival', 1.05],
    ]);
    const both = hrs(
      'HRs of death and progression were 0.93 (95% CI 0.71−1.21) and 0.93 (95% CI 0.72−1.21), respectively.',
    );
    expect(both.map((h) => [h.ci_low, h.ci_high])).toEqual([
      [0.71, 1.21],
      [0.72, 1.21],
    ]);
  });

  it('reads NEJM, JAMA and bracket styles', () => {
    expect(
      hrs(
        'Death occurred in fewer patients (hazard ratio, 0.74; 95% confidence interval [CI], 0.65 to 0.85; P<0.001).',
      )[0],
    ).toMatchObject({
      value: 0.74,
      ci_low: 0.65,
      ci_high: 0.85,
      p: '<0.001',
    });
    expect(hrs('Mortality was lower (HR=0.75 (95% CI: 0.60–0.93); P = .01).')[0]).toMatchObject({
      value: 0.75,
      ci_low: 0.6,
      ci_high: 0.93,
      p: '.01',
    });
    expect(hrs('Progression was delayed (adjusted HR 0.74 [0.65; 0.85]).')[0]).toMatchObject({
      value: 0.74,
      ci_low: 0.65,
      ci_high: 0.85,
    });
  });

  it('reads an aside between value and CI, and p with an operator', () => {
    expect(
      hrs('OS was similar (HR 1·09 in favour of the control group, 95% CI 0·91–1·29; log-rank p=0·36).')[0],
    ).toMatchObject({
      value: 1.09,
      ci_low: 0.91,
      ci_high: 1.29,
      p: '0.36',
    });
    expect(hrs('Survival was longer (HR 0·23, 95% CI 0·19–0·28; p<0·0001).')[0]?.p).toBe('<0.0001');
  });

  it('skips power assumptions, CIs that exclude the value and cited trials', () => {
    expect(hrs('To detect a hazard ratio of 0.75 with 80% power, 420 deaths were required.')).toEqual([]);
    expect(hrs('The HR was 2.5 (95% CI 0.3–0.8).')).toEqual([]);
    expect(hrs('## Discussion\n\nThe EXPAND trial found HR 1·09, 95% CI 0·92–1·29.')).toEqual([]);
  });

  it('keeps one of repeated mentions', () => {
    expect(
      hrs(
        '## Abstract\n\nOS: HR 1.37, 95% CI 1.07–1.76.\n\n## Results\n\nOS was worse (HR 1.37, 95% CI 1.07–1.76).',
      ),
    ).toHaveLength(1);
  });
});
