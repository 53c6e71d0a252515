import { describe, expect, it } from 'vitest';
import { definedMarks, isNoteRow, markSequence, withoutGluedMark, withoutTableMarks } from './table-marks';

const none = new Set<string>();
const ab = new Set(['a', 'b', 'c', 'd']);

describe('footnote marks glued to table labels (decision 0083)', () => {
  it('reads a letter after a unit, a bracket or an arm n as a mark, notes or not', () => {
    expect(withoutGluedMark('Age, yearsa', none)).toBe('Age, years');
    expect(withoutGluedMark('Height, cma', none)).toBe('Height, cm');
    expect(withoutGluedMark('Body mass index, kg/m2a', none)).toBe('Body mass index, kg/m2');
    expect(withoutGluedMark('Intelligence quotient (IQ)c', none)).toBe('Intelligence quotient (IQ)');
    expect(withoutGluedMark('Placebo n=120b', none)).toBe('Placebo n=120');
    expect(withoutGluedMark('Placebo (n = 45)a', none)).toBe('Placebo (n = 45)');
  });

  it('reads a letter after an acronym or a known word as a mark only when the notes define it', () => {
    expect(withoutGluedMark('CGI-Sa', ab)).toBe('CGI-S');
    expect(withoutGluedMark('CGI-Sa', none)).toBe('CGI-Sa');
    expect(withoutGluedMark('Malea', ab)).toBe('Male');
    expect(withoutGluedMark('Malea', none)).toBe('Malea');
    expect(withoutGluedMark('Timed', new Set(['a']))).toBe('Timed');
  });

  it('keeps real letters: words, classes, names with digits, codes', () => {
    expect(withoutGluedMark('Female', ab)).toBe('Female');
    expect(withoutGluedMark('Stage IIIa', ab)).toBe('Stage IIIa');
    expect(withoutGluedMark('CHA2DS2-VASc', ab)).toBe('CHA2DS2-VASc');
    expect(withoutGluedMark('HbA1c', ab)).toBe('HbA1c');
    expect(withoutGluedMark('Phase 1b', ab)).toBe('Phase 1b');
    expect(withoutGluedMark('Peace of mind', ab)).toBe('Peace of mind');
    expect(withoutGluedMark('Headache', ab)).toBe('Headache');
  });

  it('finds the letters a note defines', () => {
    expect([...definedMarks(['Data are expressed as number (%) aMean (standard deviation)'])]).toEqual(['a']);
    expect([...definedMarks(['a Mean (SD). b Diagnosed by DSM-IV-TR; c Mild (IQ 50–70)'])]).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(definedMarks(['Values are numbers (percentages).']).size).toBe(0);
  });

  it('moves a trailing note row out of the rows, and strips marks from labels and headers only', () => {
    const rows = [
      ['', 'Placebo (n = 45)b', 'Drug (n = 47)'],
      ['Malea', '36 (80.0)', '39 (83.0)'],
      ['Age, yearsa', '9.9 (3.1)a', '10.3 (3.3)'],
      ['Data are expressed as number (%) aMean (standard deviation)', '', ''],
    ];
    const { rows: out, notes } = withoutTableMarks(rows);
    expect(out).toEqual([
      ['', 'Placebo (n = 45)', 'Drug (n = 47)'],
      ['Male', '36 (80.0)', '39 (83.0)'],
      ['Age, years', '9.9 (3.1)a', '10.3 (3.3)'],
    ]);
    expect(notes).toEqual(['Data are expressed as number (%) aMean (standard deviation)']);
    // A group label with rows under it is no note.
    expect(isNoteRow(['Intelligence quotient (IQ)c', '', ''])).toBe(false);
  });

  it('reads the next letter of the marks a table shows as a mark when its notes are out of reach', () => {
    const rows = [
      ['', 'Placebo (n = 45)', 'Drug (n = 47)'],
      ['Age, yearsa', '9.9 (3.1)', '10.3 (3.3)'],
      ['Intellectual disabilityb', '29 (64.4)', '29 (61.7)'],
      ['Malec', '36 (80.0)', '39 (83.0)'],
      ['Timed', '1 (2.2)', '0'],
      ['Headache', '3 (6.7)', '1 (2.1)'],
      ['Intelligence quotient (IQ)d', '', ''],
      ['Mild', '16 (35.6)', '16 (34.0)'],
    ];
    // "a" and "d" read by structure: "a" to "e" are the table's marks.
    expect([...markSequence(rows)].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    const { rows: out } = withoutTableMarks(rows);
    expect(out.map((r) => r[0])).toEqual([
      '',
      'Age, years',
      'Intellectual disability',
      'Male',
      // A real word's letter stays: "Time" and "Headach" are no known terms.
      'Timed',
      'Headache',
      'Intelligence quotient (IQ)',
      'Mild',
    ]);
    // A letter beyond the sequence stays.
    expect(
      withoutTableMarks([
        ['', 'A'],
        ['Age, yearsa', '1'],
        ['Malec', '2'],
      ]).rows[2]![0],
    ).toBe('Malec');
  });

  it('takes marks from value cells too, and shows none for a table without marks', () => {
    expect([...markSequence([['Response', '9 (20.0)a', '2.02 (1.02, 3.99)c']])].sort()).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(
      markSequence([
        ['', 'A', 'B'],
        ['Intellectual disabilityb', '29 (64.4)', '3b'],
      ]).size,
    ).toBe(0);
    // Without marks in the table nothing is read as one.
    expect(
      withoutTableMarks([
        ['', 'A'],
        ['Intellectual disabilityb', '29'],
      ]).rows[1]![0],
    ).toBe('Intellectual disabilityb');
  });
});
