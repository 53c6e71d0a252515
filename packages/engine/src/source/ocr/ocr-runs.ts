import type { TextRun } from '../pdf/text-runs';
import type { OcrLine, OcrWord } from './tsv';

/** Font name of OCR'd text: one "font" for the whole scan, as there is no font information. */
export const OCR_FONT = 'ocr';

/** A line's box height in ems of its type (ascender to descender of a line that has both). */
const LINE_HEIGHT_EM = 1.0;
/** Lines within this share of the page's usual size are body text: OCR boxes jitter with descenders. */
const BODY_SNAP = 0.25;

const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

/**
 * Turns OCR lines (pixels at `dpi`) into text runs in page points, like a text layer would give: one run per
 * word on its line's baseline, so the same line grouping, columns and reading order apply. Sizes are
 * estimated from line heights and snapped to the page's usual size, so body text reads as one size and only
 * clearly larger lines (titles, headings) stand out.
 */
export function ocrLinesToRuns(lines: OcrLine[], dpi: number): TextRun[] {
  const scale = 72 / dpi;
  const sized = lines.map((line) => ({ line, size: (line.height * scale) / LINE_HEIGHT_EM }));
  const usual = weightedMedian(sized.map((s) => ({ value: s.size, weight: chars(s.line.words) })));
  const runs: TextRun[] = [];
  for (const { line, size: raw } of sized) {
    const size = usual > 0 && Math.abs(raw - usual) <= BODY_SNAP * usual ? usual : raw;
    const baseline = line.top * scale + size * 0.78;
    for (const word of joinCjk(line.words)) {
      runs.push({
        text: word.text,
        x0: word.left * scale,
        x1: (word.left + word.width) * scale,
        baseline,
        top: baseline - size * 0.78,
        bottom: baseline + size * 0.22,
        size: Math.round(size * 10) / 10,
        font: OCR_FONT,
        rotated: false,
      });
    }
  }
  return runs;
}

function chars(words: OcrWord[]): number {
  return words.reduce((n, w) => n + w.text.length, 0);
}

function weightedMedian(items: { value: number; weight: number }[]): number {
  const sorted = items.filter((i) => i.weight > 0).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((n, i) => n + i.weight, 0);
  let seen = 0;
  for (const item of sorted) {
    seen += item.weight;
    if (seen * 2 >= total) return item.value;
  }
  return 0;
}

/** Chinese is written without spaces: neighbouring CJK "words" of one line are one run. */
function joinCjk(words: OcrWord[]): OcrWord[] {
  const out: OcrWord[] = [];
  for (const word of words) {
    const prev = out[out.length - 1];
    if (prev && CJK.test(prev.text.slice(-1)) && CJK.test(word.text[0] ?? '')) {
      const right = Math.max(prev.left + prev.width, word.left + word.width);
      out[out.length - 1] = {
        ...prev,
        text: prev.text + word.text,
        width: right - prev.left,
        conf: Math.min(prev.conf, word.conf),
      };
    } else out.push(word);
  }
  return out;
}
