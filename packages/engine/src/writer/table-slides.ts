import { type FactTable, measureText, type TableCell } from '@prowrite/contracts';
import { bandZh } from '../article/table-qualifiers';
import { isLabelCell, type TableContext, tableLabelZh } from '../article/table-terms';
import type { DeckSource } from './context';
import { mentionText, type SummarisedTable, summariseTable } from './table-summary';
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
export function tableSlides(
  table: FactTable & { omittedRows?: number },
  heading: string,
  labels: Labels,
): SlideDraft[] {
  const shown = labels.lang === 'zh-cn' ? tableInChinese(table) : table;
  const note = tableNote({ ...shown, omittedRows: table.omittedRows ?? 0 }, labels);
  const json = tableJson(shown);
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
    d.text(
      'footnote_left',
      sourceLine(tableLabel(tableCaption(table.title), labels), table.page, labels, note),
    );
    d.cite(table.title, table.source, 'table');
    // A table the source itself continues ("Table 1 (Continued)") carries on the previous slide's table.
    d.bySplit = start > 0 || CONTINUED.test(table.title);
    slides.push(d);
  }
  return slides;
}

/** A value cell with a range written in words: "27 (26 to 29)", "36% to 45%" (Chinese writes 至). */
const WORDED_RANGE = /^[\s\d.,;:()%±+\-–−<>=/·]*\d\s+to\s+[\s\d.,;:()%±+\-–−<>=/·to]*$/;

/** What a group row ("Age, n (%)", "Duration of …") says about the bands under it (岁 or 年). */
function contextOf(label: string): TableContext | null {
  if (/^age\b/i.test(label.trim())) return { age: true };
  if (/\b(?:duration|time|history|follow-up|years since)\b/i.test(label)) return { age: false };
  return null;
}

/**
 * A table for a Chinese deck: its header cells and row labels through the table glossary (arms with their n,
 * statistics, grades, visits, events, characteristics with their units and notes, bands read in the context
 * of their group row); a label it does not know is shown as the source's words in “…” (原文), value cells
 * untouched but for a range written "a to b" (a至b).
 */
export function tableInChinese(table: FactTable): FactTable {
  let groupContext: TableContext = {};
  let context: TableContext = {};
  const rows = table.rows.map((r) => {
    const group = r.slice(1).every((c) => c.trim() === '');
    const label = r[0] ?? '';
    const own = contextOf(label);
    // A group row sets the context of the rows under it; so does a row with its own statistic for the
    // bands right under it ("Age, years 9.9 (3.1)" then "6–12 years"); another row gives the group's back.
    if (group) groupContext = context = own ?? {};
    else if (own) context = own;
    else if (bandZh(label, true) === null) context = groupContext;
    const rowContext = own ?? context;
    return r.map((c, i) => {
      if (WORDED_RANGE.test(c)) return c.replace(/\s+to\s+/g, '至');
      return (i === 0 || !DATA_CELL.test(c)) && isLabelCell(c) ? tableLabelZh(c, 'row', rowContext) : c;
    });
  });
  return {
    ...table,
    headers: table.headers.map((c) => (isLabelCell(c) ? tableLabelZh(c, 'header') : c)),
    rows,
  };
}

/** Whether a Chinese table shows some source words in “…” (its footnote then says they are 原文). */
export function hasQuotedCells(table: Pick<FactTable, 'headers' | 'rows'>): boolean {
  return [...table.headers, ...table.rows.flat()].some((c) => /^“[^”]*”$/.test(c.trim()));
}

/** The longest source line a footnote box shows whole (two lines at its size; decision 0072). */
export const SOURCE_LINE_MAX = 150;

/**
 * "Source: Table 2 … (p. 6)" / "来源：原文表2（第6页）". A caption too long for the footnote box is named by its
 * label alone ("Source: Table 1 (p. 4)"): the table's own title says the rest, and nothing is cut.
 */
export function sourceLine(caption: string, page: number, labels: Labels, note = ''): string {
  const where = labels.lang === 'zh-cn' ? `（${labels.pageRef(page)}）` : ` (${labels.pageRef(page)})`;
  const line = `${labels.t('source')}${labels.colon}${caption}${where}${note}`;
  const label = TABLE_LABEL.exec(caption)?.[1]?.trim();
  return measureText(line) > SOURCE_LINE_MAX && label
    ? `${labels.t('source')}${labels.colon}${label}${where}${note}`
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

/**
 * A table the source continues on the next page ("Table 1 (Continued)", given its header by
 * withContinuedHeaders) joined to the table it continues: one table, summarised as a whole.
 */
export function joinContinued(tables: FactTable[]): FactTable[] {
  const out: FactTable[] = [];
  const labelOf = (t: FactTable) => TABLE_LABEL.exec(t.title)?.[1]?.replace(/\s+/g, ' ').toLowerCase();
  for (const table of tables) {
    const previous = out.at(-1);
    const same =
      previous &&
      CONTINUED.test(table.title) &&
      labelOf(previous) === labelOf(table) &&
      previous.headers.length === table.headers.length &&
      previous.headers.every((h, i) => h.trim() === table.headers[i]?.trim());
    if (!previous || !same) {
      out.push(table);
      continue;
    }
    const head = tableJson(table).header_rows;
    out[out.length - 1] = { ...previous, rows: [...previous.rows, ...table.rows.slice(head)] };
  }
  return out;
}

/**
 * Every table of one kind across the sources, in source order: continuations joined, a long table
 * summarised to its key rows (table-summary.ts) so that it takes at most two slides.
 */
/**
 * A baseline, results or safety table holds values: a body row with a data cell. One whose parsed rows are
 * names and headers only (the reader lost its values) would show an empty grid, so it is left out.
 */
export function holdsValues(table: Pick<FactTable, 'headers' | 'rows'>): boolean {
  const json = tableJson(table);
  return json.rows.slice(json.header_rows).some((row) => row.some((cell) => DATA_CELL.test(cell)));
}

export function tablesOfKind(sources: DeckSource[], kind: TableKind): SummarisedTable[] {
  return sources.flatMap((s) => {
    const text = mentionText(s.facts);
    return joinContinued(withContinuedHeaders(s.facts.tables))
      .filter((t) => tableKind(t) === kind && holdsValues(t))
      .map((t) => summariseTable(t, text, tableJson(t).header_rows));
  });
}

/** The footnote's note on a table: rows left for the source, source words shown in “…”. */
export function tableNote(
  table: Pick<FactTable, 'headers' | 'rows'> & { omittedRows?: number },
  labels: Labels,
): string {
  const zh = labels.lang === 'zh-cn';
  const notes: string[] = [];
  if (table.omittedRows)
    notes.push(
      zh ? `节选，另${table.omittedRows}行见原文` : `excerpt; ${table.omittedRows} more rows in the source`,
    );
  if (zh && hasQuotedCells(table)) notes.push('引号内为原文');
  if (notes.length === 0) return '';
  return zh ? `；${notes.join('；')}` : ` (${notes.join('; ')})`;
}
