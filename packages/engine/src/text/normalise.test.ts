import { describe, expect, it } from 'vitest';
import { normaliseText } from './normalise';

describe('normaliseText', () => {
  it('reads the middle dot between digits as a decimal point', () => {
    expect(normaliseText('HR 1·37, 95% CI 1·07–1·76; p=0·013')).toBe('HR 1.37, 95% CI 1.07–1.76; p=0.013');
  });

  it('leaves a middle dot that is not between digits alone', () => {
    expect(normaliseText('a · b')).toBe('a · b');
  });

  it('writes every numeric range with an en dash and keeps negative numbers negative', () => {
    expect(normaliseText('6.6−10.2 and 9—12 and 3 - 4')).toBe('6.6–10.2 and 9–12 and 3 - 4');
    expect(normaliseText('95% CI − 0.88 to 0.63')).toBe('95% CI -0.88 to 0.63');
    expect(normaliseText('difference −3·2% to 13·7%')).toBe('difference -3.2% to 13.7%');
  });

  it('drops thousands separators only where the number is clear', () => {
    expect(normaliseText('1,063 patients and 12,345,678 cells')).toBe('1063 patients and 12345678 cells');
    expect(normaliseText('refs 1,2,3 and 0,050 and 1,23')).toBe('refs 1,2,3 and 0,050 and 1,23');
    expect(normaliseText('3.1,234')).toBe('3.1,234');
    expect(normaliseText('1\u2009063 patients')).toBe('1063 patients');
  });

  it('expands ligatures and removes invisible characters', () => {
    expect(normaliseText('\uFB01rst e\uFB00ect \uFB02ow')).toBe('first effect flow');
    expect(normaliseText('NCT01\u200B994265 and co\u00ADoperate')).toBe('NCT01994265 and cooperate');
  });

  it('rejoins words hyphenated at a line end but keeps compound hyphens', () => {
    expect(normaliseText('parti-\ncipating centres')).toBe('participating centres');
    expect(normaliseText('a double-\nblind trial')).toBe('a double-blind trial');
    expect(normaliseText('placebo-\ncontrolled')).toBe('placebo-controlled');
  });

  it('turns odd spaces into spaces, collapses runs and keeps paragraph breaks', () => {
    expect(normaliseText('a\u00A0b\u2009c\t\td  \r\n\r\n\r\n\r\ne ')).toBe('a b c d\n\ne');
  });

  it('is idempotent', () => {
    const s = 'Median 11·3 months (9·6–13·0), n=1,063; parti-\ncipating ﬁrst\u00A0day';
    expect(normaliseText(normaliseText(s))).toBe(normaliseText(s));
  });
  it('reads the "¼" some journal fonts print for "=" between a label and a number, and keeps a real quarter', () => {
    expect(normaliseText('randomized (n ¼ 762), P ¼ 0.01, IQR ¼ 6–17')).toBe(
      'randomized (n = 762), P = 0.01, IQR = 6–17',
    );
    expect(normaliseText('¼ of the patients, 1¼ tablets')).toBe('¼ of the patients, 1¼ tablets');
  });
  it('drops control characters left by unmapped glyphs', () => {
    expect(normaliseText('Patients Aged \u0015 65 Years\u0000')).toBe('Patients Aged 65 Years');
  });
});
