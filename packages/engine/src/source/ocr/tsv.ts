/** One recognised word in pixels of the image Tesseract read. */
export type OcrWord = {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  conf: number;
};

/** One recognised line: its box and its words, left to right. */
export type OcrLine = { left: number; top: number; width: number; height: number; words: OcrWord[] };

/**
 * Reads Tesseract's TSV output (level, page, block, paragraph, line, word, left, top, width, height, conf,
 * text) into lines of words. Rows of level 4 are lines, level 5 words; words with no text are dropped.
 */
export function parseTesseractTsv(tsv: string): OcrLine[] {
  const lines = new Map<string, OcrLine>();
  for (const row of tsv.split(/\r?\n/)) {
    const cells = row.split('\t');
    if (cells.length < 12) continue;
    const level = Number(cells[0]);
    const key = cells.slice(1, 5).join('.');
    const [left, top, width, height, conf] = cells.slice(6, 11).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    if (![left, top, width, height].every(Number.isFinite)) continue;
    if (level === 4) lines.set(key, { left, top, width, height, words: [] });
    if (level === 5) {
      const text = cells.slice(11).join('\t').trim();
      if (!text) continue;
      const line = lines.get(key);
      if (line) line.words.push({ text, left, top, width, height, conf: Number.isFinite(conf) ? conf : 0 });
    }
  }
  return [...lines.values()].filter((l) => l.words.length > 0);
}

/** Mean word confidence (0-100), weighted by characters; 0 when nothing was read. */
export function meanConfidence(lines: OcrLine[]): number {
  let sum = 0;
  let chars = 0;
  for (const word of lines.flatMap((l) => l.words)) {
    sum += Math.max(0, word.conf) * word.text.length;
    chars += word.text.length;
  }
  return chars > 0 ? sum / chars : 0;
}

/** Characters read, for comparing two readings of one page. */
export function charCount(lines: OcrLine[]): number {
  return lines.reduce((n, l) => n + l.words.reduce((m, w) => m + w.text.length, 0), 0);
}

/** The page turn Tesseract's orientation detection (--psm 0) asks for, when it is confident enough. */
export function readOsdRotation(osd: string, minConfidence = 1.5): 0 | 90 | 180 | 270 {
  const rotate = Number(/Rotate:\s*(\d+)/.exec(osd)?.[1]);
  const confidence = Number(/Orientation confidence:\s*([\d.]+)/.exec(osd)?.[1]);
  if (!(confidence >= minConfidence)) return 0;
  return rotate === 90 || rotate === 180 || rotate === 270 ? rotate : 0;
}
