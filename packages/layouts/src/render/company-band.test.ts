import { describe, expect, it } from 'vitest';
import { element, resolve, sample } from '../testing/fixtures';
import { medicalTemplate3Theme } from '../themes';

describe('company element (brand band)', () => {
  it('is drawn on top, in the theme colours, only when the flag is on', () => {
    const slide = sample('hcp_ppt_a_005', 'en');
    expect(element(resolve(slide), 'company_band')).toBeUndefined();
    const r = resolve(slide, { theme: medicalTemplate3Theme, companyElement: true });
    expect(r.elements.at(-1)?.key).toBe('company_band_accent');
    expect(element(r, 'company_band')).toMatchObject({
      kind: 'shape',
      box: { x: 0, y: 0, w: 200, h: 8 },
      fill: medicalTemplate3Theme.colours.accent,
    });
  });
});
