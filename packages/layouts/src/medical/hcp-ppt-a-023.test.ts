import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl } from '../testing/fixtures';

describe('hcp_ppt_a_023 (bullets of the first array)', () => {
  it('shows only the first group: its title as the lead and its items as bullets', () => {
    const r = resolve(sample('hcp_ppt_a_023', 'en'));
    expect(textEl(r, 'first.0.title').text).toBe('What ORCHID-3 shows');
    const b = textEl(r, 'first.0.bullets');
    expect(b.paragraphs).toHaveLength(4);
    expect(b.paragraphs.every((p) => p.kind === 'bullet')).toBe(true);
    expect(element(r, 'first.1.bullets')).toBeUndefined();
    expect(JSON.stringify(r)).not.toContain('A second group');
  });
});
