/** The longest marker we hold back: "[" + up to 3 digits + "]". */
const MAX_MARKER = 5;

/**
 * Re-cuts streamed text so that a citation marker such as `[12]` is never split across two deltas: a tail
 * that could still become a marker (`[`, `[1`, `[12`) is held until the next piece shows whether it closes.
 */
export class CitationChunker {
  private held = '';

  /** The text that is safe to send now (possibly empty). */
  push(piece: string): string {
    const text = this.held + piece;
    const open = text.lastIndexOf('[');
    if (open >= 0 && text.length - open < MAX_MARKER && /^\[\d*$/.test(text.slice(open))) {
      this.held = text.slice(open);
      return text.slice(0, open);
    }
    this.held = '';
    return text;
  }

  /** What is still held at the end of the stream. */
  flush(): string {
    const rest = this.held;
    this.held = '';
    return rest;
  }
}

/** The citation numbers `[n]` in a text, in order of first appearance. */
export function citationMarkers(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/\[(\d{1,3})\]/g)) {
    const n = Number(m[1]);
    if (!out.includes(n)) out.push(n);
  }
  return out;
}
