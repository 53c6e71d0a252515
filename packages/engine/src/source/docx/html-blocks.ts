/** The few block shapes mammoth's HTML is made of, read with a small tokenizer (no DOM in Node). */
export type HtmlBlock =
  | { type: 'heading'; level: number; text: string }
  | { type: 'paragraph'; text: string; images: string[] }
  | { type: 'list-item'; text: string; images: string[] }
  | { type: 'table'; rows: string[][] }
  | { type: 'page-break' };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

type Open = { kind: 'heading' | 'paragraph' | 'list-item'; level: number; text: string; images: string[] };
type TableState = { rows: string[][]; row: string[] | null; cell: string | null; depth: number };

/**
 * Reads mammoth's HTML into blocks: h1-h6, p, li, tables (row by row, nested tables flattened into their
 * cell), images (by their src) and page breaks (mapped to <hr> by our style map).
 */
export function readHtmlBlocks(html: string): HtmlBlock[] {
  const blocks: HtmlBlock[] = [];
  const token = /<(\/?)([a-zA-Z0-9]+)([^>]*)>|([^<]+)/g;
  let open: Open | null = null;
  let table: TableState | null = null;
  const closeOpen = () => {
    if (!open) return;
    const text = open.text.replace(/\s+/g, ' ').trim();
    if (open.kind === 'heading') {
      if (text) blocks.push({ type: 'heading', level: open.level, text });
    } else if (text || open.images.length > 0) {
      blocks.push({ type: open.kind, text, images: open.images });
    }
    open = null;
  };
  for (const m of html.matchAll(token)) {
    const [, slash, rawTag, attrs, text] = m;
    if (text !== undefined) {
      const decoded = decodeEntities(text);
      if (table?.cell !== null && table?.cell !== undefined) table.cell += decoded;
      else if (open) open.text += decoded;
      continue;
    }
    const tag = rawTag!.toLowerCase();
    const closing = slash === '/';
    if (tag === 'table') {
      if (!closing) {
        if (table) table.depth++;
        else {
          closeOpen();
          table = { rows: [], row: null, cell: null, depth: 1 };
        }
      } else if (table && --table.depth === 0) {
        blocks.push({ type: 'table', rows: table.rows.filter((r) => r.some((c) => c.length > 0)) });
        table = null;
      }
      continue;
    }
    if (table) {
      readTableTag(table, tag, closing);
      continue;
    }
    if (/^h[1-6]$/.test(tag) || tag === 'p' || tag === 'li') {
      if (closing) closeOpen();
      else {
        closeOpen();
        const kind = tag === 'p' ? 'paragraph' : tag === 'li' ? 'list-item' : 'heading';
        open = { kind, level: kind === 'heading' ? Number(tag[1]) : 0, text: '', images: [] };
      }
    } else if (tag === 'br' && open) {
      open.text += ' ';
    } else if (tag === 'img' && !closing) {
      const src = attrs?.match(/src="([^"]*)"/)?.[1] ?? '';
      if (open) open.images.push(src);
      else blocks.push({ type: 'paragraph', text: '', images: [src] });
    } else if (tag === 'hr') {
      closeOpen();
      blocks.push({ type: 'page-break' });
    }
  }
  closeOpen();
  return blocks;
}

function readTableTag(table: TableState, tag: string, closing: boolean): void {
  if (table.depth > 1) {
    // A nested table's cells read as text of the outer cell.
    if (closing && (tag === 'td' || tag === 'th') && table.cell !== null) table.cell += ' ';
    return;
  }
  if (tag === 'tr') {
    if (!closing) table.row = [];
    else if (table.row) {
      table.rows.push(table.row);
      table.row = null;
    }
  } else if (tag === 'td' || tag === 'th') {
    if (!closing) table.cell = '';
    else if (table.cell !== null) {
      if (!table.row) table.row = [];
      table.row.push(table.cell.replace(/\s+/g, ' ').trim());
      table.cell = null;
    }
  } else if ((tag === 'p' || tag === 'br' || tag === 'li') && table.cell !== null && table.cell !== '') {
    table.cell += ' ';
  }
}
