import type { Citation } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { emptyFacts } from '../writer/testing/trial-facts';
import { authorList, referenceOf, shortReference, vancouverName } from './references';

const citation = (over: Partial<Citation> = {}): Citation => ({
  authors: ['Gregory N. Beatch', 'Brian Mangal'],
  more_authors: false,
  title: 'Safety and efficacy of vernakalant; a phase 3b randomized controlled trial',
  journal: 'BMC Cardiovascular Disorders',
  year: '2016',
  volume: '16',
  issue: null,
  pages: '113',
  doi: '10.1186/s12872-016-0289-0',
  ...over,
});

const src = { file_id: 'f', page: 1, quote: 'Beatch and Mangal BMC Cardiovascular Disorders (2016) 16:113' };
const withCitation = (c: Citation | null) => ({
  fileId: 'f',
  fileName: 'paper.pdf',
  facts: { ...emptyFacts(), citation: c ? { value: c, source: src, sources: [src] } : null },
});

describe('vancouverName', () => {
  it('surname then initials, particles and hyphens handled', () => {
    expect(vancouverName('Gregory N. Beatch')).toBe('Beatch GN');
    expect(vancouverName('Matthew M.Y. Lee')).toBe('Lee MMY');
    expect(vancouverName('Ana Carolina O. Rodrigues')).toBe('Rodrigues ACO');
    expect(vancouverName('Jean-Pierre Dupont')).toBe('Dupont JP');
    expect(vancouverName('Dick de Zeeuw')).toBe('de Zeeuw D');
    expect(vancouverName('Plato')).toBe('Plato');
  });
});

describe('referenceOf', () => {
  it('authors. Title. Journal. Year;Vol:Pages. doi', () => {
    expect(referenceOf(withCitation(citation())).text).toBe(
      'Beatch GN, Mangal B. Safety and efficacy of vernakalant; a phase 3b randomized controlled trial. BMC Cardiovascular Disorders. 2016;16:113. doi:10.1186/s12872-016-0289-0',
    );
  });

  it('first three authors then et al; a shortened printed list is et al too', () => {
    expect(authorList(citation({ authors: ['A B', 'C D', 'E F', 'G H'] }))).toBe('B A, D C, F E, et al');
    expect(authorList(citation({ authors: ['Matthew M.Y. Lee'], more_authors: true }))).toBe(
      'Lee MMY, et al',
    );
  });

  it('leaves out parts the paper does not print', () => {
    expect(
      referenceOf(withCitation(citation({ authors: [], volume: null, pages: null, doi: null, issue: null })))
        .text,
    ).toBe(
      'Safety and efficacy of vernakalant; a phase 3b randomized controlled trial. BMC Cardiovascular Disorders. 2016.',
    );
    expect(referenceOf(withCitation(citation({ issue: '2', pages: '101–110' }))).text).toContain(
      '2016;16(2):101–110.',
    );
  });

  it('without a citation: the title, else the file name', () => {
    expect(referenceOf(withCitation(null)).text).toBe('paper.pdf.');
    expect(shortReference(withCitation(citation())).text).toBe(
      'Beatch GN, et al. BMC Cardiovascular Disorders. 2016',
    );
  });
});
