import type { Citation, Provenance, Sourced, SourcedCitation } from '@prowrite/contracts';
import type { SourceDocument } from '../source/source-document';
import { findFlexible } from '../text/quote';
import { authorsAfter, firstAuthorSurname } from './citation-authors';

/** The paper's own citation is printed on its first pages (title page, running heads, footers). */
const CITATION_PAGES = 2;

type Line = { page: number; text: string; running: boolean };

type JournalLine = Pick<Citation, 'journal' | 'year' | 'volume' | 'issue' | 'pages'> & {
  line: Line;
  /** Where the journal name was read when it is not on `line` (a separate running head). */
  journalLine?: Line;
};

const YEAR = '(?:19|20)\\d{2}';
/** "Circulation. 2020;142:1713–1724." / "Lancet Oncol 2013; 14: 481–89" */
const VANCOUVER = new RegExp(
  `^(?<journal>[A-Z][A-Za-z&.' -]{1,80}?)\\.?\\s+(?<year>${YEAR})\\s*;\\s*(?<volume>\\d{1,4})(?:\\s*\\((?<issue>[\\w–-]{1,8})\\))?\\s*:\\s*(?<pages>[A-Za-z]?\\d+(?:–[A-Za-z]?\\d+)?)`,
);
/** BioMed Central / Springer: "Beatch and Mangal BMC Cardiovascular Disorders (2016) 16:113". */
const BMC = new RegExp(
  `^(?<head>.*?)\\s*\\((?<year>${YEAR})\\)\\s*(?<volume>\\d{1,4}):(?<pages>[A-Za-z]?\\d{1,6})\\b`,
);
/** Nature: "Nature Medicine | Volume 30 | August 2024 | 2303–2310". */
const NATURE = new RegExp(
  `^(?<journal>[A-Z][\\w&. ]{2,80}?)\\s*\\|\\s*Volume\\s+(?<volume>\\d{1,4})\\s*\\|\\s*(?:[A-Z][a-z]+\\s+)?(?<year>${YEAR})\\s*\\|\\s*(?<pages>\\d+(?:–\\d+)?)`,
  'i',
);
/** A running head naming the authors before the journal: "Gohari et al. Diabetology & Metabolic Syndrome". */
const AUTHOR_HEAD = /^\p{Lu}[\p{L}'’-]+(?:\s+et\s+al\.?|\s+and\s+\p{Lu}[\p{L}'’-]+)\s*/u;
const DOI = /(?:doi:?\s*|https?:\/\/(?:dx\.)?doi\.org\/)?\b(10\.\d{4,9}\/[^\s"<>]+)/i;
const COPYRIGHT_YEAR = new RegExp(`©\\s*(?:the\\s+authors?(?:\\(s\\))?\\.?\\s*)?(${YEAR})\\b`, 'i');

function firstPagesLines(doc: SourceDocument): Line[] {
  const out: Line[] = [];
  for (const r of doc.runningText ?? []) {
    if (r.page <= CITATION_PAGES) out.push({ page: r.page, text: r.text, running: true });
  }
  for (const page of doc.pages.slice(0, CITATION_PAGES)) {
    for (const text of page.text.split('\n')) {
      if (text.trim()) out.push({ page: page.number, text: text.trim(), running: false });
    }
  }
  return out;
}

function journalOf(line: Line, all: Line[]): JournalLine | null {
  const v = VANCOUVER.exec(line.text)?.groups;
  if (v)
    return {
      journal: v.journal!.trim(),
      year: v.year!,
      volume: v.volume!,
      issue: v.issue ?? null,
      pages: v.pages!,
      line,
    };
  const n = NATURE.exec(line.text)?.groups;
  if (n)
    return {
      journal: n.journal!.trim(),
      year: n.year!,
      volume: n.volume!,
      issue: null,
      pages: n.pages!,
      line,
    };
  const b = BMC.exec(line.text)?.groups;
  if (!b) return null;
  // The journal sits before the year on the same line, or on the author head line beside it.
  let journal = b.head!.replace(AUTHOR_HEAD, '').trim();
  let journalLine: Line | undefined;
  if (!journal) {
    // Same page first; a first page without the head borrows the next page's.
    journalLine = [...all]
      .filter((l) => l.running && AUTHOR_HEAD.test(l.text) && l.text.replace(AUTHOR_HEAD, '').trim())
      .sort((a, b) => Number(a.page !== line.page) - Number(b.page !== line.page))[0];
    journal = journalLine ? journalLine.text.replace(AUTHOR_HEAD, '').trim() : '';
  }
  return {
    journal: journal || null,
    year: b.year!,
    volume: b.volume!,
    issue: null,
    pages: b.pages!,
    line,
    ...(journalLine ? { journalLine } : {}),
  };
}

/** The journal line: running heads first (they carry it on most layouts), then the first pages' own lines. */
function findJournalLine(lines: Line[]): JournalLine | null {
  const ordered = [...lines.filter((l) => l.running), ...lines.filter((l) => !l.running)];
  for (const line of ordered) {
    // Long body lines are prose (a reference list, a sentence), never the paper's own citation line.
    if (line.text.length > 160) continue;
    const found = journalOf(line, lines);
    if (found) return found;
  }
  return null;
}

/** A numbered entry or an "et al." line is someone else's paper (a reference list), not this one. */
const REFERENCE_ENTRY = /^\[?\d{1,3}[.\]]\s|\bet al\b/;

function findDoi(lines: Line[]): { doi: string; line: Line } | null {
  const ordered = [...lines.filter((l) => !l.running), ...lines.filter((l) => l.running)];
  for (const line of ordered) {
    if (line.text.length > 200 || REFERENCE_ENTRY.test(line.text)) continue;
    const m = DOI.exec(line.text);
    if (m) return { doi: m[1]!.replace(/[.,;)\]]+$/, ''), line };
  }
  return null;
}

function quoteOf(doc: SourceDocument, line: Line, phrase: string): Provenance {
  if (!line.running) {
    const text = doc.pages[line.page - 1]?.text ?? '';
    const span = findFlexible(text, phrase);
    if (span) return { file_id: doc.fileId, page: line.page, quote: text.slice(span.start, span.end) };
  }
  return { file_id: doc.fileId, page: line.page, quote: line.text };
}

/**
 * How to cite the paper, read from its first pages: authors (after the title), journal, year, volume, pages
 * (from the running head or footer that prints them), DOI. Null when nothing beyond the title is printed
 * there (plain-text exports, protocols).
 */
export function extractCitation(doc: SourceDocument, title: Sourced<string> | null): SourcedCitation | null {
  const lines = firstPagesLines(doc);
  const journal = findJournalLine(lines);
  const doi = findDoi(lines);
  const surname = firstAuthorSurname(lines.filter((l) => l.running).map((l) => l.text));
  const firstPage = doc.pages[0];
  const authors = firstPage ? authorsAfter(firstPage.text, title?.source.quote ?? '', surname) : null;
  let year = journal?.year ?? null;
  let yearSource: Provenance | null = null;
  if (!year && firstPage) {
    const m = COPYRIGHT_YEAR.exec(firstPage.text);
    if (m) {
      year = m[1]!;
      yearSource = quoteOf(doc, { page: 1, text: m[0], running: false }, m[0]);
    }
  }
  if (!journal && !doi && !authors && !year) return null;

  const sources: Provenance[] = [];
  const add = (p: Provenance) => {
    if (!sources.some((s) => s.page === p.page && s.quote === p.quote)) sources.push(p);
  };
  if (journal) add(quoteOf(doc, journal.line, journal.line.text));
  if (journal?.journalLine) add(quoteOf(doc, journal.journalLine, journal.journalLine.text));
  if (authors)
    add({ file_id: doc.fileId, page: 1, quote: firstPage!.text.slice(authors.start, authors.end) });
  if (doi) add(quoteOf(doc, doi.line, doi.line.text));
  if (yearSource) add(yearSource);
  if (title) add(title.source);
  const value: Citation = {
    authors: authors?.names ?? [],
    more_authors: authors?.more ?? false,
    title: title?.value ?? doc.title,
    journal: journal?.journal ?? null,
    year,
    volume: journal?.volume ?? null,
    issue: journal?.issue ?? null,
    pages: journal?.pages ?? null,
    doi: doi?.doi ?? null,
  };
  return { value, source: sources[0]!, sources };
}
