import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('closing_slide_001', () => {
  it('shows the CONTACT US block with the team contact the slide carries', () => {
    const en = resolve(sample('closing_slide_001', 'en'));
    expect(textEl(en, 'contact_label').text).toBe('CONTACT US');
    expect(textEl(en, 'contact').text).toBe('Prowrite Customer Success\ncs@prowrite.local');
    const team = resolve(
      withContent(sample('closing_slide_001', 'zh'), 'Contact', {
        id: 'Contact',
        type: 'text',
        text: '医学部 medinfo@example.com',
      }),
    );
    expect(textEl(team, 'contact').text).toBe('医学部 medinfo@example.com');
  });

  it('hides the whole CONTACT US block when the team has no contact (no placeholder address)', () => {
    const none = resolve(withContent(sample('closing_slide_001', 'en'), 'Contact', null));
    for (const key of ['contact_label', 'contact', 'divider'])
      expect(element(none, key), key).toBeUndefined();
    expect(JSON.stringify(none)).not.toContain('prowrite.local');
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
