import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Slide } from '@prowrite/contracts';
import { getTheme, layoutSamples, type ResolvedText, resolveSlide } from '@prowrite/layouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDeckPptx } from './index';
import { convertToPdf, libreOfficeAvailable, type PdfWord, pdfPageWords } from './testing/libreoffice';

/**
 * Text the resolver says fits stays inside its box when LibreOffice draws the PPTX: lines mixing Chinese
 * with numbers, percentages, brackets and Latin words (where LibreOffice spaces the scripts apart and the
 * percent sign is wide). Skips without soffice/poppler, except under CI=true.
 */

const CI = process.env.CI === 'true';
const available = libreOfficeAvailable();
if (!available && !CI) console.warn('pptx-libreoffice-fit.test: soffice or poppler missing, checks skipped');

/** Results sentences built from parts, so every line boundary falls somewhere different. */
function mixedParagraph(seed: number): string {
  const arms = ['试验组', '对照组', 'A组', '安慰剂组', 'vernakalant组'];
  const parts: string[] = [];
  for (let i = 0; i < 9; i++) {
    const k = (seed * 7 + i * 3) % 97;
    const n = 40 + ((k * 13) % 300);
    const x = Math.max(1, (k * 29) % n);
    parts.push(
      `${arms[(seed + i) % arms.length]}为${((x / n) * 100).toFixed(1)}%（${n}例中${x}例），HR ${(0.4 + k / 100).toFixed(2)}（95% CI ${(0.3 + k / 200).toFixed(2)}–${(0.9 + k / 100).toFixed(2)}）；P<0.0${k % 10}1`,
    );
  }
  return `${parts.join('；')}。`;
}

const summarySlide = (seed: number): Slide => {
  const base = structuredClone(layoutSamples.hcp_ppt_a_038!.zh);
  return {
    ...base,
    slide_num: seed + 1,
    content: base.content.map((c) =>
      c.id === 'summary' ? { ...c, text: mixedParagraph(seed).slice(0, 330) } : c,
    ),
  };
};

describe.skipIf(!available && !CI)('PPTX text in LibreOffice stays in its box', () => {
  const slides = [0, 1, 2, 3, 4, 5].map(summarySlide);
  const template = 'medical_template1';
  let dir = '';
  const words: PdfWord[][] = [];

  beforeAll(async () => {
    if (!available) throw new Error('soffice, pdfinfo, pdftotext or pdftoppm is not installed');
    dir = await mkdtemp(path.join(os.tmpdir(), 'pptx-fit-'));
    const file = path.join(dir, 'fit.pptx');
    await writeFile(
      file,
      await writeDeckPptx({ title: 'fit', slides, template, loadImage: async () => null }),
    );
    const [pdf] = await convertToPdf([file], dir);
    for (let i = 0; i < slides.length; i++) words.push(await pdfPageWords(pdf!, i + 1));
  }, 300_000);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('draws mixed Chinese and Latin results lines no wider than the resolver measured them', () => {
    let lines = 0;
    for (const [i, slide] of slides.entries()) {
      const r = resolveSlide(slide, { theme: getTheme(template), pageNumber: slide.slide_num });
      const summary = r.elements.find((e): e is ResolvedText => e.kind === 'text' && e.key === 'summary')!;
      expect(summary.fit).not.toBe('clamped');
      lines += summary.paragraphs.reduce((n, p) => n + p.lines.length, 0);
      const inBox = words[i]!.filter(
        (w) => w.yMin >= summary.box.y - 2 && w.yMax <= summary.box.y + summary.box.h + 2,
      );
      expect(inBox.length, `slide ${i + 1}`).toBeGreaterThan(5);
      const right = Math.max(...inBox.map((w) => w.xMax));
      // A px of rounding; the box's right edge is where the panel's padding starts.
      expect(
        right,
        `slide ${i + 1}: text reaches ${right.toFixed(1)} px, box ends at ${summary.box.x + summary.box.w}`,
      ).toBeLessThanOrEqual(summary.box.x + summary.box.w + 1);
    }
    expect(lines).toBeGreaterThan(slides.length * 2);
  });
});
