import type { Effect } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { findAbbreviations } from './abbreviations';
import { extractEffects } from './effects';
import { markPrimaryEffects } from './primary-effects';
import { contextFromText } from './testing/doc-from-text';

/** The endpoints of the effects the text ties to its primary endpoint. */
function primaryOf(text: string): string[] {
  const ctx = contextFromText(text);
  const marked: Effect[] = markPrimaryEffects(ctx, extractEffects(ctx, []), findAbbreviations(ctx));
  return marked.filter((e) => e.primary).map((e) => e.endpoint);
}

const RESULT =
  'The difference between groups was -0.12 for MMSE (95% CI -0.88 to 0.63; P = 0.75), 0.05 (95% CI -0.07 to 0.18; P = 0.40) for NTB, and -0.96 (95% CI -1.80 to 0.13; P = 0.02) for MoCA.';

describe('markPrimaryEffects', () => {
  it('ties each scale a sentence defining the primary outcomes names to it', () => {
    const text = `Primary outcomes were changes in cognitive performance at 24 months, measured with MoCA, MMSE and NTB scores.\n\n${RESULT}`;
    expect(primaryOf(text)).toEqual(['MMSE', 'NTB', 'MoCA']);
  });

  it('leaves the scales named after "secondary" alone', () => {
    const text = `The primary outcome was change in MMSE; secondary outcomes were NTB and MoCA.\n\n${RESULT}`;
    expect(primaryOf(text)).toEqual(['MMSE']);
  });

  it('ties a co-primary endpoint printed with its abbreviation spelled out', () => {
    const text =
      'The coprimary outcomes were (1) left ventricular (LV) end-systolic volume index and (2) LV global longitudinal strain.\n\n' +
      'Empagliflozin reduced LV end-systolic volume index by 6.0 (95% CI, -10.8 to -1.2) mL/m2 (P=0.015). ' +
      'Empagliflozin reduced LV end-diastolic volume index by 8.2 (95% CI, -13.7 to -2.6) mL/m2 (P=0.0042).';
    expect(primaryOf(text)).toEqual(['LV end-systolic volume index']);
  });

  it('ties the first estimate under a results heading naming the primary outcome when it names no endpoint', () => {
    const text =
      '# Results\n\n## Primary outcome\n\nBaseline IL-6 was 4.91 pg/mL and 5.19 pg/mL in the two groups. ' +
      'The adjusted difference between group at the end of the study was -1.06 pg/mL (95% CI -1.80 to -0.32), P = 0.006. ' +
      'The adjusted difference in a per-protocol analysis was -1.10 pg/mL (95% CI -1.90 to -0.30).\n\n' +
      '## Secondary outcomes\n\nThe adjusted difference was -4.58 pg/mL (95% CI -8.76 to -0.41).';
    const ctx = contextFromText(text);
    const marked = markPrimaryEffects(ctx, extractEffects(ctx, []), new Map());
    expect(marked.filter((e) => e.primary).map((e) => e.value)).toEqual([-1.06]);
  });

  it('leaves an estimate under that heading alone when it names an endpoint of its own', () => {
    const text =
      '# Results\n\n## Primary outcome\n\nThe odds ratio for remission was 2.35 (95% CI 1.20 to 4.61; P = 0.01).';
    expect(primaryOf(text)).toEqual([]);
  });

  it('ties nothing when no sentence defines the primary outcome or it names another endpoint', () => {
    expect(primaryOf(RESULT)).toEqual([]);
    expect(primaryOf(`The primary endpoint was overall survival.\n\n${RESULT}`)).toEqual([]);
  });
});
