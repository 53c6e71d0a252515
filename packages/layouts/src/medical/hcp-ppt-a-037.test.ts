import { describe, expect, it } from 'vitest';
import { resolve, sample, textEl } from '../testing/fixtures';

describe('hcp_ppt_a_037 (title + title-and-body pairs)', () => {
  it('lays the pairs on a 2 x 2 grid, each with its title and body', () => {
    const r = resolve(sample('hcp_ppt_a_037', 'en'));
    expect(textEl(r, 'pairs.0.title').text).toBe('Unmet need');
    expect(textEl(r, 'pairs.3.body').text).toMatch(/^Hierarchical testing/);
    expect(textEl(r, 'pairs.1.title').box.x).toBeGreaterThan(textEl(r, 'pairs.0.title').box.x);
    expect(textEl(r, 'pairs.2.title').box.y).toBeGreaterThan(textEl(r, 'pairs.0.title').box.y);
  });
});
