import { describe, expect, it } from 'vitest';
import { findAllLoose, findLoose, findNumber, joinItems, segmentText, spansOfRange } from './loose-match';

describe('findLoose', () => {
  it('ignores case, white-space runs and the middle-dot decimal point', () => {
    const text = 'Hazard ratio  0·62\n(95% CI, 0·48–0·80) for death.';
    const r = findLoose(text, 'hazard ratio 0.62 (95% ci, 0.48-0.80)');
    expect(r).not.toBeNull();
    expect(text.slice(r!.start, r!.end)).toBe('Hazard ratio  0·62\n(95% CI, 0·48–0·80)');
  });

  it('can ignore spaces altogether for PDF text runs', () => {
    const text = 'ran domized 2 : 1';
    expect(findLoose(text, 'randomized 2:1')).toBeNull();
    const r = findLoose(text, 'randomized 2:1', { ignoreSpaces: true });
    expect(r && text.slice(r.start, r.end)).toBe('ran domized 2 : 1');
  });

  it('maps ligatures back to the original characters', () => {
    const text = 'the ﬁrst patient';
    const r = findLoose(text, 'first');
    expect(r && text.slice(r.start, r.end)).toBe('ﬁrst');
  });

  it('never matches an empty or blank needle, and answers null when absent', () => {
    expect(findLoose('abc', '')).toBeNull();
    expect(findLoose('abc', '   ')).toBeNull();
    expect(findLoose('abc', 'abd')).toBeNull();
    expect(findAllLoose('abc', ' ')).toEqual([]);
  });

  it('finds every occurrence', () => {
    expect(findAllLoose('a1 a1 a1', 'A1').map((r) => r.start)).toEqual([0, 3, 6]);
  });
});

describe('findNumber', () => {
  it('matches whole numbers only', () => {
    const text = 'of 2170 patients, 217 were randomised; 2.217 is not it';
    const r = findNumber(text, '217');
    expect(r?.start).toBe(text.indexOf(' 217 ') + 1);
  });

  it('prefers an occurrence inside the quote range', () => {
    const text = '217 first. Later: N = 217 randomised.';
    const within = { start: 11, end: text.length };
    expect(findNumber(text, '217', within)?.start).toBe(text.lastIndexOf('217'));
    expect(findNumber(text, '999', within)).toBeNull();
  });

  it('treats a decimal number as one token', () => {
    expect(findNumber('HR 0·62 and 62 days', '0.62')?.start).toBe(3);
    expect(findNumber('HR 0·62 and 62 days', '62')?.start).toBe(12);
  });
});

describe('segmentText', () => {
  it('marks the quote and, inside it, the number', () => {
    const text = 'aa N=217 bb';
    const segments = segmentText(text, { start: 3, end: 8 }, { start: 5, end: 8 });
    expect(segments).toEqual([
      { text: 'aa ', mark: null },
      { text: 'N=', mark: 'quote' },
      { text: '217', mark: 'number' },
      { text: ' bb', mark: null },
    ]);
  });

  it('returns the plain text without ranges and ignores ranges past the end', () => {
    expect(segmentText('abc', null, null)).toEqual([{ text: 'abc', mark: null }]);
    expect(segmentText('abc', { start: 2, end: 99 }, null)).toEqual([
      { text: 'ab', mark: null },
      { text: 'c', mark: 'quote' },
    ]);
    expect(segmentText('', null, null)).toEqual([]);
  });
});

describe('PDF text items', () => {
  it('maps a match in the joined text back to item spans', () => {
    const items = ['A total of 217', 'patients were', 'randomised 2:1'];
    const { text, starts } = joinItems(items);
    expect(text).toBe('A total of 217 patients were randomised 2:1');
    const range = findLoose(text, '217 patients were randomised')!;
    expect(spansOfRange(items, starts, range)).toEqual([
      { item: 0, from: 11, to: 14 },
      { item: 1, from: 0, to: 13 },
      { item: 2, from: 0, to: 10 },
    ]);
  });
});
