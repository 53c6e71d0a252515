import type { SourceDocument } from '../source/source-document';
import type { KnowledgeBlock } from './chunk-types';

const MARKDOWN_HEADING = /^#{1,6}\s+(.+?)\s*#*\s*$/;
const MARKDOWN_TABLE_RULE = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/;

/**
 * A parsed source (PDF, DOCX, TXT, MD) as blocks in reading order, page by page: headings and paragraphs as
 * the engine read them, each table as its title then one block per row (cells joined by " | "), so a row is
 * never cut. The engine's table cells are left out of the paragraphs because the rows carry them.
 */
export function blocksFromSource(doc: SourceDocument): KnowledgeBlock[] {
  const out: KnowledgeBlock[] = [];
  const pages = new Set<number>([...doc.blocks.map((b) => b.page), ...doc.tables.map((t) => t.page)]);
  for (const page of [...pages].sort((a, b) => a - b)) {
    for (const block of doc.blocks) {
      if (block.page !== page || block.kind === 'table-cell' || !block.text.trim()) continue;
      out.push({ page, text: block.text, kind: block.kind === 'heading' ? 'heading' : 'paragraph' });
    }
    for (const table of doc.tables) {
      if (table.page !== page) continue;
      if (table.title.trim()) out.push({ page, text: table.title, kind: 'paragraph' });
      for (const row of table.rows) {
        const text = row.map((cell) => cell.trim()).join(' | ');
        if (text.replace(/[|\s]/g, '')) out.push({ page, text, kind: 'table-row' });
      }
    }
  }
  return out;
}

/**
 * Plain or Markdown text (a TXT item, a web page's readable text) as blocks: blank lines end paragraphs,
 * Markdown '#' lines are headings, pipe-table lines are rows (the rule line is dropped).
 */
export function blocksFromText(text: string, page: number | null = null): KnowledgeBlock[] {
  const out: KnowledgeBlock[] = [];
  let paragraph: string[] = [];
  const flush = (): void => {
    const joined = paragraph.join('\n').trim();
    if (joined) out.push({ page, text: joined, kind: 'paragraph' });
    paragraph = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = MARKDOWN_HEADING.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      out.push({ page, text: heading[1] as string, kind: 'heading' });
    } else if (line.startsWith('|') && line.endsWith('|')) {
      flush();
      if (!MARKDOWN_TABLE_RULE.test(line)) {
        const cells = line
          .slice(1, -1)
          .split('|')
          .map((c) => c.trim());
        out.push({ page, text: cells.join(' | '), kind: 'table-row' });
      }
    } else paragraph.push(line);
  }
  flush();
  return out;
}
