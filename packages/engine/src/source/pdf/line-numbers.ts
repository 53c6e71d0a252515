import type { TextRun } from './text-runs';

const NUMBER = /^\s*\d{1,4}\s*$/;

/** Most line numbers a page can carry (two columns of 60 lines, each numbered). */
const MAX_NUMBERS = 150;

/** Fewest numbers that make a margin column of line numbers. */
const MIN_NUMBERS = 5;

/**
 * The line numbers of a submitted manuscript, per page: bare integers aligned in a strip at the left or right
 * margin (their left or right edges within 2 pt), increasing down the page, where no other text stands. A
 * numbered table column fails the last test, since the text above and below it starts at the same x. A page
 * with only a few lines (the last one) is checked against the strips found on the other pages.
 */
export function findLineNumbers(pages: TextRun[][]): Set<TextRun>[] {
  const strips: { edge: 'x0' | 'x1'; x: number }[] = [];
  const found = pages.map((runs) => findOnPage(runs, MIN_NUMBERS, strips));
  if (strips.length === 0) return found;
  return pages.map((runs, i) => (found[i]!.size > 0 ? found[i]! : findOnPage(runs, 2, [], strips)));
}

function findOnPage(
  runs: TextRun[],
  minNumbers: number,
  record: { edge: 'x0' | 'x1'; x: number }[],
  known?: { edge: 'x0' | 'x1'; x: number }[],
): Set<TextRun> {
  const numbers = runs.filter((r) => !r.rotated && NUMBER.test(r.text));
  const found = new Set<TextRun>();
  // A page of hundreds of bare numbers is a table or a hostile file, not a numbered manuscript.
  if (numbers.length < minNumbers || numbers.length > MAX_NUMBERS) return found;
  const others = runs.filter((r) => !r.rotated && r.text.trim() && !NUMBER.test(r.text));
  // Left-aligned numbers share x0, right-aligned ones x1: the larger grouping wins.
  const groups = (['x0', 'x1'] as const)
    .flatMap((edge) => alignedGroups(numbers, edge, minNumbers).map((group) => ({ edge, group })))
    .sort((a, b) => b.group.length - a.group.length);
  for (const { edge, group } of groups) {
    if (group.some((r) => found.has(r))) continue;
    const x = group[0]![edge];
    if (known && !known.some((k) => k.edge === edge && Math.abs(k.x - x) <= 2)) continue;
    if (!isNumberColumn(group, others)) continue;
    for (const r of group) found.add(r);
    record.push({ edge, x });
  }
  return found;
}

/** Runs whose left (or right) edges lie within 2 pt of each other, each group sorted top to bottom. */
function alignedGroups(runs: TextRun[], edge: 'x0' | 'x1', minSize: number): TextRun[][] {
  const sorted = [...runs].sort((a, b) => a[edge] - b[edge]);
  const groups: TextRun[][] = [];
  for (const run of sorted) {
    const group = groups[groups.length - 1];
    if (group && run[edge] - group[0]![edge] <= 2) group.push(run);
    else groups.push([run]);
  }
  return groups.filter((g) => g.length >= minSize).map((g) => g.sort((a, b) => a.baseline - b.baseline));
}

function isNumberColumn(group: TextRun[], others: TextRun[]): boolean {
  const values = group.map((r) => Number(r.text.trim()));
  let rising = 0;
  for (let i = 1; i < values.length; i++) if (values[i]! > values[i - 1]!) rising++;
  if (rising < 0.9 * (values.length - 1)) return false;
  const x0 = Math.min(...group.map((r) => r.x0));
  const x1 = Math.max(...group.map((r) => r.x1));
  // The strip must be clear over the numbers' height and three lines beyond (a numbered table column has
  // text starting at its x just above or below it).
  const pitch = (group[group.length - 1]!.baseline - group[0]!.baseline) / (group.length - 1);
  const top = group[0]!.top - 3 * pitch;
  const bottom = group[group.length - 1]!.bottom + 3 * pitch;
  const beside = others.filter((r) => r.bottom > top && r.top < bottom);
  if (beside.length === 0) return false;
  // In the margin: the text over the same height lies to one side of the strip (a stray mark or two aside).
  const allowed = Math.floor(beside.length * 0.02);
  const leftMargin = beside.filter((r) => r.x0 < x1 + 2).length <= allowed;
  const rightMargin = beside.filter((r) => r.x1 > x0 - 2).length <= allowed;
  return leftMargin || rightMargin;
}
