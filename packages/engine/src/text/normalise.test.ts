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

  it('reads a decimal comma where a sign or spread proves it, and leaves thousands and lists alone', () => {
    expect(normaliseText('and \u2013 6,16 ± 25 in the control group')).toBe(
      'and -6.16 ± 25 in the control group',
    );
    expect(normaliseText('a change of - 0,5 points')).toBe('a change of -0.5 points');
    expect(normaliseText('mean 12,5 % vs 3,25±1,1')).toBe('mean 12.5 % vs 3.25±1.1');
    expect(normaliseText('(-2,4 ± 0,8)')).toBe('(-2.4 ± 0.8)');
    expect(normaliseText('1,234 patients')).toBe('1234 patients');
    expect(normaliseText('at weeks 6, 16 and 24')).toBe('at weeks 6, 16 and 24');
    expect(normaliseText('refs [1,2,3] and 4,12 months')).toBe('refs [1,2,3] and 4,12 months');
    expect(normaliseText('95% CI -3,12')).toBe('95% CI -3,12');
    expect(normaliseText('1,2,5 %')).toBe('1,2,5 %');
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

  it.each([
    // Soft hyphenation of an ordinary word: both sides lower-case fragments.
    ['random-\nized', 'randomized'],
    ['parti-\ncipants', 'participants'],
    ['Ran-\ndomisation', 'Randomisation'],
    ['inter-\nvention arm', 'intervention arm'],
    ['cardio-\nversion', 'cardioversion'],
    ['hospital-\nization', 'hospitalization'],
    ['ré-\nsultats', 'résultats'],
    // A real hyphen: the continuation starts with a capital or a digit.
    ['anti-\nVEGF', 'anti-VEGF'],
    ['COVID-\n19', 'COVID-19'],
    ['Kaplan-\nMeier', 'Kaplan-Meier'],
    ['SARS-\nCoV-2', 'SARS-CoV-2'],
    ['non-\nST-elevation', 'non-ST-elevation'],
    ['type-\n2 diabetes', 'type-2 diabetes'],
    // A real hyphen: the fragment before has a digit, capitals, or is one letter.
    ['NT-\nproBNP', 'NT-proBNP'],
    ['3-\nyear survival', '3-year survival'],
    ['12-\nmonth follow-up', '12-month follow-up'],
    ['IL-\n6', 'IL-6'],
    ['mRNA-\nbased vaccine', 'mRNA-based vaccine'],
    ['HbA1c-\nlowering', 'HbA1c-lowering'],
    ['β-\nblocker', 'β-blocker'],
    ['T-\ncell', 'T-cell'],
    // A real hyphen: the head of a common compound.
    ['double-\nblind', 'double-blind'],
    ['placebo-\ncontrolled', 'placebo-controlled'],
    ['intention-\nto-treat', 'intention-to-treat'],
    ['follow-\nup', 'follow-up'],
    ['non-\ninferiority', 'non-inferiority'],
    // Spaces around the break do not matter.
    ['NT- \n proBNP', 'NT-proBNP'],
    ['random- \n ized', 'randomized'],
  ])('joins %j as %j', (input, output) => {
    expect(normaliseText(input)).toBe(output);
  });

  it('leaves a dash set apart from the word before it and a hyphen inside a line alone', () => {
    expect(normaliseText('the range 10 -\n20')).toBe('the range 10 -\n20');
    expect(normaliseText('anti-VEGF and random- ized')).toBe('anti-VEGF and random- ized');
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

  it('reads the "," and "." those fonts print for "<" and ">" after a P, and leaves real commas alone', () => {
    expect(normaliseText('[HR = 0.61 (95% CI: 0.47–0.80); P , 0.01; Figure 2B]')).toBe(
      '[HR = 0.61 (95% CI: 0.47–0.80); P < 0.01; Figure 2B]',
    );
    expect(normaliseText('(p . 0.05)')).toBe('(p > 0.05)');
    expect(normaliseText('vitamin P, 0.5 mg; group P , and Q')).toBe('vitamin P, 0.5 mg; group P , and Q');
    expect(normaliseText(normaliseText('P , .001'))).toBe('P < .001');
  });
  it('drops control characters left by unmapped glyphs', () => {
    expect(normaliseText('Patients Aged \u0015 65 Years\u0000')).toBe('Patients Aged 65 Years');
  });
});
