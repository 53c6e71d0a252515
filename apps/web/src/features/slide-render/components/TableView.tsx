import type { ResolvedTable, ResolvedTableCell, ResolvedTableRow } from '@prowrite/layouts';
import { type KeyboardEvent, type MouseEvent, memo, useState } from 'react';
import type { EditInfo, EditSource, TextEditHandler } from '../types';
import { truncateText, visibleChars } from '../utils/typing';
import { boxStyle, type ElementClock } from './element-style';
import { InlineEditor } from './InlineEditor';
import { NumberedText } from './NumberedText';

export interface TableViewProps {
  el: ResolvedTable;
  clock: ElementClock;
  getEditInfo?: ((source: EditSource) => EditInfo | null) | undefined;
  onTextEdit?: TextEditHandler | undefined;
  onNumber?: ((numberText: string, el: ResolvedTable) => void) | undefined;
  editLabel: string;
}

type Editing = { row: number; col: number; info: EditInfo; top: number; point?: { x: number; y: number } };

/** Cuts a cell's lines after `count` characters in reading order. */
function typedLines(lines: string[], count: number): string[] {
  let left = count;
  return lines.map((line) => {
    const shown = truncateText(line, left);
    left = Math.max(0, left - [...line].length);
    return shown;
  });
}

function CellText({
  cell,
  shown,
  onNumber,
}: {
  cell: ResolvedTableCell;
  shown: number;
  onNumber?: ((n: string) => void) | undefined;
}) {
  const typing = shown !== Number.POSITIVE_INFINITY && shown < [...cell.text].length;
  const lines = typing ? typedLines(cell.lines, shown) : cell.lines;
  const lh = cell.fontSize * 1.2;
  return lines.map((line, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
    <div key={i} className="pw-line" style={{ height: lh, lineHeight: `${lh}px` }}>
      {typing ? line : <NumberedText text={line} onNumber={onNumber} />}
    </div>
  ));
}

/** A table from its resolved geometry: rows at their y and height, cells at their x and width (col_span). */
export const TableView = memo(function TableView({
  el,
  clock,
  getEditInfo,
  onTextEdit,
  onNumber,
  editLabel,
}: TableViewProps) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const shown = visibleChars({ typingMsPerChar: el.typingMsPerChar, revealDelayMs: 0 }, clock.elapsed);
  const typingDone = shown === Number.POSITIVE_INFINITY;
  const canEdit = Boolean(getEditInfo && onTextEdit) && typingDone;
  const sourceOf = (row: number, col: number): EditSource => ({ ...el.source, cell: { row, col } });

  const start = (cell: HTMLElement, row: number, col: number, point?: { x: number; y: number }) => {
    if (!canEdit) return;
    const info = getEditInfo?.(sourceOf(row, col));
    if (!info) return;
    // The text starts where it was drawn (cells centre it vertically), so it does not jump.
    const top = cell.querySelector<HTMLElement>('.pw-line')?.offsetTop ?? el.cellPadding.y;
    setEditing(point ? { row, col, info, top, point } : { row, col, info, top });
  };

  const renderCell = (row: ResolvedTableRow, cell: ResolvedTableCell, col: number) => {
    const style = {
      left: cell.x - el.box.x,
      top: row.y - el.box.y,
      width: cell.w,
      height: row.h,
      padding: `${el.cellPadding.y}px ${el.cellPadding.x}px`,
      fontSize: cell.fontSize,
      fontWeight: cell.bold ? 700 : 400,
      color: cell.colour,
      textAlign: cell.align,
      borderColor: el.borderColour,
    } as const;
    const isEditing = editing && editing.row === row.index && editing.col === col;
    if (isEditing) {
      return (
        <InlineEditor
          key={`${row.index}-${col}`}
          text={editing.info.text}
          mode={editing.info.mode}
          label={editLabel}
          className="pw-cell"
          style={{
            ...style,
            paddingTop: editing.top,
            height: 'auto',
            minHeight: row.h,
            background: '#fff',
            zIndex: 2,
          }}
          {...(editing.point ? { point: editing.point } : {})}
          onCommit={(text) => {
            const refused =
              text !== editing.info.text && onTextEdit?.(sourceOf(row.index, col), text) === false;
            // A refused text stays in the editor, so nothing typed is lost.
            setEditing(refused ? { ...editing, info: { ...editing.info, text } } : null);
          }}
          onCancel={() => setEditing(null)}
        />
      );
    }
    const editProps = canEdit
      ? {
          tabIndex: 0,
          role: 'button',
          'aria-label': editLabel,
          'data-editable': 'true',
          onClick: (e: MouseEvent<HTMLElement>) =>
            start(e.currentTarget, row.index, col, { x: e.clientX, y: e.clientY }),
          // A number's click traces it; a double click edits the text around it all the same.
          onDoubleClick: (e: MouseEvent<HTMLElement>) =>
            start(e.currentTarget, row.index, col, { x: e.clientX, y: e.clientY }),
          onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
            if (e.key === 'Enter' || e.key === 'F2') {
              e.preventDefault();
              start(e.currentTarget, row.index, col);
            }
          },
        }
      : {};
    return (
      <div
        key={`${row.index}-${col}`}
        className={`pw-cell${row.header ? ' pw-cell-header' : ''}${canEdit ? ' pw-editable' : ''}`}
        style={style}
        data-row={row.index}
        data-col={col}
        {...editProps}
      >
        <CellText cell={cell} shown={shown} onNumber={onNumber ? (n) => onNumber(n, el) : undefined} />
      </div>
    );
  };

  return (
    <div
      className="pw-el pw-table"
      style={{ ...boxStyle(el.box), borderColor: el.borderColour }}
      data-key={el.key}
      data-content-id={el.source.contentId}
    >
      {el.rows.map((row) => (
        <div
          key={row.index}
          className="pw-row"
          style={{ top: row.y - el.box.y, height: row.h, background: row.fill }}
          data-row={row.index}
        />
      ))}
      {el.rows.map((row) => row.cells.map((cell, col) => renderCell(row, cell, col)))}
    </div>
  );
});
