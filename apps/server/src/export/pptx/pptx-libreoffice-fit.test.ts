import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Slide } from '@prowrite/contracts';
import { extractFacts, parseSource, writeDeck } from '@prowrite/engine';
import { getTheme, layoutSamples, type ResolvedText, resolveSlide } from '@prowrite/layouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../../test/corpus';
import { writeDeckPptx } from './index';
import { resolveDeck } from './resolve-deck';
import { type DeckInLibreOffice, deckInLibreOffice } from './testing/deck-in-libreoffice';
import { convertToPdf, libreOfficeAvailable, type PdfWord, pdfPageWords } from './testing/libreoffice';

/**
 * Text the resolver says fits stays inside its box when LibreOffice draws the PPTX: lines mixing Chinese
 * with numbers, percentages, brackets and Latin words (where LibreOffice spaces the scripts apart and the
 * percent sign is wide). Skips without soffice/poppler, except under CI=true.
 */

const CI = process.env.CI === 'true';
const available = libreOfficeAvailable();
if (!available && !CI) console.warn('pptx-libreoffice-fit.test: soffice or poppler missing, checks skipped');

/**
 * Results sentences built from parts, so every line boundary falls somewhere different; quoted names and
 * full-width commas test where the viewer may break and where punctuation would hang.
 */
function mixedParagraph(seed: number): string {
  const arms = ['试验组', '对照组', 'A组', '“安慰剂”组', 'vernakalant组', '原文“placebo”组，'];
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
  const slides = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(summarySlide);
  const template = 'medical_template1';
  let rendered: DeckInLibreOffice | undefined;
  let words: PdfWord[][] = [];

  beforeAll(async () => {
    if (!available) throw new Error('soffice, pdfinfo, pdftotext or pdftoppm is not installed');
    rendered = await deckInLibreOffice('fit', slides, { template });
    words = rendered.words;
  }, 300_000);

  afterAll(async () => {
    await rendered?.remove();
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

  it('wraps the summary in LibreOffice in no more lines than the box holds', () => {
    for (const [i, slide] of slides.entries()) {
      const r = resolveSlide(slide, { theme: getTheme(template), pageNumber: slide.slide_num });
      const summary = r.elements.find((e): e is ResolvedText => e.kind === 'text' && e.key === 'summary')!;
      expect(missingInBox(summary.text, summary.box, summary.padding, words[i]!), `slide ${i + 1}`).toBe('');
    }
  });
});

/** Characters of a text without whitespace, counted (the order LibreOffice's words come in does not matter). */
function charCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const ch of text.replace(/\s+/g, '')) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  return counts;
}

/**
 * What of `text` is not drawn by the words inside `box`, as characters. Horizontally a word's advance box must
 * lie within the box (1 px of rounding); vertically its middle must lie within the box less its padding
 * (pdftotext's word boxes span the face's whole ascent and descent, taller than a tight line): a line the
 * viewer wraps beyond the lines the box holds has its middle below the inner bottom.
 */
function missingInBox(
  text: string,
  box: { x: number; y: number; w: number; h: number },
  padY: number,
  words: PdfWord[],
) {
  const inside = words.filter((w) => {
    const mid = (w.yMin + w.yMax) / 2;
    return (
      w.xMin >= box.x - 1 &&
      w.xMax <= box.x + box.w + 1 &&
      mid >= box.y + padY - 1 &&
      mid <= box.y + box.h - padY + 1
    );
  });
  const drawn = charCounts(inside.map((w) => w.text).join(''));
  const missing: string[] = [];
  for (const [ch, n] of charCounts(text)) {
    const have = drawn.get(ch) ?? 0;
    if (have < n) missing.push(ch.repeat(n - have));
  }
  return missing.join('');
}

/** Real decks: corpus papers through the engine's offline writer, in both templates and both languages. */
const PAPERS = [
  { id: 'act-v', file: 'pdf/act-v.pdf' },
  { id: 'real3', file: 'text/real3.txt' },
  { id: 'vernakalant-ibutilide', file: 'pdf/vernakalant-ibutilide.pdf' },
];
const DECKS = PAPERS.flatMap((p) =>
  ['general', 'medical_template1'].flatMap((template) =>
    (['zh-cn', 'en'] as const).map((lang) => ({ ...p, template, lang })),
  ),
);
const corpus = existsSync(path.join(CORPUS_DIR, 'truth.json'));
if (!corpus && CI) throw new Error(`corpus missing on CI: ${CORPUS_DIR}`);

describe.skipIf((!available || !corpus) && !CI)(
  'exported corpus decks wrap inside their boxes in LibreOffice',
  () => {
    let dir = '';
    const decks: {
      label: string;
      slides: Slide[];
      template: string;
      lang: 'zh' | 'en';
      words: PdfWord[][];
    }[] = [];

    beforeAll(async () => {
      if (!available) throw new Error('soffice, pdfinfo, pdftotext or pdftoppm is not installed');
      dir = await mkdtemp(path.join(os.tmpdir(), 'pptx-wrap-'));
      const facts = new Map<string, Awaited<ReturnType<typeof extractFacts>>>();
      for (const p of PAPERS) {
        const bytes = new Uint8Array(readFileSync(path.join(CORPUS_DIR, p.file)));
        const kind = p.file.endsWith('.pdf') ? 'pdf' : 'txt';
        const doc = await parseSource(
          { bytes, fileId: p.id, kind, name: path.basename(p.file) },
          { cropFigures: false },
        );
        facts.set(p.id, extractFacts(doc));
      }
      const files: string[] = [];
      for (const d of DECKS) {
        const slides = writeDeck({
          facts: [{ fileId: d.id, fileName: path.basename(d.file), facts: facts.get(d.id)! }],
          template: d.template,
          outLang: d.lang,
        });
        const lang = d.lang === 'en' ? 'en' : 'zh';
        const label = `${d.id}-${d.template}-${d.lang}`;
        const file = path.join(dir, `${label}.pptx`);
        await writeFile(
          file,
          await writeDeckPptx({
            title: label,
            slides,
            template: d.template,
            lang,
            loadImage: async () => null,
          }),
        );
        files.push(file);
        decks.push({ label, slides, template: d.template, lang, words: [] });
      }
      const pdfs = await convertToPdf(files, dir);
      for (const [i, deck] of decks.entries()) {
        const pages = resolveDeck(deck.slides, { template: deck.template, lang: deck.lang });
        for (let page = 1; page <= pages.length; page++) deck.words.push(await pdfPageWords(pdfs[i]!, page));
      }
    }, 600_000);

    afterAll(async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('draws every text box and table cell wholly inside its box, right and bottom edges alike', () => {
      const faults: string[] = [];
      let boxes = 0;
      let wrapped = 0;
      for (const deck of decks) {
        const pages = resolveDeck(deck.slides, { template: deck.template, lang: deck.lang });
        expect(deck.words.length, deck.label).toBe(pages.length);
        pages.forEach((page, pi) => {
          const words = deck.words[pi]!;
          const at = `${deck.label} p${pi + 1} ${page.slide.slide_id}`;
          for (const el of page.resolved.elements) {
            if (el.kind === 'text' && el.text.trim()) {
              boxes++;
              if (el.paragraphs.some((p) => p.lines.length > 1)) wrapped++;
              const missing = missingInBox(el.text, el.box, el.padding, words);
              if (missing) faults.push(`${at} ${el.key}: "${missing}" outside ${JSON.stringify(el.box)}`);
            }
            if (el.kind === 'table') {
              for (const row of el.rows)
                for (const cell of row.cells) {
                  if (!cell.text.trim()) continue;
                  boxes++;
                  if (cell.lines.length > 1) wrapped++;
                  const cellBox = { x: cell.x, y: row.y, w: cell.w, h: row.h };
                  const missing = missingInBox(cell.text, cellBox, el.cellPadding.y, words);
                  if (missing) faults.push(`${at} ${el.key} cell: "${missing}" outside its cell`);
                }
            }
          }
        });
      }
      expect(faults, faults.join('\n')).toEqual([]);
      // Real decks: many boxes, and many of them wrap over several lines.
      console.log(`pptx wrap: ${boxes} boxes and cells checked, ${wrapped} of them wrapped over lines`);
      expect(boxes).toBeGreaterThan(500);
      expect(wrapped).toBeGreaterThan(50);
    });
  },
);
