import { describe, expect, it } from 'vitest';
import { letterCounts } from './language';
import { hasEnglishWords, isNeutralToken, withoutProperNames } from './proper-names';

describe('proper names in Chinese output', () => {
  it('counts codes, ids, acronyms, units and single letters as no language', () => {
    for (const t of [
      'NCT00989001',
      'ABC-123',
      'PATHWAY-2',
      'RECEDE-CHF',
      'HR',
      'EOC',
      'mg',
      'mL',
      'n',
      'P',
      'D',
    ])
      expect(isNeutralToken(t), t).toBe(true);
  });

  it('counts INNs, English words and unmarked capitalised names as English', () => {
    for (const t of ['empagliflozin', 'Empagliflozin', 'placebo', 'day', 'Genoss', 'Drug', 'daily'])
      expect(isNeutralToken(t), t).toBe(false);
    expect(hasEnglishWords('恩格列净（10 mg/day）')).toBe(true);
    expect(hasEnglishWords('恩格列净（10 mg/日）')).toBe(false);
  });

  it('leaves trade names marked ™ or ® and titles in book-title marks out', () => {
    expect(withoutProperNames('Promus Element™组').trim()).toBe('组');
    expect(withoutProperNames('《BMC Cardiovascular Disorders》于2016年').trim()).toBe('于2016年');
    expect(hasEnglishWords('Genoss DES™组和Promus Element™组')).toBe(false);
    // Without the mark a name cannot be told from an English word.
    expect(hasEnglishWords('Genoss组')).toBe(true);
  });

  it('applies the rule to the language share, and counts every Latin letter when asked', () => {
    const text = '维纳卡兰组（n=145）vs安慰剂组（NCT00989001）';
    expect(letterCounts(text, 'zh-cn')).toEqual({ own: 9, other: 0 });
    expect(letterCounts(text, 'zh-cn', { allLatin: true }).other).toBe(text.match(/[A-Za-z]/g)?.length);
    // An INN left in English is counted: it has a standard Chinese name.
    expect(letterCounts('vernakalant组', 'zh-cn')).toEqual({ own: 1, other: 11 });
  });
});
