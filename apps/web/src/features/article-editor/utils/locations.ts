import type {
  ArticleChapter,
  ArticleComponent,
  ArticleImage,
  ArticleSection,
  BodyItem,
  ComponentContent,
} from '@prowrite/contracts';

/**
 * Where a piece of an article component lives. Chapters sit either in an `article` entry's `chapters` list
 * (`chapter` is its index) or alone in a chapter component's entry (`chapter` is null).
 */
export type ChapterLoc = { content: number; chapter: number | null };
/** A list of body items: a chapter's own contents, or one of its sections' (`section` is its index). */
export type ContainerLoc = { chapter: ChapterLoc; section: number | null };
/** One image: a standalone image entry, a body's single image, or one of a body's image list. */
export type ImageLoc =
  | { kind: 'content'; content: number }
  | { kind: 'body'; container: ContainerLoc; item: number; slot: 'image' | number };

/** A stable key for a body-item list (drag and drop containers, insert positions). */
export function containerKey(componentId: string, loc: ContainerLoc): string {
  const ch = loc.chapter;
  return `${componentId}/${ch.content}/${ch.chapter ?? 's'}/${loc.section ?? 'c'}`;
}

/** Replaces item `i` of a list through `fn`, keeping every other item (and the list when nothing changes). */
export function replaceAt<T>(list: readonly T[], i: number, fn: (item: T) => T): T[] {
  const item = list[i];
  if (item === undefined) return list as T[];
  const next = fn(item);
  if (next === item) return list as T[];
  const out = [...list];
  out[i] = next;
  return out;
}

export function readChapter(component: ArticleComponent, loc: ChapterLoc): ArticleChapter | undefined {
  const entry = component.contents[loc.content];
  if (!entry) return undefined;
  return loc.chapter === null ? entry.chapter : entry.chapters?.[loc.chapter];
}

export function updateChapter(
  component: ArticleComponent,
  loc: ChapterLoc,
  fn: (chapter: ArticleChapter) => ArticleChapter,
): ArticleComponent {
  const contents = replaceAt(component.contents, loc.content, (entry): ComponentContent => {
    if (loc.chapter === null) return entry.chapter ? { ...entry, chapter: fn(entry.chapter) } : entry;
    const chapters = entry.chapters;
    if (!chapters) return entry;
    const next = replaceAt(chapters, loc.chapter, fn);
    return next === chapters ? entry : { ...entry, chapters: next };
  });
  return contents === component.contents ? component : { ...component, contents };
}

export function readItems(component: ArticleComponent, loc: ContainerLoc): BodyItem[] {
  const chapter = readChapter(component, loc.chapter);
  if (!chapter) return [];
  if (loc.section === null) return chapter.contents;
  return chapter.sections[loc.section]?.contents ?? [];
}

export function updateItems(
  component: ArticleComponent,
  loc: ContainerLoc,
  fn: (items: BodyItem[]) => BodyItem[],
): ArticleComponent {
  return updateChapter(component, loc.chapter, (chapter) => {
    if (loc.section === null) {
      const contents = fn(chapter.contents);
      return contents === chapter.contents ? chapter : { ...chapter, contents };
    }
    const sections = replaceAt(chapter.sections, loc.section, (section): ArticleSection => {
      const contents = fn(section.contents);
      return contents === section.contents ? section : { ...section, contents };
    });
    return sections === chapter.sections ? chapter : { ...chapter, sections };
  });
}

export function updateItem(
  component: ArticleComponent,
  loc: ContainerLoc,
  item: number,
  fn: (item: BodyItem) => BodyItem,
): ArticleComponent {
  return updateItems(component, loc, (items) => replaceAt(items, item, fn));
}

export function readImage(component: ArticleComponent, loc: ImageLoc): ArticleImage | null {
  if (loc.kind === 'content') return component.contents[loc.content]?.image ?? null;
  const item = readItems(component, loc.container)[loc.item];
  if (!item) return null;
  return loc.slot === 'image' ? item.body.image : (item.body.images[loc.slot] ?? null);
}

export function updateImage(
  component: ArticleComponent,
  loc: ImageLoc,
  fn: (image: ArticleImage) => ArticleImage,
): ArticleComponent {
  if (loc.kind === 'content') {
    const contents = replaceAt(component.contents, loc.content, (entry) =>
      entry.image ? { ...entry, image: fn(entry.image) } : entry,
    );
    return contents === component.contents ? component : { ...component, contents };
  }
  return updateItem(component, loc.container, loc.item, (item) => {
    if (loc.slot === 'image')
      return item.body.image ? { ...item, body: { ...item.body, image: fn(item.body.image) } } : item;
    const images = replaceAt(item.body.images, loc.slot, fn);
    return images === item.body.images ? item : { ...item, body: { ...item.body, images } };
  });
}

/** Every chapter of a component, with its location, in reading order. */
export function chaptersOf(component: ArticleComponent): { loc: ChapterLoc; chapter: ArticleChapter }[] {
  const out: { loc: ChapterLoc; chapter: ArticleChapter }[] = [];
  component.contents.forEach((entry, content) => {
    entry.chapters?.forEach((chapter, i) => {
      out.push({ loc: { content, chapter: i }, chapter });
    });
    if (entry.chapter) out.push({ loc: { content, chapter: null }, chapter: entry.chapter });
  });
  return out;
}

/** Every image of a list of components, in reading order (the preview gallery's list). */
export function imagesOf(components: readonly ArticleComponent[]): ArticleImage[] {
  const out: ArticleImage[] = [];
  const fromItems = (items: BodyItem[]) => {
    for (const item of items) {
      if (item.body.image) out.push(item.body.image);
      out.push(...item.body.images);
    }
  };
  for (const component of components) {
    for (const entry of component.contents) if (entry.image) out.push(entry.image);
    for (const { chapter } of chaptersOf(component)) {
      fromItems(chapter.contents);
      for (const section of chapter.sections) fromItems(section.contents);
    }
  }
  return out;
}
