import type { ArticleComponent } from '@prowrite/contracts';
import { useCallback } from 'react';
import { useArticleRender, useCurrentComponent } from '../state/render-context';

export type ComponentUpdate = (component: ArticleComponent) => ArticleComponent;

/**
 * The edit function of the component being drawn, or undefined when it is read-only (public and print pages,
 * generation in progress). A text's `onChange` built from it is therefore absent exactly when read-only.
 */
export function useComponentEdit(): ((update: ComponentUpdate) => void) | undefined {
  const { editor } = useArticleRender();
  const component = useCurrentComponent();
  const id = component.id;
  const edit = editor?.edit;
  const apply = useCallback((update: ComponentUpdate) => edit?.(id, update), [edit, id]);
  return edit ? apply : undefined;
}

/** `onChange` for one text: undefined when read-only, else a setter applying `set(component, value)`. */
export function useTextChange(
  set: (component: ArticleComponent, value: string) => ArticleComponent,
): ((value: string) => void) | undefined {
  const edit = useComponentEdit();
  const change = useCallback((value: string) => edit?.((c) => set(c, value)), [edit, set]);
  return edit ? change : undefined;
}
