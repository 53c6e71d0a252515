import { z } from 'zod';
import { keyFiguresSchema } from './infographic';

/**
 * Article works (Tweets, PatientEducationPost): components, their contents, edit calls and limits. Stored and
 * streamed as these shapes; the web editor, the exporters and the public screenshot page all read them.
 * Tolerant where a value has a fallback (defaults), strict about types. Request bodies that must reject
 * unknown keys are `strictObject`s.
 */
export const articleComponentKindSchema = z.enum([
  'banner',
  'editors_note',
  'introduction',
  'article',
  'chapter',
  'summary',
  'references',
  'statement',
  'personal_introductions',
  'review_code',
  'quote',
  'image',
  'video',
  'body',
  'key_figures',
]);
export type ArticleComponentKind = z.infer<typeof articleComponentKindSchema>;

/** Section 9: per-component character limits, measured with `measureText` (non-ASCII counts 2). */
export const COMPONENT_CHAR_LIMITS: Record<ArticleComponentKind | 'petitle', number> = {
  banner: 3000,
  introduction: 10000,
  article: 20000,
  personal_introductions: 2000,
  references: 20000,
  statement: 10000,
  summary: 10000,
  review_code: 3000,
  editors_note: 5000,
  quote: 5000,
  image: 3000,
  video: 3000,
  petitle: 3000,
  chapter: 2000,
  body: 2000,
  key_figures: 3000,
};
export const MAX_QUOTE_CHARS = 500;
/** Components a work may hold (generated ones are ~10; inserts add quotes, images, videos). */
export const MAX_ARTICLE_COMPONENTS = 200;

/** Kinds without a remove entry in the context menu (2.6); images of patient-education posts too. */
export const NON_REMOVABLE_KINDS: readonly ArticleComponentKind[] = [
  'banner',
  'article',
  'personal_introductions',
  'image',
];
/** Kinds that cannot be dragged nor dropped onto (4: banner and review_code are the special list). */
export const NON_MOVABLE_KINDS: readonly ArticleComponentKind[] = ['banner', 'review_code'];
/** Optional component kinds a template may switch on and off (`select_optional_components`). */
export const OPTIONAL_COMPONENT_KINDS: readonly ArticleComponentKind[] = [
  'editors_note',
  'introduction',
  'summary',
  'references',
  'statement',
  'personal_introductions',
  'review_code',
];

export { ARTICLE_TEMPLATE_NUMBERS, articleTemplateNumber } from './template-numbers';

const text = (max = 20000) => z.string().max(max).default('');
const itemId = z.string().min(1).max(64);

/** Where a value shown in an article was read (same shape as a slide's provenance). */
export const articleProvenanceSchema = z.object({
  text: z.string().max(2000),
  /** The content path that shows it, e.g. `chapters.1.sections.0.contents.2` — informational. */
  content_id: z.string().max(256).optional(),
  file_id: z.string(),
  page: z.number().int().min(1),
  quote: z.string().max(4000),
});
export type ArticleProvenance = z.infer<typeof articleProvenanceSchema>;

export const imageSourceSchema = z.enum(['local', 'link', 'ai', 'run_ai', 'file_source']);

/** Section 3 "Image". `url` is the address shown (our `/api/files/...` addresses or data-free http(s)). */
export const articleImageSchema = z.object({
  id: itemId,
  /** 19 characters (section 9); regenerate keeps it. */
  uniq_id: z.string().length(19),
  url: z.string().max(2048),
  width: z.number().int().min(0).default(0),
  height: z.number().int().min(0).default(0),
  /** Falls back to the Chinese word for picture when shown empty. */
  image_title: text(500),
  image_prefix: text(100),
  /** Rich text (sanitised HTML subset) under the image. */
  footnote: text(3000),
  image_source: imageSourceSchema.default('local'),
  image_type: z.enum(['image', 'table']).default('image'),
  /** Source figure: the file it was cropped from and its 1-based page. */
  fid: z.string().max(64).optional(),
  page_number: z.number().int().min(1).optional(),
  sha1: z.string().max(64).optional(),
  ai_prompt: z.string().max(2000).optional(),
  source: z.object({ title: z.string().max(500) }).optional(),
  nsfw_flag: z.boolean().optional(),
});
export type ArticleImage = z.infer<typeof articleImageSchema>;

/** A body entry of a chapter or section: text, one image or a list of images. */
export const bodyItemSchema = z.object({
  id: itemId,
  body: z.object({
    /** Rich text (sanitised HTML subset). */
    text: text(COMPONENT_CHAR_LIMITS.body * 4),
    image: articleImageSchema.nullable().default(null),
    images: z.array(articleImageSchema).max(20).default([]),
  }),
  image_prefix: text(100),
  nsfw_flag: z.boolean().optional(),
  show_loading: z.boolean().optional(),
});
export type BodyItem = z.infer<typeof bodyItemSchema>;

export const sectionSchema = z.object({
  idx: z.number().int().min(0),
  section_title: text(500),
  show_loading: z.boolean().optional(),
  contents: z.array(bodyItemSchema).max(100).default([]),
});
export type ArticleSection = z.infer<typeof sectionSchema>;

export const chapterKindSchema = z.enum(['chapter_01', 'chapter_02', 'chapter_03', 'chapter_04']);
export type ChapterKind = z.infer<typeof chapterKindSchema>;

export const chapterSchema = z.object({
  idx: z.number().int().min(0),
  /** Which of the four chapter layouts draws it. */
  type: chapterKindSchema.default('chapter_01'),
  chapter_title: text(500),
  show_loading: z.boolean().optional(),
  contents: z.array(bodyItemSchema).max(100).default([]),
  sections: z.array(sectionSchema).max(50).default([]),
});
export type ArticleChapter = z.infer<typeof chapterSchema>;

export const expertSchema = z.object({
  id: itemId,
  name: text(200),
  information: text(1000),
  desc: text(2000),
  avatar: z.string().max(2048).default(''),
  avatar_remove_flag: z.boolean().default(false),
  desc_remove_flag: z.boolean().default(false),
});
export type Expert = z.infer<typeof expertSchema>;

export const videoSchema = z.object({
  value: z.string().max(2048),
  state: z.enum(['loading', 'uploading', 'success']).default('success'),
  video_info: z
    .object({
      cover_url: z.string().max(2048).default(''),
      duration: z.number().min(0).default(0),
      file_id: z.string().max(64).default(''),
      media: z.object({ duration: z.number().min(0).default(0) }).default({ duration: 0 }),
    })
    .default({ cover_url: '', duration: 0, file_id: '', media: { duration: 0 } }),
  source: z
    .object({
      url: z.string().max(2048).default(''),
      icon: z.string().max(2048).default(''),
      title: text(500),
    })
    .default({ url: '', icon: '', title: '' }),
});

/**
 * One entry of a component's `contents`. `type` says which fields are used:
 * - `text`: `value` (banner: ids post_title, post_subtitle, drug_name, copyright; others: the component id
 *   such as summary, introduction, editors_note, statement, review_code, quote);
 * - `references`: `values`, one citation each;
 * - `article`: `article_title`, `article_num`, `show_article_num`, `double_flag`, `chapters`;
 * - `chapter_01`..`chapter_04`: `chapter` (a standalone chapter component);
 * - `image`: `image`; `video`: `video`; `expert`: `expert`;
 * - `key_figures`: `key_figures` (infographic tiles of one panel).
 */
export const componentContentSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.enum([
    'text',
    'url',
    'references',
    'article',
    'chapter_01',
    'chapter_02',
    'chapter_03',
    'chapter_04',
    'image',
    'video',
    'expert',
    'key_figures',
  ]),
  value: z.string().max(40000).optional(),
  values: z.array(z.string().max(4000)).max(200).optional(),
  article_title: z.string().max(500).optional(),
  article_num: z.number().int().min(0).optional(),
  show_article_num: z.boolean().optional(),
  double_flag: z.boolean().optional(),
  chapters: z.array(chapterSchema).max(20).optional(),
  chapter: chapterSchema.optional(),
  image: articleImageSchema.optional(),
  video: videoSchema.optional(),
  expert: expertSchema.optional(),
  /** Infographic tiles (type `key_figures`). */
  key_figures: keyFiguresSchema.optional(),
});
export type ComponentContent = z.infer<typeof componentContentSchema>;

/** Section 3 "Article component". */
export const articleComponentSchema = z.object({
  /** 32 characters of a 62-letter alphabet (section 9). */
  id: z.string().min(1).max(64),
  component: articleComponentKindSchema,
  component_name: z.string().max(200).default(''),
  title: z.string().max(500).default(''),
  content_str: z.string().max(40000).default(''),
  contents: z.array(componentContentSchema).max(200).default([]),
  animation: z.boolean().default(false),
  show_article_num: z.boolean().default(false),
  show_loading: z.boolean().default(false),
  double_flag: z.boolean().default(false),
  article_num: z.number().int().min(0).default(0),
  nsfw_flag: z.boolean().default(false),
  /** Value -> source of each fact the writer placed (absent on hand-made components). */
  provenance: z.array(articleProvenanceSchema).max(1000).optional(),
});
export type ArticleComponent = z.infer<typeof articleComponentSchema>;

/**
 * Whether `component_content` may delete a component of a work of `type`. The context menu offers no remove
 * on NON_REMOVABLE_KINDS, but two spec paths still delete such components: an image component's own menu
 * (every article kind but patient-education posts, whose images stay), and removing the last expert, which deletes
 * the whole personal_introductions component. Banner and article are never deleted.
 */
export function isComponentRemovable(
  type: string,
  component: Pick<ArticleComponent, 'component' | 'contents'>,
): boolean {
  switch (component.component) {
    case 'banner':
    case 'article':
      return false;
    case 'image':
      return type !== 'PatientEducationPost';
    case 'personal_introductions':
      return component.contents.filter((c) => c.type === 'expert').length <= 1;
    default:
      return true;
  }
}

/** Section 9: `uniq_id` is 19 characters, random ids 32, both of a 62-letter alphabet. */
export const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export function randomId(length = 32): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  // 62 does not divide 256: reject the top values so every letter is equally likely.
  let out = '';
  let i = 0;
  while (out.length < length) {
    if (i >= bytes.length) {
      globalThis.crypto.getRandomValues(bytes);
      i = 0;
    }
    const b = bytes[i++]!;
    if (b < 248) out += ID_ALPHABET[b % 62];
  }
  return out;
}
