import { z } from 'zod';

/** Where a value was read: the file, the 1-based page, and the exact quote that appears on that page. */
export const provenanceSchema = z.object({
  file_id: z.string(),
  page: z.number().int().min(1),
  quote: z.string(),
  /** The quote was read by OCR from a scanned page (Tesseract), not from the page's text layer. */
  ocr: z.boolean().optional(),
});
export type Provenance = z.infer<typeof provenanceSchema>;

/** A value with the provenance it was read from. */
export function sourcedSchema<T extends z.ZodType>(value: T) {
  return z.object({ value, source: provenanceSchema });
}
export type Sourced<T> = { value: T; source: Provenance };

const sourcedString = sourcedSchema(z.string());

export const blindingSchema = z.enum(['open-label', 'single-blind', 'double-blind']);
export type Blinding = z.infer<typeof blindingSchema>;

/** What the study set out to do, by kind (protocol synopses list them; papers state the aim). */
export const objectiveSchema = z.object({
  kind: z.enum(['primary', 'secondary', 'exploratory']),
  value: z.string(),
  source: provenanceSchema,
});
export type Objective = z.infer<typeof objectiveSchema>;

export const armSchema = z.object({
  label: z.string(),
  name: sourcedString,
  plan: sourcedString.nullable(),
  n: sourcedSchema(z.number().int()).nullable(),
});
export type Arm = z.infer<typeof armSchema>;

export const hazardRatioSchema = z.object({
  endpoint: z.string(),
  value: z.number(),
  ci_low: z.number().nullable(),
  ci_high: z.number().nullable(),
  p: z.string().nullable(),
  source: provenanceSchema,
});
export type HazardRatio = z.infer<typeof hazardRatioSchema>;

/** Effect measures read from papers: hazard, odds, risk and incidence-rate ratios, mean/risk/standardised differences. */
export const effectMeasureSchema = z.enum(['HR', 'OR', 'RR', 'MD', 'RD', 'SMD', 'IRR']);
export type EffectMeasure = z.infer<typeof effectMeasureSchema>;

/** One effect estimate the paper reports for an endpoint; differences keep the text's sign and orientation. */
export const effectSchema = z.object({
  endpoint: z.string(),
  measure: effectMeasureSchema,
  value: z.number(),
  ci_low: z.number().nullable(),
  ci_high: z.number().nullable(),
  /** Confidence level of the interval in percent (95 unless the paper says otherwise). */
  ci_level: z.number().default(95),
  /** As printed: "<0.001", "0.03". */
  p: z.string().nullable(),
  /**
   * The text calls the estimate adjusted ("aOR", "adjusted HR", "multivariable-adjusted", "after adjustment
   * for …"). Absent in older facts and from readers that do not tell: read absent as not stated adjusted.
   */
  adjusted: z.boolean().optional(),
  /**
   * The paper itself names this estimate's endpoint as its primary (or co-primary) endpoint: a sentence
   * defining the primary outcome names it ("Primary outcomes were … measured with MoCA, MMSE …"). Absent in
   * older facts: read absent as not tied.
   */
  primary: z.boolean().optional(),
  source: provenanceSchema,
});
export type Effect = z.infer<typeof effectSchema>;

/** One arm's result for an endpoint: 59/129 (45.7%) is value 45.7, unit "%", n 59, N 129. */
export const armResultSchema = z.object({
  endpoint: z.string(),
  /** The arm's name as in `arms` when it could be matched, otherwise as printed. */
  arm: z.string(),
  value: z.number(),
  /** "%", "months", "mg/dL", "points", "" when unitless. */
  unit: z.string(),
  n: z.number().int().nullable(),
  N: z.number().int().nullable(),
  source: provenanceSchema,
});
export type ArmResult = z.infer<typeof armResultSchema>;

export const primaryResultArmSchema = armResultSchema.omit({ endpoint: true });
export const primaryResultSchema = z.object({
  endpoint: z.string(),
  arms: z.array(primaryResultArmSchema),
  effect: effectSchema.omit({ endpoint: true, source: true }).nullable(),
  source: provenanceSchema,
});
export type PrimaryResult = z.infer<typeof primaryResultSchema>;

export const medianSchema = z.object({
  endpoint: z.string(),
  arm: z.string(),
  value: z.number(),
  unit: z.string(),
  source: provenanceSchema,
});
export type Median = z.infer<typeof medianSchema>;

export const factTableSchema = z.object({
  title: z.string(),
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  page: z.number().int().min(1),
  source: provenanceSchema,
});
export type FactTable = z.infer<typeof factTableSchema>;

export const factFigureSchema = z.object({
  file_id: z.string(),
  page: z.number().int().min(1),
  caption: z.string(),
  /** Address of the cropped PNG, or '' when the figure could not be cropped. */
  url: z.string(),
});
export type FactFigure = z.infer<typeof factFigureSchema>;

/** The paper's own bibliographic record, as printed on its first pages (running heads and footers included). */
export const citationSchema = z.object({
  /** Authors as printed ("Gregory N. Beatch"), in order; may stop before the end of a long list. */
  authors: z.array(z.string()),
  /** The printed list goes on beyond `authors` (a shortened list on the first page, "et al."). */
  more_authors: z.boolean().default(false),
  title: z.string(),
  journal: z.string().nullable(),
  /** As printed: "2016". */
  year: z.string().nullable(),
  volume: z.string().nullable(),
  issue: z.string().nullable().default(null),
  /** Page range ("1713–1724") or article number ("113"), as printed. */
  pages: z.string().nullable(),
  doi: z.string().nullable(),
});
export type Citation = z.infer<typeof citationSchema>;

export const sourcedCitationSchema = z.object({
  value: citationSchema,
  source: provenanceSchema,
  /**
   * Every line a part was read from (journal line, authors, DOI, title), `source` first. A quote may be a
   * running head or footer: printed on the page, but outside the page's body text.
   */
  sources: z.array(provenanceSchema),
});
export type SourcedCitation = z.infer<typeof sourcedCitationSchema>;

/** Observational designs by their usual names (STROBE item 1a: the design named with a commonly used term). */
export const observationalDesignSchema = z.enum([
  'retrospective-cohort',
  'prospective-cohort',
  'cohort',
  'nested-case-control',
  'case-control',
  'cross-sectional',
  /** "We retrospectively analysed …": retrospective, the design otherwise unnamed. */
  'retrospective',
]);
export type ObservationalDesign = z.infer<typeof observationalDesignSchema>;

/** How compared groups were balanced on measured characteristics, when the paper says. */
export const groupBalanceSchema = z.enum([
  'propensity-score-matched',
  'propensity-score-weighted',
  'matched',
]);
export type GroupBalance = z.infer<typeof groupBalanceSchema>;

export const factsSchema = z.object({
  title: sourcedString.nullable(),
  registry_id: sourcedString.nullable(),
  phase: sourcedString.nullable(),
  blinding: sourcedSchema(blindingSchema).nullable(),
  design: sourcedString.nullable(),
  n_randomized: sourcedSchema(z.number().int()).nullable(),
  /** The planned number of participants (protocols, sample size calculations); older facts lack it. */
  planned_n: sourcedSchema(z.number().int()).nullable().default(null),
  /** The study's objectives by kind, each with its quote; older facts lack them. */
  objectives: z.array(objectiveSchema).default([]),
  ratio: sourcedString.nullable(),
  cycle_length: sourcedString.nullable(),
  arms: z.array(armSchema),
  primary_endpoint: sourcedString.nullable(),
  secondary_endpoints: z.array(sourcedString),
  stratification_factors: z.array(sourcedString),
  inclusion_criteria: z.array(sourcedString),
  /** Who could not take part, each criterion with its quote; older facts lack them. */
  exclusion_criteria: z.array(sourcedString).default([]),
  patients_basic_info: z.array(sourcedString),
  hazard_ratios: z.array(hazardRatioSchema),
  medians: z.array(medianSchema),
  /** Every effect estimate reported for the endpoints (`hazard_ratios` is the HR subset). Older facts lack it. */
  effects: z.array(effectSchema).default([]),
  /** Per-arm results of endpoints, from text and tables. */
  results: z.array(armResultSchema).default([]),
  /** The primary endpoint's result as the paper states it; null when not reported. */
  primary_result: primaryResultSchema.nullable().default(null),
  tables: z.array(factTableSchema),
  figures: z.array(factFigureSchema),
  /** Sentences worth quoting (conclusions, key results), each with its source. */
  key_sentences: z.array(sourcedString),
  /** Observational studies: the design as the paper names it ("retrospective cohort study"). Older facts lack it. */
  observational_design: sourcedSchema(observationalDesignSchema).nullable().optional(),
  /** How many people the study included (observational studies state N without randomising). */
  n_included: sourcedSchema(z.number().int()).nullable().optional(),
  /** The exposure and its comparison as the paper names them ("statin use" vs "non-users"). */
  exposure: sourcedSchema(z.object({ exposure: z.string(), comparison: z.string().nullable() }))
    .nullable()
    .optional(),
  /** Where the data came from: a named database, registry, claims or health-record source, as printed. */
  data_source: sourcedString.nullable().optional(),
  /** The period the study covers, as printed ("between January 2010 and December 2018"). */
  study_period: sourcedString.nullable().optional(),
  /** Matching or weighting of the compared groups (propensity score), when the paper states it. */
  group_balance: sourcedSchema(groupBalanceSchema).nullable().optional(),
  /** The paper's own statements of its limitations (discussion), each with its quote. */
  limitations: z.array(sourcedString).optional(),
  /** How to cite the paper; absent or null when its first pages do not print it (older facts lack it). */
  citation: sourcedCitationSchema.nullable().optional(),
});
export type Facts = z.infer<typeof factsSchema>;
