/** splitSentences as it was before decision 0067 (the equivalence reference). Sentence spans of a page's text: offsets into that text, so every quote cut from them is exact. */

type Span = { start: number; end: number };

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

export function referenceSplitSentences(text: string): Span[] {
  const spans: Span[] = [];
  for (const block of splitBlocks(text)) {
    let start = block.start;
    // A sentence ends at . ! ? before a capital, a digit or a word such as "mEOC+P" or "eGFR".
    // A citation number may follow the full stop in PDF text ("valsartan.19 The ...").
    // The one rule added since the rewrite (decision 0087): a Chinese full stop, ! or ? ends a sentence.
    const re =
      /(?:[.!?]|(?<=[a-z)\]])\.\d{1,3}(?:[,–-]\d{1,3})*)["')\]]*(?=\s+["'([]?(?:[A-Z0-9]|[a-z]+[A-Z]))|[。！？][”’」』）]*/g;
    const body = text.slice(block.start, block.end);
    for (let m = re.exec(body); m; m = re.exec(body)) {
      const stop = block.start + m.index;
      if (text[stop] === '.' && isAbbreviation(text, stop)) continue;
      const end = block.start + m.index + m[0].length;
      pushTrimmed(spans, text, start, end);
      start = end;
    }
    pushTrimmed(spans, text, start, block.end);
  }
  return spans.flatMap((s) => (s.end - s.start > MAX_SENTENCE ? splitAtLines(text, s) : [s]));
}

/** Paragraph-like blocks: blank lines always end one; so does a line ending in ':' or a short heading line. */
function splitBlocks(text: string): Span[] {
  const blocks: Span[] = [];
  let start = 0;
  const lineEnds = /\n/g;
  for (let m = lineEnds.exec(text); m; m = lineEnds.exec(text)) {
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
function isHeadingLike(line: string): boolean {
  return line.length > 0 && line.length <= 40 && !/[.,;:)\]-]$/.test(line) && /^[A-Z]/.test(line);
}

function isAbbreviation(text: string, dot: number): boolean {
  const before = text.slice(Math.max(0, dot - 12), dot);
  const word = before.match(/([A-Za-z.]+)$/)?.[1] ?? '';
  if (/(?:^|[\s(])[A-Z]$/.test(before)) return true; // an initial: "J. Smith"
  // A list number at the start of a line ("1. Adults aged ...") does not end a sentence.
  const lineStart = text.lastIndexOf('\n', dot - 1) + 1;
  if (/^\s*\d{1,2}$/.test(text.slice(lineStart, dot))) return true;
  return ABBREVIATIONS.has(word.toLowerCase());
}

/** Cuts an over-long run (a table flattened to text, a list without full stops) at lines, clauses or spaces. */
function splitAtLines(text: string, span: Span): Span[] {
  const out: Span[] = [];
  let start = span.start;
  while (span.end - start > MAX_SENTENCE) {
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
