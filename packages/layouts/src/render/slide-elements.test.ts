import type { Slide } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import type { LayoutDeclaration, ResolvedSlide } from '../model';
import { listLayouts } from '../registry';
import { layoutSamples } from '../samples';
import { element, resolve, sample, textEl } from '../testing/fixtures';
import { emptyDesignedBoxes } from '../validate/empty-boxes';
import { validateDeclaration } from '../validate/validate-declaration';
import { slideElements } from './slide-elements';

const without = (slide: Slide, ...ids: string[]): Slide => ({
  ...slide,
  content: slide.content.filter((c) => !ids.includes(c.id)),
});
const keys = (r: ResolvedSlide) => r.elements.map((e) => e.key);
const boxOf = (r: ResolvedSlide, key: string) => {
  const e = element(r, key);
  if (!e || !('box' in e)) throw new Error(`no boxed element ${key}`);
  return e.box;
};
const FACTORS = ['stratification_factor_1', 'stratification_factor_2', 'stratification_factor_3'];
const PATIENT_LINES = [1, 2, 3, 4].map((n) => `patients_basic_info_${n}`);

describe('collapsible panels', () => {
  it('draw every panel when the slide fills them', () => {
    for (const layout of listLayouts().filter((l) => l.collapsible)) {
      const r = resolve(sample(layout.id, 'en'));
      expect(r.collapsed, layout.id).toBeUndefined();
      for (const p of layout.collapsible!)
        for (const key of p.members)
          if (!key.startsWith('arrow')) expect(keys(r), `${layout.id} ${key}`).toContain(key);
    }
  });

  it('drop the stratification row and let the endpoints panel grow into it', () => {
    const full = resolve(sample('clinical_trial_001', 'en'));
    const r = resolve(without(sample('clinical_trial_001', 'en'), ...FACTORS));
    expect(r.collapsed).toEqual(['no_stratification_factors']);
    for (const key of ['strat_panel', 'strat_title', 'strat_1']) expect(keys(r)).not.toContain(key);
    expect(boxOf(r, 'endpoints_panel').h).toBeGreaterThan(boxOf(full, 'endpoints_panel').h);
    // The heading text the slide carries is still in the data, only not drawn.
    expect(
      r.elements.every((e) => !('source' in e) || e.source?.contentId !== 'title_stratification_factors'),
    ).toBe(true);
  });

  it('give one endpoint the whole panel when the other is missing, and the arms the width without both', () => {
    const base = sample('clinical_trial_001', 'zh');
    const onlyPrimary = resolve(without(base, 'secondary_endpoint'));
    expect(keys(onlyPrimary)).not.toContain('secondary_title');
    expect(boxOf(onlyPrimary, 'primary').h).toBeGreaterThan(boxOf(resolve(base), 'primary').h);

    const onlySecondary = resolve(without(base, 'primary_endpoint'));
    expect(keys(onlySecondary)).not.toContain('primary_title');
    expect(boxOf(onlySecondary, 'secondary_title').y).toBe(boxOf(resolve(base), 'primary_title').y);

    const none = resolve(without(base, 'primary_endpoint', 'secondary_endpoint'));
    expect(none.collapsed).toContain('no_endpoints');
    for (const key of ['endpoints_panel', 'primary_title', 'secondary_title', 'arrow_a_out'])
      expect(keys(none)).not.toContain(key);
    expect(boxOf(none, 'arm_A').x + boxOf(none, 'arm_A').w).toBe(920);
    expect(textEl(none, 'arm_A_name').box.w).toBeGreaterThan(textEl(resolve(base), 'arm_A_name').box.w);
  });

  it('let the treatment panel take the whole width when a trial overview has neither population nor endpoints', () => {
    const base = sample('hcp_ppt_b_005', 'zh');
    const r = resolve(without(base, ...PATIENT_LINES, 'primary_endpoint', 'secondary_endpoint'));
    expect(r.collapsed).toEqual(
      expect.arrayContaining(['no_patient_lines', 'no_endpoints', 'treatment_only']),
    );
    expect(boxOf(r, 'treatment_panel')).toMatchObject({ x: 48, w: 864 });
    expect(keys(r)).not.toContain('endpoints_heading');
    expect(keys(r)).not.toContain('arrow_population');
  });

  it('move the secondary endpoint row up when the primary row goes', () => {
    const base = sample('hcp_ppt_b_004', 'en');
    const r = resolve(without(base, 'primary_endpoint'));
    expect(keys(r)).not.toContain('primary_row');
    expect(boxOf(r, 'secondary_row').y).toBe(boxOf(resolve(base), 'primary_row').y);
  });

  it('leave no empty designed box and keep every element on the slide, for every panel of every layout', () => {
    for (const layout of listLayouts().filter((l) => l.collapsible)) {
      for (const lang of ['zh', 'en'] as const) {
        // Each panel alone, then all of them at once.
        const cases = [
          ...layout.collapsible!.map((p) => p.whenEmpty),
          layout.collapsible!.flatMap((p) => p.whenEmpty),
        ];
        for (const ids of cases) {
          const slide = without(sample(layout.id, lang), ...ids);
          const where = `${layout.id} ${lang} without ${ids.join(',')}`;
          expect(emptyDesignedBoxes(slide), where).toEqual([]);
          const r = resolve(slide);
          expect(new Set(keys(r)).size, where).toBe(r.elements.length);
          for (const e of r.elements)
            if ('box' in e)
              expect(
                e.box.x >= 0 && e.box.y >= 0 && e.box.x + e.box.w <= 960 && e.box.y + e.box.h <= 540,
                where,
              ).toBe(true);
        }
      }
    }
  });

  it('are refused when a member would hide content the panel does not wait for', () => {
    const layout = listLayouts().find((l) => l.id === 'clinical_trial_001')!;
    const broken = (collapsible: LayoutDeclaration['collapsible']): LayoutDeclaration => ({
      ...layout,
      collapsible,
    });
    expect(
      validateDeclaration(broken([{ id: 'x', whenEmpty: FACTORS, members: ['strat_panel', 'primary'] }])),
    ).toContain(
      'clinical_trial_001/collapsible x: member "primary" shows "primary_endpoint", which the panel does not wait for',
    );
    expect(
      validateDeclaration(broken([{ id: 'x', whenEmpty: ['title'], members: ['strat_panel'] }])),
    ).toContain('clinical_trial_001/collapsible x: "title" is required, so the panel could never collapse');
    const cycle = layout.elements.find((e) => e.key === 'cycle')!;
    expect(
      validateDeclaration(
        broken([
          { id: 'x', whenEmpty: FACTORS, members: ['strat_panel'], replace: [{ ...cycle, key: 'nope' }] },
          { id: 'y', whenEmpty: FACTORS, members: ['nothing'] },
        ]),
      ),
    ).toEqual(
      expect.arrayContaining([
        'clinical_trial_001/collapsible x: replace "nope" is not an element',
        'clinical_trial_001/collapsible y: member "nothing" is not an element',
      ]),
    );
    expect(validateDeclaration(layout)).toEqual([]);
  });

  it('are one answer for the resolver and the empty-box check', () => {
    const slide = without(sample('hcp_ppt_a_034', 'zh'), ...FACTORS, ...PATIENT_LINES);
    const layout = listLayouts().find((l) => l.id === 'hcp_ppt_a_034')!;
    const { collapsed, elements } = slideElements(layout, slide);
    expect(resolve(slide).collapsed).toEqual(collapsed);
    expect(collapsed).toEqual(['no_stratification_factors', 'no_patient_lines']);
    // The later panel's N= placement wins over the widened population panel's.
    const n = elements.find((e) => e.key === 'overall_n');
    expect(n?.kind === 'text' && n.box.x).toBe(240);
    expect(Object.keys(layoutSamples)).toContain('hcp_ppt_a_034');
  });
});

describe('the space a collapsed row leaves', () => {
  it('the primary endpoint row takes both rows when the secondary endpoint is missing', () => {
    const full = resolve(sample('hcp_ppt_b_004', 'en'));
    const alone = resolve(without(sample('hcp_ppt_b_004', 'en'), 'secondary_endpoint'));
    expect(keys(alone)).not.toContain('secondary_row');
    const before = boxOf(full, 'primary_row');
    const after = boxOf(alone, 'primary_row');
    expect(after.y).toBe(before.y);
    expect(after.h).toBe(2 * before.h + 8);
    expect(boxOf(alone, 'primary').h).toBeGreaterThan(boxOf(full, 'primary').h);
  });

  it('a population panel without its lines keeps its heading and shows N= in its middle', () => {
    const r = resolve(without(sample('clinical_trial_001', 'en'), ...PATIENT_LINES));
    expect(keys(r)).toEqual(expect.arrayContaining(['patients_panel', 'patients_title', 'overall_n']));
    const panel = boxOf(r, 'patients_panel');
    const n = boxOf(r, 'overall_n');
    expect(n.y).toBeGreaterThan(panel.y);
    expect(n.y + n.h).toBeLessThan(panel.y + panel.h);
  });

  it('the validation names a row that collapses into a blank band', () => {
    const layout = listLayouts().find((l) => l.id === 'hcp_ppt_b_004')!;
    const broken: LayoutDeclaration = {
      ...layout,
      collapsible: layout.collapsible!.map((p) =>
        p.id === 'no_secondary_endpoint' ? { ...p, replace: [] } : p,
      ),
    };
    expect(validateDeclaration(broken)).toContainEqual(
      expect.stringMatching(/no_secondary_endpoint: what stays covers \d+% of the space the panel leaves/),
    );
    expect(validateDeclaration(layout)).toEqual([]);
  });
});
