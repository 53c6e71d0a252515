import { describe, expect, it } from 'vitest';
import { TRIAL_PAGES, trialFacts } from '../writer/testing/trial-facts';
import { writeDeck } from '../writer/write-deck';
import { checkWork, isThin } from './check-work';
import type { Slide } from '@prowrite/contracts';
import { englishSentences, letterCounts } from './language';
import { truncation } from './truncation';

const deck = (lang: 'en' | 'zh-cn') =>
  writeDeck({
    facts: [{ fileId: 'f', fileName: 'a.pdf', facts: trialFacts('f') }],
    template: 'general',
    outLang: lang,
  });

describe('truncation', () => {
  it('finds ellipses and sentences left open, not headings or value lists', () => {
    expect(truncation('Patients were randomised to drug or…')).toBe('ellipsis');
    expect(truncation('Patients were randomised to drug A or placebo in a ratio of 2:1 and')).toBe(
      'mid-sentence',
    );
    expect(truncation('Patients with a history of atrial fibrillation were enrolled at forty sites')).toBe(
      'mid-sentence',
    );
    expect(truncation('Patients were randomised to drug A or placebo in a ratio of 2:1.')).toBeNull();
    expect(truncation('Baseline characteristics')).toBeNull();
    expect(truncation('overall survival in the intention-to-treat population')).toBeNull();
  });
});

describe('language', () => {
  it('counts letters outside marked quotes and finds English sentences in Chinese text', () => {
    expect(letterCounts('主要终点：原文：“The drug was better than placebo.”', 'zh-cn')).toEqual({
      own: 4,
      other: 0,
    });
    expect(
      englishSentences('维纳卡兰组为45.7%，The drug was better than placebo in this trial.'),
    ).toHaveLength(1);
    // Drug names, acronyms and marked quotes are not English sentences.
    expect(englishSentences('EOC组（epirubicin, oxaliplatin, and capecitabine）')).toEqual([]);
    expect(englishSentences('原文：“The drug was better than placebo in this trial.”')).toEqual([]);
  });
});

describe('checkWork', () => {
  it('reports the fixture deck: primary stated, nothing cut, every number in the sources', () => {
    const check = checkWork({
      lang: 'en',
      slides: deck('en'),
      facts: [trialFacts('f')],
      sourceTexts: TRIAL_PAGES,
    });
    expect(check.primary).toBe('stated');
    expect(check.truncated).toEqual([]);
    expect(check.unsourcedNumbers).toEqual([]);
    expect(check.languageShare).toBe(1);
  });

  it('counts a text the layout cut to fit its box as truncated, where the resolver found it', () => {
    const cut = [
      { where: 'slide 3 clinical_trial_001.patients_basic_info_1 (cut to fit)', text: 'Patients had a me…' },
    ];
    const check = checkWork({
      lang: 'en',
      slides: deck('en'),
      facts: [trialFacts('f')],
      sourceTexts: TRIAL_PAGES,
      cut,
    });
    expect(check.truncated).toEqual(cut);
  });

  it('flags a changed number, a cut text, an unlabelled continuation and a missing primary result', () => {
    const slides = deck('en');
    const primary = slides.find((s) => s.catchy_title === 'Primary endpoint result')!;
    const edited = slides.map((s) =>
      s === primary
        ? {
            ...s,
            content: s.content.map((c) =>
              c.id === 'text_1' ? { ...c, text: 'Patients did better with…' } : c,
            ),
          }
        : s,
    );
    const table = edited.find((s) => s.slide_id === 'slide_table_001')!;
    edited.push({
      ...table,
      slide_num: 99,
      by_split: true,
      content: table.content.map((c) => (c.json ? { ...c, json: { ...c.json, headers: [] } } : c)),
    });
    edited.push({
      ...primary,
      slide_num: 100,
      content: [{ id: 'text_1', type: 'text', text: 'HR 0.52 (95% CI 0.40–0.66).' }],
    });
    const check = checkWork({
      lang: 'en',
      slides: edited,
      facts: [trialFacts('f')],
      sourceTexts: TRIAL_PAGES,
    });
    expect(check.truncated.map((t) => t.text)).toContain('Patients did better with…');
    expect(check.unlabelledContinuations).toHaveLength(1);
    expect(check.unsourcedNumbers.map((n) => n.text)).toEqual(expect.arrayContaining(['0.52', '0.40–0.66']));
    // The cover and the conclusions still state it; without them the primary result is missing.
    const bare = edited.filter((s) => !['cover_slide_001_alt', 'section_slide_007'].includes(s.slide_id));
    expect(
      checkWork({ lang: 'en', slides: bare, facts: [trialFacts('f')], sourceTexts: TRIAL_PAGES }).primary,
    ).toBe('missing');
  });

  it('judges fill by the kind of slide: a key number with its label is full, a short content slide is thin', () => {
    const slide = (slide_id: string, type: string, content: [string, string][]): Slide =>
      ({
        ...deck('en')[0]!,
        slide_id,
        type,
        by_split: false,
        content: content.map(([id, text]) => ({ id, type: 'text', text })),
      }) as Slide;
    expect(isThin(slide('section_slide_006', 'section_slide', [['highlight', 'HR 0.92']]))).toBe(true);
    expect(
      isThin(
        slide('section_slide_006', 'section_slide', [
          ['highlight', 'HR 0.92'],
          ['highlight_title', 'Overall survival'],
        ]),
      ),
    ).toBe(false);
    expect(isThin(slide('chapter_001', 'chapter_title', [['title', 'Results']]))).toBe(false);
    expect(isThin(slide('slide_content_001', 'content', [['text_group', 'Age ≥18 years']]))).toBe(true);
    expect(isThin(slide('slide_content_001', 'content', [['text_group', 'x'.repeat(80)]]))).toBe(false);
    // A table cell counts what it prints: three rows of long labels fill a slide, three rows of numbers do not.
    const table = (rows: string[][]): Slide =>
      ({
        ...slide('slide_table_001', 'table', []),
        content: [{ id: 'table', type: 'table', json: { headers: ['', 'A', 'B'], rows } }],
      }) as Slide;
    const label = 'Any repeat ablation or surgery for recurrence after the index procedure';
    expect(
      isThin(
        table([
          [label, '2', '5'],
          [label, '1', '1'],
        ]),
      ),
    ).toBe(false);
    expect(
      isThin(
        table([
          ['1', '2', '5'],
          ['3', '1', '1'],
          ['. . . . . .', '', ''],
        ]),
      ),
    ).toBe(true);
  });

  it('counts English row labels of a Chinese table as English; INNs, units, acronyms and marked words not', () => {
    const slides = deck('zh-cn');
    const base = checkWork({ lang: 'zh-cn', slides, facts: [trialFacts('f')], sourceTexts: TRIAL_PAGES });
    const withTable = (rows: string[][]) =>
      slides.map((s) =>
        s.slide_id === 'slide_table_001'
          ? {
              ...s,
              content: s.content.map((c) =>
                c.json ? { ...c, json: { headers: ['特征', 'Vernakalant (n = 129)'], rows } } : c,
              ),
            }
          : s,
      );
    const check = (rows: string[][]) =>
      checkWork({
        lang: 'zh-cn',
        slides: withTable(rows),
        facts: [trialFacts('f')],
        sourceTexts: TRIAL_PAGES,
      });
    const named = check([
      ['“Frobnication syndrome”', '1 (0.8)'],
      ['HbA1c（%）', '7.1 (1.2)'],
      ['收缩压（mmHg）', '130 (12)'],
    ]);
    expect(named.languageShare).toBe(base.languageShare);
    const english = check([['Duration of current AF episode', '41.0 (36.3)']]);
    expect(english.languageShare).toBeLessThan(base.languageShare);
    // An English deck does not count its tables' cells (a Chinese source's table is not translated).
    const en = checkWork({
      lang: 'en',
      slides: deck('en'),
      facts: [trialFacts('f')],
      sourceTexts: TRIAL_PAGES,
    });
    expect(en.languageShare).toBe(1);
  });
});
