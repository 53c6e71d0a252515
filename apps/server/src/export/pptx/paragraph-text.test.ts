import { type ResolvedParagraph, wrapRuns } from '@prowrite/layouts';
import { describe, expect, it } from 'vitest';
import { paragraphRuns } from './paragraph-text';

const paragraph = (lines: ResolvedParagraph['lines']): ResolvedParagraph => ({
  kind: 'body',
  bold: false,
  indent: 0,
  spaceBefore: 0,
  lines,
});

const text = (p: ResolvedParagraph, source?: string) =>
  paragraphRuns(p, source)
    .map((r) => r.text)
    .join('');

describe('paragraphRuns', () => {
  it('joins wrapped lines back into the paragraph as written, spaces where the source has them', () => {
    const source =
      'Conversion within 90 min: 59/129 (45.7 %) vs 1/68 (1.5 %), p<0.0001; 转复率为45.7%（59/129例）';
    const lines = wrapRuns([{ text: source }], { maxWidth: 120, fontSize: 14 });
    expect(lines.length).toBeGreaterThan(3);
    expect(text(paragraph(lines), source)).toBe(source);
  });

  it('puts a space between two Latin words at a break when no source matches, none between CJK', () => {
    const latin = wrapRuns([{ text: 'median overall survival' }], { maxWidth: 70, fontSize: 14 });
    expect(latin.length).toBeGreaterThan(1);
    expect(text(paragraph(latin))).toBe('median overall survival');
    const cjk = wrapRuns([{ text: '意向性治疗人群中的中位总生存期' }], { maxWidth: 60, fontSize: 14 });
    expect(cjk.length).toBeGreaterThan(1);
    expect(text(paragraph(cjk), 'a different text')).toBe('意向性治疗人群中的中位总生存期');
  });

  it('keeps run styles, merging neighbours of the same look across line ends', () => {
    const runs = [
      { text: '主要终点 ' },
      { text: '45.7% vs 1.5%', bold: true, highlight: true, colour: '#C00000' },
    ];
    const lines = wrapRuns(runs, { maxWidth: 50, fontSize: 14 });
    expect(lines.length).toBeGreaterThan(2);
    const out = paragraphRuns(paragraph(lines), '主要终点 45.7% vs 1.5%');
    expect(out).toEqual([
      { text: '主要终点 ' },
      { text: '45.7% vs 1.5%', bold: true, highlight: true, colour: '#C00000' },
    ]);
  });

  it('writes no line break of its own and drops characters an XML part cannot hold', () => {
    const p = paragraph([{ runs: [{ text: 'a\nb\u0001c' }], width: 10 }]);
    expect(text(p)).toBe('a bc');
    expect(paragraphRuns(paragraph([]))).toEqual([]);
  });
});
