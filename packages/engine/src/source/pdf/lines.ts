import type { TextRun } from './text-runs';

/**
 * A horizontal piece of one printed line: runs on the same baseline with no wide gap between them.
 * Two columns whose baselines align give two segments, never one.
 */
export type LineSegment = {
  runs: TextRun[];
  text: string;
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  baseline: number;
  /** Font size and font of the most characters. */
  size: number;
  font: string;
};

const LIST_MARKER = /^(?:\[?\d{1,3}[.\])]?|[•●▪◦■–-])$/;

/** Gap (in ems of the larger neighbour) above which two runs on one baseline belong to different segments. */
const SEGMENT_GAP_EM = 1.0;

type OpenLine = { baseline: number; top: number; bottom: number; size: number; runs: TextRun[] };

/** Groups runs into printed lines: same baseline, or a smaller run (super/subscript) inside the line's height. */
export function groupLines(runs: TextRun[]): TextRun[][] {
  const flowing = dedupeRuns(runs.filter((r) => !r.rotated && r.text.trim().length > 0));
  // Largest text first, so superscripts find the line they belong to.
  const bySize = [...flowing].sort((a, b) => b.size - a.size || a.baseline - b.baseline);
  const lines: OpenLine[] = [];
  for (const run of bySize) {
    const line = lines.find((l) => belongsTo(run, l));
    if (line) {
      line.runs.push(run);
      line.top = Math.min(line.top, run.top);
      line.bottom = Math.max(line.bottom, run.bottom);
    } else {
      lines.push({ baseline: run.baseline, top: run.top, bottom: run.bottom, size: run.size, runs: [run] });
    }
  }
  return attachDropCaps(
    lines.sort((a, b) => a.baseline - b.baseline).map((l) => l.runs.sort((a, b) => a.x0 - b.x0)),
  );
}

/**
 * A drop cap (one large initial letter beside the first lines of a paragraph) starts the topmost line beside
 * it: "P" + "revalence rates" reads "Prevalence rates".
 */
function attachDropCaps(lines: TextRun[][]): TextRun[][] {
  const out = lines.map((l) => [...l]);
  const sizes = lines.map((l) => l[0]?.size ?? 0).sort((a, b) => a - b);
  const usual = sizes[Math.floor(sizes.length / 2)] ?? 0;
  for (let i = 0; i < out.length; i++) {
    const line = out[i]!;
    const cap = line[0];
    // A drop cap is one or two letters, far larger than the page's usual type.
    if (line.length !== 1 || !cap || cap.size < 1.8 * usual || !/^\p{L}{1,2}$/u.test(cap.text.trim()))
      continue;
    const beside = out
      .map((l, index) => ({ l, index }))
      .filter(({ l, index }) => {
        const first = l[0];
        return (
          index !== i &&
          first !== undefined &&
          cap.size >= 1.8 * first.size &&
          first.x0 >= cap.x1 - 1 &&
          first.x0 - cap.x1 < 2 * first.size &&
          first.baseline >= cap.top &&
          first.baseline <= cap.baseline + 1
        );
      })
      .sort((a, b) => a.l[0]!.baseline - b.l[0]!.baseline)[0];
    if (!beside) continue;
    beside.l.unshift(cap);
    out[i] = [];
  }
  return out.filter((l) => l.length > 0);
}

function belongsTo(run: TextRun, line: OpenLine): boolean {
  // Type under half the line's size is never on it (text beside a drop cap shares the cap's baseline).
  if (run.size < 0.45 * line.size) return false;
  if (Math.abs(run.baseline - line.baseline) <= 0.3 * Math.min(run.size, line.size)) return true;
  // A super- or subscript: clearly smaller, its middle inside the line's body.
  if (run.size < 0.9 * line.size) {
    const middle = (run.top + run.bottom) / 2;
    const lineTop = line.baseline - line.size * 0.9;
    const lineBottom = line.baseline + line.size * 0.35;
    if (middle > lineTop && middle < lineBottom && overlapsRunsHorizontallyNear(run, line)) return true;
  }
  return false;
}

/** A script glyph must sit next to the line's text, not in another column at the same height. */
function overlapsRunsHorizontallyNear(run: TextRun, line: OpenLine): boolean {
  const reach = line.size * 1.5;
  return line.runs.some((r) => run.x0 <= r.x1 + reach && run.x1 >= r.x0 - reach);
}

/** Some producers print text twice, slightly offset, to fake bold: keep one copy. */
function dedupeRuns(runs: TextRun[]): TextRun[] {
  const seen = new Set<string>();
  const out: TextRun[] = [];
  for (const run of runs) {
    const key = `${run.text}|${Math.round(run.x0)}|${Math.round(run.baseline)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(run);
  }
  return out;
}

/** Splits a printed line into segments at wide horizontal gaps, and at known column gutters. */
export function splitSegments(line: TextRun[], gutters: { x0: number; x1: number }[]): LineSegment[] {
  // Only once the page's gutters are known: before, an even run of gaps may hide a gutter among word spaces.
  const justified = gutters.length > 0 && justifiedGaps(line);
  const segments: TextRun[][] = [];
  let current: TextRun[] = [];
  let prev: TextRun | null = null;
  for (const run of line) {
    if (prev) {
      const gap = run.x0 - prev.x1;
      const em = Math.max(run.size, prev.size);
      const crossesGutter = gutters.some(
        (gutter) => prev!.x1 <= gutter.x0 + em && run.x0 >= gutter.x1 - em && gap > 0.3 * em,
      );
      // A list number or bullet set apart from its text ("1.    Go AS, ...") still starts that line.
      const marker =
        LIST_MARKER.test(
          current
            .map((r) => r.text)
            .join('')
            .trim(),
        ) && gap < 4 * em;
      if ((gap > SEGMENT_GAP_EM * em && !marker && !justified) || crossesGutter) {
        segments.push(current);
        current = [];
      }
    }
    current.push(run);
    prev = run;
  }
  if (current.length > 0) segments.push(current);
  return segments.map(toSegment);
}

export function toSegment(runs: TextRun[]): LineSegment {
  const sizeChars = new Map<number, number>();
  const fontChars = new Map<string, number>();
  let text = '';
  let prev: TextRun | null = null;
  for (const run of runs) {
    const size = Math.round(run.size * 10) / 10;
    sizeChars.set(size, (sizeChars.get(size) ?? 0) + run.text.length);
    fontChars.set(run.font, (fontChars.get(run.font) ?? 0) + run.text.trim().length);
    if (prev) {
      const gap = run.x0 - prev.x1;
      const needsSpace =
        gap > 0.07 * Math.min(run.size, prev.size) && !/\s$/.test(text) && !/^\s/.test(run.text);
      if (needsSpace) text += ' ';
    }
    text += run.text;
    prev = run;
  }
  const size = [...sizeChars.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  const font = [...fontChars.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  const main = runs.filter((r) => Math.abs(r.size - size) < 0.6);
  const anchor = main.length > 0 ? main : runs;
  return {
    runs,
    text: text.replace(/\s+/g, ' ').trim(),
    x0: Math.min(...runs.map((r) => r.x0)),
    x1: Math.max(...runs.map((r) => r.x1)),
    top: Math.min(...anchor.map((r) => r.top)),
    bottom: Math.max(...anchor.map((r) => r.bottom)),
    baseline: anchor[0]?.baseline ?? 0,
    size,
    font,
  };
}

/**
 * Splits a printed line wherever a gap stands out from the line's own word spacing: wider than 0.6 em and
 * 1.6 times the line's usual word gap, or before type of another size. Finer than splitSegments, so two columns closer than an em still part, while a
 * justified line set word by word (every gap wide) stays whole. Used to look for column gutters.
 */
/**
 * Whether a line's wide gaps are the stretched word spaces of justified type (on a page whose gutters are
 * known, so that no gap among them is a gutter): three or more words, every
 * space between them wide and all of one width (a narrow column set justified spreads its words evenly). The
 * cells of a table row stand at their columns' own edges, so their gaps differ.
 */
function justifiedGaps(line: TextRun[]): boolean {
  if (line.length < 3) return false;
  const gaps: number[] = [];
  const words: { x0: number; x1: number }[] = [{ x0: line[0]!.x0, x1: line[0]!.x1 }];
  for (let i = 1; i < line.length; i++) {
    const gap = line[i]!.x0 - line[i - 1]!.x1;
    if (gap <= 0.05 * line[i]!.size) {
      words[words.length - 1]!.x1 = line[i]!.x1;
      continue;
    }
    gaps.push(gap);
    words.push({ x0: line[i]!.x0, x1: line[i]!.x1 });
  }
  if (gaps.length < 2) return false;
  const em = Math.max(...line.map((r) => r.size));
  const widest = Math.max(...gaps);
  const narrowest = Math.min(...gaps);
  // Cells of one width in evenly spaced columns ("30  30  30  30") also leave equal gaps; words differ in width.
  const widths = words.map((w) => w.x1 - w.x0);
  const unevenWords = Math.max(...widths) - Math.min(...widths) > 0.25 * Math.max(...widths);
  return widest > SEGMENT_GAP_EM * em && widest - narrowest <= Math.max(0.5, 0.1 * widest) && unevenWords;
}

export function splitAtOutstandingGaps(line: TextRun[]): LineSegment[] {
  const gaps: number[] = [];
  for (let i = 1; i < line.length; i++) {
    const gap = line[i]!.x0 - line[i - 1]!.x1;
    // Word spaces only: a gap over 1.5 em is never one.
    if (gap > 0.05 * line[i]!.size && gap < 1.5 * line[i]!.size) gaps.push(gap);
  }
  gaps.sort((a, b) => a - b);
  const usual = gaps.length > 0 ? gaps[Math.floor(gaps.length / 2)]! : 0;
  const segments: TextRun[][] = [];
  let current: TextRun[] = [];
  let prev: TextRun | null = null;
  for (const run of line) {
    if (prev) {
      const gap = run.x0 - prev.x1;
      const em = Math.max(run.size, prev.size);
      // Type of another size beyond a visible gap (a margin note beside the text) parts too.
      const sizeChange = Math.abs(run.size - prev.size) > 0.2 * em;
      if (gap > 0.6 * em && (gap > 1.6 * usual || sizeChange)) {
        segments.push(current);
        current = [];
      }
    }
    current.push(run);
    prev = run;
  }
  if (current.length > 0) segments.push(current);
  return segments.map(toSegment);
}
