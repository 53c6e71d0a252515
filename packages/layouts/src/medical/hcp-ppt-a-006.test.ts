import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('hcp_ppt_a_006 (key points, supplement points, key conclusion)', () => {
  it('shows key-point bullets, supplement bullets and the conclusion banner', () => {
    const r = resolve(sample('hcp_ppt_a_006', 'en'));
    expect(textEl(r, 'key_points_title').text).toBe('Main efficacy');
    expect(textEl(r, 'key_points').paragraphs).toHaveLength(3);
    expect(textEl(r, 'supplement_points').paragraphs[0]?.kind).toBe('bullet');
    expect(textEl(r, 'conclusion').fill).toBeDefined();
    expect(element(r, 'references')).toMatchObject({ kind: 'references' });
  });

  it('hides an empty conclusion and falls back to a default key-points title', () => {
    let slide = withContent(sample('hcp_ppt_a_006', 'zh'), 'key_conclusion', null);
    slide = withContent(slide, 'key_points_title', null);
    const r = resolve(slide);
    expect(element(r, 'conclusion')).toBeUndefined();
    expect(textEl(r, 'key_points_title').text).toBe('要点');
  });
});
