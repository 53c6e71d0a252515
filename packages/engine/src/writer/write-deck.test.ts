import { type Facts, measureText, type Slide, slideSchema } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { WRITER_LAYOUTS } from './layouts';
import { emptyFacts, TRIAL_PAGES, trialFacts } from './testing/trial-facts';
import { writeDeck } from './write-deck';
import { SUMMARY_ROWS } from './table-summary';

const write = (facts: Facts[], outLang: 'en' | 'zh-cn' = 'en', title?: string) =>
  writeDeck({
    ...(title ? { title } : {}),
    facts: facts.map((f, i) => ({ fileId: `file-${i}`, fileName: `paper-${i}.pdf`, facts: f })),
    template: 'general',
    outLang,
  });

const text = (slide: Slide | undefined, id: string) => slide?.content.find((c) => c.id === id)?.text;
const bySlideId = (deck: Slide[], id: string) => deck.filter((s) => s.slide_id === id);

describe('writeDeck with full trial facts', () => {
  const deck = write([trialFacts('file-0')]);

  it('composes cover, contents, chapters in order and closing', () => {
    expect(deck.map((s) => s.slide_id)).toEqual([
      'cover_slide_001_alt',
      'table_of_the_contents_001',
      'chapter_title_001',
      'clinical_trial_001',
      'slide_content_001',
      'chapter_title_001',
      'slide_table_001',
      'chapter_title_001',
      'section_slide_006',
      'section_slide_006',
      'chapter_title_001',
      'slide_table_001',
      'chapter_title_001',
      'section_slide_001',
      'chapter_title_001',
      'section_slide_007',
      'closing_slide_001',
    ]);
    expect(deck.map((s) => s.slide_num)).toEqual(deck.map((_, i) => i + 1));
    for (const slide of deck) {
      expect(slideSchema.parse(slide)).toEqual(slide);
      expect(slide.type).toBe(WRITER_LAYOUTS[slide.slide_id as keyof typeof WRITER_LAYOUTS].type);
    }
    const chapters = bySlideId(deck, 'chapter_title_001').map((s) => text(s, 'chapter_title'));
    expect(chapters).toEqual([
      'Study design',
      'Baseline characteristics',
      'Efficacy',
      'Safety',
      'Key figures',
      'Conclusions',
    ]);
    const toc = deck[1]!.content.find((c) => c.id === 'contents')!.list!;
    expect(toc.map((item) => (typeof item === 'string' ? item : item.text))).toEqual(chapters);
  });

  it('puts title, registry id, phase and a summary on the cover', () => {
    const cover = deck[0]!;
    expect(text(cover, 'presentation_title')).toBe(trialFacts().title!.value);
    expect(text(cover, 'presentation_subtitle')).toBe('NCT01234567 · Phase 3');
    // The summary is the primary result, written from the facts.
    expect(text(cover, 'brief_summary')).toBe(
      'Median progression-free survival: 9.6 months with Drug X vs 5.1 months with placebo; hazard ratio (HR) 0.62 (95% CI 0.51–0.75; p<0.0001) (statistically significant).',
    );
  });

  it('fills the trial-design chart with the facts that exist', () => {
    const chart = bySlideId(deck, 'clinical_trial_001')[0]!;
    expect(text(chart, 'overall_patient_number')).toBe('600');
    expect(text(chart, 'randomization_ratio')).toBe('2:1');
    expect(text(chart, 'ARM_A_treatment_name')).toBe('Drug X (n=400)');
    expect(text(chart, 'ARM_B_treatment_name')).toBe('placebo (n=200)');
    expect(text(chart, 'ARM_A_treatment_plan')).toBe('Drug X 10 mg orally once daily in 28-day cycles');
    expect(text(chart, 'blinding_randomization_type')).toBe('Phase 3 · Randomised · Double-blind');
    expect(text(chart, 'clinical_trial_number')).toBe('NCT01234567');
    expect(text(chart, 'cycle_length')).toBe('Cycle length: 28 days');
    expect(text(chart, 'primary_endpoint')).toBe('progression-free survival');
    expect(text(chart, 'secondary_endpoint')).toBe('overall survival\nobjective response rate');
    expect([1, 2, 3].map((n) => text(chart, `stratification_factor_${n}`))).toEqual([
      'region',
      'ECOG performance status',
      'prior therapy',
    ]);
    expect(text(chart, 'patients_basic_info_1')).toBe('Median age was 61 years and 58% were men.');
  });

  it('opens the efficacy chapter with the primary result, then the other hazard ratios as key numbers', () => {
    const [pfs, os] = bySlideId(deck, 'section_slide_006');
    expect(text(pfs, 'section_title')).toBe('Primary endpoint result');
    expect(text(pfs, 'highlight')).toBe('HR 0.62');
    expect(text(pfs, 'highlight_title')).toBe('median progression-free survival');
    expect(text(pfs, 'text_1')).toBe(
      '9.6 months with Drug X vs 5.1 months with placebo; hazard ratio (HR) 0.62 (95% CI 0.51–0.75; p<0.0001) (statistically significant).',
    );
    // Every number of the result is cited to the quote that prints it.
    const cited = (pfs!.provenance ?? []).filter((p) => p.content_id === 'text_1').map((p) => p.quote);
    expect(cited.some((q) => q.includes('9·6 months with Drug X'))).toBe(true);
    expect(cited.some((q) => q.includes('hazard ratio 0·62, 95% CI 0·51–0·75; p<0·0001'))).toBe(true);
    expect(text(os, 'section_title')).toBe('Overall survival');
    expect(text(os, 'text_1_title')).toBe('95% CI 0.66–0.97; p=0.02');
    // 0.8 is printed as the source prints it.
    expect(text(os, 'highlight')).toBe('HR 0.80');
  });

  it('uses the baseline and adverse-event tables and the cropped figure', () => {
    const [baseline, safety] = bySlideId(deck, 'slide_table_001');
    expect(text(baseline, 'slide_title')).toBe('Baseline characteristics');
    expect(baseline!.content.find((c) => c.id === 'table')!.json!.rows[1]).toEqual([
      'Men',
      '232 (58%)',
      '116 (58%)',
    ]);
    expect(text(baseline, 'footnote_left')).toBe('Source: Table 1 Baseline characteristics (p. 2)');
    expect(text(safety, 'slide_title')).toBe('Safety');
    const figure = bySlideId(deck, 'section_slide_001')[0]!;
    expect(text(figure, 'section_title')).toBe(
      'Figure 1 Kaplan-Meier estimates of progression-free survival',
    );
    expect(text(figure, 'text_1')).toBe('Curves separated early and stayed apart.');
    expect(figure.content.find((c) => c.id === 'image')!.img_arr![0]!.image_info!.url).toBe(
      '/api/files/file-0/figures/0',
    );
  });

  it('makes the concluding sentence the conclusion band', () => {
    const summary = bySlideId(deck, 'section_slide_007')[0]!;
    // The primary result leads; the authors' concluding sentence is the band, without its printed label.
    expect(summary.content.find((c) => c.id === 'group_summary')!.list).toEqual([
      text(deck[0], 'brief_summary'),
      'Drug X significantly prolonged progression-free survival compared with placebo.',
    ]);
    expect(text(summary, 'Conclusion_text')).toBe(
      'Drug X should be considered a new standard of care for advanced disease.',
    );
  });

  it('gives every slide that uses facts references and provenance whose quotes are on their pages', () => {
    for (const slide of deck) {
      const structural = ['table_of_the_contents_001', 'chapter_title_001', 'closing_slide_001'].includes(
        slide.slide_id,
      );
      if (structural) {
        expect(slide.reference).toEqual([]);
        continue;
      }
      expect(slide.reference.length, slide.slide_id).toBeGreaterThan(0);
      expect(slide.reference[0]).toMatchObject({
        id: 'file-0',
        article_idx: 0,
        article_title: trialFacts().title!.value,
      });
      expect(slide.provenance?.length).toBeGreaterThan(0);
      for (const p of slide.provenance ?? []) {
        expect(p.file_id).toBe('file-0');
        if (p.content_id !== 'image') expect(TRIAL_PAGES[p.page - 1]).toContain(p.quote);
      }
    }
    const chart = bySlideId(deck, 'clinical_trial_001')[0]!;
    expect(chart.reference[0]!.page).toBe(1);
    expect(chart.provenance).toContainEqual(
      expect.objectContaining({ content_id: 'overall_patient_number', text: '600' }),
    );
  });

  it('is deterministic', () => {
    expect(write([trialFacts('file-0')])).toEqual(deck);
  });
});

describe('writeDeck in Chinese', () => {
  const deck = write([trialFacts('file-0')], 'zh-cn');

  it('uses Chinese fixed headings and keeps quoted source text as written', () => {
    expect(text(deck[1], 'Title')).toBe('目录');
    expect(bySlideId(deck, 'chapter_title_001').map((s) => text(s, 'chapter_title'))).toEqual([
      '研究设计',
      '基线特征',
      '疗效',
      '安全性',
      '关键图表',
      '结论',
    ]);
    const chart = bySlideId(deck, 'clinical_trial_001')[0]!;
    expect(text(chart, 'title')).toBe('研究设计');
    expect(text(chart, 'blinding_randomization_type')).toBe('3期 · 随机 · 双盲');
    expect(text(chart, 'title_primary_endpoint')).toBe('主要终点');
    // Known endpoints and arms in Chinese from the glossary; other source wording marked as the source's.
    expect(text(chart, 'primary_endpoint')).toBe('无进展生存期');
    expect(text(chart, 'ARM_B_treatment_name')).toBe('安慰剂组 (n=200)');
    expect(text(chart, 'ARM_A_treatment_plan')).toBe(
      '原文：“Drug X 10 mg orally once daily in 28-day cycles”',
    );
    expect(text(deck.at(-1), 'Title')).toBe('谢谢');
    expect(text(bySlideId(deck, 'section_slide_006')[0], 'section_title')).toBe('主要终点结果');
    expect(text(bySlideId(deck, 'section_slide_006')[0], 'text_1')).toBe(
      '“Drug X”组为9.6个月，安慰剂组为5.1个月；风险比（HR）为0.62（95%置信区间：0.51–0.75；P<0.0001），差异具有统计学意义。',
    );
    expect(text(bySlideId(deck, 'section_slide_006')[1], 'section_title')).toBe('总生存期');
  });

  it('concludes from the primary result in Chinese; the English conclusion is only its source', () => {
    const summary = bySlideId(deck, 'section_slide_007')[0]!;
    // The bullet above states the numbers: the band says the conclusion in words, without repeating them.
    expect(JSON.stringify(summary.content.find((c) => c.id === 'group_summary')?.list)).toContain(
      '0.62（95%置信区间：0.51–0.75；P<0.0001）',
    );
    expect(text(summary, 'Conclusion_text')).toBe(
      '主要终点（无进展生存期）组间差异具有统计学意义，“Drug X”组高于安慰剂组，“Drug X”组更优。',
    );
    expect(JSON.stringify(summary.content)).not.toMatch(/原文|Interpretation/);
    const link = summary.provenance?.find((p) => p.quote.startsWith('Interpretation: Drug X'));
    expect(link?.content_id).toBe('Conclusion_text');
  });

  it('writes eligibility facts in Chinese from templates, the English criterion kept as the source', () => {
    const slide = deck.find((s) => JSON.stringify(s.content).includes('年龄≥18岁'));
    expect(slide, 'a slide with the age criterion').toBeDefined();
    expect(JSON.stringify(slide!.content)).not.toContain('Eligible patients were adults');
    const link = slide!.provenance?.find((p) => p.quote.startsWith('Eligible patients were adults aged 18'));
    expect(link?.text).toContain('年龄≥18岁');
  });

  it('quotes the English conclusion when the primary result has no significance to conclude from', () => {
    const base = trialFacts('file-0');
    const facts: Facts = { ...base, hazard_ratios: [] };
    const summary = bySlideId(write([facts], 'zh-cn'), 'section_slide_007')[0];
    expect(text(summary, 'Conclusion_text')).toBe(
      '原文：“Drug X should be considered a new standard of care for advanced disease.”',
    );
  });
});

describe('writeDeck leaves out what the facts do not have', () => {
  it('answers an empty deck for sources with no facts, or only a title', () => {
    expect(write([emptyFacts()])).toEqual([]);
    expect(write([])).toEqual([]);
    expect(write([{ ...emptyFacts(), title: trialFacts().title }])).toEqual([]);
  });

  it('drops missing fields instead of inventing them', () => {
    const facts = {
      ...trialFacts('file-0'),
      ratio: null,
      cycle_length: null,
      stratification_factors: [],
      registry_id: null,
    };
    const chart = bySlideId(write([facts]), 'clinical_trial_001')[0]!;
    const ids = chart.content.map((c) => c.id);
    for (const id of [
      'randomization_ratio',
      'cycle_length',
      'title_stratification_factors',
      'stratification_factor_1',
      'clinical_trial_number',
    ]) {
      expect(ids).not.toContain(id);
    }
    expect(text(chart, 'overall_patient_number')).toBe('600');
  });

  it('leaves out whole chapters without facts; a primary endpoint without a result is said so, with no number', () => {
    const facts = {
      ...trialFacts('file-0'),
      hazard_ratios: [],
      medians: [],
      tables: [],
      figures: [],
      key_sentences: [],
    };
    const deck = write([facts]);
    expect(bySlideId(deck, 'chapter_title_001').map((s) => text(s, 'chapter_title'))).toEqual([
      'Study design',
      'Efficacy',
    ]);
    expect(deck.map((s) => s.slide_id)).not.toContain('section_slide_006');
    const efficacy = bySlideId(deck, 'section_slide_001')[0];
    expect(text(efficacy, 'section_title')).toBe('Primary endpoint result');
    expect(text(efficacy, 'text_1')).toBe(
      'The primary endpoint was progression-free survival; the sources report no result for it that could be read as numbers.',
    );
    expect(text(deck[0], 'brief_summary')).toBeUndefined();
  });

  it('skips figures that could not be cropped', () => {
    const facts = trialFacts('file-0');
    facts.figures = facts.figures.map((f) => ({ ...f, url: '' }));
    expect(bySlideId(write([facts]), 'section_slide_001')).toEqual([]);
  });

  it('shows medians without a hazard ratio side by side per arm', () => {
    const facts = { ...trialFacts('file-0'), hazard_ratios: [] };
    const deck = write([facts]);
    // The primary endpoint's medians are its result (two arms: the highlight); the others side by side.
    const primary = bySlideId(deck, 'section_slide_006')[0];
    expect(text(primary, 'highlight')).toBe('9.6 months vs 5.1 months');
    const [medians] = bySlideId(deck, 'section_slide_002');
    expect(text(medians, 'text_1_title')).toBe('Drug X');
    expect(text(medians, 'text_1')).toBe('overall survival: 24.1 months');
    expect(text(medians, 'text_2_title')).toBe('placebo');
  });

  it('writes grouped design text for a trial the two-arm chart cannot show', () => {
    const base = trialFacts('file-0');
    const third = {
      ...base.arms[0]!,
      label: 'C',
      name: { ...base.arms[0]!.name, value: 'Drug X high dose' },
    };
    const deck = write([{ ...base, arms: [...base.arms, third] }]);
    expect(bySlideId(deck, 'clinical_trial_001')).toEqual([]);
    const design = bySlideId(deck, 'slide_content_001')[0]!;
    expect(text(design, 'slide_title')).toBe('Study design');
    const groups = design.content.find((c) => c.id === 'text_group')!.long_text!;
    expect(groups.map((g) => g.group_title)).toEqual([
      'Study design',
      'Treatment arms',
      'Primary endpoint',
      'Secondary endpoints',
      'Stratification factors',
    ]);
    // One per line these groups are taller than the slide: the short design lines run on in one bullet
    // rather than leaving a few lines to a continuation (decision 0079); the arms stay one per line.
    expect(groups[0]!.list.join('; ')).toContain('Patients randomised: N=600; Randomisation ratio: 2:1');
    expect(groups[1]!.list).toHaveLength(3);
  });

  it('lists all hazard ratios in a table when an endpoint has more than one', () => {
    const facts = trialFacts('file-0');
    facts.hazard_ratios.push({
      ...facts.hazard_ratios[0]!,
      value: 0.7,
      ci_low: null,
      ci_high: null,
      p: null,
    });
    const [hrTable] = bySlideId(write([facts]), 'slide_table_001').filter(
      (s) => text(s, 'slide_title') === 'Hazard ratios',
    );
    expect(hrTable!.content.find((c) => c.id === 'table')!.json).toEqual({
      headers: ['Endpoint', 'HR', '95% CI', 'p', 'Page'],
      rows: [
        ['progression-free survival', '0.62', '0.51–0.75', '<0.0001', '2'],
        ['overall survival', '0.80', '0.66–0.97', '0.02', '2'],
        ['progression-free survival', '0.7', '', '', '2'],
      ],
    });
  });
});

describe('writeDeck limits', () => {
  it('fits hostile, very long texts within the layout limits', () => {
    const facts = trialFacts('file-0');
    const long = `${'Extremely long plan text '.repeat(400)}end`;
    facts.arms[0]!.plan = { value: long, source: facts.arms[0]!.plan!.source };
    facts.title = { value: `标题${'很长'.repeat(300)}`, source: facts.title!.source };
    facts.key_sentences[0] = {
      value: '\u0000\u202e'.repeat(10) + 'x'.repeat(5000),
      source: facts.key_sentences[0]!.source,
    };
    const deck = write([facts]);
    for (const slide of deck) {
      const limits: Record<string, number> =
        WRITER_LAYOUTS[slide.slide_id as keyof typeof WRITER_LAYOUTS].limits;
      for (const item of slide.content) {
        const limit = limits[item.id];
        if (limit !== undefined && item.text)
          expect(measureText(item.text), `${slide.slide_id}.${item.id}`).toBeLessThanOrEqual(limit);
        // Nothing is cut to fit: a text too long even for its first sentence is left out.
        for (const t of [item.text ?? '', ...((item.list ?? []) as string[])])
          expect(String(t)).not.toMatch(/…$/);
      }
    }
    expect(text(bySlideId(deck, 'clinical_trial_001')[0], 'ARM_A_treatment_plan')).toBeUndefined();
    // A title too long for the cover gives way to the file name rather than being cut.
    expect(text(deck[0], 'presentation_title')).toBe('paper-0.pdf');
  });

  it('summarises a long table to its key rows (two slides at most) and says how many rows it left out', () => {
    const facts = trialFacts('file-0');
    facts.tables[0]!.rows = [
      ['Age, years', '61', '60'],
      ...Array.from({ length: 130 }, (_, i) => [`Row ${i}`, String(i), String(i * 2)]),
    ];
    const baseline = bySlideId(write([facts]), 'slide_table_001').filter(
      (s) => text(s, 'slide_title') === 'Baseline characteristics',
    );
    expect(baseline).toHaveLength(1);
    const rows = baseline[0]!.content.find((c) => c.id === 'table')!.json!.rows;
    expect(rows).toHaveLength(SUMMARY_ROWS);
    expect(rows[0]![0]).toBe('Age, years');
    expect(text(baseline[0]!, 'footnote_left')).toContain(
      `excerpt; ${131 - SUMMARY_ROWS} more rows in the source`,
    );
  });

  it('cites at most three sources per slide, in source order', () => {
    const deck = write([0, 1, 2, 3].map((i) => trialFacts(`file-${i}`)));
    const summary = bySlideId(deck, 'section_slide_007')[0]!;
    // Key sentences repeat across the four copies and are kept once: one source.
    expect(summary.reference.map((r) => r.id)).toEqual(['file-0']);
    const deckOfDistinct = write(
      [0, 1, 2, 3].map((i) => {
        const f = trialFacts(`file-${i}`);
        f.key_sentences = f.key_sentences.map((k) => ({ ...k, value: k.value.replace(/\.$/, ` (${i}).`) }));
        return f;
      }),
    );
    const refs = bySlideId(deckOfDistinct, 'section_slide_007')[0]!.reference;
    expect(refs.map((r) => [r.id, r.article_idx])).toEqual([
      ['file-0', 0],
      ['file-1', 1],
      ['file-2', 2],
    ]);
    expect(bySlideId(deckOfDistinct, 'clinical_trial_001')).toHaveLength(4);
  });

  it('uses a given deck title over the trial title', () => {
    expect(text(write([trialFacts('file-0')], 'en', 'My deck')[0], 'presentation_title')).toBe('My deck');
  });
});
