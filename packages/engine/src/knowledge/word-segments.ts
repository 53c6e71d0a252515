const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });

/** Characters a piece is at least this long before it is cut (a cut point is looked for after it). */
const PIECE_CHARS = 8192;
/**
 * A safe cut: after a space, a line break or a CJK sentence end, before a letter or digit. UAX #29 always
 * breaks there (no rule joins those left sides to a letter, and rules looking across it need a letter, digit
 * or joiner on the left), so segmenting the two sides apart gives the same words as segmenting the whole.
 */
const CUT = /[ \n。！？](?=[\p{L}\p{N}])/gu;

/**
 * The word segments of `text` (UAX #29, as `Intl.Segmenter` gives them), read piece by piece. V8 gives each
 * segment a fresh copy of the whole input (its `input` field), so one segmenter over megabytes is quadratic in
 * time and garbage (a 0.2 MB paragraph: 8 s, 0.4 MB: 31 s; in pieces 0.1 s and 0.3 s). A long paragraph is
 * segmented in pieces of about 8 KB, cut only where a word boundary is certain; text with no such cut in a
 * long stretch (no space, line break or CJK full stop before a letter) stays one piece.
 */
export function* wordSegments(text: string): Generator<{ segment: string; index: number }, void, void> {
  let from = 0;
  while (from < text.length) {
    let to = text.length;
    if (text.length - from > 2 * PIECE_CHARS) {
      CUT.lastIndex = from + PIECE_CHARS;
      const cut = CUT.exec(text);
      if (cut) to = cut.index + cut[0].length;
    }
    const piece = from === 0 && to === text.length ? text : text.slice(from, to);
    for (const { segment, index } of wordSegmenter.segment(piece)) yield { segment, index: from + index };
    from = to;
  }
}
