import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';
import { generalTheme } from '../themes';

describe('section_slide_004 (quote / highlight)', () => {
  it('sets the statement large and centred, its highlighted segment coloured', () => {
    const statement = textEl(resolve(sample('section_slide_004', 'en')), 'statement');
    expect(statement).toMatchObject({ align: 'center', valign: 'middle', fontSize: 30, bold: true });
    const runs = statement.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.runs));
    expect(runs.filter((r) => r.highlight).map((r) => r.colour)).not.toHaveLength(0);
    expect(runs.filter((r) => r.highlight).every((r) => r.colour === generalTheme.colours.highlight)).toBe(
      true,
    );
  });

  it('shrinks a long statement and hides an empty source line', () => {
    const long = withContent(sample('section_slide_004', 'zh'), 'highlight', {
      id: 'highlight',
      type: 'text',
      text: '维拉利单抗联合化疗显著延长了无进展生存期和总生存期，'.repeat(6),
    });
    const r = resolve(withContent(long, 'text_1', null));
    expect(textEl(r, 'statement').fontSize).toBeLessThan(30);
    expect(textEl(r, 'statement').fit).not.toBe('clamped');
    expect(element(r, 'source')).toBeUndefined();
  });
});
