/**
 * What one SQL statement may change, read from its text. Conservative by construction: a statement this does
 * not recognise as a plain read, a transaction control or a single-table write is answered as `all`.
 */
export type WriteTargets = { kind: 'none' } | { kind: 'tables'; tables: string[] } | { kind: 'all' };

const NONE: WriteTargets = { kind: 'none' };
const ALL: WriteTargets = { kind: 'all' };

/** Statements that change no row: transaction control, session settings, notifications. */
const NO_DATA_CHANGE = new Set([
  'begin',
  'start',
  'commit',
  'end',
  'rollback',
  'abort',
  'savepoint',
  'release',
  'set',
  'reset',
  'show',
  'listen',
  'unlisten',
  'notify',
]);

const IDENT = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][\w$]*)`;
const WRITE_HEAD = new RegExp(
  String.raw`^(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?(${IDENT}(?:\s*\.\s*${IDENT})?)`,
  'i',
);
const DATA_CHANGING_WORD = /\b(?:insert|update|delete|merge|truncate|copy|call|do)\b/i;

/** The statement without leading blanks and comments. */
function stripLead(sql: string): string {
  let rest = sql;
  for (;;) {
    const trimmed = rest.trimStart();
    if (trimmed.startsWith('--')) {
      const end = trimmed.indexOf('\n');
      rest = end < 0 ? '' : trimmed.slice(end + 1);
    } else if (trimmed.startsWith('/*')) {
      const end = trimmed.indexOf('*/');
      rest = end < 0 ? '' : trimmed.slice(end + 2);
    } else {
      return trimmed;
    }
  }
}

/** An identifier as PostgreSQL folds it: quoted kept exactly, unquoted lower-cased. */
function identName(ident: string): string {
  return ident.startsWith('"') ? ident.slice(1, -1).replace(/""/g, '"') : ident.toLowerCase();
}

/** More than one statement in one text (only `exec` allows it): a `;` followed by anything but blanks. */
function isMultiStatement(sql: string): boolean {
  const at = sql.indexOf(';');
  return at >= 0 && sql.slice(at + 1).trim() !== '';
}

/** The tables a statement may write (before foreign-key cascades), or `all` when that cannot be told. */
export function writeTargetsOf(sql: string): WriteTargets {
  const text = stripLead(sql);
  if (text === '') return NONE;
  // A `;` inside a string literal makes this answer `all`: safe, only less precise.
  if (isMultiStatement(text)) return ALL;
  const keyword = /^[A-Za-z]+/.exec(text)?.[0]?.toLowerCase() ?? '';
  if (NO_DATA_CHANGE.has(keyword)) return NONE;
  if (keyword === 'select' || keyword === 'values' || keyword === 'table') {
    // `select … into` creates a table; everything else reads (locking clauses change no row).
    return /\binto\b/i.test(text) ? ALL : NONE;
  }
  if (keyword === 'with') return DATA_CHANGING_WORD.test(text) ? ALL : NONE;
  const head = WRITE_HEAD.exec(text);
  if (!head?.[1]) return ALL;
  const parts = head[1].split(/\s*\.\s*(?=["A-Za-z_])/);
  return { kind: 'tables', tables: [identName(parts[parts.length - 1] ?? '')] };
}

const NAME = new RegExp(IDENT, 'g');

/** Every identifier the statement names (quoted exactly, unquoted lower-cased): a superset of the tables it reads. */
export function namesIn(sql: string): Set<string> {
  const names = new Set<string>();
  for (const match of sql.matchAll(NAME)) names.add(identName(match[0]));
  return names;
}
