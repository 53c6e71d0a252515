/**
 * Footnote marks printed glued to a table label ("Age, yearsa", "Height, cma", "CGI-Sa", "(IQ)c", "Malea"):
 * PDF text joins a superscript letter to the word before it. A mark is not part of the label, so it goes,
 * but only where it cannot be a real letter (decision 0083):
 * - by structure, always: after a closing bracket, a unit after a comma ("years", "cm") or with a sign
 *   ("kg/m2"), an arm's n ("n=120b");
 * - when the table's notes define the letter ("aMean (standard deviation)"): after an acronym in capitals
 *   ("CGI-Sa"; a Roman numeral's class "IIIa" and a name with digits "CHA2DS2-VASc" stay), and after a word
 *   that is a known table term while the word with the letter is not ("Malea" -> "Male"; "Timed" stays
 *   unless the notes define "d"). A letter the table itself shows as a mark, or the next of that sequence,
 *   counts as defined when the notes are out of reach ("Intellectual disabilityb" after "Age, yearsa").
 */
import { tableTermZh } from '../article/table-terms';
import { unitNoteZh } from '../article/table-qualifiers';

/** A label's last word and one glued lowercase letter (a–h), or two separated by a comma. */
const GLUED = /^(.*?)(\S*[^\s,])([a-h](?:,[a-h])?)$/;
/** A letter starting a note's definition: "aMean (SD)", "b Intellectual disability …", "; c Mild …". */
const DEFINITION = /(?:^|[\s.;:)])([a-h])\s?(?=[A-Z(])/g;
const ROMAN = /^[IVX]+$/;
const ACRONYM = /^[A-Z][A-Z-]*[A-Z]$/;
const ARM_N = /(?:^|[\s(])[nN]\s*=\s*\d[\d,]*$/;

/** The letters the table's notes define as footnote marks. */
export function definedMarks(notes: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const note of notes) for (const m of note.matchAll(DEFINITION)) out.add(m[1]!);
  return out;
}

/** Whether `word` (without the letter) ends a label in a way no English word continues with a letter. */
function structuralMark(word: string, before: string): boolean {
  if (/[)\]]$/.test(word)) return true;
  const token = word.replace(/^[([]/, '');
  if (ARM_N.test(`${before}${word}`)) return true;
  // A unit printed after a comma ("Height, cma", "Age, yearsa") or one no word continues ("kg/m2a");
  // "Peace of mind" is no "min" with a mark.
  if (unitNoteZh(token, false) === null) return false;
  return /,\s*$/.test(before) || /[^A-Za-z]/.test(token);
}

/** Whether a known word carries the letter: "Malea" (Male), "disabilityb" (with the label before it). */
function wordMark(label: string, stripped: string, word: string, bare: string): boolean {
  if (tableTermZh(word) !== null || tableTermZh(label) !== null) return false;
  return tableTermZh(bare) !== null || tableTermZh(stripped) !== null;
}

/** The label without a glued footnote mark; unchanged when the letter may be the word's own. */
export function withoutGluedMark(label: string, defined: ReadonlySet<string>): string {
  const text = label.trim();
  const m = GLUED.exec(text);
  if (!m) return label;
  const [, before, word, marks] = m as unknown as [string, string, string, string];
  const stripped = `${before}${word}`;
  if (structuralMark(word, before)) return stripped;
  if (!marks.split(',').every((l) => defined.has(l))) return label;
  // An acronym in capitals ("CGI-S", "SIB"), never a Roman numeral's class ("IIIa") nor a name with digits
  // ("CHA2DS2-VASc").
  if (ACRONYM.test(word) && !ROMAN.test(word)) return stripped;
  if (!/^[A-Za-z][a-z-]*$/.test(word)) return label;
  return wordMark(text, stripped, `${word}${marks}`, word) ? stripped : label;
}

/**
 * A trailing row whose one filled cell is its first and holds a note ("Data are expressed as number (%)
 * aMean (standard deviation)"): no group label ends a table, so it is the table's note, not a row.
 */
export function isNoteRow(row: readonly string[]): boolean {
  const [first = '', ...rest] = row;
  if (row.length < 2 || rest.some((c) => c.trim()) || !first.trim()) return false;
  return first.trim().split(/\s+/).length >= 4 && definedMarks([first]).size > 0;
}

/** A value cell's glued mark: "9 (20.0)a", "2.02 (1.02, 3.99)c", "0.04b". */
const VALUE_MARK = /(?:\)|\d\.\d+)([a-h])$/;

/**
 * The letters a table itself shows as marks, when its notes lie beyond the parsed region: marks are lettered
 * in order, so every letter up to the highest read as a mark by structure (a label's "yearsa", "(IQ)c", a
 * value's "(20.0)a") and the next one ("Age, yearsa" … "Intellectual disabilityb" … "(IQ)c"). Empty when the
 * table shows none.
 */
export function markSequence(rows: readonly string[][]): Set<string> {
  const seen = new Set<string>();
  rows.forEach((row, r) => {
    row.forEach((cell, i) => {
      const text = cell.trim();
      if ((r === 0 || i === 0) && /[A-Za-z]/.test(text)) {
        const stripped = withoutGluedMark(text, new Set());
        if (stripped !== text) for (const l of text.slice(stripped.length).split(',')) seen.add(l);
      } else {
        const m = VALUE_MARK.exec(text);
        if (m) seen.add(m[1]!);
      }
    });
  });
  if (seen.size === 0) return seen;
  // Marks are lettered in order: a table that shows "c" has used "a" and "b" too.
  const last = Math.min(Math.max(...[...seen].map((l) => l.charCodeAt(0))) + 1, 'h'.charCodeAt(0));
  const out = new Set<string>();
  for (let c = 'a'.charCodeAt(0); c <= last; c++) out.add(String.fromCharCode(c));
  return out;
}

/**
 * Header cells and row labels without their glued marks; trailing note rows moved out (their definitions
 * count with the notes). Value cells are never touched.
 */
export function withoutTableMarks(
  rows: readonly string[][],
  notes: readonly string[] = [],
): { rows: string[][]; notes: string[] } {
  const body = [...rows];
  const moved: string[] = [];
  while (body.length > 2 && isNoteRow(body[body.length - 1]!)) moved.unshift(body.pop()![0]!.trim());
  const allNotes = [...notes, ...moved];
  const defined = new Set([...definedMarks(allNotes), ...markSequence(body)]);
  const out = body.map((row, r) =>
    row.map((cell, i) =>
      (r === 0 || i === 0) && /[A-Za-z]/.test(cell) ? withoutGluedMark(cell, defined) : cell,
    ),
  );
  return { rows: out, notes: allNotes };
}
