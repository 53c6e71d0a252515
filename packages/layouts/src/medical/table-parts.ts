import type { ContentItem } from '@prowrite/contracts';
import type { ContentIdDeclaration, TableElement } from '../model';

/** The generic table slot and the spec-sized table of the table slides (hcp_ppt_a_024-030). */

/**
 * The spec's table content ids. A table slide declares one generic `table` slot; a writer that holds a
 * table under one of these ids stores it as `table` (see `asTableSlot`), keeping the kind in `text`.
 */
export const MEDICAL_TABLE_CONTENT_IDS = [
  'table_baseline_characteristics',
  'table_adverse_events',
  'table_grade_5_AE',
  'table_pfs',
  'table_anti_lymphoma_therapies',
  'table_EFS',
  'table_efficacy',
  'table_subgroup_analysis',
  'table_primary_endpoint',
  'table_special_adverse_event',
  'table_common_adverse_events',
] as const;
export type MedicalTableContentId = (typeof MEDICAL_TABLE_CONTENT_IDS)[number];

/** A spec table content item moved into the generic `table` slot; other items are returned unchanged. */
export function asTableSlot(item: ContentItem): ContentItem {
  if (!(MEDICAL_TABLE_CONTENT_IDS as readonly string[]).includes(item.id)) return item;
  return { ...item, id: 'table', text: item.text ?? item.id };
}

export const TABLE_SLOT: ContentIdDeclaration = {
  id: 'table',
  kind: 'table',
  required: true,
  maxItems: 80,
  description: `headers and rows (cells may have col_span); one of ${MEDICAL_TABLE_CONTENT_IDS.join(', ')}`,
};

/** A spec-sized table (header 15, cells 13, one-line rows 24 px high) whose extra rows split the slide. */
export function medicalTable(
  x: number,
  y: number,
  width: 870 | 866 | 877 | 571 | 548 | 440 | 430,
  maxHeight: number,
): TableElement {
  return {
    kind: 'table',
    key: 'table',
    contentId: 'table',
    x,
    y,
    width,
    maxHeight,
    headerFontSize: 15,
    cellFontSize: 13,
    cellMaxHeight: 24,
    overflow: 'split',
  };
}
