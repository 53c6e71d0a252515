import { describe, expect, it } from 'vitest';
import type { ResolvedLineShape } from '../model';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';
import { generalTheme } from '../themes';

describe('clinical_trial_001', () => {
  it('draws the randomisation: arrow into a circled R, ratio below, arrows out to ARM A and ARM B', () => {
    const r = resolve(sample('clinical_trial_001', 'en'));
    const circle = element(r, 'r_circle');
    expect(circle).toMatchObject({ kind: 'shape', shape: 'ellipse' });
    expect(textEl(r, 'r_letter').text).toBe('R');
    expect(textEl(r, 'ratio').text).toBe('2:1');
    const arrows = r.elements.filter((e): e is ResolvedLineShape => e.kind === 'line' && e.shape === 'arrow');
    expect(arrows.map((a) => a.key)).toEqual([
      'arrow_in',
      'arrow_a',
      'arrow_b',
      'arrow_a_out',
      'arrow_b_out',
    ]);
    const armA = element(r, 'arm_A')!.box;
    const armB = element(r, 'arm_B')!.box;
    const toA = arrows.find((a) => a.key === 'arrow_a')!;
    const toB = arrows.find((a) => a.key === 'arrow_b')!;
    expect(toA.to.x).toBeLessThanOrEqual(armA.x);
    expect(toA.to.y).toBeGreaterThanOrEqual(armA.y);
    expect(toA.to.y).toBeLessThanOrEqual(armA.y + armA.h);
    expect(toB.to.y).toBeGreaterThanOrEqual(armB.y);
    expect(toA.flipV).toBe(true);
    expect(toB.flipV).toBe(false);
    expect(toA.from.x).toBeGreaterThanOrEqual(circle!.box.x + circle!.box.w - 1);
  });

  it('shows arms with name and plan in their colours, N= and the endpoints', () => {
    const r = resolve(sample('clinical_trial_001', 'zh'));
    expect(element(r, 'arm_A')).toMatchObject({ fill: generalTheme.colours.armA });
    expect(element(r, 'arm_B')).toMatchObject({ fill: generalTheme.colours.armB });
    expect(textEl(r, 'arm_A_name').text).toBe('维拉利单抗 + 化疗');
    expect(textEl(r, 'arm_B_plan').text).toMatch(/^安慰剂Q3W/);
    expect(textEl(r, 'overall_n').text).toBe('N=616');
    expect(textEl(r, 'secondary').paragraphs).toHaveLength(4);
    expect(textEl(r, 'strat_1').text).toBe('• PD-L1 TPS（<1% vs ≥1%）');
    expect(textEl(r, 'trial_number').text).toBe('NCT09876543');
    expect(textEl(r, 'footnote_right').text).toBe('PW-ONC-2024-017');
  });

  it('falls back to default section titles and leaves N= out when there is no number', () => {
    let slide = sample('clinical_trial_001', 'en');
    for (const id of [
      'title_patients',
      'title_primary_endpoint',
      'title_secondary_endpoints',
      'title_stratification_factors',
      'overall_patient_number',
    ]) {
      slide = withContent(slide, id, null);
    }
    const r = resolve(slide);
    expect(textEl(r, 'patients_title').text).toBe('Patients');
    expect(textEl(r, 'primary_title').text).toBe('Primary endpoint');
    expect(textEl(r, 'strat_title').text).toBe('Stratification factors');
    expect(textEl(r, 'overall_n').text).toBe('');
    const zh = resolve(withContent(sample('clinical_trial_001', 'zh'), 'title_secondary_endpoints', null));
    expect(textEl(zh, 'secondary_title').text).toBe('次要终点');
  });
});
