import { describe, expect, it } from 'vitest';
import { themeForSlide } from './theme-for-slide';

describe('themeForSlide (company-template flag)', () => {
  const on = { companyTemplate: true };

  it('swaps medical_template2 for medical_template1 on cover, section and closing slides when the flag is on', () => {
    for (const id of ['hcp_ppt_a_001', 'hcp_ppt_a_004', 'hcp_ppt_a_002', 'hcp_ppt_a_003', 'hcp_ppt_a_009'])
      expect(themeForSlide('medical_template2', id, on).id, id).toBe('medical_template1');
    expect(themeForSlide('medical_template2', 'cover_slide_001', on).id).toBe('medical_template1');
    expect(themeForSlide('medical_template2', 'chapter_title_001', on).id).toBe('medical_template1');
  });

  it('keeps medical_template2 on content slides', () => {
    for (const id of ['hcp_ppt_a_005', 'hcp_ppt_a_036', 'hcp_ppt_a_007', 'hcp_ppt_b_005'])
      expect(themeForSlide('medical_template2', id, on).id, id).toBe('medical_template2');
  });

  it('changes nothing with the flag off, for other templates or unknown slides', () => {
    expect(themeForSlide('medical_template2', 'hcp_ppt_a_001').id).toBe('medical_template2');
    expect(themeForSlide('medical_template2', 'hcp_ppt_a_001', { companyTemplate: false }).id).toBe(
      'medical_template2',
    );
    expect(themeForSlide('medical_template3', 'hcp_ppt_a_001', on).id).toBe('medical_template3');
    expect(themeForSlide('medical_template1', 'hcp_ppt_a_001', on).id).toBe('medical_template1');
    expect(themeForSlide('general', 'cover_slide_001', on).id).toBe('general');
    expect(themeForSlide('medical_template2', 'no_such_slide', on).id).toBe('medical_template2');
    expect(themeForSlide('nonsense', 'hcp_ppt_a_001', on).id).toBe('general');
  });
});
