import type { OverflowPolicy, ResolvedLine, ResolvedParagraph, TextFit } from '../model';
import { ellipsise, lineText, wrapRuns } from './measure';
import type { ParagraphSource } from './paragraphs';

export interface FitTextInput {
  paragraphs: ParagraphSource[];
  /** Inner width and the height the text may take (padding already removed). */
  width: number;
  maxHeight: number;
  fontSize: number;
  minFontSize: number;
  /** Multiple of the font size. */
  lineHeight: number;
  policy: OverflowPolicy;
  /** The element's weight (bold text is measured wider). */
  bold: boolean;
}

export interface FitTextResult {
  fontSize: number;
  lineHeightPx: number;
  paragraphs: ResolvedParagraph[];
  /** Final text per paragraph (clamped ones end with an ellipsis). */
  texts: string[];
  height: number;
  fit: TextFit;
  splitAt?: { item: number; sub?: number };
  /** Paragraphs left out whole because they did not fit (clamp and shrink; never cut). */
  dropped?: number;
}

const EPS = 1e-6;

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

interface Laid {
  source: ParagraphSource;
  paragraph: ResolvedParagraph;
  height: number;
}

function layoutAt(input: FitTextInput, fontSize: number): { laid: Laid[]; height: number; lh: number } {
  const lh = round2(fontSize * input.lineHeight);
  let height = 0;
  const laid = input.paragraphs.map((source, index): Laid => {
    const indent = source.kind === 'bullet' ? round2(fontSize * 1.2) : 0;
    const spaceBefore = index === 0 ? 0 : round2(fontSize * (source.kind === 'groupTitle' ? 0.6 : 0.3));
    const lines = wrapRuns(source.runs, {
      maxWidth: input.width - indent,
      fontSize,
      bold: input.bold,
      ...(source.rowChars ? { maxSpecUnitsPerLine: source.rowChars } : {}),
    });
    const h = spaceBefore + lines.length * lh;
    height += h;
    return {
      source,
      height: h,
      paragraph: {
        kind: source.kind,
        bold: source.kind === 'groupTitle' || source.runs.every((r) => r.bold),
        ...(source.colour ? { colour: source.colour } : {}),
        indent,
        spaceBefore,
        lines,
      },
    };
  });
  return { laid, height: round2(height), lh };
}

/** Joins wrapped lines back into text: a space only where a break fell between two Latin words. */
export function joinLines(lines: ResolvedLine[]): string {
  let out = '';
  for (const line of lines) {
    const t = lineText(line);
    if (out && /[A-Za-z0-9.,;:)]$/.test(out) && /^[A-Za-z0-9(]/.test(t)) out += ' ';
    out += t;
  }
  return out;
}

function sourceText(source: ParagraphSource): string {
  return source.runs.map((r) => r.text).join('');
}

function clampTo(input: FitTextInput, fontSize: number, split: boolean): FitTextResult {
  const { laid, lh } = layoutAt(input, fontSize);
  const paragraphs: ResolvedParagraph[] = [];
  const texts: string[] = [];
  let used = 0;
  let splitAt: FitTextResult['splitAt'];
  for (let i = 0; i < laid.length; i++) {
    const { source, paragraph, height } = laid[i]!;
    if (used + height <= input.maxHeight + EPS) {
      paragraphs.push(paragraph);
      texts.push(sourceText(source));
      used += height;
      continue;
    }
    // Split: a paragraph that does not fit whole moves to the next slide, unless nothing was shown yet.
    if (split && source.item !== undefined && paragraphs.length > 0) {
      splitAt = { item: source.item, ...(source.sub !== undefined ? { sub: source.sub } : {}) };
      break;
    }
    const room = input.maxHeight - used - (paragraphs.length > 0 ? paragraph.spaceBefore : 0);
    const keep = Math.floor((room + EPS) / lh);
    if (keep > 0) {
      const lines = paragraph.lines.slice(0, keep);
      const width = input.width - paragraph.indent;
      lines[keep - 1] = ellipsise(lines[keep - 1]!, width, fontSize, input.bold);
      const spaceBefore = paragraphs.length > 0 ? paragraph.spaceBefore : 0;
      paragraphs.push({ ...paragraph, spaceBefore, lines });
      texts.push(joinLines(lines));
      used += spaceBefore + keep * lh;
    } else if (paragraphs.length > 0) {
      // No room for even one more line: mark the end of the previous paragraph.
      const last = paragraphs[paragraphs.length - 1]!;
      const lastLine = last.lines.length - 1;
      last.lines[lastLine] = ellipsise(
        last.lines[lastLine]!,
        input.width - last.indent,
        fontSize,
        input.bold,
      );
      texts[texts.length - 1] = joinLines(last.lines);
    }
    if (split) {
      const next = laid.slice(i + 1).find((l) => l.source.item !== undefined)?.source;
      if (next?.item !== undefined)
        splitAt = { item: next.item, ...(next.sub !== undefined ? { sub: next.sub } : {}) };
    }
    break;
  }
  return {
    fontSize,
    lineHeightPx: lh,
    paragraphs,
    texts,
    height: round2(used),
    fit: 'clamped',
    ...(splitAt ? { splitAt } : {}),
  };
}

/**
 * Only the paragraphs that fit whole at the floor size, when at least one does and some do not: a list item
 * is left out rather than cut (a group title left without its first bullet goes with it). Null otherwise.
 */
function wholeParagraphs(input: FitTextInput, fontSize: number): FitTextResult | null {
  const { laid, lh } = layoutAt(input, fontSize);
  let used = 0;
  let kept = 0;
  while (kept < laid.length) {
    const h = laid[kept]!.height;
    if (used + h > input.maxHeight + EPS) break;
    used += h;
    kept++;
  }
  while (kept > 0 && laid[kept - 1]!.source.kind === 'groupTitle') {
    kept--;
    used -= laid[kept]!.height;
  }
  if (kept === 0 || kept === laid.length) return null;
  const shown = laid.slice(0, kept);
  return {
    fontSize,
    lineHeightPx: lh,
    paragraphs: shown.map((l) => l.paragraph),
    texts: shown.map((l) => sourceText(l.source)),
    height: round2(used),
    fit: 'clamped',
    dropped: laid.length - kept,
  };
}

/**
 * Lays paragraphs into the box under the element's overflow policy. Shrink and clamp both go down to the
 * declared floor before anything is left out (a smaller font beats a cut sentence), then leave out whole
 * paragraphs; only a single paragraph too long for the box at the floor is cut with an ellipsis (the content
 * checker counts it as truncated text).
 */
export function fitText(input: FitTextInput): FitTextResult {
  const floor = input.policy === 'split' ? input.fontSize : Math.min(input.minFontSize, input.fontSize);
  for (let size = input.fontSize; size >= floor; size--) {
    const { laid, height, lh } = layoutAt(input, size);
    if (height <= input.maxHeight + EPS) {
      return {
        fontSize: size,
        lineHeightPx: lh,
        paragraphs: laid.map((l) => l.paragraph),
        texts: laid.map((l) => sourceText(l.source)),
        height,
        fit: size === input.fontSize ? 'fits' : 'shrunk',
      };
    }
  }
  if (input.policy !== 'split') {
    const whole = wholeParagraphs(input, floor);
    if (whole) return whole;
  }
  return clampTo(input, floor, input.policy === 'split');
}

/** Width of the longest paragraph laid on one line (for boxes whose width follows the text). */
export function naturalWidth(paragraphs: ParagraphSource[], fontSize: number, bold: boolean): number {
  let max = 0;
  for (const p of paragraphs) {
    const [line] = wrapRuns(p.runs, { maxWidth: Number.POSITIVE_INFINITY, fontSize, bold });
    max = Math.max(max, line?.width ?? 0);
  }
  return max;
}
