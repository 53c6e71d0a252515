import { z } from 'zod';
import { measureText } from './text-measure';

/**
 * Article works (Tweets, PatientEducationPost): components, their contents, edit calls and limits
 * (workbench.md sections 2.6–2.9, 3, 4, 5, 9). Stored and streamed as these shapes; the web editor, the
 * exporters and the public screenshot page all read them. Tolerant where the spec says a value falls back
 * (defaults), strict about types. Request bodies that must reject unknown keys are `strictObject`s.
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

/** Section 3: template name -> number. */
export const ARTICLE_TEMPLATE_NUMBERS: Record<string, number> = {
  tweets_template1: 1,
  tweets_template2: 3,
  tweets_template3: 2,
  tweets_template4: 4,
  tweets_template5: 5,
  patient_education_tweets_template1: 1,
  patient_education_tweets_template2: 2,
  patient_education_tweets_template3: 3,
};
export const TWEETS_TEMPLATES = [
  'tweets_template1',
  'tweets_template2',
  'tweets_template3',
  'tweets_template4',
  'tweets_template5',
] as const;
export const PATIENT_EDUCATION_TEMPLATES = [
  'patient_education_tweets_template1',
  'patient_education_tweets_template2',
  'patient_education_tweets_template3',
] as const;

/** The template number of a work's `select_template` (1 when unknown, so a render never fails). */
export function articleTemplateNumber(selectTemplate: string): number {
  return ARTICLE_TEMPLATE_NUMBERS[selectTemplate] ?? 1;
}

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
 * - `image`: `image`; `video`: `video`; `expert`: `expert`.
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

/** Every text a component shows, in reading order (for limits, number checks, exports). */
export function componentTexts(component: ArticleComponent): string[] {
  const out: string[] = [];
  const push = (s: string | undefined) => {
    if (s) out.push(s);
  };
  const image = (img: ArticleImage | null | undefined) => {
    if (!img) return;
    push(img.image_title);
    push(img.footnote);
  };
  const body = (items: BodyItem[]) => {
    for (const item of items) {
      push(item.body.text);
      image(item.body.image);
      for (const img of item.body.images) image(img);
    }
  };
  const chapter = (c: ArticleChapter) => {
    push(c.chapter_title);
    body(c.contents);
    for (const s of c.sections) {
      push(s.section_title);
      body(s.contents);
    }
  };
  push(component.title);
  for (const c of component.contents) {
    push(c.value);
    for (const v of c.values ?? []) push(v);
    push(c.article_title);
    for (const ch of c.chapters ?? []) chapter(ch);
    if (c.chapter) chapter(c.chapter);
    image(c.image);
    if (c.video) push(c.video.source.title);
    if (c.expert) {
      push(c.expert.name);
      push(c.expert.information);
      push(c.expert.desc);
    }
  }
  return out;
}

/** Markup never counts towards a limit: tags and entities are stripped before measuring. */
function plain(s: string): string {
  return s
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, 'x');
}

/** The measured length of a component's text (section 9 limits apply to it). */
export function componentTextLength(component: ArticleComponent): number {
  return componentTexts(component).reduce((sum, s) => sum + measureText(plain(s)), 0);
}

/**
 * The first limit a component breaks, or null. Chapters and body items inside an article or chapter
 * component are held to the `chapter` and `body` limits as well as the component's own.
 */
export function componentLimitIssue(
  component: ArticleComponent,
): { kind: ArticleComponentKind | 'petitle'; limit: number; length: number; path: string } | null {
  const own = componentTextLength(component);
  const ownLimit = COMPONENT_CHAR_LIMITS[component.component];
  if (own > ownLimit)
    return { kind: component.component, limit: ownLimit, length: own, path: component.component };
  if (measureText(plain(component.title)) > COMPONENT_CHAR_LIMITS.petitle)
    return {
      kind: 'petitle',
      limit: COMPONENT_CHAR_LIMITS.petitle,
      length: measureText(plain(component.title)),
      path: 'title',
    };
  const chapters = component.contents.flatMap((c) => [
    ...(c.chapters ?? []),
    ...(c.chapter ? [c.chapter] : []),
  ]);
  for (const [ci, ch] of chapters.entries()) {
    const items = [...ch.contents, ...ch.sections.flatMap((s) => s.contents)];
    for (const [bi, item] of items.entries()) {
      const length = measureText(plain(item.body.text));
      if (length > COMPONENT_CHAR_LIMITS.body)
        return { kind: 'body', limit: COMPONENT_CHAR_LIMITS.body, length, path: `chapters.${ci}.body.${bi}` };
    }
    const chapterOwn =
      measureText(plain(ch.chapter_title)) +
      ch.sections.reduce((n, s) => n + measureText(plain(s.section_title)), 0);
    if (chapterOwn > COMPONENT_CHAR_LIMITS.chapter)
      return {
        kind: 'chapter',
        limit: COMPONENT_CHAR_LIMITS.chapter,
        length: chapterOwn,
        path: `chapters.${ci}`,
      };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Calls. Paths the spec leaves "not shown" are filled in docs/decisions/0005-article-api.md.

const workId = z.string().min(1).max(64);
const version = z.number().int().min(1);

/** `POST /api/prowrite/v1/component_content` (the spec's fetchEditTweetApi). */
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

/**
 * Whether `component_content` may delete a component of a work of `type`. The context menu offers no remove
 * on NON_REMOVABLE_KINDS, but two spec paths still delete such components: an image component's own menu
 * (Tweets works only; images of patient-education posts stay), and removing the last expert, which deletes
 * the whole personal_introductions component. Banner and article are never deleted.
 */
export function isComponentRemovable(
  type: 'Tweets' | 'PatientEducationPost',
  component: Pick<ArticleComponent, 'component' | 'contents'>,
): boolean {
  switch (component.component) {
    case 'banner':
    case 'article':
      return false;
    case 'image':
      return type === 'Tweets';
    case 'personal_introductions':
      return component.contents.filter((c) => c.type === 'expert').length <= 1;
    default:
      return true;
  }
}

/** `POST /api/prowrite/v1/fetch/media` (streamed; events `success` with an item, then `done`). */
export const fetchMediaBodySchema = z.strictObject({
  type: z.enum(['image', 'video']),
  upload_type: z.literal('link'),
  url: z.string().trim().min(1).max(2048),
  prowrite_id: workId.optional(),
});
export const fetchedMediaSchema = z.object({
  url: z.string(),
  id: z.string(),
  source: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  duration: z.number(),
});
export type FetchedMedia = z.infer<typeof fetchedMediaSchema>;

/** `POST /api/files/save/screenshot` (saveBase64Img): multipart `jwfile` (a PNG) with these fields. */
export const saveScreenshotFieldsSchema = z.strictObject({
  /** The address of the image the region was cut from (a source figure or page). */
  original_url: z.string().trim().min(1).max(2048),
  /** sha1 of the source file. */
  sha1: z.string().trim().min(1).max(64),
  /** The image item (uniq_id) the screenshot replaces. */
  obj_id: z.string().trim().min(1).max(64),
});
export const saveScreenshotResultSchema = z.object({
  /** The stored PNG: `open_url` is `/api/files/<id>/raw`. */
  id: z.string(),
  original: z.object({ open_url: z.string(), width: z.number().int(), height: z.number().int() }),
});
export type SaveScreenshotResult = z.infer<typeof saveScreenshotResultSchema>;
/** `POST /api/file/uploadcutfile?type=avatar`: one image, at most AVATAR_MAX_BYTES. */
export const cutFileQuerySchema = z.object({ type: z.enum(['avatar']).optional() });
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** `GET /api/prowrite/v1/related/pictures?prowrite_id=`: figures of the work's source files. */
export const sourceImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  title: z.string(),
  description: z.string(),
  image_type: z.enum(['image', 'table']),
  fid: z.string(),
  page_number: z.number().int(),
});
export type SourceImage = z.infer<typeof sourceImageSchema>;
export const prowriteIdQuerySchema = z.strictObject({ prowrite_id: workId });

/** `POST /api/prowrite/v2/auto/generate/image` (fetchQueryImageApi); 10002 when no image model is configured. */
export const AI_IMAGE_SIZES = [
  { width: 1792, height: 1024 },
  { width: 1024, height: 1024 },
  { width: 1024, height: 1792 },
] as const;
export const generateImageBodySchema = z.strictObject({
  prowrite_id: workId,
  prompt: z.string().trim().min(1, 'prompt must not be empty').max(2000),
  specifications: z.object({ width: z.number().int(), height: z.number().int() }),
});

/** `POST /api/prowrite/v1/regenerate/footnote_title` */
export const regenerateFootnoteBodySchema = z.strictObject({
  prowrite_id: workId,
  url: z.string().max(2048),
  image_title: z.string().max(500).default(''),
  footnote: z.string().max(3000).default(''),
  image_type: z.enum(['image', 'table']).default('image'),
});
/** `POST /api/prowrite/v1/regenerate/medical_image` */
export const regenerateMedicalImageBodySchema = z.strictObject({
  prowrite_id: workId,
  unique_id: z.string().length(19),
});

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
  type: z.enum(['Tweets', 'PatientEducationPost']),
  select_template: z.string(),
  theme_color: z.string(),
  creator: z.string(),
  creator_avatar: z.string(),
  /** Seconds since the epoch. */
  created_at: z.number().int(),
  components: z.array(articleComponentSchema),
});
export type PublicWork = z.infer<typeof publicWorkSchema>;

// ---------------------------------------------------------------------------------------------------------
// Themes (section 3). Base colours from the spec; the derived shades are ours (the spec names the keys only).

export const TWEETS_THEME_COLOURS = [
  '#277ECA',
  '#14ACB2',
  '#1DB992',
  '#F97D41',
  '#FFA535',
  '#8D81EB',
  '#1B2C39',
  '#EA4335',
] as const;
export const ARTICLE_THEME_COLOURS = [
  '#2A5A9B',
  '#199AEA',
  '#4CA6B2',
  '#37CBD0',
  '#46C28E',
  '#FFB253',
  '#6A65B9',
  '#6D8AA2',
  '#1B2C39',
] as const;
export const DEFAULT_THEME_COLOUR = '#FFB253';
/** #EA4335 draws its banner with a gradient to this orange. */
export const GRADIENT_THEME = { from: '#EA4335', to: '#FF8A3D' } as const;

/** The theme colour a template starts with (the user may pick another of the palettes). */
export function defaultThemeColour(type: 'Tweets' | 'PatientEducationPost', selectTemplate: string): string {
  const n = articleTemplateNumber(selectTemplate);
  if (type === 'Tweets') return TWEETS_THEME_COLOURS[(n - 1) % 5] ?? DEFAULT_THEME_COLOUR;
  return (['#2A5A9B', '#46C28E', DEFAULT_THEME_COLOUR] as const)[(n - 1) % 3] ?? DEFAULT_THEME_COLOUR;
}

export type TweetsPalette = {
  tweetBgColor: string;
  chapter1BgColor: string;
  titleFontColor: string;
  contentFontColor: string;
  dashLineColor: string;
  patient2SelfBgColor: string;
};
export type ArticlePalette = {
  tweetBgColor: string;
  componentBgColor: string;
  expertRootBgColor: string;
  insertBtnColor: { default: string; hover: string };
};

function mix(hex: string, other: string, amount: number): string {
  const a = hex
    .slice(1)
    .match(/../g)!
    .map((h) => Number.parseInt(h, 16));
  const b = other
    .slice(1)
    .match(/../g)!
    .map((h) => Number.parseInt(h, 16));
  return `#${a
    .map((v, i) =>
      Math.round(v + (b[i]! - v) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;
}

export function tweetsPalette(colour: string): TweetsPalette {
  const c = /^#[0-9A-Fa-f]{6}$/.test(colour) ? colour.toUpperCase() : DEFAULT_THEME_COLOUR;
  return {
    tweetBgColor: mix(c, '#FFFFFF', 0.92),
    chapter1BgColor: mix(c, '#FFFFFF', 0.85),
    titleFontColor: c === '#1B2C39' ? c : mix(c, '#000000', 0.15),
    contentFontColor: '#3D3D3D',
    dashLineColor: mix(c, '#FFFFFF', 0.5),
    patient2SelfBgColor: mix(c, '#FFFFFF', 0.8),
  };
}

export function articlePalette(colour: string): ArticlePalette {
  const c = /^#[0-9A-Fa-f]{6}$/.test(colour) ? colour.toUpperCase() : DEFAULT_THEME_COLOUR;
  return {
    tweetBgColor: mix(c, '#FFFFFF', 0.94),
    componentBgColor: '#FFFFFF',
    expertRootBgColor: mix(c, '#FFFFFF', 0.88),
    insertBtnColor: { default: c, hover: mix(c, '#000000', 0.15) },
  };
}

/** Section 9 font sizes. */
export const ARTICLE_FONT_SIZES = {
  bannerTitle: { Tweets: 32, PatientEducationPost: 30 },
  articleTitle: [18, 26],
  sectionTitle: [15, 22, 16],
  bannerTitleMaxHeight: 140,
  bannerSubtitleMaxHeight: 50,
} as const;

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
