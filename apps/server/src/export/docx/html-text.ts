import type { ParagraphBlock, Run } from './blocks';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*|#39);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower in ENTITIES) return ENTITIES[lower]!;
    const code = lower.startsWith('#x')
      ? Number.parseInt(lower.slice(2), 16)
      : lower.startsWith('#')
        ? Number(lower.slice(1))
        : Number.NaN;
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const BLOCK_END = /^(p|div|li|h[1-6]|blockquote|tr)$/;

/**
 * Paragraphs of the article editor's rich text (a sanitised HTML subset): block tags and <br> start a new
 * paragraph, <li> becomes a bullet, <strong>/<b> bold, <em>/<i> italic; every other tag is dropped, text kept.
 * Plain text (no tags) splits on line breaks.
 */
export function htmlParagraphs(html: string, extra: Partial<ParagraphBlock> = {}): ParagraphBlock[] {
  const out: ParagraphBlock[] = [];
  let runs: Run[] = [];
  let bullet = false;
  let bold = 0;
  let italic = 0;
  const flush = () => {
    const trimmed = runs.filter((r) => r.text.length > 0);
    if (trimmed.some((r) => r.text.trim())) {
      out.push({ kind: 'paragraph', runs: trimmed, ...extra, ...(bullet ? { bullet: 0 } : {}) });
    }
    runs = [];
    bullet = false;
  };
  const tokens = html.split(/(<[^>]*>)/);
  for (const token of tokens) {
    const tag = /^<\s*(\/)?\s*([a-z0-9]+)[^>]*>$/i.exec(token);
    if (!tag) {
      if (token.startsWith('<')) continue;
      const lines = decode(token).split(/\r?\n/);
      lines.forEach((line, i) => {
        if (i > 0) flush();
        if (line)
          runs.push({
            text: line,
            ...(bold > 0 ? { bold: true } : {}),
            ...(italic > 0 ? { italic: true } : {}),
          });
      });
      continue;
    }
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    if (name === 'br') flush();
    else if (name === 'strong' || name === 'b') bold = Math.max(0, bold + (closing ? -1 : 1));
    else if (name === 'em' || name === 'i') italic = Math.max(0, italic + (closing ? -1 : 1));
    else if (name === 'li' && !closing) {
      flush();
      bullet = true;
    } else if (BLOCK_END.test(name)) flush();
  }
  flush();
  return out;
}

/** The plain text of rich text (for titles that may carry markup). */
export function htmlPlain(html: string): string {
  return decode(html.replace(/<[^>]*>/g, '')).trim();
}
