import { describe, expect, it } from 'vitest';
import type { Box, ResolvedLineShape, ResolvedSlide } from '../model';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';
import type { Slide } from '@prowrite/contracts';
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

  // The arm tags are the layout's own text: in the slide's language like its other fixed labels.
  it('tags the arms in the slide language: A组 / B组 in Chinese, ARM A / ARM B in English', () => {
    const zh = resolve(sample('clinical_trial_001', 'zh'));
    expect([textEl(zh, 'arm_A_label').text, textEl(zh, 'arm_B_label').text]).toEqual(['A组', 'B组']);
    const en = resolve(sample('clinical_trial_001', 'en'));
    expect([textEl(en, 'arm_A_label').text, textEl(en, 'arm_B_label').text]).toEqual(['ARM A', 'ARM B']);
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

  // Decision 0065: a collapsed row's room goes to what stays. The arms column (x 400-700) is measured from the
  // top of the panels to the bottom of the tallest panel beside it.
  it('lets the arms column take the stratification row when the trial has none', () => {
    const full = resolve(sample('clinical_trial_001', 'zh'));
    const bare = resolve(withoutFactors(sample('clinical_trial_001', 'zh')));
    expect(element(bare, 'strat_panel')).toBeUndefined();
    expect(largestBand(bare, 400, 700)).toBeLessThanOrEqual(largestBand(full, 400, 700));
    // The arms grow and the randomisation stays between them, pointing at each.
    const armA = element(bare, 'arm_A')!.box;
    const armB = element(bare, 'arm_B')!.box;
    expect(armA.h).toBeGreaterThan(element(full, 'arm_A')!.box.h);
    expect(textEl(bare, 'arm_B_plan').box.h).toBeGreaterThan(textEl(full, 'arm_B_plan').box.h);
    const circle = element(bare, 'r_circle')!.box;
    expect(circle.y).toBeGreaterThan(armA.y + armA.h / 2);
    expect(circle.y + circle.h).toBeLessThan(armB.y + armB.h / 2);
    const arrow = (key: string) => element(bare, key) as ResolvedLineShape;
    expect(arrow('arrow_a').to.y).toBe(armA.y + armA.h / 2);
    expect(arrow('arrow_b').to.y).toBe(armB.y + armB.h / 2);
    expect(arrow('arrow_a_out').from.y).toBe(armA.y + armA.h / 2);
    expect(arrow('arrow_b_out').from.y).toBe(armB.y + armB.h / 2);
  });

  it('keeps the widened arms tall when neither factors nor endpoints are stated', () => {
    let slide = withoutFactors(sample('clinical_trial_001', 'en'));
    for (const id of ['primary_endpoint', 'secondary_endpoint']) slide = withContent(slide, id, null);
    const r = resolve(slide);
    expect(element(r, 'endpoints_panel')).toBeUndefined();
    expect(element(r, 'arm_A')!.box.w).toBe(520);
    expect(largestBand(r, 400, 920)).toBeLessThanOrEqual(
      largestBand(resolve(sample('clinical_trial_001', 'en')), 400, 700),
    );
  });
});

function withoutFactors(slide: Slide): Slide {
  let s = slide;
  for (const n of [1, 2, 3]) s = withContent(s, `stratification_factor_${n}`, null);
  return s;
}

/**
 * The tallest horizontal band of the column [x0, x1] that nothing is drawn in, between the top of the panels
 * (118) and the bottom of the lowest panel or box of the chart (footnotes and the slide frame not counted).
 */
function largestBand(r: ResolvedSlide, x0: number, x1: number): number {
  const boxes: Box[] = r.elements
    .filter((e) => e.kind !== 'line' && 'box' in e && e.box.y >= 118 && e.box.w < 900)
    .map((e) => e.box)
    .filter((b) => b.y < 470);
  const bottom = Math.max(...boxes.map((b) => b.y + b.h));
  const inColumn = boxes.filter((b) => b.x < x1 && b.x + b.w > x0).sort((a, b) => a.y - b.y);
  let band = 0;
  let reached = 118;
  for (const b of inColumn) {
    band = Math.max(band, b.y - reached);
    reached = Math.max(reached, b.y + b.h);
  }
  return Math.max(band, bottom - reached);
}
