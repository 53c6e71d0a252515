import type { FactTable, Facts } from '@prowrite/contracts';

/**
 * Long tables summarised to their key rows (issue 12 item 4, decision 0074). A deck shows a table on at most
 * two slides: a longer one keeps its key rows and leaves the rest to the source, saying how many rows it
 * left out. Key rows, in this order: age and sex; "any" rows of event tables and the primary endpoint's rows;
 * the rows whose label the paper's text mentions (the sentences the facts quote: population, criteria,
 * results, conclusions), which holds the disease-defining characteristics; then the others in source order
 * while room is left. A group row ("Sex, n (%)") is kept or left out with the rows under it; the kept rows stay
 * in source order.
 */

/** Rows a table may show on two slides (a slide's table box holds about 12 rows of one line each). */
export const SUMMARY_ROWS = 24;

export type SummarisedTable = FactTable & { omittedRows: number };

/** Age, sex and "any event" rows: the rows a reviewer reads first. */
const KEY_LABEL =
  /^(?:age\b|sex\b|gender\b|male\b|female\b|men\b|women\b|any\b|all grades\b|total\b|primary\b|serious adverse)|年龄|性别/i;

/** A row with its own statistic ("Age, years, mean (SD)") is a characteristic of its own, not a category. */
const ownStatistic = (label: string) => /,\s*(?:.*\b(?:mean|median)\b|n\s*\(%\)|no\.)/i.test(label);

const isGroupRow = (row: string[]) =>
  row.slice(1).every((c) => c.trim() === '') && (row[0] ?? '').trim() !== '';

/** A row label's words worth finding in the text: the label without its counting note and footnote marks. */
function labelWords(label: string): string {
  return label
    .replace(/[*†‡§¶#]/g, ' ')
    .replace(/,.*$/, '')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Every sentence the facts quote or hold, tables and figures left out, lower case. */
export function mentionText(facts: Facts): string {
  const out: string[] = [];
  const walk = (v: unknown, key = ''): void => {
    if (key === 'tables' || key === 'figures') return;
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(facts);
  return out.join('\n').toLowerCase();
}

const STOP = new Set([
  'of',
  'the',
  'and',
  'or',
  'with',
  'in',
  'at',
  'to',
  'for',
  'by',
  'on',
  'a',
  'an',
  'no',
]);

/**
 * Whether the text names a row: its label words as a whole phrase (at least four letters), or, for a label of
 * several words, at least two of them and half in one sentence ("AF duration" names "Duration of current AF
 * episode").
 */
function mentioned(label: string, text: string): boolean {
  const words = labelWords(label);
  if (words.replace(/[^a-z]/g, '').length < 4) return false;
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (new RegExp(`(?:^|[^a-z])${escaped}(?:$|[^a-z])`).test(text)) return true;
  const content = [...new Set(words.split(/[^a-z0-9-]+/).filter((w) => w.length >= 2 && !STOP.has(w)))];
  if (content.length < 2) return false;
  return text.split(/[.;\n]/).some((sentence) => {
    const has = new Set(sentence.split(/[^a-z0-9-]+/));
    const found = content.filter((w) => has.has(w)).length;
    return found >= 2 && found * 2 >= content.length;
  });
}

/**
 * The table with at most `budget` body rows (header rows printed under the header kept apart), or the table
 * unchanged when it fits. `head` is how many leading rows are a second header row.
 */
export function summariseTable(
  table: FactTable,
  text: string,
  head: number,
  budget = SUMMARY_ROWS,
): SummarisedTable {
  const rows = table.rows.filter((r) => r.some((c) => c.trim() !== ''));
  const body = rows.slice(head);
  if (body.length <= budget) return { ...table, omittedRows: 0 };
  // Groups: a group row with the rows under it, or a row of its own.
  const groups: { start: number; rows: string[][] }[] = [];
  body.forEach((row, i) => {
    const last = groups.at(-1);
    if (isGroupRow(row) || !last || !isGroupRow(last.rows[0]!) || ownStatistic(row[0] ?? ''))
      groups.push({ start: i, rows: [row] });
    else last.rows.push(row);
  });
  const rank = (g: { rows: string[][] }) => {
    const labels = g.rows.map((r) => r[0] ?? '');
    if (labels.some((l) => KEY_LABEL.test(l.trim()))) return 0;
    if (labels.some((l) => mentioned(l, text))) return 1;
    return 2;
  };
  const kept = new Set<number>();
  const partial = new Map<number, number>();
  let used = 0;
  for (const level of [0, 1, 2])
    for (const [i, g] of groups.entries()) {
      if (rank(g) !== level || kept.has(i)) continue;
      const room = budget - used;
      // A group is shown whole (a category list cut short would mislead); only a key group longer than
      // the whole budget shows its first rows.
      if (g.rows.length > room && (g.rows.length <= budget || room < 2 || level === 2)) continue;
      kept.add(i);
      used += Math.min(g.rows.length, room);
      partial.set(i, Math.min(g.rows.length, room));
    }
  const shown = groups.flatMap((g, i) => (kept.has(i) ? g.rows.slice(0, partial.get(i)) : []));
  return { ...table, rows: [...rows.slice(0, head), ...shown], omittedRows: body.length - shown.length };
}
