import { describe, expect, it } from 'vitest';
import { bullets } from '../samples/build';
import { resolve, sample, textEl, withContent } from '../testing/fixtures';

const withItems = (n: number) =>
  withContent(
    sample('hcp_ppt_a_022', 'en'),
    'text_1',
    bullets(
      'text_1',
      Array.from({ length: n }, (_, i) => `Item ${i + 1}`),
    ),
  );

describe('hcp_ppt_a_022 (three or more text items)', () => {
  it('numbers the cards 01, 02 ... and picks the grid by count', () => {
    const r = resolve(sample('hcp_ppt_a_022', 'en'));
    expect(r.variant).toBe('square');
    expect(textEl(r, 'items.0.number').text).toBe('01');
    expect(textEl(r, 'items.3.text').text).toBe('Review later-line options at progression');
    expect(resolve(withItems(3)).variant).toBe('row');
    const six = resolve(withItems(6));
    expect(six.variant).toBe('grid');
    expect(textEl(six, 'items.3.text').box.y).toBeGreaterThan(textEl(six, 'items.0.text').box.y);
    expect(textEl(six, 'items.3.text').box.x).toBe(textEl(six, 'items.0.text').box.x);
  });
});
