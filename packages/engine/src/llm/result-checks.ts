import { type Arm, effectMeasureSchema } from '@prowrite/contracts';
import { type ArmNames, matchArm } from '../facts/arm-match';
import { findArmMentions, withRoleAliases } from '../facts/arm-results';
import { findMeasureMentions, isRatio } from '../facts/effect-measures';
import type { SourceDocument } from '../source/source-document';
import { type CheckResult, checkQuoted } from './proposal-checks';
import type { ProposedArmResult, ProposedEffect, ProposedEffectEstimate } from './proposal-schema';
import { mentions, numbersIn, printedIn } from './source-quotes';

/**
 * Checks of proposed results: effect estimates and per-arm values. As for the other fields, the quote must
 * be on a page and print every number of the value as a whole number; the numbers must also make sense
 * together (a ratio is positive, the estimate lies in its interval, n <= N), and the quote must name the
 * measure and the arm the value is given for.
 */

const MAX_ENDPOINT_CHARS = 300;
const MAX_UNIT_CHARS = 20;

/** "reduced ... by 3.2": a difference whose sign comes from the wording, not from a printed minus. */
const CHANGED_BY =
  /\b(?:reduc|decreas|increas|lower|rais|improv|declin|shorten|lengthen|prolong)\w*\b[^.;()]{0,90}?\bby\b/i;
/** "95% CI", "90 % confidence interval", "95% CrI". */
const PRINTED_LEVEL = /(\d{2}(?:\.\d)?)\s*%\s*(?:CI\b|CrI\b|confidence|credible)/gi;

export function checkEffect(doc: SourceDocument, proposal: ProposedEffect): CheckResult {
  const endpoint = proposal.endpoint.trim();
  if (!endpoint) return { ok: false, reason: 'effect without an endpoint' };
  if (endpoint.length > MAX_ENDPOINT_CHARS)
    return { ok: false, reason: `endpoint is longer than ${MAX_ENDPOINT_CHARS} characters` };
  return checkEstimate(doc, proposal, proposal);
}

/** An effect estimate stated in the quote `at`: numbers consistent, all printed, the measure named. */
export function checkEstimate(
  doc: SourceDocument,
  estimate: ProposedEffectEstimate,
  at: { quote: string; page: number },
): CheckResult {
  const problem = estimateProblem(estimate);
  if (problem) return { ok: false, reason: problem };
  const { value, ci_low: low, ci_high: high, ci_level: level, p } = estimate;
  const numbers = [value, ...(low === null ? [] : [low]), ...(high === null ? [] : [high])].map(Math.abs);
  // 95% is the default level, often left unprinted; any other level must be printed.
  if (level !== null && level !== 95) numbers.push(level);
  if (p !== null) numbers.push(...numbersIn(p));
  return checkQuoted(doc, at, numbers, (quote) => estimateWording(quote, estimate));
}

function estimateProblem(e: ProposedEffectEstimate): string | null {
  const measure = effectMeasureSchema.safeParse(e.measure);
  if (!measure.success) return `"${e.measure}" is not one of ${effectMeasureSchema.options.join(', ')}`;
  const { value, ci_low: low, ci_high: high, ci_level: level } = e;
  if (![value, low ?? 0, high ?? 0].every(Number.isFinite)) return 'a number is not finite';
  if (isRatio(measure.data) && !(value > 0)) return `${measure.data} ${value} is not positive`;
  if ((low === null) !== (high === null)) return 'confidence interval has one bound only';
  if (low !== null && high !== null) {
    if (isRatio(measure.data) && !(low > 0))
      return `${measure.data} interval ${low} to ${high} is not positive`;
    if (!(low <= value && value <= high))
      return `${measure.data} ${value} lies outside its interval ${low} to ${high}`;
  }
  if (level !== null && !(level >= 50 && level < 100))
    return `confidence level ${level} is not a percentage from 50 to 99.9`;
  return null;
}

function estimateWording(quote: string, e: ProposedEffectEstimate): string | null {
  const named = new Set(
    [...findMeasureMentions(quote), ...findMeasureMentions(lowerCapitalised(quote))].map((m) => m.measure),
  );
  const changedBy = CHANGED_BY.test(quote);
  if (named.size > 0 && !named.has(e.measure))
    return `the quote names ${[...named].join(', ')}, not ${e.measure}`;
  // A difference may be stated as a change "by" a value instead of by name; a ratio is always named.
  if (named.size === 0 && (isRatio(e.measure) || !changedBy))
    return `the quote does not name the measure ${e.measure}`;
  if (!changedBy) {
    const unsigned = [e.value, e.ci_low, e.ci_high].find(
      (n) => n !== null && n < 0 && !printedNegative(quote, n),
    );
    if (unsigned !== undefined) return `the quote does not print ${unsigned} with its minus sign`;
  }
  const printed = printedLevels(quote);
  if (e.ci_level !== null && printed.length > 0 && !printed.includes(e.ci_level))
    return `the quote prints a ${printed.join('%, ')}% interval, not ${e.ci_level}%`;
  return null;
}

/** The interval's level: as proposed, else the one level the quote prints, else 95 (the convention). */
export function ciLevelOf(quote: string, proposed: number | null): number {
  if (proposed !== null) return proposed;
  const printed = printedLevels(quote);
  return printed.length === 1 ? printed[0]! : 95;
}

function printedLevels(quote: string): number[] {
  return [...new Set([...plainDots(quote).matchAll(PRINTED_LEVEL)].map((m) => Number(m[1])))];
}

/** The measure finder reads "hazard ratio" and "HR"; a sentence-initial "Hazard ratio" is also tried lowered. */
function lowerCapitalised(text: string): string {
  return text.replace(/\b([A-Z])(?=[a-z])/g, (letter) => letter.toLowerCase());
}

function printedNegative(quote: string, value: number): boolean {
  const signed = plainDots(quote).matchAll(/[-\u2010-\u2015\u2212]\s?(\d*\.\d+|\d+)/g);
  return [...signed].some((m) => Number(m[1]) === Math.abs(value));
}

function plainDots(text: string): string {
  return text.replace(/[\u00B7\u22C5\u2219]/g, '.');
}

/**
 * One arm's value: n and N whole and n <= N, the value, n and N printed, the unit printed, and the arm
 * named in the quote (`armProblem` says whether it is).
 */
export function checkArmResult(
  doc: SourceDocument,
  proposal: ProposedArmResult,
  armProblem: (quote: string) => string | null,
): CheckResult {
  const { value, n, N, unit } = proposal;
  if (!Number.isFinite(value)) return { ok: false, reason: 'the value is not finite' };
  if (n !== null && !(Number.isInteger(n) && n >= 0)) return { ok: false, reason: `n ${n} is not a count` };
  if (N !== null && !(Number.isInteger(N) && N > 0))
    return { ok: false, reason: `N ${N} is not a positive count` };
  if (n !== null && N !== null && n > N) return { ok: false, reason: `n ${n} is more than N ${N}` };
  if (unit.trim().length > MAX_UNIT_CHARS)
    return { ok: false, reason: `unit is longer than ${MAX_UNIT_CHARS} characters` };
  const numbers = [Math.abs(value), ...(n === null ? [] : [n]), ...(N === null ? [] : [N])];
  return checkQuoted(doc, proposal, numbers, (quote) => {
    if (unit.trim() && !mentions(quote, unit.trim()))
      return `the quote does not print the unit "${unit.trim()}"`;
    if (value < 0 && !CHANGED_BY.test(quote) && !printedNegative(quote, value))
      return `the quote does not print ${value} with its minus sign`;
    return armProblem(quote);
  });
}

export type ResolvedArm = { ok: true; name: string } | { ok: false; reason: string };

/**
 * The arm a result is given for: a known arm (by its name, the parts of "EOC (epirubicin, ...)", or its role
 * in a two-arm trial) named in the quote, reported by its name in `arms`; an unknown arm is kept as the
 * quote prints it.
 */
export function resolveResultArm(known: readonly Arm[], proposed: string, quote: string): ResolvedArm {
  const wanted = proposed.trim();
  if (!wanted) return { ok: false, reason: 'arm is empty' };
  const names = withRoleAliases(known.map((arm) => armNames(arm.name.value)));
  const index = matchArm(wanted, names, 'any');
  if (index >= 0) {
    const arm = names[index]!;
    if (findArmMentions(quote, [arm]).length === 0 && !mentions(quote, wanted))
      return { ok: false, reason: `the quote does not name the arm "${known[index]!.name.value}"` };
    return { ok: true, name: known[index]!.name.value };
  }
  const printed = printedIn(quote, wanted);
  return printed
    ? { ok: true, name: printed.replace(/\s+/g, ' ') }
    : { ok: false, reason: `the arm "${wanted}" is neither a known arm nor in the quote` };
}

/** "EOC (epirubicin, oxaliplatin and capecitabine)" is also called by either part. */
function armNames(name: string): ArmNames {
  const parts = /^(.+?)\s*\((.+)\)\s*$/.exec(name.trim());
  return { name, aliases: parts ? [parts[1]!, parts[2]!] : [] };
}
