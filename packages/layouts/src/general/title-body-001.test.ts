import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';
import { generalTheme } from '../themes';

describe('title_body_001 (two-part title with body)', () => {
  it('sets the lead part in the primary colour above the second part and the body', () => {
    const r = resolve(sample('title_body_001', 'en'));
    expect(textEl(r, 'title')).toMatchObject({ text: 'Background', colour: generalTheme.colours.primary });
    expect(textEl(r, 'subtitle').colour).toBe(generalTheme.colours.title);
    expect(textEl(r, 'body').paragraphs).toHaveLength(3);
  });

  it('hides an empty second part', () => {
    expect(
      element(resolve(withContent(sample('title_body_001', 'zh'), 'subtitle', null)), 'subtitle'),
    ).toBeUndefined();
  });
});
