import { describe, expect, it } from 'vitest';
import { canonicalNumber, shownKey, sourceValueKeys, valueTokens } from './value-tokens';

const tokens = (text: string) =>
  valueTokens(text).map((t) => `${t.kind}:${t.canonical}${t.trivial ? '*' : ''}`);
/** Whether `shown` (one value) is found in `source`, the way the checks compare. */
const foundIn = (shown: string, source: string) => {
  const keys = sourceValueKeys(source);
  const [token] = valueTokens(shown);
  if (!token) throw new Error(`no value in ${shown}`);
  return keys.has(shownKey(token));
};

describe('canonicalNumber', () => {
  it('gives equal numbers one form', () => {
    expect(canonicalNumber('1,063')).toBe('1063');
    expect(canonicalNumber('1\u2009063')).toBe('1063');
    expect(canonicalNumber('0·80')).toBe('0.8');
    expect(canonicalNumber('007')).toBe('7');
    expect(canonicalNumber('−0.50')).toBe('-0.5');
    expect(canonicalNumber('-0')).toBe('0');
    expect(canonicalNumber('12345678901234567890')).toBe('12345678901234567890');
  });
});

describe('valueTokens: whole tokens', () => {
  it('reads a ratio as one value', () => {
    expect(tokens('randomised 2:1 to drug or placebo')).toEqual(['ratio:2:1']);
    expect(tokens('按2∶1随机分配')).toEqual(['ratio:2:1']);
    expect(tokens('1:1:1 allocation')).toEqual(['ratio:1:1:1']);
    // A citation's volume:page is an id, not a ratio.
    expect(tokens('N Engl J Med 2016;374:2303')).toEqual(['number:2016', 'id:374:2303']);
  });

  it('keeps ids whole with their letters and leading zeros', () => {
    expect(tokens('NCT00989001')).toEqual(['id:NCT00989001']);
    expect(tokens('(ClinicalTrials.gov NCT00989001)')).toEqual(['id:NCT00989001']);
    expect(tokens('ChiCTR2000029308; EudraCT 2015-001234-56')).toEqual([
      'id:CHICTR2000029308',
      'id:2015-001234-56',
    ]);
    expect(tokens('a phase 3b trial of SGLT2 inhibitors in T2DM, COVID-19')).toEqual([
      'id:3B',
      'id:SGLT2',
      'id:T2DM',
      'id:COVID-19',
    ]);
    expect(tokens('IL-6 and PD-L1')).toEqual(['id:IL-6', 'id:PD-L1']);
  });

  it('reads ranges and CIs as one value, whatever the separator', () => {
    for (const text of ['0.52–0.81', '0.52-0.81', '0.52 to 0.81', '0.52~0.81', '0.52至0.81', '0·52–0·81'])
      expect(tokens(text), text).toEqual(['range:0.52–0.81']);
    expect(tokens('HR 0.62 (95% CI 0.52–0.81)')).toEqual(['number:0.62', 'percent:95%*', 'range:0.52–0.81']);
    expect(tokens('MD −0.52 to −0.10')).toEqual(['range:-0.52–-0.1']);
    expect(tokens('median age 64 (34–84)')).toEqual(['number:64', 'range:34–84']);
    expect(tokens('12%–18%')).toEqual(['range:12%–18%']);
  });

  it('reads p-values with their comparator', () => {
    expect(tokens('p<0.0001')).toEqual(['p_value:p<0.0001']);
    expect(tokens('(P = .03)')).toEqual(['p_value:p=0.03']);
    expect(tokens('p ≤ 0.05')).toEqual(['p_value:p<=0.05']);
    expect(tokens('P＜0.001')).toEqual(['p_value:p<0.001']);
  });

  it('reads counts with their percentages, and n/N', () => {
    expect(tokens('59/129 (45.7%) vs 1/68 (1.5%)')).toEqual([
      'fraction_percent:59/129 (45.7%)',
      'fraction_percent:1/68 (1.5%)',
    ]);
    expect(tokens('254 (62.0)')).toEqual(['number:254', 'number:62']);
    expect(tokens('254 (62.0%)')).toEqual(['count_percent:254 (62%)']);
    expect(tokens('responders 59/129')).toEqual(['fraction:59/129']);
    expect(tokens('45.7 %')).toEqual(['percent:45.7%']);
  });

  it('reads doses and durations with their unit, in either language', () => {
    expect(tokens('3 mg/kg, then 2 mg/kg')).toEqual(['quantity:3 mg/kg', 'quantity:2 mg/kg']);
    expect(tokens('3mg/kg')).toEqual(['quantity:3 mg/kg']);
    expect(tokens('200 µg daily')).toEqual(['quantity:200 ug']);
    expect(tokens('12.1 months')[0]).toBe('quantity:12.1 month');
    expect(tokens('12.1个月')[0]).toBe('quantity:12.1 month');
    expect(tokens('28-day cycles')).toEqual(['quantity:28 day']);
    expect(foundIn('28天', 'given in 28-day cycles')).toBe(true);
    expect(foundIn('3周', 'every 3 weeks')).toBe(true);
    // A calendar year is a number, whichever language prints it.
    expect(tokens('2016年')).toEqual(['number:2016']);
    expect(foundIn('2016年', 'enrolled from March, 2016')).toBe(true);
    // A unit needs a word boundary: "3 groups" is not 3 grams.
    expect(tokens('3 groups')).toEqual(['number:3*']);
    // A daily dose written the Chinese way is the same dose.
    expect(foundIn('20 mg/日', 'fluoxetine (20 mg/d)')).toBe(true);
    expect(foundIn('1–15 mg/日', '1–15 mg/day aripiprazole')).toBe(true);
    expect(foundIn('20 mg/日', 'fluoxetine (25 mg/d)')).toBe(false);
  });

  it('reads a point in time as an ordinal, never as the duration', () => {
    expect(tokens('change from baseline to week 12')).toEqual(['ordinal:week 12']);
    expect(tokens('Day 28 and days 1–5')).toEqual(['ordinal:day 28', 'range:1–5']);
    expect(tokens('第12周时')).toEqual(['ordinal:week 12']);
    expect(tokens('第28天')).toEqual(['ordinal:day 28']);
    expect(tokens('第12个月')).toEqual(['ordinal:month 12']);
    // The source's "week 12" is "第12周", not the 12-week duration "12周".
    expect(foundIn('第12周', 'the change to week 12')).toBe(true);
    expect(foundIn('12周', 'the change to week 12')).toBe(false);
    expect(foundIn('第12周', 'the change to week 16')).toBe(false);
    // "at 12 weeks" is the point week 12 too.
    expect(foundIn('第12周', 'assessed at 12 weeks')).toBe(true);
    // A decimal, a range or a thousands group after the word is not an ordinal.
    expect(tokens('week 6.5')).toEqual(['number:6.5']);
    expect(tokens('weeks 6-12')).toEqual(['range:6–12']);
    // A single-digit point is printed in every source, like a single digit.
    expect(tokens('cycle 2')).toEqual(['ordinal:cycle 2*']);
  });

  it('reads thousands and decimals as one number; a list of small numbers stays separate', () => {
    expect(tokens('1,063 patients')).toEqual(['number:1063']);
    expect(tokens('HR 0·62')).toEqual(['number:0.62']);
    expect(tokens('1,2,3')).toEqual(['number:1*', 'number:2*', 'number:3*']);
  });

  it('finds numbers between CJK characters', () => {
    expect(tokens('共纳入217例患者')).toEqual(['number:217']);
  });
});

describe('valueTokens: trivial numbers', () => {
  it('marks single digits, references, list markers and the CI level', () => {
    expect(tokens('Figure 12 and Table 10, page 14')).toEqual(['number:12*', 'number:10*', 'number:14*']);
    expect(tokens('图3 表12 第6页')).toEqual(['number:3*', 'number:12*', 'number:6*']);
    expect(tokens('1. Background\n12) Methods')).toEqual(['number:1*', 'number:12*']);
    expect(tokens('95% CI and 95%置信区间')).toEqual(['percent:95%*', 'percent:95%*']);
    expect(tokens('0, 1 or 2 events')).toEqual(['number:0*', 'number:1*', 'number:2*']);
    // Values are never trivial, however small.
    expect(tokens('2:1, 1 (0.5%), 3 mg, 1–2')).toEqual([
      'ratio:2:1',
      'count_percent:1 (0.5%)',
      'quantity:3 mg',
      'range:1–2',
    ]);
    expect(tokens('95% of patients')).toEqual(['percent:95%']);
    // "p. 14" is a page; "p 0.5" is a value.
    expect(tokens('see p. 14; p 0.5')).toEqual(['number:14*', 'number:0.5']);
  });
});

describe('matching a shown value against a source', () => {
  const source =
    'Patients were randomised 2:1 (NCT00989001). Conversion within 90 min: 59/129 (45.7%) vs 1/68 (1.5%), ' +
    'p<0.0001. HR 0·62 (95% CI 0.52, 0.81). Dosing 3 mg/kg, then 2 mg/kg. A phase 3b study. 3 of 12 sites.';

  it('finds a value only as a whole', () => {
    expect(foundIn('2:1', source)).toBe(true);
    // "3" and "1" are printed, "3:1" is not.
    expect(foundIn('3:1', source)).toBe(false);
    expect(foundIn('NCT00989001', source)).toBe(true);
    expect(foundIn('NCT00989002', source)).toBe(false);
    // An id the source breaks with a space or a line is still the id.
    expect(foundIn('NCT00882830', 'registered (NCT\n00882830) in 2009')).toBe(true);
    expect(foundIn('NCT00882830', 'NCT 00882831')).toBe(false);
    expect(foundIn('3b', source)).toBe(true);
    expect(foundIn('3a', source)).toBe(false);
    expect(foundIn('p<0.0001', source)).toBe(true);
    expect(foundIn('p=0.0001', source)).toBe(false);
    expect(foundIn('3 mg/kg', source)).toBe(true);
    expect(foundIn('3 mg', source)).toBe(false);
    expect(foundIn('12 mg/kg', source)).toBe(false);
  });

  it('finds a count with its share, and the parts a slide may print alone', () => {
    expect(foundIn('59/129 (45.7%)', source)).toBe(true);
    expect(foundIn('59 (45.7%)', source)).toBe(true);
    expect(foundIn('59/129', source)).toBe(true);
    expect(foundIn('45.7%', source)).toBe(true);
    expect(foundIn('60 (45.7%)', source)).toBe(false);
    expect(foundIn('59/130 (45.7%)', source)).toBe(false);
    expect(foundIn('46.7%', source)).toBe(false);
  });

  it('finds a CI printed with a comma as the range it is; a bare number inside any value', () => {
    expect(foundIn('0.52–0.81', source)).toBe(true);
    expect(foundIn('0.52–0.80', source)).toBe(false);
    expect(foundIn('0.62', source)).toBe(true);
    expect(foundIn('129', source)).toBe(true);
    // An id's digits are not a number printed in the source.
    expect(foundIn('00989001', source)).toBe(false);
  });
  it('reads a minus sign the PDF set apart from its number, never a subtraction', () => {
    const source = 'was − 1.06 pg/mL (95% CI − 1.80; − 0.32); 10 − 20 and 3.5 − 1.2';
    expect(foundIn('−1.80至−0.32', source)).toBe(true);
    expect(foundIn('−1.06 pg/mL', source)).toBe(true);
    expect(foundIn('−20', source)).toBe(false);
    // A pair in brackets right after an estimate is its interval, with or without "CI".
    expect(foundIn('−1.80至−0.32', 'the end of the study was − 1.06 pg/mL (− 1.80; − 0.32),')).toBe(true);
    expect(foundIn('1.80至0.32', 'scores of 1.80; 0.32 points')).toBe(false);
    expect(foundIn('−1.2', source)).toBe(false);
  });

  it('counts a number the source prints in words', () => {
    expect(
      sourceValueKeys('Seven hundred and eighty-seven women were randomly allocated.').has('number:787'),
    ).toBe(true);
  });
  it('reads a phase printed in Roman numerals as the phase shown', () => {
    const [shown] = valueTokens('2/3期临床试验');
    expect(sourceValueKeys('A randomised, phase II/III trial.').has(shownKey(shown!))).toBe(true);
    expect(sourceValueKeys('A multicentre, randomised phase 2–3 trial.').has(shownKey(shown!))).toBe(true);
  });
  it('gives each number of a list the unit printed after the last', () => {
    const keys = sourceValueKeys(
      'randomly assigned to a total duration of 48 (n = 94) or 24 (n = 93) weeks of therapy',
    );
    for (const shown of ['48 weeks', '24 weeks'])
      expect(keys.has(shownKey(valueTokens(shown)[0]!))).toBe(true);
    expect(
      sourceValueKeys('assessed at 6, 12 and 24 months').has(shownKey(valueTokens('12 months')[0]!)),
    ).toBe(true);
    // Two arms compared with "vs.": the time unit after the second is the first's too.
    const compared = sourceValueKeys('(median time: 10 vs. 26 min, P = 0.01)');
    for (const shown of ['10 min', '26 min'])
      expect(compared.has(shownKey(valueTokens(shown)[0]!))).toBe(true);
    expect(compared.has(shownKey(valueTokens('10 mg')[0]!))).toBe(false);
  });
  it('counts the digits of a printed name', () => {
    expect(sourceValueKeys('levels of IP-10 and IL-6 fell').has('number:10')).toBe(true);
  });
});
