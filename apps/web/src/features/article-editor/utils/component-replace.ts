import { type ArticleComponent, type ArticleImage, MAX_QUOTE_CHARS } from '@prowrite/contracts';
import { imageMenuActions, quoteTextToRich } from '../../article-insert';
import { replaceImage } from './body-items';
import { richToPlain } from './rich-text';

type ArticleVideo = NonNullable<ArticleComponent['contents'][number]['video']>;

/** Which replace dialog a component's right-click menu opens. */
export type ReplaceKind = 'quote' | 'video' | 'image';

function imageEntry(component: ArticleComponent): number {
  return component.contents.findIndex((c) => c.image !== undefined);
}

/**
 * Quotes and videos can always be replaced; an image component only where its more-menu offers replace
 * (AI images regenerate instead), so both menus agree.
 */
export function replaceKindOf(component: ArticleComponent): ReplaceKind | null {
  if (component.component === 'quote') return 'quote';
  if (component.component === 'video') return 'video';
  if (component.component === 'image') {
    const image = component.contents[imageEntry(component)]?.image;
    return image && imageMenuActions(image).includes('replace') ? 'image' : null;
  }
  return null;
}

/** The quote's current text for the dialog: plain (the dialog is a textarea), within the dialog's limit. */
export function quoteTextOf(component: ArticleComponent): string {
  const entry = component.contents.find((c) => c.type === 'text');
  const text = richToPlain(entry?.value ?? component.content_str);
  return Array.from(text).slice(0, MAX_QUOTE_CHARS).join('');
}

/** The same quote (id, position, looks) with new text, stored as an inserted quote stores it. */
export function withQuoteText(component: ArticleComponent, text: string): ArticleComponent {
  const at = component.contents.findIndex((c) => c.type === 'text');
  const current = component.contents[at];
  if (current !== undefined && quoteTextOf(component) === text && component.content_str === text)
    return component;
  const value = quoteTextToRich(text);
  const contents =
    at >= 0 && current
      ? component.contents.map((c, i) => (i === at ? { ...current, value } : c))
      : [...component.contents, { id: 'quote', type: 'text' as const, value }];
  return { ...component, content_str: text, contents };
}

/** The same video component with the dialog's video in place of the old one (its entry id kept). */
export function withVideo(component: ArticleComponent, video: ArticleVideo): ArticleComponent {
  const at = component.contents.findIndex((c) => c.video !== undefined);
  const current = component.contents[at];
  const contents =
    at >= 0 && current
      ? component.contents.map((c, i) => (i === at ? { ...current, video } : c))
      : [...component.contents, { id: 'video', type: 'video' as const, video }];
  return { ...component, contents };
}

/** The image component's image swapped as the more-menu's replace does (title and footnote kept if empty). */
export function withImage(component: ArticleComponent, image: ArticleImage): ArticleComponent {
  const at = imageEntry(component);
  if (at < 0) return component;
  return replaceImage(component, { kind: 'content', content: at }, image, 'replace');
}
