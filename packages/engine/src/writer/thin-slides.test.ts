import type { Facts, Provenance, Slide } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { isThin } from '../check-work/check-work';
import { emptyFacts } from './testing/trial-facts';
import { WRITER_LAYOUTS } from './layouts';
import { fitsGroups, groupsHeight } from './list-lines';
import { writeDeck } from './write-deck';

/** Rules that keep a deck's slides from being near-empty (issue 12 item 4; decision 0079). */

const at = (quote: string, page = 2): Provenance => ({ file_id: 'file-0', page, quote });
const write = (facts: Facts, template: string, outLang: 'en' | 'zh-cn') =>
  writeDeck({ facts: [{ fileId: 'file-0', fileName: 'paper.pdf', facts }], template, outLang });
const text = (slide: Slide | undefined, id: string) => slide?.content.find((c) => c.id === id)?.text;
const titles = (deck: Slide[]) => deck.map((s) => text(s, 'section_title') ?? text(s, 'title') ?? s.slide_id);

const endpoints = 'Time to sinus rhythm was the primary endpoint.';
const result =
  'Time to conversion was shorter with drug A than with drug B (median time: 10 vs. 26 min, P = 0.01).';
/** A trial whose only result is the primary one: two arms' values and a p value, no effect estimate. */
function shortResult(): Facts {
  return {
    ...emptyFacts(),
    primary_endpoint: { value: 'time to sinus rhythm', source: at(endpoints, 1) },
    primary_result: {
      endpoint: 'time to sinus rhythm',
      arms: [
        { arm: 'drug A', value: 10, unit: 'min', n: null, N: null, source: at(result) },
        { arm: 'drug B', value: 26, unit: 'min', n: null, N: null, source: at(result) },
      ],
      effect: null,
      source: at(result),
    },
  };
}

describe('a conclusion that only repeats the primary result', () => {
  for (const template of ['general', 'medical_template1']) {
    it(`is left out in ${template} when short: the primary result slide states it once`, () => {
      // Only a p value read: the conclusion would be "主要终点：P=0.01，差异具有统计学意义。" again.
      const facts = { ...shortResult(), primary_result: { ...shortResult().primary_result!, arms: [] } };
      const deck = write(facts, template, 'zh-cn');
      expect(deck.some((s) => JSON.stringify(s.content).includes('P=0.01'))).toBe(true);
      expect(titles(deck)).not.toContain('结论');
    });
  }

  it('stays when the authors conclude something of their own (English output quotes them)', () => {
    const own =
      'Drug A converted recent-onset atrial fibrillation faster than drug B in the emergency department.';
    const facts = { ...shortResult(), key_sentences: [{ value: own, source: at(own, 3) }] };
    const deck = write(facts, 'general', 'en');
    const conclusion = deck.find((s) => s.slide_id === 'section_slide_007');
    expect(JSON.stringify(conclusion?.content)).toContain(own);
  });
});

describe('a primary endpoint without a result', () => {
  it('shows the sentence defining the endpoint when the slide would say only that no number was read', () => {
    const definition =
      'The primary endpoint was OS, defined as the time from randomisation to death from any cause.';
    const facts: Facts = { ...emptyFacts(), primary_endpoint: { value: 'OS', source: at(definition, 1) } };
    // Chinese output marks the English sentence as the source's words.
    const zh = write(facts, 'general', 'zh-cn').find((s) => s.slide_id === 'section_slide_001');
    expect(text(zh, 'text_1')).toBe(
      `主要终点为总生存期；来源文献中未能读取到该终点的数值结果。\n原文：“${definition}”`,
    );
    expect(isThin(zh!)).toBe(false);
    // The English sentence saying no number was read is long enough on its own: nothing is added.
    const en = write(facts, 'general', 'en').find((s) => s.slide_id === 'section_slide_001');
    expect(text(en, 'text_1')).toBe(
      'The primary endpoint was OS; the sources report no result for it that could be read as numbers.',
    );
  });
});

describe('efficacy slides that would be near-empty', () => {
  it('names an unnamed hazard ratio by the comparison its sentence states, the sentence filling the slide', () => {
    const sentence =
      'A log-rank test confirmed that the cryoballoon group had a lower rate of repeat ablation compared with the RFC group [HR = 0.65 (95% CI: 0.45–0.95); P = 0.03].';
    const facts: Facts = {
      ...shortResult(),
      hazard_ratios: [
        { endpoint: '', value: 0.65, ci_low: 0.45, ci_high: 0.95, p: '0.03', source: at(sentence, 4) },
      ],
    };
    const slide = write(facts, 'general', 'en').find((s) => text(s, 'highlight') === 'HR 0.65');
    expect(text(slide, 'section_title')).toBe('Repeat ablation');
    expect(text(slide, 'highlight_title')).toBe('repeat ablation');
    expect(text(slide, 'text_1_title')).toBe('95% CI 0.45–0.95; p=0.03');
    expect(text(slide, 'text_1')).toBe(sentence);
    expect(isThin(slide!)).toBe(false);
    // The medical comparison names it too.
    const medical = write(facts, 'medical_template1', 'en').find((s) =>
      JSON.stringify(s.content).includes('HR = 0.65'),
    );
    expect(text(medical, 'title')).toBe('Repeat ablation');
  });

  it('names it by the facts’ endpoint its sentence contains, before any comparison phrase', () => {
    const sentence =
      'Overall survival did not differ and fewer deaths occurred with drug A (HR 0.80, 95% CI 0.60–1.07; P = 0.13).';
    const facts: Facts = {
      ...shortResult(),
      secondary_endpoints: [
        { value: 'overall survival', source: at('Secondary endpoints: overall survival.', 1) },
      ],
      hazard_ratios: [
        { endpoint: '', value: 0.8, ci_low: 0.6, ci_high: 1.07, p: '0.13', source: at(sentence, 4) },
      ],
    };
    const slide = write(facts, 'general', 'en').find((s) => text(s, 'highlight') === 'HR 0.80');
    expect(text(slide, 'highlight_title')).toBe('overall survival');
  });

  it('shows a hazard ratio whose sentence names no endpoint over that sentence, not as a bare key number', () => {
    const sentence = 'The hazard ratio was 0.65 (95% CI: 0.45–0.95; P = 0.03) in the adjusted model.';
    const facts: Facts = {
      ...shortResult(),
      hazard_ratios: [
        { endpoint: '', value: 0.65, ci_low: 0.45, ci_high: 0.95, p: '0.03', source: at(sentence, 4) },
      ],
    };
    const deck = write(facts, 'general', 'en');
    expect(
      deck.filter((s) => s.slide_id === 'section_slide_006' && text(s, 'highlight') === 'HR 0.65'),
    ).toEqual([]);
    const slide = deck.find((s) => text(s, 'section_subtitle')?.startsWith('HR 0.65'));
    expect(text(slide, 'section_subtitle')).toBe('HR 0.65; 95% CI 0.45–0.95; p=0.03');
    expect(text(slide, 'text_1')).toBe(sentence);
  });

  it('shows medians read for one arm with the sentence they came from, not half a two-column slide', () => {
    const sentence =
      'Median PFS was 2.7 months (95% CI 2.4–3.8) with fotemustine and 2.5 months (95% CI 2.3–3.7) (p=0.55) without.';
    const facts: Facts = {
      ...shortResult(),
      medians: [
        {
          endpoint: 'progression-free survival',
          arm: 'fotemustine',
          value: 2.7,
          unit: 'months',
          source: at(sentence),
        },
      ],
    };
    const deck = write(facts, 'general', 'zh-cn');
    expect(deck.map((s) => s.slide_id)).not.toContain('section_slide_002');
    const slide = deck.find((s) => text(s, 'section_title') === '中位值');
    expect(text(slide, 'text_1')).toBe(`原文：“${sentence}”`);
    expect(isThin(slide!)).toBe(false);
  });
});

describe('a short primary result', () => {
  const sentence =
    'The mean IP-10 level in the placebo group was lower than in the vitamin D group (665.61 pg/mL vs 770.27 pg/mL).';
  const facts: Facts = {
    ...emptyFacts(),
    primary_endpoint: { value: 'IP-10 level', source: at('The primary endpoint was the IP-10 level.', 1) },
    primary_result: {
      endpoint: 'IP-10 level',
      arms: [
        { arm: 'placebo', value: 665.61, unit: 'pg/mL', n: null, N: null, source: at(sentence) },
        { arm: 'vitamin D', value: 770.27, unit: 'pg/mL', n: null, N: null, source: at(sentence) },
      ],
      effect: null,
      source: at(sentence),
    },
  };

  it('is followed by the source sentence stating the arms’ values (general deck)', () => {
    const slide = write(facts, 'general', 'zh-cn').find((s) => text(s, 'section_title') === '主要终点结果');
    expect(text(slide, 'text_1')?.split('\n')).toEqual([
      '主要终点：安慰剂组为665.61 pg/mL，维生素D组为770.27 pg/mL。',
      `原文：“${sentence}”`,
    ]);
    expect(isThin(slide!)).toBe(false);
  });

  it('gets the same sentence among the key points of the two-arm comparison (medical deck)', () => {
    const slide = write(facts, 'medical_template1', 'zh-cn').find((s) => s.slide_id === 'hcp_ppt_a_008');
    const points = slide?.content.find((c) => c.id === 'key_points')?.list ?? [];
    expect(points).toContain(`原文：“${sentence}”`);
  });
});

describe('design slides that would show arm labels or empty plan boxes', () => {
  const arms =
    'Group N: normal saline, Group L: lidocaine 40 mg, Group K: ketamine 0.5 mg/kg, Group R: remifentanil 1 μg/kg.';
  const sizes = 'Group N (n = 30) | Group L (n = 30) | Group K (n = 30) | Group R (n = 30)';
  const arm = (label: string, name: string) => ({
    label,
    name: { value: name, source: at(arms) },
    plan: null,
    n: { value: 30, source: at(sizes) },
  });
  /** Four named arms whose names with "(n=30)" are longer than the overview's name box, nothing else. */
  const fourArms = (): Facts => ({
    ...emptyFacts(),
    n_randomized: { value: 120, source: at('A total of 120 patients were enrolled.', 1) },
    arms: [
      arm('A', 'normal saline'),
      arm('B', 'lidocaine 40 mg'),
      arm('C', 'ketamine 0.5 mg/kg'),
      arm('D', 'remifentanil 1 μg/kg'),
    ],
  });

  for (const lang of ['zh-cn', 'en'] as const) {
    it(`names every arm by its name, sizes in the plan box, never "Arm A … Arm D" (${lang})`, () => {
      const slide = write(fourArms(), 'medical_template1', lang).find((s) => s.slide_id === 'hcp_ppt_b_005');
      const names = text(slide, 'treatment_name') ?? '';
      expect(names).not.toMatch(/Arm A|A组/);
      expect(names.split(' / ')).toHaveLength(4);
      expect(names).toContain('mg/kg');
      expect(text(slide, 'treatment_plan')?.split('\n')).toHaveLength(4);
      expect(text(slide, 'treatment_plan')).toContain('(n=30)');
      expect(isThin(slide!)).toBe(false);
    });
  }

  const plan =
    'text message reminders about what advice to provide when dispensing artemether-lumefantrine (AL)';
  const twoArms = (): Facts => ({
    ...emptyFacts(),
    n_randomized: { value: 82, source: at('82 shops were randomized.', 1) },
    registry_id: { value: 'ISRCTN83765567', source: at('Trial registration: ISRCTN83765567.', 1) },
    // A stratified two-arm trial takes the medical chart whose plan boxes are the smallest (hcp_ppt_a_034).
    stratification_factors: [
      {
        value: 'location in urban or rural wards',
        source: at('Stratified by location in urban or rural wards.'),
      },
    ],
    arms: [
      {
        label: 'A',
        name: { value: 'intervention', source: at('the intervention and control arms') },
        plan: { value: plan, source: at(`42 shops were randomized to receive ${plan}.`, 1) },
        n: null,
      },
      {
        label: 'B',
        name: { value: 'control', source: at('the intervention and control arms') },
        plan: null,
        n: null,
      },
    ],
  });

  for (const [template, layout] of [
    ['general', 'slide_content_001'],
    ['medical_template1', 'hcp_ppt_b_005'],
  ] as const) {
    it(`takes a layout with room for the plan when the chart would show two bare names (${template})`, () => {
      // In Chinese the plan is a marked quote longer than the chart's plan box: the chart would be thin.
      const deck = write(twoArms(), template, 'zh-cn');
      const slide = deck.find((s) => s.slide_id === layout);
      expect(JSON.stringify(slide?.content)).toContain(plan);
      expect(isThin(slide!)).toBe(false);
      expect(deck.map((s) => s.slide_id)).not.toContain(
        template === 'general' ? 'clinical_trial_001' : 'hcp_ppt_a_034',
      );
    });
  }

  it('keeps the chart when it shows the plan (English: the plan fits its box)', () => {
    const deck = write(twoArms(), 'general', 'en');
    const chart = deck.find((s) => s.slide_id === 'clinical_trial_001');
    expect(text(chart, 'ARM_A_treatment_plan')).toBe(plan);
  });
});

describe('grouped text counted in the layout’s declared lines', () => {
  const groupsOf = (slide: Slide | undefined) =>
    slide?.content.find((c) => c.id === 'text_group')?.long_text ?? [];
  const capacity = WRITER_LAYOUTS.slide_content_001.lines.text_group;
  const sourced = (value: string) => ({ value, source: at(`${value}.`) });

  it('runs short design lines on so that a few do not make a near-empty continuation', () => {
    const plan = (drug: string) =>
      `${drug} 100 mg/m2 intravenously on day 1 and dacarbazine 900 mg/m2 intravenously on day 2, repeated every three weeks until progression`;
    const facts: Facts = {
      ...emptyFacts(),
      n_randomized: { value: 260, source: at('260 patients were randomised.', 1) },
      registry_id: { value: 'NCT01359956', source: at('NCT01359956', 1) },
      cycle_length: { value: '3 weeks', source: at('every 3 weeks') },
      arms: ['fotemustine', 'fotemustine and interferon', 'dacarbazine', 'dacarbazine and interferon'].map(
        (name, i) => ({
          label: 'ABCD'[i]!,
          name: { value: name, source: at(name) },
          plan: { value: plan(name), source: at(plan(name)) },
          n: null,
        }),
      ),
      primary_endpoint: sourced('overall survival'),
      secondary_endpoints: ['progression-free survival', 'response', 'toxicity'].map(sourced),
      stratification_factors: ['performance status', 'site of metastases'].map(sourced),
    };
    const slide = write(facts, 'general', 'en').find((s) => s.slide_id === 'slide_content_001');
    const groups = groupsOf(slide);
    // One per line these groups are taller than the slide: the short lines ran on, nothing was left out.
    const onePerLine = groups.flatMap((g) =>
      g.list.flatMap((l) => l.split('; ').map((x) => ({ group_title: '', list: [x] }))),
    );
    expect(groupsHeight(onePerLine, capacity.lineChars)).toBeGreaterThan(capacity.lines);
    expect(fitsGroups(groups, capacity)).toBe(true);
    const shown = JSON.stringify(groups);
    for (const text of ['toxicity', 'site of metastases', 'NCT01359956', plan('dacarbazine')])
      expect(shown).toContain(text);
  });

  it('fills the criteria slide with exclusion criteria up to its declared lines, no further', () => {
    const facts: Facts = {
      ...emptyFacts(),
      n_randomized: { value: 200, source: at('200 patients were randomised.', 1) },
      inclusion_criteria: Array.from({ length: 8 }, (_, i) =>
        sourced(`Inclusion criterion number ${i + 1} was met.`),
      ),
      exclusion_criteria: Array.from({ length: 10 }, (_, i) =>
        sourced(`Exclusion criterion number ${i + 1} applied.`),
      ),
    };
    const slide = write(facts, 'general', 'en').find(
      (s) => text(s, 'slide_title') === 'Eligibility criteria',
    );
    const groups = groupsOf(slide);
    const exclusion = groups[1]!.list;
    expect(fitsGroups(groups, capacity)).toBe(true);
    // More than the old estimate of 12 rows of 100 characters allowed (two), and the next one would overflow.
    expect(exclusion.length).toBeGreaterThan(2);
    const next = [...exclusion, `Exclusion criterion number ${exclusion.length + 1} applied.`];
    expect(fitsGroups([groups[0]!, { ...groups[1]!, list: next }], capacity)).toBe(false);
  });
});
