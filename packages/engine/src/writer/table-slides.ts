import type { FactTable } from '@prowrite/contracts';
import type { DeckSource } from './context';
import type { Labels } from './labels';
import { MAX_TABLE_ROWS } from './layouts';
import { SlideDraft } from './slide-draft';

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

/**
 * A facts table as table slides: headers repeated, at most the layout's row count per slide (continuations
 * are marked by_split). The table's own title and page go in the footnote.
 */
export function tableSlides(table: FactTable, heading: string, labels: Labels): SlideDraft[] {
  const rows = table.rows.filter((r) => r.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) return [];
  const slides: SlideDraft[] = [];
  for (let start = 0; start < rows.length; start += MAX_TABLE_ROWS) {
    const d = new SlideDraft('slide_table_001');
    d.heading('slide_title', heading);
    d.table('table', { headers: table.headers, rows: rows.slice(start, start + MAX_TABLE_ROWS) });
    d.text(
      'footnote_left',
      `${labels.t('source')}${labels.colon}${table.title} (${labels.pageRef(table.page)})`,
    );
    d.cite(table.title, table.source, 'table');
    // A table the source itself continues ("Table 1 (Continued)") carries on the previous slide's table.
    d.bySplit = start > 0 || /\bcontinued\b/i.test(table.title);
    slides.push(d);
  }
  return slides;
}

/** Every table of one kind across the sources, in source order. */
export function tablesOfKind(sources: DeckSource[], kind: TableKind): FactTable[] {
  return sources.flatMap((s) => s.facts.tables.filter((t) => tableKind(t) === kind));
}
