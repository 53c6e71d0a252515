/** A figure or table caption split into what the insert dialogs and the footnote show. */
export type CaptionParts = {
  /** "Figure 2", "Table 1", "图3", or '' when the caption has no label. */
  label: string;
  kind: 'image' | 'table';
  /** The first sentence after the label. */
  title: string;
  /** The rest of the caption. */
  rest: string;
};

const LABEL =
  /^\s*((?:supplementary\s+|extended\s+data\s+)?(fig(?:ure)?s?\.?|tables?|图|表)\s*(?:[a-z]?\d+[a-z]?|[ivxlc]+)(?:\s*[-–,&]\s*[a-z]?\d+[a-z]?)*)\s*[.:：．、|-]?\s*/i;

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS =
  /\b(?:vs|et al|e\.g|i\.e|approx|fig|figs|no|nos|ref|refs|dr|mr|ms|inc|ltd|co|cf|ca|resp|incl|max|min|mo|wk|yr|yrs|hr|hrs|n\.s)\.$/i;

/** Splits a caption: its label (kept apart for the numbering prefix), first sentence and the rest. */
export function splitCaption(caption: string): CaptionParts {
  const text = caption.replace(/\s+/g, ' ').trim();
  const match = LABEL.exec(text);
  const label = match ? match[1]!.trim() : '';
  const word = (match?.[2] ?? '').toLowerCase();
  const kind: 'image' | 'table' = word.startsWith('tab') || word === '表' ? 'table' : 'image';
  const body = match ? text.slice(match[0].length).trim() : text;
  const cut = firstSentenceEnd(body);
  return {
    label,
    kind,
    title: body.slice(0, cut).trim(),
    rest: body.slice(cut).trim(),
  };
}

/** The index just after the first sentence's closing mark (or the whole text). */
function firstSentenceEnd(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '。' || c === '！' || c === '？' || c === '；') return i + 1;
    if (c === '.' || c === '!' || c === '?') {
      const next = text[i + 1];
      if (next !== undefined && next !== ' ') continue; // 0.05, e.g.x
      const before = text.slice(Math.max(0, i - 8), i + 1);
      if (c === '.' && ABBREVIATIONS.test(before)) continue;
      return i + 1;
    }
  }
  return text.length;
}

/** Plain text made safe for the rich-text footnote (which is sanitised HTML). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
