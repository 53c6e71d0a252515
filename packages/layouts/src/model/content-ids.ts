/**
 * What a layout expects in `slide.content`. Kinds map onto content item types:
 * text -> text|highlight with `text` (or `text_arr`); text_arr -> the same, written as segments;
 * array -> array with `list` of strings; list -> list with ToC items or strings;
 * table -> table with `json`; image -> image with `img_arr`; text_group -> text_group with `long_text`/`text_list`.
 */
export type ContentKind = 'text' | 'text_arr' | 'array' | 'list' | 'table' | 'image' | 'text_group';

/**
 * A list box's room at its floor font size: `lines` is its height in lines (two decimals, rounded down), a
 * line holds `lineChars` measured characters of running text. A paragraph after the first takes
 * PARAGRAPH_GAP_LINES more (the renderer's 0.3 em before a paragraph over its 1.3 em lines, rounded down).
 */
export interface LineCapacity {
  lines: number;
  lineChars: number;
}

export const PARAGRAPH_GAP_LINES = 0.23;

/**
 * Grouped text (text_group) counts in lines of its 1.45 em: a bullet after the first paragraph takes
 * PARAGRAPH_GAP_LINES more (0.3 em, 0.21 line), a group title after the first 0.42 (0.6 em, rounded up); a
 * title wraps at TITLE_ROW_CHARS.
 */
export const GROUP_GAP_LINES = 0.42;

/** The declarations with `capacity` set on the content ids named (the same part declared by several charts). */
export function withLines(
  ids: ContentIdDeclaration[],
  capacity: Record<string, LineCapacity>,
): ContentIdDeclaration[] {
  return ids.map((d) => (capacity[d.id] ? { ...d, lines: capacity[d.id] } : d));
}

export interface ContentIdDeclaration {
  id: string;
  kind: ContentKind;
  /** A slide without this content id is rejected by validateSlideContent. */
  required?: boolean;
  /** Limit in measured characters (non-ASCII counts 2), on the whole text of the item. */
  maxChars?: number;
  /** Limit on list entries, groups, table rows or figures. */
  maxItems?: number;
  /**
   * A list box's line capacity at its floor font size (see LineCapacity). The writer counts the lines each
   * item takes, so a list of short items cannot overflow its box (decision 0077).
   */
  lines?: LineCapacity;
  /** What the writer should put there (feeds the LLM schema later). */
  description?: string;
}
