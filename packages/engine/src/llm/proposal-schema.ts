import { blindingSchema, effectMeasureSchema, type Facts } from '@prowrite/contracts';
import { z } from 'zod';

/** The facts the LLM may fill in when the deterministic rules found nothing. */
export const PROPOSAL_FIELDS = [
  'registry_id',
  'phase',
  'blinding',
  'design',
  'n_randomized',
  'planned_n',
  'objectives',
  'ratio',
  'primary_endpoint',
  'arms',
  'hazard_ratios',
  'effects',
  'primary_result',
] as const;
export type ProposalField = (typeof PROPOSAL_FIELDS)[number];

// How to quote is said once in the system prompt: repeating it per field would double the schema's size.
function quoted<T extends z.ZodType>(value: T) {
  return z.object({ value, quote: z.string(), page: z.number().int() });
}

const quotedArm = z.object({
  name: quoted(z.string().describe('The arm as the paper names it, e.g. "vernakalant" or "placebo"')),
  n: quoted(z.number().int().describe('Patients randomised to this arm')).nullable(),
});

const quotedHazardRatio = z.object({
  endpoint: z.string().describe('The endpoint the hazard ratio is for, e.g. "progression-free survival"'),
  value: z.number(),
  ci_low: z.number().nullable().describe('Lower bound of the 95% CI'),
  ci_high: z.number().nullable().describe('Upper bound of the 95% CI'),
  p: z.string().nullable().describe('The p value as printed, e.g. "0.003" or "<0.001"'),
  quote: z.string(),
  page: z.number().int(),
});

// An effect's numbers; described once, on the list of effects, to keep the schema (sent every time) short.
const effectEstimate = {
  measure: effectMeasureSchema,
  value: z.number(),
  ci_low: z.number().nullable(),
  ci_high: z.number().nullable(),
  ci_level: z.number().nullable(),
  p: z.string().nullable(),
};

const quotedEffect = z.object({
  endpoint: z.string().describe('The endpoint the estimate is for'),
  ...effectEstimate,
  measure: effectMeasureSchema.describe('RR: risk ratio or relative risk; IRR: incidence rate ratio'),
  value: z.number().describe('As printed, with its sign'),
  ci_level: z.number().nullable().describe('Confidence level in percent, e.g. 95'),
  p: z.string().nullable().describe('As printed, e.g. "<0.001"'),
  quote: z.string(),
  page: z.number().int(),
});

const quotedArmResult = z.object({
  arm: z.string(),
  value: z.number().describe('45.7 in "59/129 (45.7%)"'),
  unit: z.string().describe('"%", "months"... or ""'),
  n: z.number().int().nullable().describe('59 in "59/129"'),
  N: z.number().int().nullable().describe('129 in "59/129"'),
  quote: z.string(),
  page: z.number().int(),
});

const quotedPrimaryResult = z.object({
  endpoint: z.string(),
  arms: z.array(quotedArmResult),
  effect: z.object(effectEstimate).nullable(),
  quote: z.string(),
  page: z.number().int(),
});

const quotedObjective = z.object({
  kind: z.enum(['primary', 'secondary', 'exploratory']),
  value: z.string().describe('The objective as stated, e.g. "to compare overall survival between the arms"'),
  quote: z.string(),
  page: z.number().int(),
});

const proposalShape = {
  registry_id: quoted(z.string().describe('Trial registry number, e.g. NCT01234567')).nullable(),
  phase: quoted(z.string().describe('Trial phase as printed, e.g. "3", "III", "3b"')).nullable(),
  blinding: quoted(blindingSchema).nullable(),
  design: quoted(
    z.string().describe('Design as printed, e.g. "randomised, double-blind, placebo-controlled"'),
  ).nullable(),
  n_randomized: quoted(z.number().int().describe('Total number of patients randomised')).nullable(),
  planned_n: quoted(
    z.number().int().describe('Planned number of participants (sample size target, protocols)'),
  ).nullable(),
  objectives: z.array(quotedObjective).describe("The study's stated objectives, each with its kind"),
  ratio: quoted(z.string().describe('Randomisation ratio as "a:b", e.g. "2:1"')).nullable(),
  primary_endpoint: quoted(z.string().describe('The primary endpoint as stated')).nullable(),
  arms: z.array(quotedArm).describe('Every randomised arm'),
  hazard_ratios: z.array(quotedHazardRatio).describe('Hazard ratios reported for the endpoints'),
  effects: z
    .array(quotedEffect)
    .describe('Effect estimates reported for the endpoints, hazard ratios included'),
  primary_result: quotedPrimaryResult.nullable().describe('The result of the primary endpoint in every arm'),
};

export type QuotedValue<T> = { value: T; quote: string; page: number };
export type ProposedArm = z.infer<typeof quotedArm>;
export type ProposedObjective = z.infer<typeof quotedObjective>;
export type ProposedHazardRatio = z.infer<typeof quotedHazardRatio>;
export type ProposedEffect = z.infer<typeof quotedEffect>;
export type ProposedEffectEstimate = Omit<ProposedEffect, 'endpoint' | 'quote' | 'page'>;
export type ProposedArmResult = z.infer<typeof quotedArmResult>;
export type ProposedPrimaryResult = z.infer<typeof quotedPrimaryResult>;
export type Proposals = { [K in ProposalField]: z.infer<(typeof proposalShape)[K]> };

/** The answer schema for just the fields asked about, so the model is not invited to fill the others. */
export function proposalSchema(fields: readonly ProposalField[]): z.ZodType<Partial<Proposals>> {
  const shape: Partial<Record<ProposalField, z.ZodType>> = {};
  for (const field of fields) shape[field] = proposalShape[field];
  return z.object(shape) as unknown as z.ZodType<Partial<Proposals>>;
}

/** Fields the rules left empty; arms count as missing while any arm lacks its N. */
export function missingFields(facts: Facts): ProposalField[] {
  return PROPOSAL_FIELDS.filter((field) => {
    if (field === 'arms') return facts.arms.length === 0 || facts.arms.some((arm) => arm.n === null);
    if (field === 'hazard_ratios') return facts.hazard_ratios.length === 0;
    if (field === 'effects') return facts.effects.length === 0;
    if (field === 'objectives') return facts.objectives.length === 0;
    return facts[field] === null;
  });
}
