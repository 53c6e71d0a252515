import { KNOWN_HEADING } from '../../facts/sections';
import { normaliseText } from '../../text/normalise';
import {
  type SourceDocument,
  type SourceInput,
  type SourceTable,
  type TextBlock,
  UnreadableSourceError,
} from '../source-document';

/** Larger plain-text files are not papers; refuse them rather than hold them in memory several times. */
const MAX_TEXT_BYTES = 20 * 1024 * 1024;

/**
 * TXT and Markdown sources. Plain text has no pages, so the whole file is page 1 (PMC text exports are
 * read this way). Headings come from '#' lines, PMC section lines ("BODY.METHODS:") or short title-like
 * lines; tables from pipe or tab-separated rows, and PMC "Table N" blocks.
 */
export function parseText(input: SourceInput): SourceDocument {
  const raw = decodeText(input.bytes);
  const isMarkdown = input.kind === 'md' || /\.(md|markdown)$/i.test(input.name);
  const lines = raw.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  const builder = new PageBuilder();
  const tables: SourceTable[] = [];
  const references: string[] = [];
  const sectionList: { title: string; page: number }[] = [];
  let title = '';
  let section = '';
  const outline: { level: number; text: string }[] = [];
  let i = 0;

  const openSection = (rawHeading: string, pretty: string) => {
    section = pretty;
    sectionList.push({ title: pretty, page: 1 });
    builder.add(rawHeading, 'heading', section, true);
  };

  while (i < lines.length) {
    const line = lines[i]!;
    const trimmed = line.trim();
    if (trimmed === '') {
      builder.blankLine();
      i++;
      continue;
    }
    // PMC export: "TITLE:" then the title on the same or the next line.
    const titleMatch = trimmed.match(/^TITLE:\s*(.*)$/);
    if (titleMatch && !title) {
      let text = titleMatch[1]!.trim();
      let j = i + 1;
      while (!text && j < lines.length) text = lines[j++]!.trim();
      title = normaliseText(stripInlineMarkdown(text));
      builder.add(title, 'heading', 'Title', true);
      i = text === titleMatch[1]!.trim() ? i + 1 : j;
      continue;
    }
    const table = readTable(lines, i, isMarkdown);
    if (table) {
      if (table.ownTitleLine) builder.add(table.title, 'caption', section, false);
      builder.addTable(table.rows, section);
      tables.push({ page: 1, title: table.title, rows: table.rows, box: null });
      i += table.consumed;
      continue;
    }
    const heading = readHeading(lines, i, isMarkdown);
    if (heading) {
      const isTitle = !title && heading.level === 1 && isMarkdown;
      if (isTitle) title = normaliseText(heading.text);
      // Markdown sections carry their parents ("Results › Patients"), the document title excepted.
      while (outline.length > 0 && outline[outline.length - 1]!.level >= heading.level) outline.pop();
      const path = isMarkdown ? [...outline.map((h) => h.text), heading.pretty].join(' › ') : heading.pretty;
      if (isMarkdown && !isTitle) outline.push({ level: heading.level, text: heading.pretty });
      openSection(heading.raw, path);
      i += heading.consumed;
      continue;
    }
    // A paragraph: consecutive lines; long lines (PMC) are paragraphs each, short ones are wrapped text.
    let j = i;
    while (
      j < lines.length &&
      lines[j]!.trim() !== '' &&
      (j === i || !startsSomethingElse(lines, j, isMarkdown))
    )
      j++;
    const group = lines.slice(i, j).map((l) => (isMarkdown ? stripInlineMarkdown(l) : l).trim());
    const kind = /^\s*([-*+]|\d+[.)])\s+/.test(lines[i]!) ? 'list-item' : 'paragraph';
    const separate = group.some((l) => l.length > 200) || kind === 'list-item';
    const pieces = separate ? group : [group.join('\n')];
    for (const piece of pieces) {
      const caption = /^(figure|fig\.)\s*\d+/i.test(piece);
      const added = builder.add(piece, caption ? 'caption' : kind, section, false);
      if (/references|bibliography/i.test(section) && added) references.push(added);
    }
    i = j;
  }

  const text = builder.text();
  if (!text.trim()) throw new UnreadableSourceError('The file holds no readable text.');
  if (!title) title = firstTitleLike(builder.blocks) || input.name.replace(/\.[^.]+$/, '');
  return {
    fileId: input.fileId,
    name: input.name,
    kind: input.kind,
    title,
    pages: [{ number: 1, width: 0, height: 0, text }],
    blocks: builder.blocks,
    sections: sectionList,
    tables,
    figures: [],
    references,
  };
}

/** UTF-8 when valid, else Windows-1252; binary content is refused. */
function decodeText(bytes: Uint8Array): string {
  if (bytes.byteLength === 0) throw new UnreadableSourceError('The file is empty.');
  if (bytes.byteLength > MAX_TEXT_BYTES)
    throw new UnreadableSourceError('The text file is too large to read.');
  const sample = bytes.subarray(0, 65536);
  let control = 0;
  for (const b of sample) if (b === 0 || (b < 32 && b !== 9 && b !== 10 && b !== 12 && b !== 13)) control++;
  if (control > sample.length * 0.01)
    throw new UnreadableSourceError('The file is not text (it looks binary).');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

// Windows-1252 characters at 0x80–0x9F (Node's decoder may treat the label as ISO-8859-1); 0 = unassigned.
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0,
  0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0, 0x017e, 0x0178,
];

function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) {
    const mapped = b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] || 0xfffd : b;
    out += String.fromCharCode(mapped);
  }
  return out;
}

type Heading = { raw: string; text: string; pretty: string; level: number; consumed: number };

function readHeading(lines: string[], i: number, isMarkdown: boolean): Heading | null {
  const line = lines[i]!.trim();
  const hash = line.match(/^(#{1,6})\s+(.+?)\s*#*$/);
  if (hash && isMarkdown) {
    const text = stripInlineMarkdown(hash[2]!);
    return { raw: text, text, pretty: text, level: hash[1]!.length, consumed: 1 };
  }
  const underline = lines[i + 1]?.trim() ?? '';
  if (isMarkdown && /^(=+|-+)$/.test(underline) && underline.length >= 3 && line.length <= 120) {
    const text = stripInlineMarkdown(line);
    return { raw: text, text, pretty: text, level: underline.startsWith('=') ? 1 : 2, consumed: 2 };
  }
  // PMC section path: "ABSTRACT.METHODS:", "BODY.METHODS.RANDOMISATION AND MASKING:".
  const pmc = line.match(/^((?:ABSTRACT|BODY|FRONT|BACK)(?:\.[^.:]+)*):$/);
  if (pmc) return { raw: line, text: pmc[1]!, pretty: prettyPmcPath(pmc[1]!), level: 2, consumed: 1 };
  const bare = line.replace(/:$/, '');
  const prevBlank = i === 0 || lines[i - 1]!.trim() === '';
  const next = lines[i + 1]?.trim() ?? '';
  if (KNOWN_HEADING.test(line) && next !== '')
    return { raw: line, text: bare, pretty: bare, level: 2, consumed: 1 };
  const titleLike =
    bare.length <= 60 &&
    bare.split(/\s+/).length <= 8 &&
    /^[A-Z]/.test(bare) &&
    !/[.;,]$/.test(bare) &&
    /[a-z]{3}/i.test(bare) &&
    !/\d{2,}/.test(bare) &&
    !/^(table|figure|fig\.)\s*\d/i.test(bare);
  if (titleLike && prevBlank && next.length > 60)
    return { raw: line, text: bare, pretty: bare, level: 3, consumed: 1 };
  return null;
}

/** "ABSTRACT.SUMMARY.METHODS" -> "Abstract › Methods"; "BODY.METHODS.OUTCOMES" -> "Methods › Outcomes". */
function prettyPmcPath(path: string): string {
  const parts = path
    .split('.')
    .filter((p) => !/^(BODY|SUMMARY|FRONT|BACK)$/.test(p))
    .map((p) => p.charAt(0) + p.slice(1).toLowerCase());
  return parts.join(' › ') || 'Body';
}

/** `ownTitleLine`: the title is the table's first line (PMC), not a caption paragraph above it. */
type ParsedTable = { title: string; rows: string[][]; consumed: number; ownTitleLine?: boolean };

function readTable(lines: string[], i: number, isMarkdown: boolean): ParsedTable | null {
  const prev = previousNonBlank(lines, i);
  const caption = prev && /^(table|tab\.)\s*\d+/i.test(prev) ? normaliseText(prev) : '';
  const pipe = readRows(lines, i, (l) => (l.match(/\|/g)?.length ?? 0) >= (l.trim().startsWith('|') ? 2 : 1));
  if (pipe.length >= 2 && pipe.some((l) => isPipeSeparator(l)) && (isMarkdown || pipe[0]!.includes('|'))) {
    const rows = pipe.filter((l) => !isPipeSeparator(l)).map(splitPipeRow);
    return { title: caption, rows, consumed: pipe.length };
  }
  const tabbed = readRows(lines, i, (l) => l.includes('\t'));
  if (tabbed.length >= 2) {
    const rows = tabbed.map((l) => l.split('\t').map((c) => normaliseText(c)));
    return { title: caption, rows, consumed: tabbed.length };
  }
  // PMC export: "Table 2Efficacy outcomes" then one cell per line until a blank line or a section line.
  const pmc = lines[i]!.trim().match(/^Table\s*(\d+)\s*(.*)$/);
  if (pmc && !isMarkdown) {
    let j = i + 1;
    // Cells may be a lone NBSP (an empty cell); only a truly blank line ends the table.
    while (
      j < lines.length &&
      !/^[ \t]*$/.test(lines[j]!) &&
      !/^(ABSTRACT|BODY)[.A-Z]*[^:]*:$/.test(lines[j]!.trim())
    )
      j++;
    if (j - i < 3) return null;
    const cells = lines.slice(i + 1, j).map((l) => normaliseText(l));
    return {
      title: normaliseText(lines[i]!.trim()),
      rows: groupPmcCells(cells),
      consumed: j - i,
      ownTitleLine: true,
    };
  }
  return null;
}

/** Rows of a one-cell-per-line table: a row starts at each label (a cell with words, not a value). */
function groupPmcCells(cells: string[]): string[][] {
  const rows: string[][] = [];
  const isValue = (c: string) =>
    c === '' || /^[\d\s()[\].,%<>=±+\-–/*·]+$/.test(c) || /^(NR|NA|n\/a|—)$/i.test(c);
  for (const cell of cells) {
    if (rows.length === 0 || !isValue(cell)) rows.push([cell]);
    else rows[rows.length - 1]!.push(cell);
  }
  return rows;
}

function readRows(lines: string[], i: number, accepts: (line: string) => boolean): string[] {
  const rows: string[] = [];
  for (let j = i; j < lines.length && lines[j]!.trim() !== '' && accepts(lines[j]!); j++)
    rows.push(lines[j]!);
  return rows;
}

function isPipeSeparator(line: string): boolean {
  return /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line);
}

function splitPipeRow(line: string): string[] {
  let s = line.trim();
  if (s.startsWith('|')) s = s.slice(1);
  if (s.endsWith('|') && !s.endsWith('\\|')) s = s.slice(0, -1);
  return s.split(/(?<!\\)\|/).map((c) => normaliseText(stripInlineMarkdown(c.replace(/\\\|/g, '|'))));
}

function previousNonBlank(lines: string[], i: number): string | null {
  for (let j = i - 1; j >= 0; j--) if (lines[j]!.trim() !== '') return lines[j]!.trim();
  return null;
}

function startsSomethingElse(lines: string[], j: number, isMarkdown: boolean): boolean {
  const line = lines[j]!;
  if (readHeading(lines, j, isMarkdown)) return true;
  if (isMarkdown && /^\s*([-*+]|\d+[.)])\s+/.test(line)) return true;
  if (line.includes('\t') && (lines[j + 1] ?? '').includes('\t')) return true;
  if (/^Table\s*\d+/.test(line.trim()) && !isMarkdown) return true;
  return isMarkdown && line.includes('|') && isPipeSeparator(lines[j + 1] ?? '');
}

/** Markdown inline marks that are not part of the words: emphasis, code ticks, links and images. */
function stripInlineMarkdown(s: string): string {
  return s
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(?<![\w*])([*_])(?=\S)(.+?)(?<=\S)\1(?![\w*])/g, '$2')
    .replace(/`([^`]+)`/g, '$1');
}

/** The first heading or short paragraph that is not a section name such as "Background". */
function firstTitleLike(blocks: TextBlock[]): string {
  const first = blocks.find(
    (b) => (b.kind === 'heading' || b.kind === 'paragraph') && !KNOWN_HEADING.test(b.text.trim()),
  );
  return first && first.text.length <= 300 && !/[.!?]$/.test(first.text) ? first.text : '';
}

/** Accumulates the page text and the blocks, each block's text being an exact slice of the page text. */
class PageBuilder {
  readonly blocks: TextBlock[] = [];
  private parts: string[] = [];
  private length = 0;
  private pendingBreak = '';

  blankLine(): void {
    if (this.length > 0) this.pendingBreak = '\n\n';
  }

  /** Adds normalised text as a block; returns the text added ('' when nothing was left). */
  add(text: string, kind: TextBlock['kind'], section: string, standalone: boolean): string {
    const normal = normaliseText(text);
    if (!normal) return '';
    this.append(normal, standalone);
    this.blocks.push({ page: 1, text: normal, box: null, kind, section });
    return normal;
  }

  addTable(rows: string[][], section: string): void {
    for (const row of rows) {
      const line = row.join(' | ');
      if (!line.trim()) continue;
      this.append(normaliseText(line), false);
      for (const cell of row)
        if (cell) this.blocks.push({ page: 1, text: cell, box: null, kind: 'table-cell', section });
    }
  }

  private append(text: string, standalone: boolean): void {
    const sep = this.length === 0 ? '' : this.pendingBreak || (standalone ? '\n\n' : '\n');
    this.parts.push(sep, text);
    this.length += sep.length + text.length;
    this.pendingBreak = standalone ? '\n\n' : '';
  }

  text(): string {
    return this.parts.join('');
  }
}
