import type { DeckSource } from '../../../writer/context';
import type { CoveredSource, KindWriteInput } from '../kind-writer';

const sha1Key = (sha1: string) => sha1.trim().toLowerCase();

function coveredSet(covered: readonly CoveredSource[] | undefined): Set<string> {
  return new Set((covered ?? []).map((c) => sha1Key(c.sha1)).filter(Boolean));
}

/**
 * The sources no earlier report of the series covered: matched by content hash only (a file renamed is still
 * the same paper). A source without a hash cannot be matched, so it counts as new rather than being dropped.
 */
export function newSources(input: KindWriteInput): DeckSource[] {
  const covered = coveredSet(input.covered);
  return input.facts.filter((s) => !s.sha1 || !covered.has(sha1Key(s.sha1)));
}

/** The work's own sources an earlier report covered (they have facts, so they can be named as printed). */
export function coveredWorkSources(input: KindWriteInput): DeckSource[] {
  const fresh = new Set(newSources(input));
  return input.facts.filter((s) => !fresh.has(s));
}

/** The covered entries that are not among the work's sources (known by file name only). */
export function coveredElsewhere(input: KindWriteInput): CoveredSource[] {
  const mine = new Set(input.facts.flatMap((s) => (s.sha1 ? [sha1Key(s.sha1)] : [])));
  const seen = new Set<string>();
  return (input.covered ?? []).filter((c) => {
    const k = sha1Key(c.sha1);
    if (mine.has(k) || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** "NCT01234567", "ISRCTN12345678": a registry number as a key (case and spacing do not matter). */
export function trialKey(source: DeckSource): string | null {
  const id = source.facts.registry_id?.value.replace(/\s+/g, '').toUpperCase();
  return id || null;
}

/** The same file uploaded twice (same content hash) is one paper: the first is kept. */
export function distinctPapers(sources: readonly DeckSource[]): DeckSource[] {
  const seen = new Set<string>();
  return sources.filter((s) => {
    if (!s.sha1) return true;
    const k = sha1Key(s.sha1);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Sources grouped by trial: papers printing the same registry number are one trial (a primary report and
 * its follow-up); a source without one is a trial of its own; a file given twice counts once. Order of first
 * appearance is kept.
 */
export function groupByTrial(sources: readonly DeckSource[]): DeckSource[][] {
  const groups: DeckSource[][] = [];
  const byKey = new Map<string, DeckSource[]>();
  for (const s of distinctPapers(sources)) {
    const key = trialKey(s);
    const group = key ? byKey.get(key) : undefined;
    if (group) {
      group.push(s);
      continue;
    }
    const fresh = [s];
    groups.push(fresh);
    if (key) byKey.set(key, fresh);
  }
  return groups;
}
