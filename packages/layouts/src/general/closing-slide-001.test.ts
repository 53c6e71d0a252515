import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('closing_slide_001', () => {
  it('shows the fixed CONTACT US block with the customer-success contact', () => {
    const en = resolve(sample('closing_slide_001', 'en'));
    expect(textEl(en, 'contact_label').text).toBe('CONTACT US');
    expect(textEl(en, 'contact').text).toBe('Prowrite Customer Success\ncs@prowrite.local');
    expect(textEl(resolve(sample('closing_slide_001', 'zh')), 'contact').text).toMatch(
      /^Prowrite 客户成功团队/,
    );
  });

  it('says Thank you / 谢谢 when the title is empty and hides an empty subtitle', () => {
    const en = resolve(
      withContent(withContent(sample('closing_slide_001', 'en'), 'Title', null), 'Subtitle', null),
    );
    expect(textEl(en, 'title').text).toBe('Thank you');
    expect(element(en, 'subtitle')).toBeUndefined();
    const zh = resolve(withContent(sample('closing_slide_001', 'zh'), 'Title', null));
    expect(textEl(zh, 'title').text).toBe('谢谢');
  });
});
