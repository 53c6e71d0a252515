import {
  type ArticleChapter,
  type ArticleComponent,
  type ArticleImage,
  type BodyItem,
  type ComponentContent,
  type Expert,
  articleComponentSchema,
  componentLimitIssue,
  ErrorCode,
} from '@prowrite/contracts';
import { AppError, badRequest } from '../../../http/errors';
import { sanitiseRichText } from './sanitise-rich-text';

/**
 * What the server stores of a component, whoever wrote it (the editor or the writer): the contract's shape,
 * rich texts sanitised (body texts, image footnotes, expert descriptions, text entries of text blocks and the
 * banner's copyright: see `isRichValue`), every other text kept as plain text (control characters aside: the
 * web renders it as text, never as HTML), and every address either one of our `/api/files/...` addresses or
 * an http(s) URL.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const plain = (s: string) => s.replace(CONTROL, '');
const rich = (s: string) => sanitiseRichText(s);

/** Our own file addresses (uploads, figures, screenshots), served to the team's logged-in users. */
const OWN_FILE_URL = /^\/api\/files\/[A-Za-z0-9_-]{1,64}\/(raw|figures\/\d{1,6})$/;

/** Checks an address shown or linked by a component; throws 400 naming its path otherwise. */
export function checkAddress(value: string, path: string): string {
  const url = value.trim();
  if (url === '' || OWN_FILE_URL.test(url)) return url;
  if (/^https?:\/\/[^/\\\s]/i.test(url) && !/[\s<>"]/.test(url)) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return url;
    } catch {
      // falls through to the refusal
    }
  }
  throw badRequest(
    `${path}: "${url.slice(0, 80)}" is not an allowed address (an http(s) URL or a /api/files/... address of this server)`,
  );
}

function cleanImage(image: ArticleImage, path: string): ArticleImage {
  return {
    ...image,
    url: checkAddress(image.url, `${path}.url`),
    image_title: plain(image.image_title),
    image_prefix: plain(image.image_prefix),
    footnote: rich(image.footnote),
    ...(image.fid !== undefined ? { fid: plain(image.fid) } : {}),
    ...(image.sha1 !== undefined ? { sha1: plain(image.sha1) } : {}),
    ...(image.ai_prompt !== undefined ? { ai_prompt: plain(image.ai_prompt) } : {}),
    ...(image.source ? { source: { title: plain(image.source.title) } } : {}),
  };
}

function cleanBody(items: BodyItem[], path: string): BodyItem[] {
  return items.map((item, i) => ({
    ...item,
    body: {
      text: rich(item.body.text),
      image: item.body.image ? cleanImage(item.body.image, `${path}.${i}.body.image`) : null,
      images: item.body.images.map((img, j) => cleanImage(img, `${path}.${i}.body.images.${j}`)),
    },
    image_prefix: plain(item.image_prefix),
  }));
}

function cleanChapter(chapter: ArticleChapter, path: string): ArticleChapter {
  return {
    ...chapter,
    chapter_title: plain(chapter.chapter_title),
    contents: cleanBody(chapter.contents, `${path}.contents`),
    sections: chapter.sections.map((s, i) => ({
      ...s,
      section_title: plain(s.section_title),
      contents: cleanBody(s.contents, `${path}.sections.${i}.contents`),
    })),
  };
}

function cleanExpert(expert: Expert, path: string): Expert {
  return {
    ...expert,
    name: plain(expert.name),
    information: plain(expert.information),
    desc: rich(expert.desc),
    avatar: checkAddress(expert.avatar, `${path}.avatar`),
  };
}

/**
 * Text entries are rich text (the editor's text blocks: editors' note, introduction, summary, statement, quote,
 * the banner's copyright), except the banner's title lines and the review code, which are plain.
 */
export function isRichValue(kind: ArticleComponent['component'], contentId: string): boolean {
  if (kind === 'banner') return contentId === 'copyright';
  return kind !== 'review_code';
}

function cleanContent(
  kind: ArticleComponent['component'],
  c: ComponentContent,
  path: string,
): ComponentContent {
  const out: ComponentContent = { ...c };
  if (c.value !== undefined) {
    if (c.type === 'url' || c.type === 'video') out.value = checkAddress(c.value, `${path}.value`);
    else out.value = isRichValue(kind, c.id) ? rich(c.value) : plain(c.value);
  }
  if (c.values) out.values = c.values.map(plain);
  if (c.article_title !== undefined) out.article_title = plain(c.article_title);
  if (c.chapters) out.chapters = c.chapters.map((ch, i) => cleanChapter(ch, `${path}.chapters.${i}`));
  if (c.chapter) out.chapter = cleanChapter(c.chapter, `${path}.chapter`);
  if (c.image) out.image = cleanImage(c.image, `${path}.image`);
  if (c.expert) out.expert = cleanExpert(c.expert, `${path}.expert`);
  if (c.video) {
    const v = c.video;
    out.video = {
      ...v,
      value: checkAddress(v.value, `${path}.video.value`),
      video_info: {
        ...v.video_info,
        cover_url: checkAddress(v.video_info.cover_url, `${path}.video.cover_url`),
      },
      source: {
        url: checkAddress(v.source.url, `${path}.video.source.url`),
        icon: checkAddress(v.source.icon, `${path}.video.source.icon`),
        title: plain(v.source.title),
      },
    };
  }
  return out;
}

/** The stored form of a component already shaped by the contract (see the file comment). */
export function cleanComponent(component: ArticleComponent, path = 'component'): ArticleComponent {
  return {
    ...component,
    component_name: plain(component.component_name),
    title: plain(component.title),
    content_str: plain(component.content_str),
    contents: component.contents.map((c, i) => cleanContent(component.component, c, `${path}.contents.${i}`)),
    ...(component.provenance
      ? {
          provenance: component.provenance.map((p) => ({
            ...p,
            text: plain(p.text),
            quote: plain(p.quote),
          })),
        }
      : {}),
  };
}

/** 400 with code 10008 when a component breaks a section 9 limit, naming the kind, the limit and where. */
export function assertWithinLimits(component: ArticleComponent): void {
  const issue = componentLimitIssue(component);
  if (!issue) return;
  throw new AppError(
    400,
    `The ${issue.kind} limit is ${issue.limit} characters (non-ASCII characters count 2); ` +
      `this one has ${issue.length} at ${issue.path}. Shorten the text and save again.`,
    ErrorCode.editOverLimit,
  );
}

/**
 * A component sent by the editor: checked against the contract (400 naming the offending path), cleaned,
 * and held to the limits (400, code 10008).
 */
export function parseComponentInput(raw: unknown, path = 'component'): ArticleComponent {
  if (raw === undefined || raw === null) throw badRequest(`${path} is required for add and update`);
  const parsed = articleComponentSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = [path, ...issue.path.map(String)].join('.');
    throw badRequest(`${where}: ${issue.message}`);
  }
  const component = cleanComponent(parsed.data, path);
  assertWithinLimits(component);
  return component;
}
