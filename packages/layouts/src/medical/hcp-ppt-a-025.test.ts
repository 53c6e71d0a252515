import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';
import { expectSpecTable } from '../testing/table-slides';

describe('hcp_ppt_a_025 (table with a figure)', () => {
  it('draws a spec table 440 px wide that splits when too long (40 rows)', () => {
    expectSpecTable('hcp_ppt_a_025', 440);
  });

  it('draws the figure at the right with its key_info caption, contained by its ratio', () => {
    const r = resolve(sample('hcp_ppt_a_025', 'zh'));
    const img = element(r, 'figure.0.image');
    if (img?.kind !== 'image') throw new Error('no figure');
    expect(img.box.x).toBeGreaterThan(48 + 440);
    expect(img.drawBox.w / img.drawBox.h).toBeCloseTo(1.6, 6);
    expect(textEl(r, 'figure.0.caption').text).toBe('≥3级不良事件发生率');
    const none = resolve(withContent(sample('hcp_ppt_a_025', 'zh'), 'figure', null));
    expect(element(none, 'figure.0.frame')).toBeUndefined();
  });
});
