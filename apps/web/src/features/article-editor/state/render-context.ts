import type { ArticleComponent, ArticleComponentKind, ArticleImage } from '@prowrite/contracts';
import { type ComponentType, createContext, useContext } from 'react';
import type { ArticleLook } from '../utils/theme';

/** What the editor offers the renderers; absent in read-only rendering (public and print pages). */
export interface EditorHooks {
  workId: string;
  companyElement: boolean;
  /** Applies an edit to one component (saved 1 s later). */
  edit: (componentId: string, update: (component: ArticleComponent) => ArticleComponent) => void;
  /** Saves pending edits now (after a drag inside a chapter). */
  flush: () => Promise<void>;
  removeComponent: (id: string, opts?: { confirm?: boolean }) => Promise<boolean>;
  /** A yes/no question in the app's confirm dialog (title 'label.tips'). */
  confirm: (content: string) => Promise<boolean>;
  uploadAvatar: (file: File) => Promise<string>;
  /** Opens the preview gallery at this image. */
  openImage: (image: ArticleImage) => void;
}

/**
 * A document kind's own look: a class on the article root (its whole-document frame and styles) and renderers
 * that replace the built-in ones for some component kinds. Editing, comments and the export blocks around each
 * component stay the shared ones; the renderers edit through the same hooks (useComponentEdit, EditableText).
 */
export interface KindView {
  canvasClassName?: string;
  components?: Partial<Record<ArticleComponentKind, ComponentType<{ component: ArticleComponent }>>>;
}

/**
 * How the article is drawn: one set of renderers for the editor (`editor` present, texts editable), the
 * public screenshot page and the print page (`editor` null: read-only).
 */
export interface ArticleRenderApi {
  look: ArticleLook;
  /** The address an <img> or <video> loads for a stored url (session token, public token, ticket). */
  /** undefined: not loadable yet (a private file waits for its URL ticket). */
  mediaSrc: (url: string) => string | undefined;
  /** Read-only pages hide an empty image title and an empty footnote (nothing to show a reader). */
  hideEmptyImageTitle: boolean;
  hideEmptyFootnote: boolean;
  /** Bumped when components are replaced from outside: editors restart from the stored text. */
  epoch: number;
  editor: EditorHooks | null;
  /** The work's kind's look; absent for the built-in article look. */
  kindView?: KindView | undefined;
}

export const ArticleRenderContext = createContext<ArticleRenderApi | null>(null);

export function useArticleRender(): ArticleRenderApi {
  const api = useContext(ArticleRenderContext);
  if (!api) throw new Error('useArticleRender() needs an ArticleRenderContext provider');
  return api;
}

/** The component a renderer draws, so nested views can edit it without passing it down. */
export const ComponentContext = createContext<ArticleComponent | null>(null);

export function useCurrentComponent(): ArticleComponent {
  const c = useContext(ComponentContext);
  if (!c) throw new Error('useCurrentComponent() needs a ComponentContext provider');
  return c;
}
