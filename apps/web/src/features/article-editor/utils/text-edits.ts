import type { ArticleComponent, ComponentContent } from '@prowrite/contracts';
import {
  type ChapterLoc,
  type ContainerLoc,
  type ImageLoc,
  replaceAt,
  updateChapter,
  updateImage,
  updateItem,
} from './locations';

/**
 * Text edits of an article component: each returns the new component (the same object when nothing changed),
 * so an edit saves the whole component.
 */

export function setComponentTitle(component: ArticleComponent, title: string): ArticleComponent {
  return component.title === title ? component : { ...component, title };
}

function updateEntry(
  component: ArticleComponent,
  content: number,
  fn: (entry: ComponentContent) => ComponentContent,
): ArticleComponent {
  const contents = replaceAt(component.contents, content, fn);
  return contents === component.contents ? component : { ...component, contents };
}

/** The `value` of a text entry (banner fields, summary, introduction, quote ...). */
export function setEntryValue(component: ArticleComponent, content: number, value: string): ArticleComponent {
  return updateEntry(component, content, (entry) => (entry.value === value ? entry : { ...entry, value }));
}

/** The text entry with this id, created at the end when the component has none yet (e.g. the banner's drug name). */
export function setValueById(component: ArticleComponent, id: string, value: string): ArticleComponent {
  const at = component.contents.findIndex((c) => c.id === id);
  if (at >= 0) return setEntryValue(component, at, value);
  if (!value) return component;
  return { ...component, contents: [...component.contents, { id, type: 'text', value }] };
}

export function setReferenceValues(
  component: ArticleComponent,
  content: number,
  values: string[],
): ArticleComponent {
  return updateEntry(component, content, (entry) => {
    const same =
      entry.values !== undefined &&
      entry.values.length === values.length &&
      entry.values.every((v, i) => v === values[i]);
    return same ? entry : { ...entry, values };
  });
}

export function setArticleTitle(
  component: ArticleComponent,
  content: number,
  title: string,
): ArticleComponent {
  return updateEntry(component, content, (entry) =>
    entry.article_title === title ? entry : { ...entry, article_title: title },
  );
}

export function setChapterTitle(
  component: ArticleComponent,
  loc: ChapterLoc,
  title: string,
): ArticleComponent {
  return updateChapter(component, loc, (ch) =>
    ch.chapter_title === title ? ch : { ...ch, chapter_title: title },
  );
}

export function setSectionTitle(
  component: ArticleComponent,
  loc: ChapterLoc,
  section: number,
  title: string,
): ArticleComponent {
  return updateChapter(component, loc, (ch) => {
    const sections = replaceAt(ch.sections, section, (s) =>
      s.section_title === title ? s : { ...s, section_title: title },
    );
    return sections === ch.sections ? ch : { ...ch, sections };
  });
}

export function setBodyText(
  component: ArticleComponent,
  container: ContainerLoc,
  item: number,
  text: string,
): ArticleComponent {
  return updateItem(component, container, item, (it) =>
    it.body.text === text ? it : { ...it, body: { ...it.body, text } },
  );
}

export type ImageTextField = 'image_title' | 'image_prefix' | 'footnote';

export function setImageText(
  component: ArticleComponent,
  loc: ImageLoc,
  field: ImageTextField,
  value: string,
): ArticleComponent {
  return updateImage(component, loc, (img) => (img[field] === value ? img : { ...img, [field]: value }));
}
