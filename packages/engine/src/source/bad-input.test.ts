import { describe, expect, it } from 'vitest';
import { extractFacts } from '../facts/extract-facts';
import { verifyProvenance } from '../facts/verify-provenance';
import { loremLines, makeTextPdf, writePdf } from './__fixtures__/make-pdf';
import { cleanText } from './clean-document';
import { parseSource } from './parse-source';
import { type SourceDocument, UnreadableSourceError } from './source-document';

const pdf = (bytes: Uint8Array) => parseSource({ bytes, fileId: 'f', kind: 'pdf', name: 'f.pdf' });
const txt = (text: string) =>
  parseSource({ bytes: new TextEncoder().encode(text), fileId: 't', kind: 'txt', name: 't.txt' });

/** Nothing a reader could not see: no NUL or other controls, no bidi overrides, no lone surrogates. */
function expectClean(doc: SourceDocument): void {
  const json = JSON.stringify(doc);
  expect(json).not.toMatch(/\\u000[0-8]|\\u001[0-9a-f]|\\u202[a-e]|\\u206[6-9]|\\ud[89a-f][0-9a-f]{2}/i);
}

const TRIAL = 'A total of 217 patients were randomly assigned in a 2:1 ratio to drug A or placebo.';

describe('rotated pages', () => {
  for (const rotate of [90, 180, 270] as const) {
    it(`reads a page whose /Rotate ${rotate} turns upright text sideways, as the unturned page`, async () => {
      const pages = [loremLines(1, 20), [TRIAL, ...loremLines(2, 10)]];
      const plain = await pdf(makeTextPdf({ pages }));
      const turned = await pdf(makeTextPdf({ pages, rotate }));
      expect(turned.pages.map((p) => p.text)).toEqual(plain.pages.map((p) => p.text));
      expect(extractFacts(turned).n_randomized?.value).toBe(217);
    });
  }

  it('reads a landscape page: text drawn turned, /Rotate 90 showing it upright', async () => {
    // Text runs up the portrait media box (matrix 0 1 -1 0); the viewer turns the page a quarter clockwise.
    const lines = [TRIAL, 'The primary endpoint was death from any cause at one year.'];
    const ops = lines
      .map((line, i) => `BT /F1 10 Tf 0 1 -1 0 ${100 + i * 14} 60 Tm (${line}) Tj ET`)
      .join('\n');
    const doc = await pdf(
      writePdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Rotate 90 /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
        `<< /Length ${ops.length} >>\nstream\n${ops}\nendstream`,
      ]),
    );
    expect(doc.pages[0]!.width).toBeGreaterThan(doc.pages[0]!.height);
    expect(doc.pages[0]!.text).toContain(TRIAL);
  });
});

describe('very long PDFs', () => {
  it('reads 1,000 pages (the limit) to the end', async () => {
    const pages = Array.from({ length: 1000 }, (_, p) => loremLines(p + 1, 8));
    const doc = await pdf(makeTextPdf({ pages }));
    expect(doc.pages).toHaveLength(1000);
    expect(doc.pages[999]!.text).toContain('(p1000 l8)');
  }, 180_000);

  it('reads the pages a page tree really has when it claims a million, at once', async () => {
    const ops = `BT /F1 10 Tf 50 770 Td (${TRIAL}) Tj ET`;
    const lying = writePdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1000000 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      `<< /Length ${ops.length} >>\nstream\n${ops}\nendstream`,
    ]);
    // pdf.js checks the last page the count names and falls back to the pages the tree really has.
    const doc = await pdf(lying);
    expect(doc.pages).toHaveLength(1);
    expect(doc.pages[0]!.text).toContain(TRIAL);
  });
});

describe('a document that reports no trial', () => {
  it('gives null and empty facts, and every value it does give is quoted from the page', async () => {
    const lines = [
      'Background',
      'Seasonal changes in bird migration were observed over ten years at 3 stations.',
      'Methods',
      'We counted birds at three coastal stations every spring and autumn; 1,204 birds were ringed.',
      'Results',
      'Counts rose by 12% at the northern station (95% CI 8 to 16) and fell elsewhere over 24 months.',
    ];
    const doc = await pdf(makeTextPdf({ pages: [lines], title: 'Bird migration at three coastal stations' }));
    const facts = extractFacts(doc);
    for (const key of [
      'registry_id',
      'phase',
      'blinding',
      'design',
      'n_randomized',
      'ratio',
      'cycle_length',
      'primary_endpoint',
      'primary_result',
    ] as const) {
      expect(facts[key], key).toBeNull();
    }
    for (const key of [
      'arms',
      'secondary_endpoints',
      'stratification_factors',
      'inclusion_criteria',
      'hazard_ratios',
      'medians',
      'effects',
      'results',
    ] as const) {
      expect(facts[key], key).toEqual([]);
    }
    expect(verifyProvenance(doc, facts).ok).toBe(true);
  });
});

describe('hostile text', () => {
  it('drops NUL and other control bytes from a PDF text layer, keeping the words', async () => {
    const doc = await pdf(
      makeTextPdf({ pages: [['A total of 217\u0000 patients were \u0001randomly assigned.']] }),
    );
    expectClean(doc);
    expect(doc.pages[0]!.text).toContain('A total of 217 patients were');
  });

  it('drops a few NUL bytes inside a long text file (too few to call it binary)', async () => {
    const filler = 'Patients were followed for a long time in this trial. '.repeat(400);
    const doc = await txt(`Methods\n\n${filler}\n\nA total of 217\u0000 patients were randomly assigned.`);
    expectClean(doc);
    expect(extractFacts(doc).n_randomized?.value).toBe(217);
  });

  it('refuses a text file that is mostly NUL bytes as binary', async () => {
    const error = await txt('\u0000'.repeat(1000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreadableSourceError);
    expect((error as Error).message).toMatch(/not text/);
  });

  it('removes bidi overrides and isolates, so what is stored reads as it displays', async () => {
    const doc = await txt(
      `Methods\n\nA total of \u202e217\u202c patients were \u2067randomly\u2069 assigned.`,
    );
    expectClean(doc);
    expect(doc.pages[0]!.text).toContain('A total of 217 patients were randomly assigned.');
  });

  it('replaces lone surrogates and keeps paired ones', () => {
    expect(cleanText('a\ud800b\udc00c')).toBe('a\ufffdb\ufffdc');
    expect(cleanText('emoji \ud83d\ude00 ok')).toBe('emoji \ud83d\ude00 ok');
    expect(cleanText('tab\tand\nnew line\r\n')).toBe('tab\tand\nnew line\r\n');
  });

  it('reads the Kangxi and supplement radicals PDF fonts map Han glyphs to as their characters, one for one', () => {
    // "步⾏" (U+2F8F) and "⻛险⽐" (U+2EDB, U+2F50) as pdf.js reads them from Noto CJK.
    expect(cleanText('步\u2f8f距离，\u2edb险\u2f50')).toBe('步行距离，风险比');
    expect(cleanText('\u2f8f\u2edb')).toHaveLength(2);
  });

  it('reads a 1 MB single line of trial text to the end, without hanging', async () => {
    const line = `${TRIAL} The hazard ratio was 0.74 (95% CI, 0.65 to 0.85; P<0.001). `;
    const doc = await txt(line.repeat(Math.ceil(1_000_000 / line.length)));
    const facts = extractFacts(doc);
    expect(facts.n_randomized?.value).toBe(217);
    expect(verifyProvenance(doc, facts).ok).toBe(true);
  }, 60_000);

  it('reads 1 MB lines of digits, dots and brackets without hanging, and invents nothing', async () => {
    for (const line of [
      '1'.repeat(1_000_000),
      '1.2'.repeat(350_000),
      `${'('.repeat(500_000)}${')'.repeat(500_000)}`,
    ]) {
      const facts = extractFacts(await txt(line));
      expect(facts.n_randomized).toBeNull();
      expect(facts.hazard_ratios).toEqual([]);
    }
  }, 60_000);

  it('reads a PDF with one 100,000-character line', async () => {
    const doc = await pdf(makeTextPdf({ pages: [[`${TRIAL} ${'word '.repeat(20_000)}`]] }));
    expect(doc.pages[0]!.text).toContain(TRIAL);
    expect(extractFacts(doc).n_randomized?.value).toBe(217);
  }, 60_000);
});
