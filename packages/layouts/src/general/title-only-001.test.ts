import { describe, expect, it } from 'vitest';
import { resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('title_only_001', () => {
  it('centres one title on the section background', () => {
    const r = resolve(sample('title_only_001', 'en'));
    expect(textEl(r, 'title')).toMatchObject({
      text: 'Safety results',
      align: 'center',
      valign: 'middle',
      fontSize: 40,
    });
    expect(r.background.colour).toMatch(/^#/);
  });

  it('shrinks a long title, not below 26', () => {
    const r = resolve(
      withContent(sample('title_only_001', 'zh'), 'Title', {
        id: 'Title',
        type: 'text',
        text: '长期安全性随访结果与特殊不良事件分析'.repeat(5),
      }),
    );
    const title = textEl(r, 'title');
    expect(title.fontSize).toBeLessThan(40);
    expect(title.fontSize).toBeGreaterThanOrEqual(26);
  });
});
