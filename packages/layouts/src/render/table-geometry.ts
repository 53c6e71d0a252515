import type { TableCell, TableJson } from '@prowrite/contracts';

/** Table geometry the spec fixes: equal column widths, counting col_span (a non-numeric span counts as 1). */

export function cellText(cell: TableCell): string {
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return String(cell);
  return String(cell.value);
}

export function cellSpan(cell: TableCell): number {
  if (typeof cell !== 'object') return 1;
  const raw = cell.col_span;
  const n =
    typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}

export function rowSpanSum(row: TableCell[]): number {
  return row.reduce<number>((sum, cell) => sum + cellSpan(cell), 0);
}

/** The number of equal columns: the widest row, spans counted. */
export function columnCount(table: TableJson): number {
  return Math.max(1, rowSpanSum(table.headers), ...table.rows.map(rowSpanSum));
}

/** Column width: table width divided by the column count. */
export function columnWidth(tableWidth: number, table: TableJson): number {
  return tableWidth / columnCount(table);
}
