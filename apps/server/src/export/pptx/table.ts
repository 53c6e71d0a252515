import type { ResolvedTable, ResolvedTableCell, ResolvedTableRow, ThemeFonts } from '@prowrite/layouts';
import type PptxGenJS from 'pptxgenjs';
import { hex, inch, lineSafe, pt } from './units';

type Cell = PptxGenJS.TableCell;

/**
 * A cell's text as one paragraph that the viewer wraps in the cell (the resolver sized the row for its
 * measured lines, decision 0068), so an edit in PowerPoint reflows.
 */
function cellText(cell: ResolvedTableCell): PptxGenJS.TextProps[] {
  // The board draws a cell's lines at 1.2 x its font size.
  return [{ text: lineSafe(cell.text), options: { lineSpacing: pt(cell.fontSize * 1.2) } }];
}

function cellOptions(
  table: ResolvedTable,
  row: ResolvedTableRow,
  cell: Pick<ResolvedTableCell, 'fontSize' | 'bold' | 'colour' | 'align'>,
  fonts: ThemeFonts,
  lang: string,
): PptxGenJS.TableCellProps {
  const border = { type: 'solid' as const, pt: 0.75, color: hex(table.borderColour) };
  return {
    fill: { color: hex(row.fill, 'FFFFFF') },
    color: hex(cell.colour),
    bold: cell.bold,
    fontSize: pt(cell.fontSize),
    fontFace: fonts.latin,
    lang,
    align: cell.align,
    valign: 'middle',
    // Inches (pptxgenjs reads values below 1 as inches): top, right, bottom, left. No top and bottom inset:
    // the text is centred in the resolved row (which holds the padding already), and LibreOffice grows a row
    // whose text plus insets exceeds it (its line is taller than the exact spacing), 1.3 px a row otherwise.
    margin: [0, inch(table.cellPadding.x), 0, inch(table.cellPadding.x)],
    border: [border, border, border, border],
  };
}

/**
 * A resolved table as a real PowerPoint table at its box: equal columns, the resolved row heights, per-row fill
 * (header colour and bands), per-cell colour, weight, size and alignment, col_span as gridSpan, 1 px borders
 * in the table's border colour. A row whose spans do not fill the grid is padded with empty cells.
 */
export function addTableElement(slide: PptxGenJS.Slide, el: ResolvedTable, fonts: ThemeFonts, lang: string) {
  if (el.rows.length === 0 || el.columnCount < 1) return;
  const rows: Cell[][] = el.rows.map((row) => {
    const cells: Cell[] = [];
    let used = 0;
    for (const cell of row.cells) {
      const span = Math.min(Math.max(1, Math.floor(cell.colSpan)), el.columnCount - used);
      if (span < 1) break;
      cells.push({
        text: cellText(cell),
        options: { ...cellOptions(el, row, cell, fonts, lang), ...(span > 1 ? { colspan: span } : {}) },
      });
      used += span;
    }
    const filler = {
      fontSize: row.cells[0]?.fontSize ?? el.cellFontSize,
      bold: false,
      colour: '#262626',
      align: 'left' as const,
    };
    while (used < el.columnCount) {
      cells.push({ text: '', options: cellOptions(el, row, filler, fonts, lang) });
      used += 1;
    }
    return cells;
  });
  slide.addTable(rows, {
    x: inch(el.box.x),
    y: inch(el.rows[0]!.y),
    w: inch(el.columnWidth * el.columnCount),
    colW: Array.from({ length: el.columnCount }, () => inch(el.columnWidth)),
    rowH: el.rows.map((r) => inch(r.h)),
    objectName: el.key,
    autoPage: false,
  });
}
