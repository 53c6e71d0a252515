import type { Arm, Effect, HazardRatio, PrimaryResult, Sourced } from '@prowrite/contracts';
import { DESIGN_ASSUMPTION } from '../facts/arm-results';
import type { SourceDocument } from '../source/source-document';
import { decide, type ProposalDecision, TWICE } from './proposal-decision';
import { type CheckResult, supportsPhrase } from './proposal-checks';
import type { ProposedEffect, ProposedPrimaryResult } from './proposal-schema';
import { checkArmResult, checkEffect, checkEstimate, ciLevelOf, resolveResultArm } from './result-checks';
import { foldText, locateQuote } from './source-quotes';

/** Far more estimates than a paper reports for its endpoints: a model gone astray. */
const MAX_EFFECTS = 40;
/** A primary result compares arms: one arm's value alone says nothing of the treatment's effect. */
const MIN_RESULT_ARMS = 2;

/** The proposed effects that pass their checks, each once. */
export function mergeEffects(
  doc: SourceDocument,
  proposals: readonly ProposedEffect[],
  decisions: ProposalDecision[],
): Effect[] {
  const kept: Effect[] = [];
  const seen = new Set<string>();
  proposals.forEach((proposal, index) => {
    const { quote, page, ...value } = proposal;
    const key = effectKey(proposal.measure, proposal.value, proposal.ci_low, proposal.ci_high);
    let result: CheckResult =
      kept.length >= MAX_EFFECTS
        ? { ok: false, reason: `more than ${MAX_EFFECTS} effects` }
        : checkEffect(doc, proposal);
    // The same estimate under two endpoint names is one estimate (the rules count it once too).
    if (result.ok && seen.has(key)) result = TWICE;
    decisions.push(decide(`effects[${index}]`, { value, quote, page }, result));
    if (!result.ok) return;
    seen.add(key);
    kept.push({
      endpoint: proposal.endpoint.trim(),
      measure: proposal.measure,
      value: proposal.value,
      ci_low: proposal.ci_low,
      ci_high: proposal.ci_high,
      ci_level: ciLevelOf(result.source.quote, proposal.ci_level),
      p: proposal.p?.trim() || null,
      source: result.source,
    });
  });
  return kept;
}

/**
 * Effects hold the hazard ratios too (as the rules do): each checked hazard ratio with an interval that the
 * effects lack is added, with its own provenance.
 */
export function withHazardRatios(effects: Effect[], hazardRatios: readonly HazardRatio[]): Effect[] {
  const have = new Set(effects.map((e) => effectKey(e.measure, e.value, e.ci_low, e.ci_high)));
  const added = hazardRatios
    .filter((hr) => hr.ci_low !== null && hr.ci_high !== null)
    .filter((hr) => !have.has(effectKey('HR', hr.value, hr.ci_low, hr.ci_high)))
    .map((hr): Effect => ({ ...hr, measure: 'HR', ci_level: 95 }));
  return [...effects, ...added];
}

/** And the hazard ratios are the effects' HR subset: each checked HR effect they lack is added. */
export function withHrEffects(hazardRatios: HazardRatio[], effects: readonly Effect[]): HazardRatio[] {
  const have = new Set(hazardRatios.map((hr) => effectKey('HR', hr.value, hr.ci_low, hr.ci_high)));
  const added = effects
    .filter((e) => e.measure === 'HR' && !have.has(effectKey('HR', e.value, e.ci_low, e.ci_high)))
    .map(
      ({ endpoint, value, ci_low, ci_high, p, source }): HazardRatio => ({
        endpoint,
        value,
        ci_low,
        ci_high,
        p,
        source,
      }),
    );
  return [...hazardRatios, ...added];
}

function effectKey(measure: string, value: number, low: number | null, high: number | null): string {
  return JSON.stringify([measure, value, low, high]);
}

/**
 * The primary result, kept when its quote is on a page and shows it is the primary endpoint's result (says
 * "primary" or carries the known primary endpoint's words), and at least two arms' values pass their
 * checks. Its effect is kept only when the same quote prints it; a failing effect alone is dropped.
 */
export function mergePrimaryResult(
  doc: SourceDocument,
  proposal: ProposedPrimaryResult,
  arms: readonly Arm[],
  primaryEndpoint: Sourced<string> | null,
  decisions: ProposalDecision[],
): PrimaryResult | null {
  const summary = {
    value: { endpoint: proposal.endpoint, arms: proposal.arms.map((arm) => arm.arm) },
    quote: proposal.quote,
    page: proposal.page,
  };
  const located = checkResultQuote(doc, proposal, primaryEndpoint);
  if (!located.ok) {
    decisions.push(decide('primary_result', summary, located));
    return null;
  }

  const kept: PrimaryResult['arms'] = [];
  proposal.arms.forEach((arm, index) => {
    const { quote, page, ...value } = arm;
    let name = '';
    let result = checkArmResult(doc, arm, (armQuote) => {
      const resolved = resolveResultArm(arms, arm.arm, armQuote);
      if (!resolved.ok) return resolved.reason;
      name = resolved.name;
      return kept.some((other) => other.arm === name) ? 'the same arm twice' : null;
    });
    // The arm's value must be part of the statement of the result, not taken from another sentence.
    if (result.ok && !foldText(located.source.quote).text.includes(foldText(result.source.quote).text))
      result = { ok: false, reason: "the arm's quote is not part of the result's quote" };
    if (result.ok && kept.length > 0 && kept[0]!.unit !== arm.unit.trim())
      result = {
        ok: false,
        reason: `unit "${arm.unit.trim()}" differs from the other arms' "${kept[0]!.unit}"`,
      };
    decisions.push(decide(`primary_result.arms[${index}]`, { value, quote, page }, result));
    if (!result.ok) return;
    kept.push({
      arm: name,
      value: arm.value,
      unit: arm.unit.trim(),
      n: arm.n,
      N: arm.N,
      source: result.source,
    });
  });
  if (kept.length < MIN_RESULT_ARMS) {
    const reason = `${kept.length} arm value(s) passed the checks; a primary result needs ${MIN_RESULT_ARMS}`;
    decisions.push(decide('primary_result', summary, { ok: false, reason }));
    return null;
  }
  decisions.push(decide('primary_result', summary, located));

  let effect: PrimaryResult['effect'] = null;
  if (proposal.effect) {
    const at = { quote: located.source.quote, page: located.source.page };
    const checked = checkEstimate(doc, proposal.effect, at);
    decisions.push(decide('primary_result.effect', { ...at, value: proposal.effect }, checked));
    if (checked.ok) {
      const { measure, value, ci_low, ci_high, ci_level, p } = proposal.effect;
      const level = ciLevelOf(checked.source.quote, ci_level);
      effect = { measure, value, ci_low, ci_high, ci_level: level, p: p?.trim() || null };
    }
  }
  // The endpoint as the facts name it when the primary endpoint is known (as the rules report it).
  const endpoint = primaryEndpoint?.value ?? proposal.endpoint.trim();
  return { endpoint, arms: kept, effect, source: located.source };
}

function checkResultQuote(
  doc: SourceDocument,
  proposal: ProposedPrimaryResult,
  primaryEndpoint: Sourced<string> | null,
): CheckResult {
  if (!primaryEndpoint && !proposal.endpoint.trim())
    return { ok: false, reason: 'primary result without an endpoint' };
  const located = locateQuote(doc, proposal.quote, proposal.page);
  if (!located.ok) return located;
  const quote = located.source.quote;
  if (DESIGN_ASSUMPTION.test(quote))
    return { ok: false, reason: 'the quote states a sample-size assumption, not a result' };
  const primary =
    /\bprimary\b/i.test(quote) || (primaryEndpoint !== null && supportsPhrase(quote, primaryEndpoint.value));
  if (!primary) return { ok: false, reason: 'the quote does not show this is the primary endpoint' };
  const note = located.corrected
    ? `page corrected from ${proposal.page} to ${located.source.page}`
    : undefined;
  return { ok: true, source: located.source, note };
}
