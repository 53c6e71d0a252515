import { z } from 'zod';
import { ARTICLE_KIND_TYPES } from '../kinds';
import {
  articleComponentKindSchema,
  articleComponentSchema,
  MAX_ARTICLE_COMPONENTS,
  OPTIONAL_COMPONENT_KINDS,
} from './models';

/** The article kinds' `type` (every kind of the article model). */
export const articleKindTypeSchema = z.enum(ARTICLE_KIND_TYPES);

/* The article calls: edit, order, template setting, undo, the public page. Paths the spec leaves "not shown"
 * are filled in docs/decisions/0005-article-api.md. */
const workId = z.string().min(1).max(64);
const version = z.number().int().min(1);

/** `POST /api/prowrite/v1/component_content`: deletes, updates or adds one article component. */
export const editComponentBodySchema = z.strictObject({
  id: workId,
  /** Position plus 1. For `add`, the new component goes AT this position (1 = first). */
  component_key: z
    .number()
    .int()
    .min(1)
    .max(MAX_ARTICLE_COMPONENTS + 1),
  type: z.enum(['delete', 'update', 'add']),
  /** Required for update and add; checked against `articleComponentSchema` and the limits by the service. */
  component: z.unknown().optional(),
  version,
});
export type EditComponentBody = z.infer<typeof editComponentBodySchema>;

/** `POST /api/prowrite/v1/assembly` (fetchSortTweetApi): the component ids in their new order. */
export const sortComponentsBodySchema = z.strictObject({
  id: workId,
  publication_components: z.array(z.string().min(1).max(64)).max(MAX_ARTICLE_COMPONENTS),
  version,
});
export type SortComponentsBody = z.infer<typeof sortComponentsBodySchema>;

/** `POST /api/prowrite/v1/saving/components` (template setting change). */
export const templateSettingBodySchema = z.strictObject({
  id: workId,
  select_optional_components: z.array(articleComponentKindSchema).max(OPTIONAL_COMPONENT_KINDS.length + 5),
  /** One of the theme colours of `ARTICLE_THEME_COLOURS`; absent keeps the current one. */
  theme_color: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/)
    .optional(),
});
export type TemplateSettingBody = z.infer<typeof templateSettingBodySchema>;

/** `POST /api/prowrite/v2/withdraw` (undo the last change) and `/close/revocation` (forget the history). */
export const revocationBodySchema = z.strictObject({ id: workId });

/** Outline of an article: each component's position (1-based), kind and title. */
export const articleOutlineEntrySchema = z.object({
  component_key: z.number().int(),
  component: articleComponentKindSchema,
  title: z.string(),
});
export const articleSaveResultSchema = z.object({
  updated_at: z.number().int(),
  export_write_name: z.string(),
  outline: z.array(articleOutlineEntrySchema),
  version: z.number().int(),
  /** How many changes can still be undone (the revocation flag of the spec is `revocation > 0`). */
  revocation: z.number().int().min(0),
});
export type ArticleSaveResult = z.infer<typeof articleSaveResultSchema>;

/** `POST /api/prowrite/v2/withdraw`: the save result plus the restored state. */
export const withdrawResultSchema = articleSaveResultSchema.extend({
  components: z.array(articleComponentSchema),
  select_optional_components: z.array(z.string()),
  theme_color: z.string(),
});
export type WithdrawResult = z.infer<typeof withdrawResultSchema>;

/** `GET /api/prowrite/v1/public/work?prowrite_id=&token=` (no login). */
export const publicWorkQuerySchema = z.strictObject({
  prowrite_id: workId,
  token: z.string().min(1).max(64),
});
/** `GET /api/prowrite/v1/public/work/image?prowrite_id=&token=&url=` (no login): an image the work shows. */
export const publicWorkImageQuerySchema = publicWorkQuerySchema.extend({ url: z.string().min(1).max(2048) });
/**
 * `GET /api/prowrite/v1/public/work/video?prowrite_id=&token=&url=` (no login): an uploaded or fetched video
 * the work shows (`url` is its `/api/files/<id>/raw` address); answers `Range` requests.
 */
export const publicWorkVideoQuerySchema = publicWorkImageQuerySchema;
export const publicWorkSchema = z.object({
  name: z.string(),
  type: articleKindTypeSchema,
  select_template: z.string(),
  theme_color: z.string(),
  creator: z.string(),
  creator_avatar: z.string(),
  /** Seconds since the epoch. */
  created_at: z.number().int(),
  components: z.array(articleComponentSchema),
});
export type PublicWork = z.infer<typeof publicWorkSchema>;
