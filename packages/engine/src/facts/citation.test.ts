import { readFileSync } from 'node:fs';
import path from 'node:path';
import { factsSchema } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR, corpusAvailable } from '../source/__fixtures__/corpus';
import { parseSource } from '../source/parse-source';
import type { SourceDocument } from '../source/source-document';
import { extractCitation } from './citation';
import { isPersonName } from './citation-authors';
import { extractFacts } from './extract-facts';
import { verifyProvenance } from './verify-provenance';

function pdfLike(pages: string[], runningText: { page: number; text: string }[] = []): SourceDocument {
  return {
    fileId: 'f1',
    name: 'paper.pdf',
    kind: 'pdf',
    title: 'Drug X in disease Y: a randomised trial',
    pages: pages.map((text, i) => ({ number: i + 1, width: 600, height: 800, text })),
    blocks: [],
    sections: [],
    tables: [],
    figures: [],
    references: [],
    runningText,
  };
}

const titleFact = (doc: SourceDocument) => ({
  value: doc.title,
  source: { file_id: doc.fileId, page: 1, quote: doc.title },
});

describe('isPersonName', () => {
  it('accepts printed names with initials, particles and hyphens', () => {
    for (const name of [
      'Gregory N. Beatch',
      'Matthew M.Y. Lee',
      'Rory J. McCrimmon',
      'Ana Carolina O. Rodrigues',
      'Maria C. Escalante-Rojas',
      'Dick de Zeeuw',
    ])
      expect(isPersonName(name), name).toBe(true);
  });
  it('refuses headings, acronyms and prose', () => {
    for (const text of ['Abstract', 'BACKGROUND Sodium', 'Open Access', 'the primary endpoint was', 'A. B.'])
      expect(isPersonName(text), text).toBe(false);
  });
});

describe('extractCitation', () => {
  it('reads a Vancouver-style footer, the author list after the title and the DOI', () => {
    const doc = pdfLike(
      [
        'Drug X in disease Y: a randomised trial\n\nAnne B. Smith1*, Carl D. Jones2, Eva Lee2 and Tom Brown3\n\nAbstract\n\nBackground: text.',
      ],
      [{ page: 1, text: 'J Clin Trials. 2019;12(3):101–110. DOI: 10.1000/jct.2019.42' }],
    );
    const c = extractCitation(doc, titleFact(doc));
    expect(c?.value).toEqual({
      authors: ['Anne B. Smith', 'Carl D. Jones', 'Eva Lee', 'Tom Brown'],
      more_authors: false,
      title: doc.title,
      journal: 'J Clin Trials',
      year: '2019',
      volume: '12',
      issue: '3',
      pages: '101–110',
      doi: '10.1000/jct.2019.42',
    });
    expect(c?.source.quote).toBe('J Clin Trials. 2019;12(3):101–110. DOI: 10.1000/jct.2019.42');
    expect(c?.sources.map((s) => s.quote)).toContain(
      'Anne B. Smith1*, Carl D. Jones2, Eva Lee2 and Tom Brown3',
    );
  });

  it('marks a shortened author list and keeps only the names before the elision', () => {
    const doc = pdfLike(
      [
        'Drug X in disease Y: a randomised trial\n\nAnne B. Smith , MD\n\n⁝ Carl D. Jones , PhD\n\nThe full author list is available on page 9.',
      ],
      [{ page: 2, text: 'Smith et al' }],
    );
    const c = extractCitation(doc, titleFact(doc));
    expect(c?.value.authors).toEqual(['Anne B. Smith']);
    expect(c?.value.more_authors).toBe(true);
  });

  it('falls back to the copyright year and ignores DOIs of the reference list', () => {
    const doc = pdfLike([
      'Drug X in disease Y: a randomised trial\n\n© 2021 The Authors.\n\n1. Other A, Person B, et al. A paper. doi:10.9999/other',
    ]);
    const c = extractCitation(doc, titleFact(doc));
    expect(c?.value.year).toBe('2021');
    expect(c?.value.doi).toBeNull();
    expect(c?.value.journal).toBeNull();
  });

  it('is null when the first pages print nothing beyond the title (plain-text exports)', () => {
    const doc = pdfLike([
      'TITLE: Drug X in disease Y: a randomised trial\n\nABSTRACT: Patients were randomised.',
    ]);
    expect(extractCitation(doc, titleFact(doc))).toBeNull();
  });

  it('reads hostile or odd text without throwing and without inventing parts', () => {
    const doc = pdfLike(
      [`<script>alert(1)</script>\n\n${'A '.repeat(5000)}\n\n(((((((((`],
      [{ page: 1, text: '((((((2020) 1:' }],
    );
    expect(() => extractCitation(doc, null)).not.toThrow();
  });
});

/** What each corpus PDF prints on its first pages (read by eye from the PDFs; truth.json has no citations). */
const PRINTED: Record<
  string,
  {
    authors: string[];
    more: boolean;
    journal: string;
    year: string;
    volume: string;
    pages: string;
    doi: string;
  }
> = {
  'act-v': {
    authors: ['Gregory N. Beatch', 'Brian Mangal'],
    more: false,
    journal: 'BMC Cardiovascular Disorders',
    year: '2016',
    volume: '16',
    pages: '113',
    doi: '10.1186/s12872-016-0289-0',
  },
  'empa-card': {
    authors: ['Sepehr Gohari', 'Tara Reshadmanesh', 'Hadi Khodabandehloo'],
    more: false,
    journal: 'Diabetology & Metabolic Syndrome',
    year: '2022',
    volume: '14',
    pages: '170',
    doi: '10.1186/s13098-022-00951-5',
  },
  giraf: {
    authors: ['Bruno Caramelli', 'Pai Ching Yu', 'Francisco A. M. Cardozo'],
    more: false,
    journal: 'BMC Medicine',
    year: '2022',
    volume: '20',
    pages: '374',
    doi: '10.1186/s12916-022-02563-2',
  },
  'recede-chf': {
    authors: ['Natalie A. Mordi', 'Ify R. Mordi', 'Jagdeep S. Singh'],
    more: false,
    journal: 'Circulation',
    year: '2020',
    volume: '142',
    pages: '1713–1724',
    doi: '10.1161/CIRCULATIONAHA.120.048739',
  },
  'sphere-9': {
    authors: [],
    more: false,
    journal: 'Nature Medicine',
    year: '2024',
    volume: '30',
    pages: '2303–2310',
    doi: '10.1038/s41591-024-03022-6',
  },
  'sugar-dm-hf': {
    authors: ['Matthew M.Y. Lee'],
    more: true,
    journal: 'Circulation',
    year: '2021',
    volume: '143',
    pages: '516–525',
    doi: '10.1161/CIRCULATIONAHA.120.052186',
  },
};

const run = corpusAvailable();

describe.skipIf(!run)('citations of the corpus PDFs', () => {
  for (const [id, printed] of Object.entries(PRINTED)) {
    it(`${id}: authors, journal, year, volume, pages and DOI as printed`, async () => {
      const bytes = new Uint8Array(readFileSync(path.join(CORPUS_DIR, 'pdf', `${id}.pdf`)));
      const doc = await parseSource(
        { bytes, fileId: id, kind: 'pdf', name: `${id}.pdf` },
        { cropFigures: false },
      );
      const facts = factsSchema.parse(extractFacts(doc));
      const c = facts.citation?.value;
      expect(c).toBeDefined();
      expect(c!.authors.slice(0, printed.authors.length)).toEqual(printed.authors);
      if (printed.authors.length === 0) expect(c!.authors).toEqual([]);
      expect(c!.more_authors).toBe(printed.more);
      expect(c).toMatchObject({
        journal: printed.journal,
        year: printed.year,
        volume: printed.volume,
        pages: printed.pages,
        doi: printed.doi,
        title: facts.title?.value,
      });
      // Every citation quote is printed on its page (body text or running head).
      expect(verifyProvenance(doc, facts)).toMatchObject({ ok: true, failures: [] });
    });
  }

  it('the plain-text exports print no citation: null', async () => {
    const bytes = new Uint8Array(readFileSync(path.join(CORPUS_DIR, 'text', 'real3.txt')));
    const doc = await parseSource({ bytes, fileId: 'real3', kind: 'txt', name: 'real3.txt' });
    expect(extractFacts(doc).citation).toBeNull();
  });
});
