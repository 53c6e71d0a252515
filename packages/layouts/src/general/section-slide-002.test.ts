import { describe, expect, it } from 'vitest';
import { resolve, sample, textEl } from '../testing/fixtures';

describe('section_slide_002 (two columns)', () => {
  it('puts the two titled texts in equal panels side by side', () => {
    const r = resolve(sample('section_slide_002', 'en'));
    const [left, right] = [textEl(r, 'body_1'), textEl(r, 'body_2')];
    expect(left.box.w).toBe(right.box.w);
    expect(left.box.y).toBe(right.box.y);
    expect(right.box.x - left.box.x).toBe(450);
    expect(textEl(r, 'title_1').text).toBe('Velarimab + chemotherapy');
    expect(textEl(r, 'title_2').text).toBe('Placebo + chemotherapy');
    const panels = r.elements.filter(
      (e) => e.kind === 'shape' && e.key.startsWith('panel_') && !e.key.endsWith('_bar'),
    );
    expect(panels).toHaveLength(2);
  });
});
