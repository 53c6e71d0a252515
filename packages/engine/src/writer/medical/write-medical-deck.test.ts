import { type Facts, measureText, type Slide, slideSchema } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { WRITER_LAYOUTS } from '../layouts';
import { emptyFacts, trialFacts } from '../testing/trial-facts';
import { writeDeck } from '../write-deck';
import { SUMMARY_ROWS } from '../table-summary';

const TEMPLATES = ['medical_template1', 'medical_template2', 'medical_template3'] as const;

const write = (facts: Facts[], template: string, outLang: 'en' | 'zh-cn' = 'en') =>
  writeDeck({
    facts: facts.map((f, i) => ({ fileId: `file-${i}`, fileName: `paper-${i}.pdf`, facts: f })),
    template,
    outLang,
  });

const item = (slide: Slide | undefined, id: string) => slide?.content.find((c) => c.id === id);
const text = (slide: Slide | undefined, id: string) => item(slide, id)?.text;
const first = (deck: Slide[], id: string) => deck.find((s) => s.slide_id === id);

describe.each(TEMPLATES)('writeDeck on %s', (template) => {
  const deck = write([trialFacts('file-0')], template);

  it('composes the medical layouts in chapter order', () => {
    const cover = template === 'medical_template2' ? 'hcp_ppt_a_004' : 'hcp_ppt_a_001';
    expect(deck.map((s) => s.slide_id)).toEqual([
      cover,
      'hcp_ppt_a_036',
      'hcp_ppt_a_002',
      'hcp_ppt_a_034',
      'hcp_ppt_a_019',
      'hcp_ppt_a_002',
      'hcp_ppt_a_024',
      'hcp_ppt_a_002',
      'hcp_ppt_a_008',
      'hcp_ppt_a_007',
      'hcp_ppt_a_002',
      'hcp_ppt_a_024',
      'hcp_ppt_a_002',
      'hcp_ppt_a_018',
      'hcp_ppt_a_002',
      'hcp_ppt_a_006',
      'hcp_ppt_a_009',
    ]);
    expect(deck.map((s) => s.slide_num)).toEqual(deck.map((_, i) => i + 1));
    for (const slide of deck) expect(slideSchema.safeParse(slide).success, slide.slide_id).toBe(true);
  });

  it('keeps every text within the mirrored limits', () => {
    for (const slide of deck) {
      const limits: Record<string, number> =
        WRITER_LAYOUTS[slide.slide_id as keyof typeof WRITER_LAYOUTS].limits;
      for (const c of slide.content) {
        if (c.type === 'text')
          expect(measureText(c.text ?? ''), `${slide.slide_id}.${c.id}`).toBeLessThanOrEqual(limits[c.id]!);
      }
    }
  });

  it('draws the trial design with N, ratio, both arms and the stratification block', () => {
    const chart = first(deck, 'hcp_ppt_a_034');
    expect(text(chart, 'overall_patient_number')).toBe('600');
    expect(text(chart, 'randomization_ratio')).toBe('2:1');
    expect(text(chart, 'ARM_A_treatment_name')).toBe('Drug X (n=400)');
    expect(text(chart, 'ARM_B_treatment_name')).toBe('placebo (n=200)');
    expect(text(chart, 'stratification_factor_2')).toBe('ECOG performance status');
    expect(text(chart, 'title_inclusion_criteria')).toBe('Patients');
    expect(chart?.provenance?.some((p) => p.content_id === 'overall_patient_number')).toBe(true);
    expect(chart?.reference[0]).toMatchObject({ id: 'file-0', page: 1 });
  });

  it('opens the efficacy chapter with the primary result: both arms, the effect with CI and p, each cited', () => {
    const primary = first(deck, 'hcp_ppt_a_008');
    expect(text(primary, 'title')).toBe('Primary endpoint result');
    expect(text(primary, 'comparison_metric')).toBe('median progression-free survival');
    expect([text(primary, 'option1'), text(primary, 'value1')]).toEqual(['Drug X', '9.6 months']);
    expect([text(primary, 'option2'), text(primary, 'value2')]).toEqual(['placebo', '5.1 months']);
    // The key points: what the result means in words, then the effect with CI and p (each cited).
    expect(item(primary, 'key_points')?.list).toEqual([
      'The difference in the primary endpoint between arms was statistically significant: higher with Drug X than with placebo (better with Drug X).',
      'hazard ratio (HR) 0.62 (95% CI 0.51–0.75; p<0.0001)',
    ]);
    expect(
      primary?.provenance?.find(
        (p) => p.content_id === 'key_points' && p.text.startsWith('hazard ratio (HR) 0.62'),
      )?.quote,
    ).toContain('hazard ratio 0·62, 95% CI 0·51–0·75');
  });

  it('compares the arms on the other hazard ratios, quoting the source as the impact', () => {
    const [os] = deck.filter((s) => s.slide_id === 'hcp_ppt_a_007');
    expect(text(os, 'option1')).toBe('Drug X');
    expect(text(os, 'option2')).toBe('placebo');
    expect(text(os, 'title')).toBe('Overall survival');
    expect(text(os, 'comparison_metric')).toBe('overall survival');
    expect(text(os, 'metric_value')).toBe('0.80 (95% CI 0.66–0.97; p=0.02)');
    expect(text(os, 'impact_description')).toContain('Median overall survival was 24·1 months');
    expect(os?.provenance?.find((p) => p.content_id === 'metric_value')?.page).toBe(2);
  });

  it('fills tables, figure, key points and the closing slogan', () => {
    const [baseline, safety] = deck.filter((s) => s.slide_id === 'hcp_ppt_a_024');
    expect(item(baseline, 'table')?.json?.rows).toHaveLength(2);
    expect(text(baseline, 'title')).toBe('Baseline characteristics');
    expect(text(safety, 'footnote_left')).toContain('Table 2 Adverse events');
    const figure = first(deck, 'hcp_ppt_a_018');
    expect(text(figure, 'title')).toBe('Figure 1 Kaplan-Meier estimates of progression-free survival');
    expect(item(figure, 'figure')?.img_arr?.[0]?.image_info?.url).toBe('/api/files/file-0/figures/0');
    const points = first(deck, 'hcp_ppt_a_006');
    // No other endpoint's effect in the facts: the authors' findings after the primary result supplement it.
    expect(item(points, 'key_points')?.list).toEqual([
      'Median progression-free survival: 9.6 months with Drug X vs 5.1 months with placebo; hazard ratio (HR) 0.62 (95% CI 0.51–0.75; p<0.0001) (statistically significant).',
    ]);
    expect(item(points, 'supplement_points')?.list).toEqual([
      'Drug X significantly prolonged progression-free survival compared with placebo.',
    ]);
    expect(text(points, 'key_conclusion')).toMatch(/^Drug X should be considered/);
    expect(text(first(deck, 'hcp_ppt_a_009'), 'closing_slogan')).toBeTruthy();
    const agenda = first(deck, 'hcp_ppt_a_036');
    expect(item(agenda, 'text_group')?.long_text?.map((g) => g.group_title)).toEqual([
      'Study design',
      'Baseline characteristics',
      'Efficacy',
      'Safety',
      'Key figures',
      'Conclusions',
    ]);
  });
});

describe('medical trial-design choice', () => {
  it('uses hcp_ppt_b_004 (no factors block to leave blank) without stratification factors', () => {
    const deck = write([{ ...trialFacts('f'), stratification_factors: [] }], 'medical_template1');
    const chart = first(deck, 'hcp_ppt_b_004');
    expect(text(chart, 'ARM_B_treatment_name')).toBe('placebo (n=200)');
    expect(item(chart, 'title_stratification_factors')).toBeUndefined();
  });

  it('uses the single-trial overview for one arm or three, with N in the brief', () => {
    const f = trialFacts('f');
    for (const arms of [
      [f.arms[0]!],
      [...f.arms, { ...f.arms[0]!, label: 'C', name: { ...f.arms[0]!.name, value: 'Drug Y' } }],
    ]) {
      const deck = write([{ ...f, arms }], 'medical_template3', 'zh-cn');
      const overview = first(deck, 'hcp_ppt_b_005');
      expect(text(overview, 'clinical_trial_brief')).toContain('N=600');
      expect(text(overview, 'treatment_name')).toContain('“Drug X”组 (n=400)');
      expect(text(overview, 'title')).toBe('研究设计');
    }
  });

  it('falls back to bullet groups when the trial has no arms', () => {
    const deck = write([{ ...trialFacts('f'), arms: [] }], 'medical_template2');
    expect(deck.filter((s) => s.slide_id === 'hcp_ppt_a_019')).toHaveLength(2);
    expect(deck.some((s) => s.slide_id === 'hcp_ppt_a_007')).toBe(false);
    // Without arms the medians still name their arms: the primary result compares them.
    expect(text(first(deck, 'hcp_ppt_a_008'), 'value1')).toBe('9.6 months');
    expect(text(first(deck, 'hcp_ppt_a_038'), 'summary')).toMatch(/^HR 0.80/);
  });

  it('writes nothing for sources without facts and general layouts for other templates', () => {
    expect(write([emptyFacts()], 'medical_template1')).toEqual([]);
    expect(write([trialFacts('f')], 'general')[0]?.slide_id).toBe('cover_slide_001_alt');
  });

  it('keeps hostile lengths within limits', () => {
    const f = trialFacts('f');
    const long = <T extends { value: string }>(s: T): T => ({
      ...s,
      value: `${s.value} ${'词'.repeat(3000)}`,
    });
    const deck = write(
      [
        {
          ...f,
          key_sentences: f.key_sentences.map(long),
          arms: f.arms.map((a) => ({ ...a, name: long(a.name) })),
        },
      ],
      'medical_template1',
      'zh-cn',
    );
    // Findings too long to show whole leave no supplement: the conclusions are a summary slide instead.
    expect(first(deck, 'hcp_ppt_a_006')).toBeUndefined();
    const summary = deck.filter((s) => s.slide_id === 'hcp_ppt_a_038').at(-1);
    expect(text(summary, 'title')).toBe('结论');
    expect(measureText(text(summary, 'summary') ?? '')).toBeLessThanOrEqual(600);
    expect(measureText(text(first(deck, 'hcp_ppt_a_034'), 'ARM_A_treatment_name') ?? '')).toBeLessThanOrEqual(
      60,
    );
  });
});

describe('medians without hazard ratios', () => {
  it('compares the two arms on hcp_ppt_a_008', () => {
    const deck = write([{ ...trialFacts('f'), hazard_ratios: [] }], 'medical_template1');
    const [pfs, os] = deck.filter((s) => s.slide_id === 'hcp_ppt_a_008');
    // No effect, no p: the key points are the source's own sentences stating the medians.
    expect(item(pfs, 'key_points')?.list).toEqual([
      'Median progression-free survival was 9·6 months with Drug X and 5·1 months with placebo (hazard ratio 0·62, 95% CI 0·51–0·75; p<0·0001).',
    ]);
    expect(item(os, 'key_points')?.list?.[0]).toMatch(/^Median overall survival was 24·1 months/);
    expect(text(pfs, 'option1')).toBe('Drug X');
    expect(text(pfs, 'option2')).toBe('placebo');
    expect(text(pfs, 'value1')).toMatch(/^9.6 months$/);
    expect(text(pfs, 'value2')).toMatch(/^5.1 months$/);
    // The primary endpoint's medians are its result slide.
    expect(text(pfs, 'title')).toBe('Primary endpoint result');
    expect(text(pfs, 'comparison_metric')).toBe('median progression-free survival');
    expect(text(os, 'comparison_metric')).toBe('Median · overall survival');
    expect(text(os, 'value1')).toMatch(/^24.1 months$/);
    expect(pfs?.provenance?.find((p) => p.content_id === 'value2')?.page).toBe(2);
  });
});

describe('medical table slides', () => {
  it('show a Chinese deck the header and row labels in Chinese, values as printed, rows spread evenly', () => {
    const facts = trialFacts('file-0');
    facts.tables[0]!.rows = [
      ['Age, years', '61', '60'],
      ['Men', '232 (58%)', '116 (58%)'],
      ...Array.from({ length: 30 }, (_, i) => [`Row ${i}`, String(i), String(i * 2)]),
    ];
    const deck = write([facts], 'medical_template1', 'zh-cn');
    const tables = deck.filter((s) => s.slide_id === 'hcp_ppt_a_024');
    // Labels the glossary does not know ("Row 3") are shown as the source's words, marked “…”.
    const baseline = tables.filter((s) =>
      item(s, 'table')?.json?.rows.some((r) => String(r[0]).startsWith('“Row ')),
    );
    const first = item(baseline[0], 'table')!.json!;
    expect(first.headers).toEqual(['特征', '“Drug X” (n=400)', '安慰剂组 (n=200)']);
    expect(first.rows.slice(0, 2)).toEqual([
      ['年龄（岁）', '61', '60'],
      ['男性', '232 (58%)', '116 (58%)'],
    ]);
    const sizes = baseline.map((s) => item(s, 'table')!.json!.rows.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    // 32 rows are more than two slides show: summarised to the key rows (age and sex first).
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(SUMMARY_ROWS);
  });
});
