import type { Slide } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { sample } from '../testing/fixtures';
import { themes } from '../themes';
import { cutTexts, cutWhere } from './cut-texts';

const theme = themes.get('general')!;

const withText = (slide: Slide, id: string, text: string): Slide => ({
  ...slide,
  content: slide.content.map((c) => (c.id === id ? { ...c, text } : c)),
});

describe('cutTexts', () => {
  it('finds nothing on a sample that fits', () => {
    expect(cutTexts(sample('clinical_trial_001', 'en'), { theme, lang: 'en' })).toEqual([]);
  });

  it('names a sentence too long for its clamp box even at the floor size, with the "…" it shows', () => {
    const long =
      'Patients had a mean (± SD) age of 62.7 (±13.2) years, and a mean weight of 86.1 (±20.4) kg, and most of them were men with hypertension.';
    const cut = cutTexts(withText(sample('clinical_trial_001', 'en'), 'patients_basic_info_1', long), {
      theme,
      lang: 'en',
    });
    expect(cut).toHaveLength(1);
    expect(cut[0]).toMatchObject({ key: 'patients_info_1', contentId: 'patients_basic_info_1' });
    expect(cut[0]!.text.endsWith('…')).toBe(true);
  });

  it('does not count a text shrunk to fit whole', () => {
    const fits = 'Patients had a mean age of 62.7 years and a mean weight of 86.1 kg.';
    const slide = withText(sample('clinical_trial_001', 'en'), 'patients_basic_info_1', fits);
    expect(cutTexts(slide, { theme, lang: 'en' })).toEqual([]);
  });

  it('skips a slide whose layout is unknown instead of failing', () => {
    expect(
      cutTexts({ ...sample('clinical_trial_001', 'en'), slide_id: 'no_such_layout' }, { theme }),
    ).toEqual([]);
  });

  it('names a text whose trailing paragraphs the layout left out whole, with how many', () => {
    const many = Array.from({ length: 40 }, (_, i) => `Point ${i + 1}: adults with a confirmed diagnosis.`);
    const slide = withText(sample('section_slide_001', 'en'), 'text_1', many.join('\n'));
    const cut = cutTexts(slide, { theme, lang: 'en' }).filter((c) => c.dropped > 0);
    expect(cut).toHaveLength(1);
    expect(cut[0]!.contentId).toBe('text_1');
    expect(cutWhere(cut[0]!)).toMatch(/^\(\d+ paragraphs left out to fit\)$/);
    expect(cut[0]!.text).toContain('Point 1:');
    expect(cut[0]!.text).not.toContain('Point 40:');
    expect(cutWhere({ dropped: 0 })).toBe('(cut to fit)');
  });
});
