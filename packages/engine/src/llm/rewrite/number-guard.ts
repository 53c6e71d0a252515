import { shownKey, sourceValueKeys, valueTokens } from '../../text/value-tokens';

/**
 * The number guard of model-written text: the "check numbers" rule applied before a rewrite is accepted.
 * Values are read by the one tokeniser of check numbers (text/value-tokens), so a ratio, a CI, "59/129
 * (45.7%)", a dose or an NCT id is compared whole: "3:1" is not backed by a source printing "2:1" and a "3"
 * and a "1" elsewhere, and an id must keep every letter and digit. Trivial values (single digits, the CI
 * level, figure and page references) prove nothing and are skipped, as the checker skips them.
 */
export type NumberViolation = {
  /**
   * unsourced: the new text prints a value neither the sources nor the offline text print; dropped: a text
   * stating the primary result lost one of its values.
   */
  rule: 'unsourced' | 'dropped';
  /** The value as printed (a short token, never a sentence of the source). */
  value: string;
};

/** Every key the values of these texts answer to (see `sourceValueKeys`). */
export function valueKeysOf(texts: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const text of texts) for (const key of sourceValueKeys(text).keys()) keys.add(key);
  return keys;
}

export type NumberGuardInput = {
  /** What the offline writer printed in this field. */
  offline: string;
  rewritten: string;
  /** Keys of the source texts the rewrite may draw on, e.g. its slide's fact quotes (`valueKeysOf`). */
  sourced: ReadonlySet<string>;
  /** The offline text states the primary result: every one of its values must still be printed. */
  keepValues: boolean;
};

/**
 * What is wrong with the numbers of a rewrite (empty when nothing): each non-trivial value it prints must be
 * printed by the sources or by the offline text it replaces, ids included; with `keepValues`, each
 * non-trivial value of the offline text must be printed by the rewrite too (in any equal form: "0·51–0·75"
 * and "0.51 to 0.75" are one range).
 */
export function numberViolations(input: NumberGuardInput): NumberViolation[] {
  const offlineKeys = valueKeysOf([input.offline]);
  const out: NumberViolation[] = [];
  const seen = new Set<string>();
  for (const token of valueTokens(input.rewritten)) {
    if (token.trivial) continue;
    const key = shownKey(token);
    if (input.sourced.has(key) || offlineKeys.has(key) || seen.has(key)) continue;
    seen.add(key);
    out.push({ rule: 'unsourced', value: token.text });
  }
  if (input.keepValues) {
    const kept = valueKeysOf([input.rewritten]);
    for (const token of valueTokens(input.offline)) {
      if (token.trivial) continue;
      const key = shownKey(token);
      if (kept.has(key) || seen.has(key)) continue;
      seen.add(key);
      out.push({ rule: 'dropped', value: token.text });
    }
  }
  return out;
}
