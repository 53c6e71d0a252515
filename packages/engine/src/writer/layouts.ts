import type { LineCapacity } from './list-lines';
import { MEDICAL_WRITER_LAYOUTS, planLines } from './medical/medical-layouts';

/**
 * The general layouts the offline writer fills, with the slide `type` and the per-content character limits
 * declared in packages/layouts. The engine depends on contracts alone, never on the layouts package, so
 * the limits are mirrored here; the server's deck test validates every written slide against the real
 * declarations, which catches any drift. A limit may be lower than the declaration's maxChars: it is what the
 * box shows whole at its floor font size (measured with the real resolver, decision 0072), so the writer
 * picks a shorter sourced text instead of handing the layout one it would cut with "…". `lines` mirrors a list
 * box's declared line capacity (decision 0077): the writer counts the lines each item takes there.
 */
export const WRITER_LAYOUTS = {
  cover_slide_001_alt: {
    type: 'cover',
    limits: { presentation_title: 200, presentation_subtitle: 160, brief_summary: 400 },
  },
  table_of_the_contents_001: { type: 'table_of_the_contents', limits: { Title: 40 } },
  chapter_title_001: {
    type: 'chapter_title',
    limits: { chapter_number: 24, chapter_title: 120, section_subtitle: 200 },
  },
  clinical_trial_001: {
    type: 'clinical_trial',
    limits: {
      title: 120,
      blinding_randomization_type: 120,
      clinical_trial_number: 60,
      title_patients: 40,
      patients_basic_info_1: 76,
      patients_basic_info_2: 76,
      patients_basic_info_3: 76,
      patients_basic_info_4: 76,
      overall_patient_number: 20,
      randomization_ratio: 12,
      ARM_A_treatment_name: 32,
      ARM_A_treatment_plan: 100,
      ARM_B_treatment_name: 32,
      ARM_B_treatment_plan: 100,
      cycle_length: 80,
      title_primary_endpoint: 40,
      primary_endpoint: 160,
      title_secondary_endpoints: 40,
      secondary_endpoint: 400,
      title_stratification_factors: 40,
      stratification_factor_1: 120,
      stratification_factor_2: 120,
      stratification_factor_3: 120,
      footnote_left: 400,
      footnote_right: 120,
    },
    lines: { secondary_endpoint: { lines: 9, lineChars: 28 }, ...planLines(2.76, 46) },
  },
  slide_content_001: {
    type: 'slide_content',
    limits: { slide_title: 120, footnote_left: 400, footnote_right: 120 },
    lines: { text_group: { lines: 17.73, lineChars: 110 } },
  },
  slide_table_001: {
    type: 'slide_table',
    limits: { slide_title: 120, footnote_left: 400, footnote_right: 120 },
  },
  section_slide_001: {
    type: 'section_slide',
    limits: {
      section_title: 120,
      section_subtitle: 160,
      text_1: 1200,
      footnote_left: 400,
      footnote_right: 120,
    },
  },
  section_slide_002: {
    type: 'section_slide',
    limits: {
      section_title: 120,
      text_1_title: 60,
      text_1: 900,
      text_2_title: 60,
      text_2: 900,
      footnote_left: 400,
      footnote_right: 120,
    },
  },
  section_slide_006: {
    type: 'section_slide',
    limits: {
      section_title: 120,
      highlight: 24,
      highlight_title: 120,
      text_1_title: 60,
      text_1: 900,
      footnote_left: 400,
      footnote_right: 120,
    },
  },
  section_slide_007: {
    type: 'section_slide',
    limits: { section_title: 120, Conclusion_text: 300, footnote_left: 400, footnote_right: 120 },
  },
  closing_slide_001: { type: 'closing', limits: { Title: 60, Subtitle: 160 } },
  ...MEDICAL_WRITER_LAYOUTS,
} as const satisfies Record<
  string,
  { type: string; limits: Record<string, number>; lines?: Record<string, LineCapacity> }
>;

export type WriterLayoutId = keyof typeof WRITER_LAYOUTS;

/** Entry caps of list-like content (the layouts' maxItems). */
export const MAX_TOC_ITEMS = 10;
export const MAX_TEXT_GROUPS = 12;
export const MAX_TABLE_ROWS = 60;
export const MAX_SUMMARY_BULLETS = 8;
