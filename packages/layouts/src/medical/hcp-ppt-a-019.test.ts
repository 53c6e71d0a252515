import { describe, expect, it } from 'vitest';
import { splitSlide } from '../render/split-slide';
import { groups } from '../samples/build';
import { medicalTemplate1Theme } from '../themes';
import { resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('hcp_ppt_a_019 (bullet groups)', () => {
  it('draws group titles in the primary colour with their bullets', () => {
    const theme = medicalTemplate1Theme;
    const r = resolve(sample('hcp_ppt_a_019', 'en'), { theme });
    const g = textEl(r, 'groups');
    const titles = g.paragraphs.filter((p) => p.kind === 'groupTitle');
    expect(titles).toHaveLength(3);
    expect(titles[0]!.colour).toBe(theme.colours.primary);
    expect(g.paragraphs.filter((p) => p.kind === 'bullet')).toHaveLength(6);
  });

  it('moves groups that do not fit to a continuation slide', () => {
    const many = Array.from({ length: 8 }, (_, i): [string, string[]] => [
      `Group ${i + 1}`,
      ['First point of the group, long enough to take a line', 'Second point', 'Third point'],
    ]);
    const s = withContent(sample('hcp_ppt_a_019', 'en'), 'text_group', groups('text_group', many));
    const parts = splitSlide(s, { theme: medicalTemplate1Theme });
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.slice(1).every((p) => p.by_split)).toBe(true);
    for (const p of parts) expect(resolve(p).needsSplit).toBe(false);
  });
});
