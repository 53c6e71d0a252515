import type { Slide } from '@prowrite/contracts';
import { getTheme, layoutSamples, type ResolvedText, resolveSlide } from '@prowrite/layouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeckInLibreOffice, deckInLibreOffice } from './testing/deck-in-libreoffice';
import { libreOfficeAvailable, type PdfWord } from './testing/libreoffice';

/**
 * Chinese that fills its lines exactly: LibreOffice draws a CJK character up to 0.83 % wider than an em and
 * wraps the last one of such a line (decision 0075). The resolver must not count on the exact fit, or the
 * exported statement runs a line longer than the board. Skips without soffice/poppler, except under CI=true.
 */

const CI = process.env.CI === 'true';
const available = libreOfficeAvailable();
if (!available && !CI) console.warn('pptx-libreoffice-cjk.test: soffice or poppler missing, checks skipped');

const HANZI = '维拉利单抗联合化疗为晚期非小细胞肺癌患者带来具有临床意义的生存获益有望成为新的一线标准治疗';

/**
 * section_slide_004's statement (720 px wide, 30 px shrinking to 15) with `n` ideographs, no punctuation: 48
 * fill two lines of 24 at 30 px, 180 six lines of 30 at 24 px, 480 ten lines of 48 at 15 px when a character
 * is one em (each at the largest size the text fits at, with a line to spare).
 */
const statementSlide = (n: number, index: number): Slide => {
  const base = structuredClone(layoutSamples.section_slide_004!.zh);
  const text = Array.from({ length: n }, (_, i) => HANZI[i % HANZI.length]).join('');
  return {
    ...base,
    slide_num: index + 1,
    content: base.content.map((c) =>
      c.id === 'highlight' ? { id: 'highlight', type: 'highlight', text_arr: [{ text }] } : c,
    ),
  };
};

/**
 * Lines LibreOffice drew in a box (10 px over its edges: a centred extra line reaches past them; the label
 * above and the source below stay further away), words grouped by their top edge.
 */
function drawnLines(box: { x: number; y: number; w: number; h: number }, words: PdfWord[]): number {
  const tops = words
    .filter((w) => w.xMin >= box.x - 2 && w.xMax <= box.x + box.w + 40 && w.yMin >= box.y - 10)
    .filter((w) => w.yMax <= box.y + box.h + 10 && /[\u4e00-\u9fff]/.test(w.text))
    .map((w) => w.yMin)
    .sort((a, b) => a - b);
  let lines = 0;
  let last = Number.NEGATIVE_INFINITY;
  for (const t of tops) {
    if (t - last > 3) lines++;
    last = t;
  }
  return lines;
}

describe.skipIf(!available && !CI)('Chinese lines that fill their box exactly, in LibreOffice', () => {
  const counts = [48, 180, 480];
  const slides = counts.map(statementSlide);
  const template = 'general';
  let rendered: DeckInLibreOffice | undefined;
  let words: PdfWord[][] = [];

  beforeAll(async () => {
    if (!available) throw new Error('soffice, pdfinfo, pdftotext or pdftoppm is not installed');
    rendered = await deckInLibreOffice('cjk', slides, { template, lang: 'zh' });
    words = rendered.words;
  }, 300_000);

  afterAll(async () => {
    await rendered?.remove();
  });

  it('wraps into no more lines than the resolver counted, at 30, 24 and 15 px', () => {
    const seen: string[] = [];
    for (const [i, slide] of slides.entries()) {
      const r = resolveSlide(slide, { theme: getTheme(template), pageNumber: slide.slide_num });
      const el = r.elements.find((e): e is ResolvedText => e.kind === 'text' && e.key === 'statement')!;
      const resolved = el.paragraphs.reduce((n, p) => n + p.lines.length, 0);
      const drawn = drawnLines(el.box, words[i]!);
      seen.push(`${counts[i]} characters at ${el.fontSize} px: resolver ${resolved}, LibreOffice ${drawn}`);
      expect(el.fit, seen.at(-1)).not.toBe('clamped');
      expect(drawn, seen.at(-1)).toBeGreaterThan(0);
      expect(drawn, seen.join('\n')).toBeLessThanOrEqual(resolved);
    }
    expect(seen.map((s) => /at (\d+) px/.exec(s)?.[1])).toEqual(['30', '24', '15']);
  });
});
