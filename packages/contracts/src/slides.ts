import { z } from 'zod';

/**
 * Slide entities. Tolerant where missing content falls back to empty (absent arrays and texts default to
 * empty), strict about types: a string where an array is required is rejected. Unknown keys are dropped;
 * request payloads that must reject them are declared with the deck API.
 */

export const contentItemTypeSchema = z.enum([
  'text',
  'array',
  'table',
  'image',
  'list',
  'highlight',
  'text_group',
]);
export type ContentItemType = z.infer<typeof contentItemTypeSchema>;

/** One styled piece of a `text_arr`: `highlight` marks emphasis, `color` is a CSS colour chosen by the writer. */
export const textSegmentSchema = z.object({
  text: z.string(),
  highlight: z.boolean().optional(),
  color: z.string().max(32).optional(),
});
export type TextSegment = z.infer<typeof textSegmentSchema>;

/** A table span: the spec allows any value; a non-numeric span counts as 1 when laid out. */
export const colSpanSchema = z.union([z.number(), z.string().max(16)]);

/** A header or cell: a plain string (numbers tolerated) or `{value, col_span}`. */
export const tableCellSchema = z.union([
  z.string(),
  z.number(),
  z.object({ value: z.union([z.string(), z.number()]), col_span: colSpanSchema.optional() }),
]);
export type TableCell = z.infer<typeof tableCellSchema>;

export const tableJsonSchema = z.object({
  headers: z.array(tableCellSchema).default([]),
  rows: z.array(z.array(tableCellSchema)).default([]),
  /**
   * How many leading `rows` are further header rows (a multi-row header: arms over "Baseline | Week 26"):
   * drawn as headers and repeated, with `headers`, on every continuation slide. Absent: 0.
   */
  header_rows: z.number().int().min(0).max(5).optional(),
});
export type TableJson = z.infer<typeof tableJsonSchema>;

/** A `text_group` entry of `long_text`. */
export const textGroupEntrySchema = z.object({
  group_title: z.string().default(''),
  list: z.array(z.string()).default([]),
});
export type TextGroupEntry = z.infer<typeof textGroupEntrySchema>;

/** An item inside a `text_list` group: id `group_title` carries the title, type `array` the bullets. */
export const textListEntrySchema = z.object({
  id: z.string(),
  type: contentItemTypeSchema,
  text: z.string().optional(),
  list: z.array(z.string()).optional(),
});
export type TextListEntry = z.infer<typeof textListEntrySchema>;

export const tocSectionTitleSchema = z.object({ id: z.string(), text: z.string().default('') });
export type TocSectionTitle = z.infer<typeof tocSectionTitleSchema>;

/** A table-of-contents list item. */
export const tocItemSchema = z.object({
  id: z.string(),
  chapter_num: z.union([z.string(), z.number()]).optional(),
  text: z.string().default(''),
  section_titles: z.array(tocSectionTitleSchema).default([]),
});
export type TocItem = z.infer<typeof tocItemSchema>;

export const imageInfoSchema = z.object({
  url: z.string(),
  key_info: z.string().default(''),
  width: z.number().nonnegative().optional(),
  height: z.number().nonnegative().optional(),
  ratio: z.number().positive().optional(),
});
export type ImageInfo = z.infer<typeof imageInfoSchema>;

/** A figure of `img_arr`: `text` is its URL, or `image_info` describes it. */
export const slideFigureSchema = z.object({
  text: z.string().optional(),
  image_info: imageInfoSchema.optional(),
});
export type SlideFigure = z.infer<typeof slideFigureSchema>;

export const contentItemSchema = z.object({
  id: z.string().min(1).max(128),
  type: contentItemTypeSchema,
  text: z.string().optional(),
  text_arr: z.array(textSegmentSchema).optional(),
  /** Bullets (strings) or, for a table of contents, ToC items. */
  list: z.array(z.union([z.string(), tocItemSchema])).optional(),
  json: tableJsonSchema.optional(),
  long_text: z.array(textGroupEntrySchema).optional(),
  text_list: z.array(z.array(textListEntrySchema)).optional(),
  img_arr: z.array(slideFigureSchema).optional(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const referenceSchema = z.object({
  article_idx: z.number().int().nonnegative().optional(),
  article_title: z.string().default(''),
  /** Source file id: when present a click opens the file preview, otherwise `article_url`. */
  id: z.string().default(''),
  sha1: z.string().default(''),
  type: z.string().default(''),
  article_url: z.string().default(''),
  /** The first page of the source this slide draws on (opens the preview there). */
  page: z.number().int().min(1).optional(),
});
export type Reference = z.infer<typeof referenceSchema>;

/** Where a value shown on a slide was read: the deck check and the source panel trace numbers with it. */
export const slideProvenanceSchema = z.object({
  /** The value as shown on the slide. */
  text: z.string().max(2000),
  /** The content item that shows it, when known. */
  content_id: z.string().max(128).optional(),
  file_id: z.string(),
  page: z.number().int().min(1),
  quote: z.string().max(4000),
});
export type SlideProvenance = z.infer<typeof slideProvenanceSchema>;

export const slideSchema = z.object({
  slide_num: z.number().int().nonnegative(),
  num: z.number().int().nonnegative().optional(),
  /** The layout id, e.g. `cover_slide_001` or `hcp_ppt_a_034`. */
  slide_id: z.string().min(1).max(128),
  type: z.string().max(128).default(''),
  content: z.array(contentItemSchema).default([]),
  catchy_title: z.string().default(''),
  /** Every reference is kept; at most three are shown. */
  reference: z.array(referenceSchema).default([]),
  by_split: z.boolean().default(false),
  modify_flag: z.boolean().default(false),
  comment_num: z.number().int().nonnegative().default(0),
  is_read_comment: z.boolean().default(true),
  /** Value -> source of each fact the writer placed (additive; absent on hand-made slides). */
  provenance: z.array(slideProvenanceSchema).max(500).optional(),
  // Client-only flags of the deck board.
  loaded: z.boolean().optional(),
  pptLoading: z.boolean().optional(),
  showSkeleton: z.boolean().optional(),
  isRewriteAimSlide: z.boolean().optional(),
  styles: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type Slide = z.infer<typeof slideSchema>;
export type SlideInput = z.input<typeof slideSchema>;

/** Spec: at most three references are shown on a slide. */
export const MAX_SLIDE_REFERENCES = 3;
