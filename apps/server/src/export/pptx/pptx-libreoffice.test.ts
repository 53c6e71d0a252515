import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getTheme, type ResolvedSlide, resolveSlide } from '@prowrite/layouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDeckPptx } from './index';
import {
  convertToPdf,
  libreOfficeAvailable,
  type PdfWord,
  pdfAllPageWords,
  pdfPageCount,
  pdfPagesText,
  wordsInBox,
} from './testing/libreoffice';
import { SAMPLE_TEMPLATES, sampleSlides } from './testing/sample-deck';

/**
 * Every layout sample (zh and en) in every template, one PPTX per template, opened by LibreOffice: it
 * converts, has one page per slide, and each page's text holds every text the resolver drew on that slide
 * (table cells, reference labels, page numbers; compared without whitespace, since LibreOffice spaces CJK
 * and Latin apart), and each text box's paragraphs are drawn inside the box (LibreOffice wraps them itself,
 * decision 0068, so its lines may break elsewhere than the resolver's; the words in the box are read in order). Skips with a notice when soffice/poppler are missing, except
 * under CI=true, where it fails.
 */

const CI = process.env.CI === 'true';
const available = libreOfficeAvailable();
if (!available && !CI)
  console.warn('pptx-libreoffice.test: soffice or poppler missing, LibreOffice checks skipped');

const normalise = (s: string) => s.normalize('NFKC').replace(/\s+/g, '');

/** Every text the slide draws outside text boxes: table cells line by line, reference labels. */
function drawnTexts(r: ResolvedSlide): string[] {
  return r.elements.flatMap((e) => {
    switch (e.kind) {
      case 'table':
        return e.rows.flatMap((row) => row.cells.flatMap((c) => c.lines));
      case 'references':
        return e.items.slice(0, 3).map((i) => i.label);
      default:
        return [];
    }
  });
}

describe.skipIf(!available && !CI)('PPTX opened by LibreOffice', () => {
  const samples = [...sampleSlides('zh'), ...sampleSlides('en')];
  let dir = '';
  const pdfs = new Map<string, string>();
  const texts = new Map<string, string[]>();
  const words = new Map<string, PdfWord[][]>();

  beforeAll(async () => {
    if (!available) throw new Error('soffice, pdfinfo, pdftotext or pdftoppm is not installed');
    dir = await mkdtemp(path.join(os.tmpdir(), 'pptx-lo-'));
    const files: string[] = [];
    for (const template of SAMPLE_TEMPLATES) {
      const buf = await writeDeckPptx({
        title: `Samples ${template}`,
        slides: samples.map((s) => s.slide),
        template,
        loadImage: async () => null,
      });
      const file = path.join(dir, `${template}.pptx`);
      await writeFile(file, buf);
      files.push(file);
    }
    const out = await convertToPdf(files, dir);
    for (const [i, t] of SAMPLE_TEMPLATES.entries()) pdfs.set(t, out[i]!);
    // pdftotext is slow on pages with many semi-transparent shapes; the four run side by side.
    const pages = await Promise.all(out.map((pdf) => pdfPagesText(pdf)));
    for (const [i, t] of SAMPLE_TEMPLATES.entries()) texts.set(t, pages[i]!);
    const boxes = await Promise.all(out.map((pdf) => pdfAllPageWords(pdf)));
    for (const [i, t] of SAMPLE_TEMPLATES.entries()) words.set(t, boxes[i]!);
  }, 300_000);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  for (const template of SAMPLE_TEMPLATES) {
    it(`${template}: one page per slide, every drawn text on its page`, async () => {
      const pdf = pdfs.get(template)!;
      expect(await pdfPageCount(pdf)).toBe(samples.length);
      const pages = texts.get(template)!;
      expect(pages).toHaveLength(samples.length);
      for (const [i, { layoutId, slide }] of samples.entries()) {
        const page = normalise(pages[i]!);
        const resolved = resolveSlide(slide, { theme: getTheme(template), pageNumber: slide.slide_num });
        for (const text of drawnTexts(resolved)) {
          if (!normalise(text)) continue;
          expect(page, `${layoutId} (${template}, page ${i + 1}): "${text}"`).toContain(normalise(text));
        }
        for (const el of resolved.elements) {
          if (el.kind !== 'text') continue;
          const inBox = normalise(wordsInBox(words.get(template)![i]!, el.box));
          for (const paragraph of el.text.split('\n')) {
            if (!normalise(paragraph)) continue;
            expect(inBox, `${layoutId} (${template}, page ${i + 1}) ${el.key}: "${paragraph}"`).toContain(
              normalise(paragraph),
            );
          }
        }
      }
    }, 120_000);
  }
});
