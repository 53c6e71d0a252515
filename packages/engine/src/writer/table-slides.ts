import { type FactTable, measureText, type TableCell } from '@prowrite/contracts';
import { isLabelCell, tableLabelZh } from '../article/table-terms';
import type { DeckSource } from './context';
import type { Labels } from './labels';
import { MAX_TABLE_ROWS } from './layouts';
import { tableLabel } from './output-text';
import { SlideDraft } from './slide-draft';
import { isWholeSentence } from './source-quote';

export type TableKind = 'baseline' | 'safety' | 'efficacy';

const KIND_PATTERNS: [TableKind, RegExp][] = [
  ['baseline', /baseline|demographic|patient characteristics|基线/i],
  ['safety', /adverse|safety|toxicit|side effect|不良|安全/i],
  ['efficacy', /efficacy|outcome|endpoint|survival|response|疗效|终点/i],
];

/** What a facts table reports, by its title; null for tables the deck does not use. */
export function tableKind(table: FactTable): TableKind | null {
  for (const [kind, re] of KIND_PATTERNS) if (re.test(table.title)) return kind;
  return null;
}

/** A data cell: digits with the punctuation of values ("62.08 (8.02)", "-4.75; 1.71", "45 (66.2)"). */
const DATA_CELL = /^[\s\d.,;:()%±+\-–−<>=/·]*\d[\s\d.,;:()%±+\-–−<>=/·]*$/;

/**
 * A second header row printed under the header (arms over "Baseline | Week 26"): its first cell empty, at
 * least two labels, and no value among them.
 */
function isSubHeader(row: string[]): boolean {
  const labels = row.slice(1).filter((c) => c.trim() !== '');
  return row[0]?.trim() === '' && labels.length >= 2 && labels.every((c) => !DATA_CELL.test(c));
}

/**
 * The table as the slide shows it: the header with its spans (a header cell followed by empty cells that
 * the sub-header fills spans them: "Empagliflozin n = 43" over "Baseline | Week 26"), the sub-header rows
 * counted in `header_rows` (so every continuation repeats them), every row as wide as the header.
 */
export function tableJson(table: Pick<FactTable, 'headers' | 'rows'>): {
  headers: TableCell[];
  rows: string[][];
  header_rows: number;
} {
  const rows = table.rows.filter((r) => r.some((cell) => cell.trim() !== ''));
  const head: string[][] = [];
  while (head.length < 2 && rows[head.length] && isSubHeader(rows[head.length]!))
    head.push(rows[head.length]!);
  const width = Math.max(table.headers.length, ...rows.map((r) => r.length));
  const under = head[0];
  const headers: TableCell[] = [];
  for (let i = 0; i < table.headers.length; i++) {
    let span = 1;
    while (
      under &&
      i + span < table.headers.length &&
      table.headers[i + span]!.trim() === '' &&
      (under[i + span] ?? '').trim() !== '' &&
      table.headers[i]!.trim() !== ''
    )
      span++;
    headers.push(span > 1 ? { value: table.headers[i]!, col_span: span } : table.headers[i]!);
    i += span - 1;
  }
  const pad = (r: string[]) => [...r, ...Array<string>(Math.max(0, width - r.length)).fill('')];
  return {
    headers,
    rows: [...head.map(pad), ...rows.slice(head.length).map(pad)],
    header_rows: head.length,
  };
}

/**
 * A facts table as table slides: headers repeated, at most the layout's row count per slide (continuations
 * are marked by_split; the layouts' split repeats the header rows on each). The table's own title and page go
 * in the footnote.
 */
export function tableSlides(table: FactTable, heading: string, labels: Labels): SlideDraft[] {
  const json = tableJson(labels.lang === 'zh-cn' ? tableInChinese(table) : table);
  const head = json.rows.slice(0, json.header_rows);
  const body = json.rows.slice(json.header_rows);
  if (body.length === 0) return [];
  // Rows spread evenly over the slides the table needs: a long table never ends on a near-empty
  // continuation (11 + 3 rows become 7 + 7).
  const room = Math.max(1, MAX_TABLE_ROWS - head.length);
  const perSlide = Math.ceil(body.length / Math.ceil(body.length / room));
  const slides: SlideDraft[] = [];
  for (let start = 0; start < body.length; start += perSlide) {
    const d = new SlideDraft('slide_table_001');
    d.heading('slide_title', heading);
    d.table('table', {
      headers: json.headers,
      rows: [...head, ...body.slice(start, start + perSlide)],
      ...(head.length > 0 ? { header_rows: head.length } : {}),
    });
    d.text('footnote_left', sourceLine(tableLabel(tableCaption(table.title), labels), table.page, labels));
    d.cite(table.title, table.source, 'table');
    // A table the source itself continues ("Table 1 (Continued)") carries on the previous slide's table.
    d.bySplit = start > 0 || CONTINUED.test(table.title);
    slides.push(d);
  }
  return slides;
}

/**
 * A table for a Chinese deck: its header cells and row labels through the table glossary (arms with their n,
 * statistics, grades, visits, events); a label it does not know stays as printed, value cells untouched.
 */
export function tableInChinese(table: FactTable): FactTable {
  const label = (c: string) => (isLabelCell(c) ? tableLabelZh(c) : c);
  return {
    ...table,
    headers: table.headers.map((c) => (isLabelCell(c) ? tableLabelZh(c, 'header') : c)),
    rows: table.rows.map((r) => r.map((c, i) => (i === 0 || !DATA_CELL.test(c) ? label(c) : c))),
  };
}

/** The longest source line a footnote box shows whole (two lines at its size; decision 0072). */
export const SOURCE_LINE_MAX = 150;

/**
 * "Source: Table 2 … (p. 6)" / "来源：原文表2（第6页）". A caption too long for the footnote box is named by its
 * label alone ("Source: Table 1 (p. 4)"): the table's own title says the rest, and nothing is cut.
 */
export function sourceLine(caption: string, page: number, labels: Labels): string {
  const where = labels.lang === 'zh-cn' ? `（${labels.pageRef(page)}）` : ` (${labels.pageRef(page)})`;
  const line = `${labels.t('source')}${labels.colon}${caption}${where}`;
  const label = TABLE_LABEL.exec(caption)?.[1]?.trim();
  return measureText(line) > SOURCE_LINE_MAX && label
    ? `${labels.t('source')}${labels.colon}${label}${where}`
    : line;
}

/** A table's title for its footnote: whole, or only its label ("Table 2") when the source line was clipped. */
export function tableCaption(title: string): string {
  if (isWholeSentence(title) || !TABLE_LABEL.test(title)) return title;
  return TABLE_LABEL.exec(title)![1]!.trim();
}

const CONTINUED = /\b(continued|cont'?d)\b|续表|（续）|\(续\)/i;
const TABLE_LABEL = /^\s*(table\s*\w+|表\s*\d+)/i;

/**
 * A table the source continues on the next page ("Table 1 (Continued)") often loses its header there: the
 * parser reads its first row (a group label such as "Medical history, n (%)") as the header. Such a table
 * takes the header of the table it continues (same label, same width) and keeps that first row as a row.
 */
export function withContinuedHeaders(tables: FactTable[]): FactTable[] {
  const out: FactTable[] = [];
  for (const table of tables) {
    const label = TABLE_LABEL.exec(table.title)?.[1]?.replace(/\s+/g, ' ').toLowerCase();
    const previous = CONTINUED.test(table.title)
      ? [...out]
          .reverse()
          .find((t) => TABLE_LABEL.exec(t.title)?.[1]?.replace(/\s+/g, ' ').toLowerCase() === label)
      : undefined;
    const same = (a: string[], b: string[]) =>
      a.length === b.length && a.every((c, i) => c.trim() === b[i]?.trim());
    if (
      !previous ||
      previous.headers.length !== table.headers.length ||
      same(previous.headers, table.headers)
    ) {
      out.push(table);
      continue;
    }
    const own = table.headers.some((h) => h.trim() !== '') ? [table.headers] : [];
    const previousHead = tableJson(previous).rows.slice(0, tableJson(previous).header_rows);
    out.push({ ...table, headers: previous.headers, rows: [...previousHead, ...own, ...table.rows] });
  }
  return out;
}

/** Every table of one kind across the sources, in source order. */
export function tablesOfKind(sources: DeckSource[], kind: TableKind): FactTable[] {
  return sources.flatMap((s) => withContinuedHeaders(s.facts.tables).filter((t) => tableKind(t) === kind));
}
