import { measureText } from '@prowrite/contracts';

/**
 * A list box's room at its floor font size, as its layout declares it (mirrored in WRITER_LAYOUTS, checked
 * against the declarations): `lines` high (in lines), `lineChars` measured characters a line.
 */
export type LineCapacity = { lines: number; lineChars: number };

/** What a paragraph after the first adds, in lines (the renderer's space before it; layouts declares it). */
export const PARAGRAPH_GAP_LINES = 0.23;
/** Grouped text: what a group title after the first adds, and the measured characters of a title row. */
export const GROUP_GAP_LINES = 0.42;
export const TITLE_ROW_CHARS = 60;

const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;
/** Punctuation that never starts a line (it stays with the character before it), as the renderer wraps. */
const CLOSING = new Set([...'，。、；：！？）》」』】〕”’…%‰·,.;:!?)]}']);
const OPENING = new Set([...'（《「『【〔“‘']);

type Token = { width: number; spaceBefore: boolean };

/** Words (Latin runs) and single CJK characters, closing punctuation glued before, opening after. */
function tokens(text: string): Token[] {
  const out: Token[] = [];
  let space = false;
  let glue = false;
  let inWord = false;
  for (const ch of text) {
    if (/\s/.test(ch)) {
      space = true;
      glue = false;
      inWord = false;
      continue;
    }
    const prev = out[out.length - 1];
    const cjk = CJK.test(ch) && !CLOSING.has(ch) && !OPENING.has(ch);
    if (prev && !space && (glue || CLOSING.has(ch) || (inWord && !cjk))) {
      prev.width += measureText(ch);
    } else {
      out.push({ width: measureText(ch), spaceBefore: space && out.length > 0 });
    }
    inWord = !cjk && !OPENING.has(ch);
    glue = OPENING.has(ch);
    space = false;
  }
  return out;
}

/**
 * How many lines `text` takes in a box of `lineChars` measured characters per line: greedy wrapping, Latin
 * between words, CJK between characters; a word longer than a line is broken, as the renderer breaks it.
 * Each paragraph (newline) starts a line.
 */
export function wrappedLines(text: string, lineChars: number): number {
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    lines += 1;
    let used = 0;
    for (const t of tokens(paragraph)) {
      const gap = t.spaceBefore && used > 0 ? 1 : 0;
      if (used > 0 && used + gap + t.width > lineChars) {
        lines += 1;
        used = 0;
      }
      let width = t.width + (used > 0 ? gap : 0);
      while (width > lineChars) {
        lines += 1;
        width -= lineChars;
      }
      used += width;
    }
  }
  return lines;
}

/** The height `text` takes in lines: its wrapped lines and the space before each paragraph after the first. */
export function textHeight(text: string, lineChars: number): number {
  return wrappedLines(text, lineChars) + PARAGRAPH_GAP_LINES * (text.split('\n').length - 1);
}

/** Whether `text` shows whole in a box of this capacity. */
export function fitsLines(text: string, capacity: LineCapacity): boolean {
  // Two decimals, as declared: 2 lines and a gap (2.23) fit a box 2.23 lines high.
  return Math.round(textHeight(text, capacity.lineChars) * 100) <= Math.round(capacity.lines * 100);
}

/**
 * The height grouped text takes in lines (decision 0079): each group's title rows (GROUP_GAP_LINES before a
 * title after the first), each bullet's wrapped lines with PARAGRAPH_GAP_LINES before it.
 */
export function groupsHeight(groups: { group_title: string; list: string[] }[], lineChars: number): number {
  let height = 0;
  let first = true;
  const paragraph = (lines: number, gap: number) => {
    height += (first ? 0 : gap) + lines;
    first = false;
  };
  for (const g of groups) {
    if (g.group_title.trim())
      paragraph(wrappedLines(g.group_title.trim(), Math.min(TITLE_ROW_CHARS, lineChars)), GROUP_GAP_LINES);
    for (const b of g.list) if (b.trim()) paragraph(wrappedLines(b.trim(), lineChars), PARAGRAPH_GAP_LINES);
  }
  return height;
}

/** Whether grouped text shows on one slide of this capacity (no continuation). */
export function fitsGroups(
  groups: { group_title: string; list: string[] }[],
  capacity: LineCapacity,
): boolean {
  return Math.round(groupsHeight(groups, capacity.lineChars) * 100) <= Math.round(capacity.lines * 100);
}

export type ListChoice<T> = {
  /** The box's text: the items shown, then the remainder line when some are not shown. */
  text: string;
  shown: T[];
  left: T[];
};

/**
 * The items of a list box (one per line, or run on with `joiner` when that shows more, an `ownLine` item
 * always on a line of its own), chosen so that the
 * box shows every line whole: all items when they fit; else, in the source's order (key items come first),
 * each item that still fits the lines and characters left after the remainder line, skipping longer ones
 * so shorter later ones still show. Items not shown are accounted for by `remainder(left)`, a whole sentence
 * that takes its own line. Never a cut item, never a silent drop.
 */
export function chooseListItems<T>(
  items: T[],
  textOf: (item: T) => string,
  box: { capacity: LineCapacity; maxChars: number; joiner: string; ownLine?: (item: T) => boolean },
  remainder: (left: T[]) => string,
): ListChoice<T> {
  const fits = (text: string) => measureText(text) <= box.maxChars && fitsLines(text, box.capacity);
  const perLine = (shown: T[]) => shown.map(textOf).join('\n');
  const runOn = (shown: T[]) => runOnText(shown, textOf, box.joiner, box.ownLine ?? (() => false));
  const options = [pick(items, perLine, fits, remainder), pick(items, runOn, fits, remainder)].filter(
    (o): o is ListChoice<T> => o !== null,
  );
  // More items shown wins; one per line when equal (easier to read).
  options.sort((a, b) => b.shown.length - a.shown.length);
  // Not even the closing line fits (a box far too small): nothing to show, the caller leaves the box out.
  return options[0] ?? { text: '', shown: [], left: items };
}

/**
 * Items run on with `joiner`, in the source's order, except an item that keeps its own line (a marked source
 * quote among items in the output language reads as one mixed paragraph otherwise): it ends the run before it
 * and starts a new line after it.
 */
function runOnText<T>(
  shown: T[],
  textOf: (item: T) => string,
  joiner: string,
  ownLine: (item: T) => boolean,
): string {
  const lines: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length > 0) lines.push(run.join(joiner));
    run = [];
  };
  for (const item of shown) {
    if (ownLine(item)) {
      flush();
      lines.push(textOf(item));
    } else run.push(textOf(item));
  }
  flush();
  return lines.join('\n');
}

function pick<T>(
  items: T[],
  body: (shown: T[]) => string,
  fits: (text: string) => boolean,
  remainder: (left: T[]) => string,
): ListChoice<T> | null {
  const compose = (shown: T[], left: T[]) =>
    [body(shown), left.length > 0 ? remainder(left) : ''].filter(Boolean).join('\n');
  if (fits(compose(items, []))) return { text: compose(items, []), shown: items, left: [] };
  const shown: T[] = [];
  for (const item of items) {
    const next = [...shown, item];
    const left = items.filter((i) => !next.includes(i));
    if (fits(compose(next, left))) shown.push(item);
  }
  const left = items.filter((i) => !shown.includes(i));
  const text = compose(shown, left);
  return fits(text) ? { text, shown, left } : null;
}
