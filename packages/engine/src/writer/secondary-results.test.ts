import type { Effect, Facts } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { labelsFor } from './labels';
import { secondaryResultPoints } from './secondary-results';
import { trialFacts } from './testing/trial-facts';

const effect = (endpoint: string, value: number, quote: string, p: string | null = '0.068'): Effect => ({
  endpoint,
  measure: 'HR',
  value,
  ci_low: 0.98,
  ci_high: 1.52,
  ci_level: 95,
  p,
  source: { file_id: 'f', page: 2, quote },
});

const write = (effects: Effect[], lang: 'en' | 'zh-cn') => {
  const facts: Facts = { ...trialFacts('f'), effects };
  return secondaryResultPoints([{ fileId: 'f', fileName: 'f.pdf', facts }], labelsFor(lang)).map(
    (p) => p.text,
  );
};

describe('secondaryResultPoints', () => {
  // trialFacts' primary endpoint is progression-free survival.
  it('states each other endpoint once, with its estimate, CI and p (an "=" added to a bare p)', () => {
    const os = effect('overall survival', 1.22, 'OS HR 1.22, 95% CI 0.98–1.52, p=0.068');
    expect(write([os, { ...os, value: 1.3 }], 'zh-cn')).toEqual([
      '总生存期：风险比（HR）为1.22（95%置信区间：0.98–1.52；P=0.068）',
    ]);
    expect(write([os], 'en')).toEqual([
      'overall survival: hazard ratio (HR) 1.22 (95% CI 0.98–1.52; p=0.068)',
    ]);
  });

  it('leaves out the primary endpoint, endpoints the glossary does not name and sentence starts', () => {
    expect(write([effect('Moreover, the', 0.5, 'Moreover, the HR was 0.50')], 'en')).toEqual([]);
    expect(
      write([effect('progression-free survival in the ITT population', 0.7, 'PFS HR 0.70')], 'en'),
    ).toEqual([]);
  });
});
