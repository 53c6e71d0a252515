import type { TableCell } from '@prowrite/contracts';
import {
  DEFAULT_TABLE_WIDTH,
  type ResolvedTable,
  type ResolvedTableCell,
  type ResolvedTableRow,
  TABLE_CELL_FONT_SIZE,
  TABLE_CELL_MAX_HEIGHT,
  TABLE_HEADER_FONT_SIZE,
  type TableElement,
  type TableStyle,
} from '../model';
import { resolveColour } from './colour';
import { findContent, tableOf } from './content';
import type { ResolveContext } from './context';
import { typingSpeed } from './context';
import { joinLines } from './fit-text';
import { ellipsise, lineText, wrapRuns } from './measure';
import { cellSpan, cellText, columnCount, rowSpanSum } from './table-geometry';

const DEFAULT_STYLE: TableStyle = {
  headerFill: 'tableHeader',
  headerText: 'tableHeaderText',
  splitHeaderFill: 'tableHeaderSplit',
  splitHeaderText: 'tableHeaderSplitText',
  bandFills: ['bandA', 'bandB'],
  border: 'tableBorder',
  text: 'text',
  align: 'center',
};

const PAD_X = 6;
const PAD_Y = 4;
const LINE_HEIGHT = 1.2;
const MIN_CELL_FONT = 10;

interface RowInput {
  cells: TableCell[];
  header: boolean;
  index: number;
}

interface Fonts {
  header: number;
  cell: number;
}

function layoutRow(row: RowInput, columns: number, colW: number, fonts: Fonts, el: TableElement) {
  const fontSize = row.header ? fonts.header : fonts.cell;
  const maxLines = el.maxCellLines ?? 3;
  const cells: Omit<ResolvedTableCell, 'colour'>[] = [];
  let col = 0;
  let lines = 1;
  const padded = [...row.cells];
  let spans = rowSpanSum(padded);
  while (spans < columns) {
    padded.push('');
    spans++;
  }
  for (const cell of padded) {
    const span = Math.min(cellSpan(cell), columns - col);
    if (span <= 0) break;
    const w = colW * span;
    const text = cellText(cell).replace(/\s+/g, ' ').trim();
    let wrapped = wrapRuns([{ text }], { maxWidth: w - 2 * PAD_X, fontSize, bold: row.header });
    const clamped = wrapped.length > maxLines;
    if (clamped) {
      wrapped = wrapped.slice(0, maxLines);
      wrapped[maxLines - 1] = ellipsise(wrapped[maxLines - 1]!, w - 2 * PAD_X, fontSize, row.header);
    }
    lines = Math.max(lines, wrapped.length);
    cells.push({
      x: col * colW,
      w,
      colSpan: span,
      text: clamped ? joinLines(wrapped) : text,
      lines: wrapped.map(lineText),
      fontSize,
      bold: row.header,
      align: col === 0 ? 'left' : (el.style?.align ?? DEFAULT_STYLE.align),
    });
    col += span;
  }
  const cellMaxHeight = el.cellMaxHeight ?? TABLE_CELL_MAX_HEIGHT;
  const h = Math.max(cellMaxHeight, Math.round((lines * fontSize * LINE_HEIGHT + 2 * PAD_Y) * 100) / 100);
  return { cells, h };
}

/** Lays out a table element: column widths, wrapped cells, row heights, band fills, and what fits. */
export function resolveTable(el: TableElement, ctx: ResolveContext): ResolvedTable {
  const table = tableOf(findContent(ctx.slide, el.contentId));
  const style = { ...DEFAULT_STYLE, ...el.style };
  const width = el.width ?? DEFAULT_TABLE_WIDTH;
  const columns = columnCount(table);
  const colW = width / columns;
  const headerRows = Math.min(table.header_rows ?? 0, table.rows.length);
  const inputs: RowInput[] = [
    ...(table.headers.length > 0 ? [{ cells: table.headers, header: true, index: -1 }] : []),
    // Header rows inside `rows` (a multi-row header) are drawn as headers and never count as shown data.
    ...table.rows.map((cells, index) => ({ cells, header: index < headerRows, index })),
  ];
  const start: Fonts = {
    header: el.headerFontSize ?? TABLE_HEADER_FONT_SIZE,
    cell: el.cellFontSize ?? TABLE_CELL_FONT_SIZE,
  };
  const attempt = (fonts: Fonts) => {
    let total = 0;
    let shown = 0;
    const laid = [];
    for (const row of inputs) {
      const r = layoutRow(row, columns, colW, fonts, el);
      if (total + r.h > el.maxHeight + 1e-6) break;
      total += r.h;
      laid.push({ row, ...r });
      if (!row.header) shown++;
    }
    return { laid, total, shown };
  };
  let fonts = start;
  let result = attempt(fonts);
  if (el.overflow === 'shrink') {
    while (result.laid.length < inputs.length && fonts.cell > MIN_CELL_FONT) {
      fonts = { header: Math.max(fonts.header - 1, MIN_CELL_FONT), cell: fonts.cell - 1 };
      result = attempt(fonts);
    }
  }
  const split = ctx.slide.by_split;
  const headerFill = resolveColour(split ? style.splitHeaderFill : style.headerFill, ctx.theme);
  const headerText = resolveColour(split ? style.splitHeaderText : style.headerText, ctx.theme);
  const textColour = resolveColour(style.text, ctx.theme);
  const bands = style.bandFills.map((b) => resolveColour(b, ctx.theme));
  let y = el.y;
  const rows: ResolvedTableRow[] = result.laid.map(({ row, cells, h }) => {
    const resolved: ResolvedTableRow = {
      y,
      h,
      header: row.header,
      index: row.index,
      fill: row.header ? headerFill : bands[row.index % 2]!,
      cells: cells.map((c) => ({ ...c, x: el.x + c.x, colour: row.header ? headerText : textColour })),
    };
    y += h;
    return resolved;
  });
  const totalRows = table.rows.length - headerRows;
  const complete = result.shown === totalRows && result.laid.length === inputs.length;
  const canSplit = el.overflow === 'split' && !complete && result.shown > 0;
  return {
    kind: 'table',
    key: el.key,
    source: { contentId: el.contentId },
    box: { x: el.x, y: el.y, w: width, h: Math.round(result.total * 100) / 100 },
    columnCount: columns,
    columnWidth: colW,
    headerFontSize: fonts.header,
    cellFontSize: fonts.cell,
    cellPadding: { x: PAD_X, y: PAD_Y },
    borderColour: resolveColour(style.border, ctx.theme),
    rows,
    fit: complete ? (fonts === start ? 'fits' : 'shrunk') : 'clamped',
    shownRows: result.shown,
    totalRows,
    // The cut is an index into `rows` (header rows first).
    ...(canSplit ? { splitAt: { item: headerRows + result.shown } } : {}),
    typingMsPerChar: typingSpeed(ctx, 'table'),
  };
}
