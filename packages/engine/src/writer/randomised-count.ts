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
