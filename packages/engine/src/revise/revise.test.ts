import type { Slide } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { namedFactIn, namedFactSentence } from './named-facts';
import { revisionIntentOf, slideNumberIn } from './revision-intent';
import { sentenceParts } from './sentence-parts';
import { addFactToSlide, matchingSlide, shortenSlide, slideTextChanges } from './slide-revisions';

const prov = (text: string, quote: string) => ({ text, file_id: 'f', page: 2, quote });

function conclusionSlide(text: string): Slide {
  return {
    slide_num: 5,
    slide_id: 'section_slide_007',
    type: '',
    content: [
      { id: 'Title', type: 'text', text: 'Conclusion' },
      { id: 'Conclusion_text', type: 'text', text },
    ],
    catchy_title: '',
    reference: [],
    by_split: false,
    modify_flag: false,
    comment_num: 0,
    is_read_comment: true,
    provenance: [prov('HR 0.62', 'hazard ratio 0.62 (95% CI 0.51-0.75)')],
  };
}

describe('revisionIntentOf', () => {
  it.each([
    ['Make the conclusion shorter', { kind: 'shorten' }],
    ['请精简第3页', { kind: 'shorten' }],
    ['Translate this slide to Chinese', { kind: 'translate', to: 'zh-cn' }],
    ['把这一页翻译成英文', { kind: 'translate', to: 'en' }],
    ['add the secondary endpoint', { kind: 'add_fact', fact: 'secondary_endpoints' }],
    ['添加主要终点', { kind: 'add_fact', fact: 'primary_endpoint' }],
    ['add something nice', { kind: 'add_fact', fact: null }],
    ['Rewrite the conclusion more persuasively', { kind: 'open' }],
    ['What was the primary endpoint?', { kind: 'question' }],
    ['How could we make the conclusion shorter?', { kind: 'question' }],
    ['主要终点是什么？', { kind: 'question' }],
  ])('%s', (message, intent) => {
    expect(revisionIntentOf(message)).toEqual(intent);
  });

  it('reads the slide a message names', () => {
    expect(slideNumberIn('shorten slide 4')).toBe(4);
    expect(slideNumberIn('缩短第 12 页')).toBe(12);
    expect(slideNumberIn('shorten the slides')).toBeNull();
    expect(namedFactIn('add the NCT number')).toBe('registry_id');
  });
});

describe('sentenceParts', () => {
  it('splits English and Chinese sentences and list lines, printing the text exactly when joined', () => {
    for (const text of [
      'The trial met its endpoint. Survival was longer (HR 0.62). Toxicity was mild.',
      '试验达到主要终点。生存期延长。毒性可控。',
      'PFS\nOS\nresponse rate',
    ])
      expect(sentenceParts(text).join('')).toBe(text);
    expect(sentenceParts('A was better. B was worse.')).toHaveLength(2);
    expect(sentenceParts('试验达到主要终点。生存期延长。')).toHaveLength(2);
  });
});

describe('shortenSlide', () => {
  it('drops whole sentences from the end, keeping the first and the primary result', () => {
    const text =
      'Drug X improved survival in advanced disease (HR 0.62). Patients lived longer overall with it. ' +
      'Adverse events were mostly mild and manageable. Quality of life was maintained throughout the study.';
    const result = shortenSlide(conclusionSlide(text), [['HR 0.62']]);
    if (!('slide' in result)) throw new Error('expected a slide');
    const after = result.slide.content.find((c) => c.id === 'Conclusion_text')!.text!;
    expect(text.startsWith(after)).toBe(true);
    expect(after).toContain('HR 0.62');
    expect(after.length).toBeLessThanOrEqual((text.length * 2) / 3);
    expect(result.slide.provenance).toEqual([prov('HR 0.62', 'hazard ratio 0.62 (95% CI 0.51-0.75)')]);
  });

  it('refuses a text of one sentence instead of cutting it', () => {
    const one = 'Drug X improved overall survival in patients with advanced disease compared with placebo.';
    expect(shortenSlide(conclusionSlide(one), [])).toEqual({ refused: 'nothing_to_shorten' });
  });
});

describe('addFactToSlide', () => {
  const facts = {
    secondary_endpoints: [
      {
        value: 'progression-free survival',
        source: {
          file_id: 'f',
          page: 3,
          quote: 'Secondary endpoints were progression-free survival and safety.',
        },
      },
      {
        value: 'safety',
        source: {
          file_id: 'f',
          page: 3,
          quote: 'Secondary endpoints were progression-free survival and safety.',
        },
      },
    ],
  } as unknown as Parameters<typeof namedFactSentence>[0][number];

  it('appends the fact as printed, with the provenance of each value', () => {
    const sentence = namedFactSentence([facts], 'secondary_endpoints', 'en')!;
    expect(sentence.text).toBe('Secondary endpoints: progression-free survival; safety.');
    const slide = conclusionSlide('Drug X improved survival.');
    const result = addFactToSlide(slide, sentence, 'en');
    if (!('slide' in result)) throw new Error('expected a slide');
    expect(slideTextChanges(slide, result.slide)).toEqual([
      {
        content_id: 'Conclusion_text',
        before: 'Drug X improved survival.',
        after: 'Drug X improved survival. Secondary endpoints: progression-free survival; safety.',
      },
    ]);
    expect(result.slide.provenance!.slice(1).map((p) => [p.text, p.content_id, p.page])).toEqual([
      ['progression-free survival', 'Conclusion_text', 3],
      ['safety', 'Conclusion_text', 3],
    ]);
    expect(addFactToSlide(result.slide, sentence, 'en')).toEqual({ refused: 'already_there' });
  });

  it('refuses when the box has no room, and says nothing for a fact no source states', () => {
    const full = conclusionSlide('x'.repeat(2000));
    const sentence = namedFactSentence([facts], 'secondary_endpoints', 'zh-cn')!;
    expect(sentence.text.startsWith('次要终点：')).toBe(true);
    expect(addFactToSlide(full, sentence, 'zh-cn')).toEqual({ refused: 'no_room' });
    expect(namedFactSentence([facts], 'secondary_endpoints', 'en')).not.toBeNull();
    expect(namedFactSentence([{ ...facts, registry_id: null }], 'registry_id', 'en')).toBeNull();
  });
});

describe('matchingSlide', () => {
  it('finds the same layout showing the same facts, and nothing for a slide without provenance', () => {
    const mine = conclusionSlide('Drug X improved survival.');
    const zh = { ...conclusionSlide('X药改善了生存。'), slide_num: 9 };
    const other = { ...zh, provenance: [prov('HR 0.7', 'another quote')] };
    expect(matchingSlide(mine, [other, zh])).toBe(zh);
    expect(matchingSlide({ ...mine, provenance: [] }, [zh])).toBeNull();
  });
});
