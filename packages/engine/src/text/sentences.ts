import { runToEnd, type Steps } from '../knowledge/steps';

/** Sentence spans of a page's text: offsets into that text, so every quote cut from them is exact. */

export type Span = { start: number; end: number };

// Words that end with a full stop without ending the sentence.
const ABBREVIATIONS = new Set([
  'al',
  'approx',
  'ca',
  'cf',
  'co',
  'dr',
  'e.g',
  'eg',
  'eq',
  'fig',
  'figs',
  'i.e',
  'ie',
  'inc',
  'incl',
  'jr',
  'ltd',
  'mr',
  'mrs',
  'ms',
  'no',
  'nos',
  'pp',
  'prof',
  'ref',
  'refs',
  'resp',
  'st',
  'suppl',
  'tab',
  'vol',
  'vs',
]);

const MAX_SENTENCE = 900;
/** A line that opens a list item: a bullet, or a number with a dot or bracket. */
const LIST_ITEM = /^\s*(?:[-*•●▪–]\s+|\d{1,2}[.)]\s+\S)/;

export function splitSentences(text: string): Span[] {
  return runToEnd(splitSentencesSteps(text));
}

/** Work between two yields of splitSentencesSteps (lines, sentence ends or cut windows). */
const STEP_EVERY = 256;

/**
 * splitSentences in steps: it yields every few hundred lines, sentence ends and cut windows, so a text of
 * megabytes (one paragraph without a blank line) can be split in event-loop slices.
 */
export function* splitSentencesSteps(text: string): Steps<Span[]> {
  const spans: Span[] = [];
  let work = 0;
  for (const block of yield* splitBlocksSteps(text)) {
    let start = block.start;
    // A sentence ends at . ! ? before a capital, a digit or a word such as "mEOC+P" or "eGFR".
    // A citation number may follow the full stop in PDF text ("valsartan.19 The ...").
    // A Chinese full stop, ! or ? ends a sentence wherever it stands (no space or capital follows it).
    const re =
      /(?:[.!?]|(?<=[a-z)\]])\.\d{1,3}(?:[,–-]\d{1,3})*)["')\]]*(?=\s+["'([]?(?:[A-Z0-9]|[a-z]+[A-Z]))|[。！？][”’」』）]*/g;
    const body = text.slice(block.start, block.end);
    for (let m = re.exec(body); m; m = re.exec(body)) {
      if (++work % STEP_EVERY === 0) yield;
      const stop = block.start + m.index;
      if (text[stop] === '.' && isAbbreviation(text, stop)) continue;
      const end = block.start + m.index + m[0].length;
      pushTrimmed(spans, text, start, end);
      start = end;
    }
    pushTrimmed(spans, text, start, block.end);
  }
  const out: Span[] = [];
  for (const span of spans) {
    if (span.end - span.start <= MAX_SENTENCE) out.push(span);
    else out.push(...(yield* splitAtLinesSteps(text, span)));
  }
  return out;
}

/** Paragraph-like blocks: blank lines always end one; so does a line ending in ':' or a short heading line. */
function* splitBlocksSteps(text: string): Steps<Span[]> {
  const blocks: Span[] = [];
  let start = 0;
  let lines = 0;
  const lineEnds = /\n/g;
  for (let m = lineEnds.exec(text); m; m = lineEnds.exec(text)) {
    if (++lines % STEP_EVERY === 0) yield;
    const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
    const line = text.slice(lineStart, m.index).trim();
    const next = text.slice(m.index + 1, m.index + 2);
    const nextEnd = text.indexOf('\n', m.index + 1);
    const nextLine = text.slice(m.index + 1, nextEnd < 0 ? text.length : nextEnd);
    const breaks =
      line === '' ||
      /[:]$/.test(line) ||
      next === '\n' ||
      (isHeadingLike(line) && /[A-Z0-9]/.test(next)) ||
      LIST_ITEM.test(nextLine);
    if (breaks) {
      blocks.push({ start, end: m.index });
      start = m.index + 1;
    }
  }
  blocks.push({ start, end: text.length });
  return blocks.filter((b) => text.slice(b.start, b.end).trim() !== '');
}

/** A short line without closing punctuation, such as "Methods" or "Study design". */
export function isHeadingLike(line: string): boolean {
  return line.length > 0 && line.length <= 40 && !/[.,;:)\]-]$/.test(line) && /^[A-Z]/.test(line);
}

function isAbbreviation(text: string, dot: number): boolean {
  const before = text.slice(Math.max(0, dot - 12), dot);
  const word = before.match(/([A-Za-z.]+)$/)?.[1] ?? '';
  if (/(?:^|[\s(])[A-Z]$/.test(before)) return true; // an initial: "J. Smith"
  // A list number at the start of a line ("1. Adults aged ...") does not end a sentence.
  if (opensNumberedLine(text, dot)) return true;
  return ABBREVIATIONS.has(word.toLowerCase());
}

/**
 * Whether only 1–2 digits (after blanks) stand between the line's start and `dot`. Reads back from the dot
 * over those few characters only: searching back for the line's start cost a scan to the text's start per
 * full stop in a paragraph without line breaks (quadratic in a paragraph of megabytes).
 */
function opensNumberedLine(text: string, dot: number): boolean {
  let at = dot;
  while (at > 0 && dot - at < 3 && isDigit(text.charCodeAt(at - 1))) at -= 1;
  const digits = dot - at;
  if (digits < 1 || digits > 2) return false;
  while (at > 0 && text[at - 1] !== '\n' && /\s/.test(text[at - 1] as string)) at -= 1;
  return at === 0 || text[at - 1] === '\n';
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Cuts an over-long run (a table flattened to text, a list without full stops) at lines, clauses or spaces. */
function* splitAtLinesSteps(text: string, span: Span): Steps<Span[]> {
  const out: Span[] = [];
  let start = span.start;
  let windows = 0;
  while (span.end - start > MAX_SENTENCE) {
    if (++windows % STEP_EVERY === 0) yield;
    const window = text.slice(start, start + MAX_SENTENCE);
    let cut = -1;
    for (const mark of ['\n', '; ', ', ', ' ']) {
      const at = window.lastIndexOf(mark);
      if (at > 40) {
        cut = at + mark.length;
        break;
      }
    }
    if (cut < 0) cut = MAX_SENTENCE;
    pushTrimmed(out, text, start, start + cut);
    start += cut;
  }
  pushTrimmed(out, text, start, span.end);
  return out;
}

function pushTrimmed(spans: Span[], text: string, start: number, end: number): void {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s]!)) s++;
  while (e > s && /\s/.test(text[e - 1]!)) e--;
  if (e > s) spans.push({ start: s, end: e });
}

/**
 * Whether a "sentence" is prose: words make up at least 40% of its visible characters and there are at
 * least 20 letters. A rule of dashes, dots or a run of numbers split out of a table is not a sentence.
 */
export function isProse(text: string): boolean {
  const visible = text.replace(/\s+/g, '').length;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  return letters >= 20 && letters >= 0.4 * visible;
}
