import { describe, expect, it } from 'vitest';
import { validateSlideContent } from '../validate/validate-slide';
import { hcpPptA036NumberedSample } from '../samples/medical/a-index';
import { overflowProblems, resolve, sample, stretch, textEl } from '../testing/fixtures';
import { HAS_NUMBER_ALL } from './hcp-ppt-a-036';

describe('hcp_ppt_a_036 (title panel + groups)', () => {
  it('lists up to three groups without numbers', () => {
    const r = resolve(sample('hcp_ppt_a_036', 'zh'));
    expect(r.variant).toBe('listed');
    expect(textEl(r, 'title').text).toBe('ORCHID-3研究核心结论');
    expect(textEl(r, 'groups.0.title').text).toBe('疗效显著');
    expect(textEl(r, 'groups.0.bullets').paragraphs.map((p) => p.kind)).toEqual(['bullet', 'bullet']);
    expect(r.elements.some((e) => e.key.endsWith('.number'))).toBe(false);
  });

  it('numbers every group, zero-padded, when there are more than three (has-number-all)', () => {
    const r = resolve(structuredClone(hcpPptA036NumberedSample.en));
    expect(r.variant).toBe(HAS_NUMBER_ALL);
    expect([0, 1, 2, 3].map((i) => textEl(r, `groups.${i}.number`).text)).toEqual(['01', '02', '03', '04']);
    expect(textEl(r, 'groups.3.title').text).toBe('Convenient dosing');
    expect(overflowProblems(resolve(stretch(structuredClone(hcpPptA036NumberedSample.zh), 4)))).toEqual([]);
  });

  it('refuses more than six groups and draws at most six', () => {
    const slide = structuredClone(hcpPptA036NumberedSample.en);
    const seven = Array.from({ length: 7 }, (_, i) => ({ group_title: `Group ${i + 1}`, list: ['text'] }));
    const long = {
      ...slide,
      content: slide.content.map((c) => (c.id === 'text_group' ? { ...c, long_text: seven } : c)),
    };
    expect(validateSlideContent(long).ok).toBe(false);
    const r = resolve(long);
    expect(
      r.elements.filter((e) => e.key.endsWith('.number')).map((e) => (e.kind === 'text' ? e.text : '')),
    ).toEqual(['01', '02', '03', '04', '05', '06']);
  });
});
