import { describe, expect, it } from 'vitest';
import { corpusAvailable, corpusBytes } from '../__fixtures__/corpus';
import {
  loremLines,
  makeEncryptedPdf,
  makeImageOnlyPdf,
  makeLayoutPdf,
  makeTextPdf,
} from '../__fixtures__/make-pdf';
import { parseSource } from '../parse-source';
import { type SourceDocument, UnreadableSourceError } from '../source-document';
import { MAX_PDF_PAGES } from './pdf-loader';

const pdf = (bytes: Uint8Array, name = 'file.pdf') => parseSource({ bytes, fileId: 'f1', kind: 'pdf', name });

async function expectUnreadable(promise: Promise<unknown>, message: RegExp): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnreadableSourceError);
  expect((error as Error).message).toMatch(message);
}

describe('parseSource refuses unreadable PDFs with a clear message', () => {
  it('a 0-byte file', async () => {
    await expectUnreadable(pdf(new Uint8Array(0)), /empty/);
  });

  it('bytes that are not a PDF', async () => {
    await expectUnreadable(pdf(new TextEncoder().encode('<html>not a pdf</html>')), /not a PDF/);
  });

  it('a password-protected PDF', async () => {
    await expectUnreadable(pdf(makeEncryptedPdf()), /password-protected/);
  });

  it('a scanned PDF whose picture holds no text (OCR finds none)', async () => {
    // Without Tesseract the refusal names what to install instead (ocr.test.ts).
    await expectUnreadable(pdf(makeImageOnlyPdf()), /scanned image and OCR found no readable text|needs OCR/);
  }, 60_000);

  it('a PDF header with garbage after it', async () => {
    const junk = new Uint8Array(4096).map((_, i) => (i * 7919) % 251);
    const bytes = new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...junk]);
    await expectUnreadable(pdf(bytes), /damaged|cannot be read|no text/);
  });

  it(`more than ${MAX_PDF_PAGES} pages`, async () => {
    const pages = Array.from({ length: MAX_PDF_PAGES + 1 }, (_, i) => [`Page ${i + 1} text line here`]);
    await expectUnreadable(
      pdf(makeTextPdf({ pages })),
      new RegExp(`${MAX_PDF_PAGES + 1} pages; at most ${MAX_PDF_PAGES}`),
    );
  });
});

describe('parseSource on damaged or large but readable PDFs', () => {
  it('reads a generated 300-page two-column document', async () => {
    const pages = Array.from({ length: 300 }, (_, p) => loremLines(p + 1, 50));
    const doc = await pdf(
      makeTextPdf({ pages, twoColumns: true, runningHead: 'Protocol PRW-001 version 2' }),
    );
    expect(doc.pages).toHaveLength(300);
    const last = doc.pages[299]!.text;
    // Left column before right column, running head and page number gone.
    expect(last.indexOf('(p300 l25)')).toBeLessThan(last.indexOf('(p300 l26)'));
    expect(last).not.toContain('Protocol PRW-001');
    expect(last).not.toMatch(/^300$/m);
  }, 120_000);

  it('a page packed with thousands of tiny numbers and letters is read, not hung on', async () => {
    // A grid of 60 x 60 single characters: every layout step (gutters, line numbers, drop caps) sees
    // thousands of candidates on one page.
    const texts = Array.from({ length: 3600 }, (_, i) => ({
      x: 40 + (i % 60) * 8.5,
      top: 40 + Math.floor(i / 60) * 12.5,
      size: i % 97 === 0 ? 14 : 6,
      text: i % 2 === 0 ? String(i % 10) : 'x',
    }));
    const doc = await parseSource({
      bytes: makeLayoutPdf([{ texts }]),
      fileId: 'g',
      kind: 'pdf',
      name: 'grid.pdf',
    });
    expect(doc.pages).toHaveLength(1);
    expect(doc.pages[0]!.text.length).toBeGreaterThan(3000);
  });

  it('a truncated PDF is either refused clearly or read with a warning, never a crash', async () => {
    const pages = Array.from({ length: 20 }, (_, p) => loremLines(p + 1, 30));
    const whole = makeTextPdf({ pages });
    const cut = whole.slice(0, Math.floor(whole.length * 0.6));
    const result: SourceDocument | unknown = await pdf(cut).catch((e: unknown) => e);
    if (result instanceof Error) {
      expect(result).toBeInstanceOf(UnreadableSourceError);
      expect(result.message).toMatch(/damaged|incomplete|cannot be read/);
    } else {
      const doc = result as SourceDocument;
      expect(doc.pages.length).toBeGreaterThan(0);
      expect(doc.pages[0]!.text).toContain('(p1 l1)');
    }
  });

  it.runIf(corpusAvailable())('a corpus PDF cut in half', async () => {
    const whole = corpusBytes('pdf/act-v.pdf');
    const result: SourceDocument | unknown = await pdf(whole.slice(0, Math.floor(whole.length / 2))).catch(
      (e: unknown) => e,
    );
    if (result instanceof Error) {
      expect(result).toBeInstanceOf(UnreadableSourceError);
    } else {
      const doc = result as SourceDocument;
      expect(doc.warnings?.join(' ') ?? '').toMatch(/could not be read|^$/);
      expect(doc.pages.length).toBeGreaterThan(0);
    }
  });

  it('a paper that reports no trial is parsed honestly', async () => {
    const lines = [
      'Background',
      'Seasonal changes in bird migration were observed over ten years.',
      'Methods',
      'We counted birds at three coastal stations every spring and autumn.',
      'Results',
      'Counts rose by 12% at the northern station and fell elsewhere.',
    ];
    const doc = await pdf(makeTextPdf({ pages: [lines], title: 'Bird migration at three coastal stations' }));
    expect(doc.title).toBe('Bird migration at three coastal stations');
    expect(doc.pages[0]!.text).toContain('Counts rose by 12% at the northern station');
    expect(doc.pages[0]!.text).not.toMatch(/NCT\d{8}/);
    expect(doc.sections.map((s) => s.title)).toEqual(['Background', 'Methods', 'Results']);
    expect(doc.tables).toEqual([]);
    expect(doc.figures).toEqual([]);
  });

  it('a missing pdftoppm leaves figure PNGs empty with a note', async () => {
    if (!corpusAvailable()) return;
    const before = process.env.PDFTOPPM_PATH;
    process.env.PDFTOPPM_PATH = '/nonexistent/pdftoppm';
    try {
      const doc = await pdf(corpusBytes('pdf/act-v.pdf'), 'act-v.pdf');
      expect(doc.figures.length).toBeGreaterThan(0);
      expect(doc.figures.every((f) => f.png === null)).toBe(true);
      expect(doc.warnings?.join(' ')).toMatch(/pdftoppm is not installed/);
    } finally {
      if (before === undefined) delete process.env.PDFTOPPM_PATH;
      else process.env.PDFTOPPM_PATH = before;
    }
  }, 60_000);
});

describe('parseSource input types', () => {
  it('accepts a Node Buffer and leaves the caller bytes intact', async () => {
    const bytes = Buffer.from(makeTextPdf({ pages: [['Hello from a Buffer input line']] }));
    const copy = Buffer.from(bytes);
    const doc = await parseSource({ bytes, fileId: 'b', kind: 'pdf', name: 'b.pdf' });
    expect(doc.pages[0]!.text).toContain('Hello from a Buffer input line');
    expect(bytes.equals(copy)).toBe(true);
  });
});
