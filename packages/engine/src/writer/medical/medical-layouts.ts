/**
 * The medical layouts (packages/layouts/src/medical) the offline writer fills for medical_template1..3, with
 * their slide type and text limits mirrored like WRITER_LAYOUTS (the server test checks them against the real
 * declarations).
 */
const FOOTNOTES = { footnote_left: 400, footnote_right: 120 } as const;

const TRIAL_COMMON = {
  title: 120,
  blinding_randomization_type: 120,
  clinical_trial_number: 60,
  title_inclusion_criteria: 40,
  patients_basic_info_1: 100,
  patients_basic_info_2: 100,
  patients_basic_info_3: 100,
  patients_basic_info_4: 100,
  overall_patient_number: 20,
  randomization_ratio: 12,
  ARM_A_treatment_name: 60,
  ARM_A_treatment_plan: 140,
  ARM_B_treatment_name: 60,
  ARM_B_treatment_plan: 140,
  cycle_length: 80,
  title_primary_endpoint: 40,
  primary_endpoint: 160,
  title_secondary_endpoints: 40,
  secondary_endpoint: 300,
  ...FOOTNOTES,
} as const;

const STRATIFICATION = {
  title_stratification_factors: 40,
  stratification_factor_1: 80,
  stratification_factor_2: 80,
  stratification_factor_3: 80,
} as const;

/**
 * What a chart's population lines and arm-name boxes show whole at their floor font size (measured with the
 * real resolver on English and Chinese text, less a margin for word wrapping; decision 0072).
 */
const patientLines = (n: number) => ({
  patients_basic_info_1: n,
  patients_basic_info_2: n,
  patients_basic_info_3: n,
  patients_basic_info_4: n,
});
const armNames = (n: number) => ({ ARM_A_treatment_name: n, ARM_B_treatment_name: n });
// hcp_ppt_a_034's plan boxes show about 104 measured characters whole, a marked quote included (measured; decision 0073).
const armPlans = (n: number) => ({ ARM_A_treatment_plan: n, ARM_B_treatment_plan: n });
/** Plan boxes (a moved arm name, then the plan): `lines` high, `lineChars` wide (decision 0077). */
export const planLines = (lines: number, lineChars: number) => ({
  ARM_A_treatment_plan: { lines, lineChars },
  ARM_B_treatment_plan: { lines, lineChars },
});
/** The secondary endpoints box: `lines` high, `lineChars` wide (decision 0077). */
const secondaryLines = (lines: number, lineChars: number) => ({ secondary_endpoint: { lines, lineChars } });

export const MEDICAL_WRITER_LAYOUTS = {
  hcp_ppt_a_001: {
    type: 'cover',
    limits: { presentation_title: 160, presentation_subtitle: 120, brief_summary: 300 },
  },
  hcp_ppt_a_004: {
    type: 'cover',
    limits: { presentation_title: 160, presentation_subtitle: 120, brief_summary: 300 },
  },
  hcp_ppt_a_002: { type: 'section_title', limits: { title: 80, summary: 240 } },
  hcp_ppt_a_036: { type: 'roche_slide', limits: { title: 80 } },
  hcp_ppt_a_005: {
    type: 'roche_slide',
    limits: { ...TRIAL_COMMON, ...STRATIFICATION, ...patientLines(74), ...armNames(40) },
    lines: { ...secondaryLines(8.53, 32), ...planLines(3.23, 46) },
  },
  hcp_ppt_a_034: {
    type: 'roche_slide',
    limits: { ...TRIAL_COMMON, ...STRATIFICATION, ...patientLines(62), ...armNames(25), ...armPlans(104) },
    lines: { ...secondaryLines(13.53, 23), ...planLines(3.23, 28) },
  },
  hcp_ppt_b_004: {
    type: 'roche_slide',
    limits: { ...TRIAL_COMMON, ...patientLines(86) },
    lines: { ...secondaryLines(3.23, 116), ...planLines(3.23, 82) },
  },
  hcp_ppt_b_005: {
    type: 'roche_slide',
    limits: {
      title: 120,
      clinical_trial_brief: 240,
      title_inclusion_criteria: 40,
      patients_basic_info_1: 100,
      patients_basic_info_2: 100,
      patients_basic_info_3: 100,
      patients_basic_info_4: 100,
      treatment_name: 80,
      treatment_plan: 300,
      title_primary_endpoint: 40,
      primary_endpoint: 160,
      title_secondary_endpoints: 40,
      secondary_endpoint: 300,
      ...FOOTNOTES,
    },
    lines: secondaryLines(9.84, 44),
  },
  hcp_ppt_a_019: {
    type: 'roche_slide',
    limits: { title: 120, ...FOOTNOTES },
    lines: { text_group: { lines: 17.63, lineChars: 106 } },
  },
  hcp_ppt_a_024: { type: 'roche_slide', limits: { title: 120, ...FOOTNOTES } },
  hcp_ppt_a_007: {
    type: 'comparison',
    limits: {
      title: 120,
      option1: 60,
      option2: 60,
      comparison_metric: 40,
      metric_value: 40,
      impact_description: 300,
      ...FOOTNOTES,
    },
  },
  hcp_ppt_a_008: {
    type: 'comparison',
    limits: {
      title: 120,
      option1: 60,
      option2: 60,
      comparison_metric: 60,
      value1: 30,
      value2: 30,
      condition1_1: 80,
      condition1_2: 80,
      condition2_1: 80,
      condition2_2: 80,
      ...FOOTNOTES,
    },
  },
  hcp_ppt_a_038: { type: 'roche_slide', limits: { title: 120, summary: 600, ...FOOTNOTES } },
  hcp_ppt_a_018: { type: 'roche_slide', limits: { title: 60, summary: 240, ...FOOTNOTES } },
  hcp_ppt_a_006: {
    type: 'roche_slide',
    limits: { title: 120, key_points_title: 60, key_conclusion: 200, ...FOOTNOTES },
  },
  hcp_ppt_a_009: { type: 'closing', limits: { closing_slogan: 120 } },
} as const satisfies Record<
  string,
  {
    type: string;
    limits: Record<string, number>;
    lines?: Record<string, { lines: number; lineChars: number }>;
  }
>;

/** Entry and whole-text caps of the list-like medical content the writer fills (maxItems / maxChars). */
export const MEDICAL_LIST_LIMITS = {
  agendaGroups: 6,
  bulletGroups: 12,
  tableRows: 80,
  keyPoints: { items: 5, chars: 700 },
  supplementPoints: { items: 4, chars: 400 },
} as const;

const MEDICAL_TEMPLATES = new Set(['medical_template1', 'medical_template2', 'medical_template3']);

export function isMedicalTemplate(template: string): boolean {
  return MEDICAL_TEMPLATES.has(template);
}
