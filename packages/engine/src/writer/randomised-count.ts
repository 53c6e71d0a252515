import type { Facts } from '@prowrite/contracts';
import { printedNumber } from './printed-number';

/** Words that make a count a count of people (a cluster trial randomises shops, practices or villages). */
const PERSONS =
  /\b(?:patients?|participants?|subjects?|individuals?|persons?|people|volunteers?|women|men|children|adults?|adolescents?|infants?|neonates?|newborns?|pregnancies)\b|患者|受试者|例/i;

/**
 * The number of people randomised as printed ("600"), or null when the fact's sentence does not say it counts
 * people ("42 of 82 selected shops were randomized", "Randomized (n=67)"): "共82例患者" would then be false.
 */
export function personsRandomised(facts: Facts): string | null {
  const n = facts.n_randomized;
  if (!n || !PERSONS.test(n.source.quote)) return null;
  return printedNumber(n.value, n.source.quote);
}

/** "cluster randomized", "cluster-randomised", "randomised by practice": the unit randomised is a group. */
const CLUSTER =
  /\bcluster[- ]?randomi[sz]|\bcluster(?:ed)?\s+(?:randomi[sz]ed\s+)?(?:controlled\s+)?trial|整群随机|群组随机/i;

/**
 * Whether the source says the trial randomised clusters (shops, practices, wards), read from the sentences
 * of the count, the ratio and the design: the writers then say so and count no "patients randomised".
 */
export function clusterRandomised(facts: Facts): boolean {
  return [
    facts.n_randomized?.source.quote,
    facts.ratio?.source.quote,
    facts.design?.value,
    facts.design?.source.quote,
  ].some((t) => t !== undefined && CLUSTER.test(t));
}

/**
 * The count a writer may call patients: the persons' count, else the printed count unless the trial randomised
 * clusters ("Randomized (n=67)" in a flow chart is patients; "82 selected shops" of a cluster trial is not).
 */
export function patientsRandomised(facts: Facts): string | null {
  const n = facts.n_randomized;
  if (!n) return null;
  return (
    personsRandomised(facts) ?? (clusterRandomised(facts) ? null : printedNumber(n.value, n.source.quote))
  );
}
