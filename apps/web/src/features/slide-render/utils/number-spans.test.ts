import { describe, expect, it } from 'vitest';
import { numbersIn, splitNumbers } from './number-spans';

describe('numbers in slide text', () => {
  it('finds integers, decimals, percentages, ratios and labelled counts', () => {
    expect(numbersIn('A total of 217 patients were randomised 2:1 (N=217)')).toEqual(['217', '2:1', 'N=217']);
    expect(numbersIn('Median PFS 8.3 vs 5.6 months; HR 0.62 (95% CI 0.47–0.83; p=0.0012)')).toEqual([
      '8.3',
      '5.6',
      '0.62',
      '95%',
      '0.47',
      '0.83',
      'p=0.0012',
    ]);
    expect(numbersIn('n = 145 and p < 0.001, ratio 1 : 1')).toEqual(['n = 145', 'p < 0.001', '1 : 1']);
    expect(numbersIn('1,200 mg; 0·62; 41%')).toEqual(['1,200', '0·62', '41%']);
  });

  it('finds numbers after CJK text but not inside identifiers and names', () => {
    expect(numbersIn('共入组217例患者，按2:1随机分配')).toEqual(['217', '2:1']);
    expect(numbersIn('NCT04123456 HELIOS-2 velarimab')).toEqual([]);
    expect(numbersIn('aged 18-75 years')).toEqual(['18', '75']);
    expect(numbersIn('ABC123 x2 H2O')).toEqual([]);
  });

  it('gives the text back when the pieces are joined', () => {
    const text = 'ARM A (n=145): 62 years, 68% male; ratio 2:1.';
    const pieces = splitNumbers(text);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
    expect(pieces.filter((p) => p.number).map((p) => p.text)).toEqual(['n=145', '62', '68%', '2:1']);
  });

  it('handles text without numbers and empty text', () => {
    expect(splitNumbers('no numbers here')).toEqual([{ text: 'no numbers here', number: false }]);
    expect(splitNumbers('')).toEqual([]);
  });
});
