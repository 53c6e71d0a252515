import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Provenance } from '@prowrite/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { extractFacts } from '../../facts/extract-facts';
import { verifyProvenance } from '../../facts/verify-provenance';
import { makeScannedPdf, type ScannedPage } from '../__fixtures__/make-scanned-pdf';
import { parseSource } from '../parse-source';
import { UnreadableSourceError } from '../source-document';
import { TESSERACT_PACKAGES } from './tesseract';

const pdf = (bytes: Uint8Array, name = 'scan.pdf') =>
  parseSource({ bytes, fileId: 'scan', kind: 'pdf', name });

/** Tesseract is a system package: outside CI a machine without it skips with a notice; CI must have it. */
function tesseractInstalled(): boolean {
  try {
    execFileSync('tesseract', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    if (process.env.CI === 'true')
      throw new Error(`tesseract missing in CI: apt-get install ${TESSERACT_PACKAGES}`);
    console.warn('[ocr] tesseract not installed: OCR tests are skipped.');
    return false;
  }
}
const haveTesseract = tesseractInstalled();

const TRIAL_PAGE: ScannedPage = {
  title: 'Drug A in chronic heart failure',
  lines: [
    'Methods',
    'In this double-blind trial, a total of 217 patients were randomly assigned in a 2:1 ratio',
    'to receive drug A or matching placebo. The trial is registered with ClinicalTrials.gov,',
    'number NCT01234567.',
    'Results',
    'The primary endpoint was death from cardiovascular causes.',
  ],
};

function sourcesOf(value: unknown, out: Provenance[] = []): Provenance[] {
  if (Array.isArray(value)) for (const v of value) sourcesOf(v, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.quote === 'string' && typeof o.page === 'number') out.push(o as Provenance);
    else for (const v of Object.values(o)) sourcesOf(v, out);
  }
  return out;
}

describe.runIf(haveTesseract)('scanned PDFs are read by OCR', () => {
  it('reads a scanned trial page into facts with OCR-marked provenance that verifies', async () => {
    const doc = await pdf(makeScannedPdf([{ lines: ['Cover page of a scanned report'] }, TRIAL_PAGE]));
    expect(doc.pages.map((p) => p.ocr)).toEqual([true, true]);
    expect(doc.pages[1]!.text).toContain('217 patients were randomly assigned in a 2:1 ratio');
    expect(doc.warnings?.join(' ')).toMatch(/2 scanned page\(s\) were read by OCR/);

    const facts = extractFacts(doc);
    expect(facts.n_randomized?.value).toBe(217);
    expect(facts.n_randomized?.source).toMatchObject({ page: 2, ocr: true });
    expect(facts.ratio?.value).toBe('2:1');
    expect(facts.ratio?.source).toMatchObject({ page: 2, ocr: true });
    expect(facts.registry_id?.value).toBe('NCT01234567');
    const sources = sourcesOf(facts);
    expect(sources.length).toBeGreaterThan(2);
    expect(sources.every((s) => s.ocr === true)).toBe(true);
    expect(verifyProvenance(doc, facts).failures).toEqual([]);
    expect(verifyProvenance(doc, facts).ok).toBe(true);
  }, 120_000);

  it('reads a scan that lies upside down, and one turned sideways with /Rotate putting it upright', async () => {
    const doc = await pdf(
      makeScannedPdf([
        { ...TRIAL_PAGE, turn: 180 },
        { ...TRIAL_PAGE, turn: 90, rotateAttribute: true },
        { ...TRIAL_PAGE, turn: 270 },
      ]),
    );
    for (const page of doc.pages) {
      expect(page.ocr).toBe(true);
      expect(page.text, `page ${page.number}`).toContain('217 patients were randomly assigned');
    }
    // Read upright, the quarter-turned scan is a portrait page again.
    expect(doc.pages[2]!.height).toBeGreaterThan(doc.pages[2]!.width);
  }, 120_000);

  it('reads only the scanned page of a document whose other pages have a text layer', async () => {
    const doc = await pdf(
      makeScannedPdf([
        { lines: ['A text page that has a real text layer of its own, set in Helvetica.'], textLayer: true },
        TRIAL_PAGE,
      ]),
    );
    expect(doc.pages.map((p) => p.ocr)).toEqual([undefined, true]);
    expect(doc.pages[0]!.text).toContain('a real text layer of its own');
    const facts = extractFacts(doc);
    expect(facts.n_randomized?.source).toMatchObject({ page: 2, ocr: true });
    const onTextPage = sourcesOf(facts).filter((s) => s.page === 1);
    expect(onTextPage.every((s) => s.ocr === undefined)).toBe(true);
  }, 120_000);

  it('reads at most the page limit and says which pages were left', async () => {
    const doc = await parseSource(
      {
        bytes: makeScannedPdf([TRIAL_PAGE, TRIAL_PAGE, TRIAL_PAGE]),
        fileId: 's',
        kind: 'pdf',
        name: 's.pdf',
      },
      { ocr: { maxPages: 1 } },
    );
    expect(doc.pages.map((p) => Boolean(p.ocr))).toEqual([true, false, false]);
    expect(doc.warnings?.join(' ')).toMatch(/Only the first 1 scanned pages are read by OCR; 2 later page/);
  }, 120_000);

  it('reads a scan that carries a download stamp in a text layer, and leaves a figure page alone', async () => {
    const stamp = 'Downloaded from journals.example.org by a reader on 1 March 2024. For personal use only.';
    const doc = await pdf(
      makeScannedPdf([
        { ...TRIAL_PAGE, stamp },
        { lines: [], figure: 'Figure 1. Kaplan-Meier estimates of survival in the two groups.' },
      ]),
    );
    expect(doc.pages.map((p) => Boolean(p.ocr))).toEqual([true, false]);
    expect(doc.pages[0]!.text).toContain('217 patients were randomly assigned');
    expect(doc.pages[1]!.text).toContain('Figure 1. Kaplan-Meier estimates');
  }, 120_000);

  it('starts no page after the document time limit, keeping what was read', async () => {
    const doc = await parseSource(
      {
        bytes: makeScannedPdf([
          { lines: ['A text page with a real text layer of its own.'], textLayer: true },
          TRIAL_PAGE,
        ]),
        fileId: 's',
        kind: 'pdf',
        name: 's.pdf',
      },
      { ocr: { totalTimeoutMs: 0 } },
    );
    expect(doc.pages.map((p) => Boolean(p.ocr))).toEqual([false, false]);
    expect(doc.pages[0]!.text).toContain('a real text layer of its own');
    expect(doc.warnings?.join(' ')).toMatch(
      /1 scanned page\(s\) were not read: OCR of this document reached its 0 s limit/,
    );
  }, 60_000);

  it('stops a page that runs past its time limit and says so', async () => {
    const error = await parseSource(
      { bytes: makeScannedPdf([TRIAL_PAGE]), fileId: 's', kind: 'pdf', name: 's.pdf' },
      { ocr: { pageTimeoutMs: 1 } },
    ).catch((e: unknown) => e);
    // The only page could not be read in time, so the document has no text: a clear refusal.
    expect(error).toBeInstanceOf(UnreadableSourceError);
    expect((error as Error).message).toMatch(/scanned image and OCR found no readable text/);
  }, 60_000);
});

describe('scanned PDFs where Tesseract is not installed', () => {
  const before = process.env.TESSERACT_PATH;
  afterEach(() => {
    if (before === undefined) delete process.env.TESSERACT_PATH;
    else process.env.TESSERACT_PATH = before;
  });

  it('refuses a scan with the exact packages to install', async () => {
    process.env.TESSERACT_PATH = '/nonexistent/tesseract';
    const error = await pdf(makeScannedPdf([TRIAL_PAGE])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreadableSourceError);
    expect((error as Error).message).toMatch(
      /needs OCR, but Tesseract is not installed.*apt-get install tesseract-ocr tesseract-ocr-eng tesseract-ocr-chi-sim/,
    );
  }, 60_000);

  it('refuses a scan when a language pack is missing, naming it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'prowrite-fake-tesseract-'));
    try {
      // A tesseract that has English only: what `--list-langs` prints without tesseract-ocr-chi-sim.
      const fake = join(dir, 'tesseract');
      writeFileSync(
        fake,
        '#!/bin/sh\necho \'List of available languages in "/usr/share" (2):\'\necho eng\necho osd\n',
      );
      chmodSync(fake, 0o755);
      process.env.TESSERACT_PATH = fake;
      const error = await pdf(makeScannedPdf([TRIAL_PAGE])).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnreadableSourceError);
      expect((error as Error).message).toMatch(
        /no language data for chi_sim.*apt-get install tesseract-ocr /,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('keeps the text pages of a mixed document and says which scanned pages were not read', async () => {
    process.env.TESSERACT_PATH = '/nonexistent/tesseract';
    const doc = await pdf(
      makeScannedPdf([
        { lines: ['A text page that has a real text layer of its own.'], textLayer: true },
        TRIAL_PAGE,
      ]),
    );
    expect(doc.pages[0]!.text).toContain('a real text layer of its own');
    expect(doc.pages[1]!.ocr).toBeUndefined();
    expect(doc.warnings?.join(' ')).toMatch(
      /1 scanned page\(s\) were not read \(.*apt-get install tesseract-ocr/,
    );
  }, 60_000);
});
