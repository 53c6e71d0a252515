import { describe, expect, it } from 'vitest';
import { medicalTemplate3Theme } from '../themes';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('hcp_ppt_a_018 (section slide with one figure)', () => {
  it('writes the section title at 30 px in white on the primary panel, the figure at the right', () => {
    const r = resolve(sample('hcp_ppt_a_018', 'en'), { theme: medicalTemplate3Theme });
    const title = textEl(r, 'title');
    expect(title.fontSize).toBe(30);
    expect(title.colour).toBe('#FFFFFF');
    const panel = element(r, 'panel');
    if (panel?.kind !== 'shape') throw new Error('no panel');
    expect(panel.fill).toBe(medicalTemplate3Theme.colours.primary);
    expect(element(r, 'figure')!.box.x).toBeGreaterThan(panel.box.x + panel.box.w);
    expect(element(r, 'header')).toBeUndefined();
  });

  it('hides the summary when empty', () => {
    const r = resolve(withContent(sample('hcp_ppt_a_018', 'en'), 'summary', null));
    expect(element(r, 'summary')).toBeUndefined();
  });
});
