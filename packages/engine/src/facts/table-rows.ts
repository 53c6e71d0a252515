/**
 * Rows of a parsed table that are data. A PDF table region also catches the page's layout and running text:
 * leader dots (". . . .") print the gap between a label and its value, and a footnote or a paragraph beside
 * the table lands in one cell of a row of its own. Neither is data: leaders are removed from every cell (a
 * row left empty goes), and a row whose only filled cell is running text goes.
 */

/** Four or more dots, spaced or not ("....", ". . . ."), or two or more ellipses. */
const LEADERS = /(?:\.\s?){4,}|(?:[…·]\s?){2,}/g;
/** A cell starting like running text: a lower-case word or a footnote mark (*, †, ‡, §, ¶). */
const RUNNING_START = /^(?:\p{Ll}|[*†‡§¶])/u;
/** Ends as a sentence does. */
const SENTENCE_END = /[.。!?！？]["'”’)]?$/;
const MIN_TEXT_WORDS = 6;

/** The cell without its leader dots. */
export function withoutLeaders(cell: string): string {
  return cell.replace(LEADERS, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A row whose one filled cell is a sentence of running text, the other cells empty: six words or more that end
 * as a sentence or start as a continuation or a footnote. A long group label ("Duration of current AF episode")
 * ends without a stop and starts with a capital, so it stays.
 */
export function isTextRow(row: readonly string[]): boolean {
  const filled = row.filter((c) => c.trim());
  if (row.length < 2 || filled.length !== 1) return false;
  const cell = filled[0]!.trim();
  if (cell.split(/\s+/).length < MIN_TEXT_WORDS) return false;
  return SENTENCE_END.test(cell) || RUNNING_START.test(cell);
}

/** The table's rows (its header row first) with leaders removed, and empty and running-text rows left out. */
export function dataRows(rows: readonly (readonly string[])[]): string[][] {
  return rows.map((row) => row.map(withoutLeaders)).filter((row) => row.some((c) => c) && !isTextRow(row));
}
