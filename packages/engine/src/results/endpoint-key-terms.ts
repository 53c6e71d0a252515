/**
 * The key terms of an endpoint's name, for telling whether an effect's endpoint is the primary endpoint when
 * the two are printed differently ("average reduction in home systolic blood pressure" is "the difference in
 * averaged home systolic blood pressure"; "interleukin 6 (IL-6)" is "levels of plasma IL-6 (interleukin 6)").
 */

// Words that say how an endpoint is compared, when or in whom: not what is measured.
const GENERIC = new Set(
  (
    'a an the of in on at to by for from with without and or vs versus between among within after before ' +
    'during over across per than as its their this that these those was were is are be ' +
    'change changes difference differences mean average averaged adjusted unadjusted absolute relative ' +
    'reduction reductions increase increases decrease decreases improvement effect effects level levels ' +
    'concentration concentrations value values score scores total baseline end study trial treatment ' +
    'treatments group groups arm arms two both each patients participants week weeks month months year years ' +
    'day days hour hours time point points plasma serum circulating measured assessed using primary ' +
    'both ' +
    'endpoint endpoints outcome outcomes follow up placebo control controls'
  ).split(' '),
);

const stem = (w: string) => (w.length > 5 ? w.replace(/(?:ed|es|s)$/, '') : w);

/** "IL-6" -> "il": an abbreviation's letters, lower case. */
const lettersOf = (short: string) => short.replace(/[^A-Za-z]/g, '').toLowerCase();
/** "left ventricular" -> "lv": the first letter of each word, lower case. */
const initialsOf = (long: string) =>
  long
    .trim()
    .split(/[\s-]+/)
    .map((w) => w[0]?.toLowerCase() ?? '')
    .join('');

/**
 * Key terms: content words, lower case and stemmed; an abbreviation printed with its spelled-out form
 * ("LV (left ventricular)", "interleukin 6 (IL-6)") is one term, the abbreviation. Words of `names` (the arms)
 * are left out: "by spironolactone" says who, not what.
 */
export function keyTerms(name: string, names: string[] = []): Set<string> {
  let text = name;
  // "long (SF)" and "SF (long)": the pair stands for the abbreviation alone.
  text = text.replace(
    /([A-Za-z][\w\s-]{2,60}?)\s*\(([A-Za-z][A-Za-z0-9-]{1,9})\)/g,
    (all, long: string, short: string) => {
      const letters = lettersOf(short);
      const initials = initialsOf(long);
      return initials.endsWith(letters) || letters.length <= 1
        ? `${long.trim().split(/\s+/).slice(0, -Math.max(1, letters.length)).join(' ')} ${short}`
        : all;
    },
  );
  text = text.replace(
    /\b([A-Za-z][A-Za-z0-9-]{1,9})\s*\(([^()]{3,60})\)/g,
    (all, short: string, long: string) => {
      const letters = lettersOf(short);
      const initials = initialsOf(long);
      return /[A-Z]/.test(short) && initials.startsWith(letters.slice(0, 2)) ? short : all;
    },
  );
  const armWords = new Set(
    names.flatMap((n) => n.toLowerCase().split(/[^\p{L}\p{N}-]+/u)).filter((w) => w.length >= 4),
  );
  const words = text
    .toLowerCase()
    .replace(/[‐‑–—]/g, '-')
    .split(/[^\p{L}\p{N}-]+/u)
    .map((w) => w.replace(/^-+|-+$/g, ''))
    .filter((w) => w && !GENERIC.has(w) && !/^\d+(?:\.\d+)?$/.test(w) && !armWords.has(w));
  return new Set(words.map(stem));
}

/** The part of a primary endpoint's name before a later, conditional or secondary comparison. */
export function firstClause(name: string): string {
  return name.split(/;|\bfollowed\b|\bsecondary\b/i)[0] ?? name;
}

/**
 * An effect's endpoint names the primary endpoint when every key term of it is one of the primary's and it
 * says more than half of the primary's key terms; a single term must be an abbreviation or carry a digit
 * ("IL-6"), not a common word. A secondary endpoint with a word of its own ("clinic", "diastolic") is not it.
 */
export function namesPrimary(primary: string, other: string, names: string[] = []): boolean {
  const o = keyTerms(other, names);
  if (o.size === 0) return false;
  if (o.size === 1 && !/[A-Z].*[A-Z0-9]|\d/.test(other)) return false;
  return primaryParts(primary, names).some((p) => [...o].every((t) => p.has(t)) && o.size / p.size > 0.5);
}

/**
 * The endpoints a primary endpoint's name joins with "and" when each side names one on its own (three key
 * terms or more: "LV end-systolic volume indexed to body surface area and LV global longitudinal strain");
 * a shorter side belongs to its neighbour ("… between spironolactone and placebo", "myocardial infarction, and
 * stroke" of a composite), so a composite's component is never a part.
 */
export function primaryParts(primary: string, names: string[] = []): Set<string>[] {
  const parts: string[] = [];
  for (const side of firstClause(primary).split(/\s+and\s+/i)) {
    const last = parts.length - 1;
    if (last >= 0 && (keyTerms(side, names).size < 3 || keyTerms(parts[last]!, names).size < 3))
      parts[last] = `${parts[last]} and ${side}`;
    else parts.push(side);
  }
  return parts.map((p) => keyTerms(p, names)).filter((t) => t.size > 0);
}
