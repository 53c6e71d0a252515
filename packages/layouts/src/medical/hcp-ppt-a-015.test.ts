import { describe, expect, it } from 'vitest';
import { medicalTemplate2Theme } from '../themes';
import { element, resolve, sample, textEl } from '../testing/fixtures';

describe('hcp_ppt_a_015 (retrospective figure with a key-point header)', () => {
  it('writes the key point in white on the primary band over one large figure', () => {
    const r = resolve(sample('hcp_ppt_a_015', 'en'), { theme: medicalTemplate2Theme });
    const band = element(r, 'key_point_band');
    const head = textEl(r, 'key_point_header');
    if (band?.kind !== 'shape') throw new Error('no band');
    expect(band.fill).toBe(medicalTemplate2Theme.colours.primary);
    expect(head.colour).toBe('#FFFFFF');
    expect(head.text).toBe('Objective response 48.3% vs 29.7%; responses came early and lasted');
    const img = element(r, 'figure');
    if (img?.kind !== 'image') throw new Error('no figure');
    expect(img.box.y).toBeGreaterThan(band.box.y + band.box.h);
    expect(img.box.w).toBe(852);
    // A 1.6 picture in an 852 x 296 frame is limited by the height and centred.
    expect(img.drawBox.h).toBe(296);
    expect(img.drawBox.x).toBeCloseTo(img.box.x + (852 - 296 * 1.6) / 2, 6);
  });
});
