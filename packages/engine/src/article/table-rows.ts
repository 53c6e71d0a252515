import type { FactTable, Provenance } from '@prowrite/contracts';
import { tableKind, type TableKind } from '../writer/table-slides';
import type { ArticleLabels } from './article-labels';
import { labelsFor } from '../writer/labels';
import { tableLabel } from '../writer/output-text';
import { nameZh } from './glossary';
import { type Para, para } from './paragraph';
import { tableLabelZh, tableTermZh } from './table-terms';
import type { TrialView } from './trial-view';

const MAX_ROWS = 6;
/** A header cell this long is several cells run together (a table read from plain text): not shown. */
const MAX_HEADER_CELL = 60;

/** Tables whose cells were read apart (header cells of a sane length, rows as wide as the header). */
function readable(table: FactTable): boolean {
  if (table.headers.length < 2 || table.headers.some((h) => h.length > MAX_HEADER_CELL)) return false;
  // An empty column header means a second header row the rows would be paired with wrongly.
  if (table.headers.slice(1).some((h) => !h.trim())) return false;
  return table.rows.every((r) => r.length === table.headers.length);
}

/** The readable tables of one kind, continuations ("Table 1 (Continued)") left out. */
export function tablesOf(view: TrialView, kind: TableKind): FactTable[] {
  return view.facts.tables.filter(
    (t) => tableKind(t) === kind && readable(t) && !/\bcontinued\b/i.test(t.title),
  );
}

/** Rows that report numbers (sub-heading rows with empty cells are skipped). */
export function numericRows(table: FactTable): string[][] {
  return table.rows.filter((r) => r[0]?.trim() && r.slice(1).some((c) => /\d/.test(c))).slice(0, MAX_ROWS);
}

/**
 * Where a row is printed: PDF tables are rebuilt into the page text as "cell | cell | cell" lines of their
 * non-empty cells. The table's own quote (its title) goes with it, so the row can always be traced to its table.
 */
function rowSources(table: FactTable, row: string[]): Provenance[] {
  const line = (cells: string[]) => ({
    file_id: table.source.file_id,
    page: table.page,
    quote: cells.filter((c) => c.trim()).join(' | '),
  });
  return [line(row), line(table.headers), table.source];
}

/** A row label in Chinese text: the table glossary's term ("味觉障碍") when known, else as printed. */
export function rowLabel(label: string, labels: ArticleLabels): string {
  if (!labels.zh) return label;
  return tableTermZh(label) ?? nameZh(label);
}

/** "味觉障碍：安慰剂组 (n = 68) 1 (1.5)；维纳卡兰组 (n = 129) 19 (14.7)。" (values exactly as printed) */
export function rowPara(table: FactTable, row: string[], labels: ArticleLabels): Para {
  const cells = row
    .slice(1)
    .map((cell, i) => {
      const header = table.headers[i + 1]?.trim() ?? '';
      return { header: labels.zh ? tableLabelZh(header, 'header') : header, cell: cell.trim() };
    })
    .filter((c) => c.cell);
  const values = cells.map((c) => (c.header ? `${c.header} ${c.cell}` : c.cell));
  const label = rowLabel(row[0]!.trim(), labels);
  return labels.zh
    ? para(`${label}：${values.join('；')}。`, rowSources(table, row))
    : para(`${label}: ${values.join('; ')}.`, rowSources(table, row));
}

/** "数据来源：Table 2 Frequent treatment-emergent adverse events（原文第6页）" */
export function tableLead(table: FactTable, labels: ArticleLabels): Para {
  return labels.zh
    ? para(`数据来源：${tableLabel(table.title, labelsFor('zh-cn'))}（第${table.page}页）`, [table.source])
    : para(`From ${table.title} (p. ${table.page}):`, [table.source]);
}
