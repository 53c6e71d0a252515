import { measureText } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { CJK_UNITS, glyphUnits, textWidthPx } from './glyph-width';
import { ellipsise, lineText, wrapRuns } from './measure';

const texts = (lines: ReturnType<typeof wrapRuns>) => lines.map(lineText);

describe('glyph widths', () => {
  it('counts CJK as a little over 2 units (LibreOffice draws up to 0.83 % over an em); the spec counts 2', () => {
    expect(glyphUnits('中')).toBe(CJK_UNITS);
    expect(CJK_UNITS).toBeGreaterThan(2 * 1.0083);
    expect(CJK_UNITS).toBeLessThan(2 * 1.01);
    expect(textWidthPx('研究设计', 20)).toBeCloseTo(80.72, 2);
    expect(measureText('研究设计')).toBe(8);
    // Non-CJK signs outside ASCII keep their 2 units (they are narrower than that already).
    expect(glyphUnits('≥')).toBe(2);
  });

  it('gives Latin narrow, normal, capital and wide classes, bold wider', () => {
    expect(glyphUnits('i')).toBeLessThan(glyphUnits('a'));
    expect(glyphUnits('a')).toBeLessThan(glyphUnits('A'));
    expect(glyphUnits('A')).toBeLessThan(glyphUnits('W'));
    expect(glyphUnits('a', true)).toBeGreaterThan(glyphUnits('a'));
    expect(glyphUnits('中', true)).toBe(CJK_UNITS);
  });
});

describe('wrapRuns', () => {
  it('wraps Chinese between characters at the box width', () => {
    // 10 px font: each character 10.09 px; 51 px holds 5.
    const lines = wrapRuns([{ text: '维拉利单抗联合化疗一线治疗' }], { maxWidth: 51, fontSize: 10 });
    expect(texts(lines)).toEqual(['维拉利单抗', '联合化疗一', '线治疗']);
    expect(lines[0]!.width).toBe(50.45);
  });

  // LibreOffice wraps the last character of a Chinese line that fills its box exactly (its advance at 10 px
  // is 10.08 px, measured in decision 0075): such a line must not be taken as fitting.
  it('does not fill a box exactly with Chinese', () => {
    const lines = wrapRuns([{ text: '维拉利单抗' }], { maxWidth: 50, fontSize: 10 });
    expect(texts(lines)).toEqual(['维拉利单', '抗']);
    const wide = wrapRuns([{ text: '研'.repeat(30) }], { maxWidth: 720, fontSize: 24 });
    expect(wide).toHaveLength(2);
  });

  it('wraps Latin between words and drops the spaces at the breaks', () => {
    const lines = wrapRuns([{ text: 'median progression free survival' }], { maxWidth: 60, fontSize: 10 });
    expect(texts(lines)).toEqual(['median', 'progression', 'free survival']);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(60);
  });

  it('keeps closing punctuation with the character before it and an opening bracket with the next', () => {
    const lines = wrapRuns([{ text: '风险降低（HR 0.62），获益一致。' }], { maxWidth: 40, fontSize: 10 });
    for (const t of texts(lines)) {
      expect(t.startsWith('，')).toBe(false);
      expect(t.startsWith('）')).toBe(false);
      expect(t.startsWith('。')).toBe(false);
      expect(t.endsWith('（')).toBe(false);
    }
  });

  it('breaks a word longer than the line between characters', () => {
    const lines = wrapRuns([{ text: 'NCT0987654321098765' }], { maxWidth: 40, fontSize: 10 });
    expect(lines.length).toBeGreaterThan(1);
    expect(texts(lines).join('')).toBe('NCT0987654321098765');
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(40);
  });

  it('mixes Chinese and Latin, keeping Latin words whole', () => {
    const lines = wrapRuns([{ text: '中位PFS为8.6个月，HR 0.62' }], { maxWidth: 60, fontSize: 10 });
    expect(texts(lines).join('|')).not.toMatch(/P\|FS|8\.\|6/);
  });

  it('caps rows at a number of spec characters (60-character title rows)', () => {
    const title = 'a'.repeat(150);
    const lines = wrapRuns([{ text: title }], { maxWidth: 5000, fontSize: 10, maxSpecUnitsPerLine: 60 });
    expect(texts(lines).map((t) => t.length)).toEqual([60, 60, 30]);
    const zh = wrapRuns([{ text: '研'.repeat(40) }], {
      maxWidth: 5000,
      fontSize: 10,
      maxSpecUnitsPerLine: 60,
    });
    expect(texts(zh).map((t) => t.length)).toEqual([30, 10]);
  });

  it('keeps run styles on the pieces of each line', () => {
    const lines = wrapRuns(
      [{ text: '带来了' }, { text: '具有临床意义的生存获益', colour: '#0066CC', bold: true }, { text: '。' }],
      { maxWidth: 81, fontSize: 10 },
    );
    expect(lines[0]!.runs).toEqual([
      { text: '带来了' },
      { text: '具有临床意', colour: '#0066CC', bold: true },
    ]);
    expect(lines.at(-1)!.runs.at(-1)).toEqual({ text: '。' });
    expect(lines.at(-1)!.runs.at(-2)).toMatchObject({ colour: '#0066CC' });
  });

  it('gives one empty line for empty text and survives a box narrower than a character', () => {
    expect(wrapRuns([{ text: '' }], { maxWidth: 100, fontSize: 10 })).toEqual([{ runs: [], width: 0 }]);
    const narrow = wrapRuns([{ text: '研究' }], { maxWidth: 5, fontSize: 10 });
    expect(texts(narrow)).toEqual(['研', '究']);
  });
});

describe('ellipsise', () => {
  it('cuts a line to end with an ellipsis within the width', () => {
    const [line] = wrapRuns([{ text: '维拉利单抗联合化疗' }], { maxWidth: 1000, fontSize: 10 });
    const cut = ellipsise(line!, 51, 10);
    expect(lineText(cut)).toBe('维拉利单…');
    expect(cut.width).toBeLessThanOrEqual(51);
  });

  it('drops trailing spaces before the ellipsis and keeps styles', () => {
    const [line] = wrapRuns([{ text: 'overall ' }, { text: 'survival', bold: true }], {
      maxWidth: 1000,
      fontSize: 10,
    });
    const cut = ellipsise(line!, 45, 10);
    expect(lineText(cut)).toBe('overall…');
  });
});

describe('wrapRuns keeps number ranges and signs whole', () => {
  it('does not break inside 0.58–0.87 or ≥50%', () => {
    const lines = wrapRuns([{ text: 'risk of death (95% CI 0.58–0.87) in ≥50% of cases' }], {
      maxWidth: 120,
      fontSize: 10,
    });
    const joined = lines.map(lineText);
    expect(joined.some((t) => t.includes('0.58–0.87)'))).toBe(true);
    expect(joined.some((t) => t.includes('≥50%'))).toBe(true);
  });
});
