/** Splitting "a, b (x, y), and c" or "a; b; c" into items, with offsets, ignoring separators in brackets. */

export type Item = { text: string; start: number; end: number };

/**
 * A citation number printed against the text it cites ("[version 3.0]),19 and local …", "disease.4,5 "): a
 * reference mark, never a list item. Blanked with spaces so offsets stay those of the source.
 */
const CITATION = /(?<=[)\]]|[A-Za-z)\]][,;.])\d{1,3}(?:[,–-]\d{1,3})*(?=\s|$)/g;

/**
 * Modifiers that share the noun after them ("local and distant control", "acute and late toxicity"): the
 * word before "and" is not an item of its own.
 */
const SHARED_MODIFIER =
  /^(?:local|regional|locoregional|loco-regional|distant|metastatic|systemic|nodal|early|late|acute|chronic|partial|complete|major|minor|fatal|non-?fatal|serious|intracranial|extracranial|central|peripheral|objective|clinical|radiological|radiographic|overall|total|short-term|long-term)$/i;

export function splitList(source: string, offset = 0): Item[] {
  const text = source.replace(CITATION, (m) => ' '.repeat(m.length));
  const separator = hasTopLevel(text, /;/) ? /;\s*(?:and\s+)?/g : /,\s*(?:and\s+|or\s+)?/g;
  const pieces = splitTopLevel(text, separator);
  // "a, b and c": the last piece still holds two items; "a and b" alone is two items too.
  const last = pieces.pop()!;
  const tail = separator.source.startsWith(';')
    ? [last]
    : splitTopLevel(text, /\s+and\s+(?!\d)/g, last.start, last.end);
  const items: Item[] = [];
  for (const p of [...pieces, ...joinModifiers(text, tail)]) pushItem(items, text, p.start, p.end, offset);
  return items;
}

/** "local" + "metastatic progression-free survival": a lone shared modifier joins the piece after it. */
function joinModifiers(
  text: string,
  pieces: { start: number; end: number }[],
): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    const next = pieces[i + 1];
    const word = text
      .slice(p.start, p.end)
      .replace(/^\s*(?:and|or)\s+/i, '')
      .trim();
    if (next && SHARED_MODIFIER.test(word)) {
      pieces[i + 1] = { start: p.start, end: next.end };
      continue;
    }
    out.push(p);
  }
  return out;
}

function splitTopLevel(
  text: string,
  re: RegExp,
  from = 0,
  to = text.length,
): { start: number; end: number }[] {
  const depth = depthMap(text);
  const out: { start: number; end: number }[] = [];
  let start = from;
  const slice = text.slice(from, to);
  re.lastIndex = 0;
  for (let m = re.exec(slice); m; m = re.exec(slice)) {
    if (depth[from + m.index] !== 0) continue;
    out.push({ start, end: from + m.index });
    start = from + m.index + m[0].length;
  }
  out.push({ start, end: to });
  return out;
}

function pushItem(items: Item[], text: string, start: number, end: number, offset: number): void {
  let s = start;
  let e = end;
  // Leading enumeration marks: "(1)", "1)", "i)", "and".
  const lead = text.slice(s, e).match(/^\s*(?:\(?\d{1,2}\)|\(?[ivx]{1,4}\)|\(?[a-h]\)|and\s+|or\s+)?\s*/i);
  if (lead) s += lead[0].length;
  while (e > s && /[\s.,;:]/.test(text[e - 1]!)) e--;
  if (e - s >= 2) items.push({ text: text.slice(s, e), start: offset + s, end: offset + e });
}

function hasTopLevel(text: string, re: RegExp): boolean {
  const depth = depthMap(text);
  for (let i = 0; i < text.length; i++) if (depth[i] === 0 && re.test(text[i]!)) return true;
  return false;
}

export function depthMap(text: string): number[] {
  const out: number[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[') depth++;
    out.push(depth);
    if ((c === ')' || c === ']') && depth > 0) depth--;
  }
  return out;
}

/** The text without bracketed asides, for display ("centre region (11 regions)" -> "centre region"). */
export function withoutBrackets(text: string): string {
  let out = text;
  for (let i = 0; i < 3; i++) out = out.replace(/\s*\([^()]*\)|\s*\[[^[\]]*\]/g, '');
  return out.replace(/\s+/g, ' ').trim();
}
