/**
 * What a layout expects in `slide.content`. Kinds map onto content item types:
 * text -> text|highlight with `text` (or `text_arr`); text_arr -> the same, written as segments;
 * array -> array with `list` of strings; list -> list with ToC items or strings;
 * table -> table with `json`; image -> image with `img_arr`; text_group -> text_group with `long_text`/`text_list`.
 */
export type ContentKind = 'text' | 'text_arr' | 'array' | 'list' | 'table' | 'image' | 'text_group';

export interface ContentIdDeclaration {
  id: string;
  kind: ContentKind;
  /** A slide without this content id is rejected by validateSlideContent. */
  required?: boolean;
  /** Limit in measured characters (non-ASCII counts 2), on the whole text of the item. */
  maxChars?: number;
  /** Limit on list entries, groups, table rows or figures. */
  maxItems?: number;
  /** What the writer should put there (feeds the LLM schema later). */
  description?: string;
}
