import { describe, expect, it } from 'vitest';
import { resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('section_slide_006 (key number)', () => {
  it('shows the number at 40 px on the panel with its label and the explanation', () => {
    const r = resolve(sample('section_slide_006', 'en'));
    expect(textEl(r, 'number')).toMatchObject({ text: 'HR 0.71', fontSize: 40, align: 'center' });
    expect(textEl(r, 'label').text).toMatch(/29% lower risk/);
    expect(textEl(r, 'body_title').text).toBe('What it means');
  });

  it('shrinks a long value to fit its panel', () => {
    const r = resolve(
      withContent(sample('section_slide_006', 'en'), 'highlight', {
        id: 'highlight',
        type: 'text',
        text: '22.4 vs 16.8 months',
      }),
    );
    const n = textEl(r, 'number');
    expect(n.fontSize).toBeLessThan(40);
    expect(n.fit).toBe('shrunk');
  });
});
