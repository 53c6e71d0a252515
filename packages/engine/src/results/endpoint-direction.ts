/**
 * Which way an endpoint is better, from its name: 'higher' for survival times, responses, conversions and
 * cures; 'lower' for rates of harmful events (death, recurrence, bleeding, adverse events …); null when the
 * name does not say (scores, levels, "time to" something neither harmful nor wanted), so a conclusion stays
 * neutral instead of guessing.
 */
export type BetterDirection = 'higher' | 'lower';

const HARMFUL =
  /\b(?:death|deaths|died|mortality|events?|hospitali[sz]ations?|readmissions?|recurrences?|relapses?|stroke|infarction|thrombos[ie]s|bleeding|haemorrhage|hemorrhage|adverse|toxicit(?:y|ies)|infections?|complications?|failure|progression|exacerbations?|fractures?|delirium|vomiting|nausea|pain)\b/;
const WANTED =
  /\b(?:conversion|cardioversion|sinus rhythm|recovery|remission|resolution|healing|cure|success|response|responders?|abstinence|clearance|return of)\b/;
/** Lengths of time one wants long: survival and the time something harmful is kept away. */
const SURVIVAL = /\b(?:survival|duration of (?:response|remission))\b/;

export function betterDirection(endpoint: string): BetterDirection | null {
  const e = endpoint.toLowerCase();
  if (SURVIVAL.test(e)) return 'higher';
  const timeTo = /\btime (?:to|until)\b(.*)$/.exec(e);
  if (timeTo) {
    // Longer before harm is better; sooner to a wanted state is better.
    if (HARMFUL.test(timeTo[1]!)) return 'higher';
    if (WANTED.test(timeTo[1]!)) return 'lower';
    return null;
  }
  // A score or level has no direction of its own (a pain score, a biomarker).
  if (/\b(?:scores?|scales?|levels?|concentrations?|changes?)\b/.test(e)) return null;
  if (WANTED.test(e)) return 'higher';
  if (HARMFUL.test(e)) return 'lower';
  return null;
}
