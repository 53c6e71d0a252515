import { measureText } from '../text-measure';
import {
  type ArticleChapter,
  type ArticleComponent,
  type ArticleComponentKind,
  type ArticleImage,
  type BodyItem,
  COMPONENT_CHAR_LIMITS,
} from './models';
import { keyFigureTexts } from './infographic';

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
    for (const f of c.key_figures?.figures ?? []) for (const t of keyFigureTexts(f)) push(t);
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
