import type { ContentSource, ResolvedElement, ResolvedReference } from '@prowrite/layouts';

/** Where an edited text goes: a content item (and entry/field), or one table cell (row -1 is the header row). */
export interface EditSource extends ContentSource {
  cell?: { row: number; col: number };
}

/**
 * How Enter behaves while editing: `single` (titles, cells, one entry): Enter finishes and the text stays on one
 * line; `paragraphs` (a body text): Enter finishes, Shift+Enter starts a new paragraph; `entries` (bullets, list
 * entries, groups): Enter starts a new entry, Ctrl+Enter finishes.
 */
export type EditMode = 'single' | 'paragraphs' | 'entries';

/** What the editor of one element needs: the text to edit (the content's, not the drawn lines) and Enter's role. */
export interface EditInfo {
  text: string;
  mode: EditMode;
}

/** Applies an edit; `false` refuses it (e.g. it does not fit the layout): the editor stays open with the text. */
export type TextEditHandler = (source: EditSource, text: string) => boolean | undefined;

export type NumberClickHandler = (numberText: string, slideNum: number, element: ResolvedElement) => void;

export type ReferenceClickHandler = (reference: ResolvedReference) => void;

/** The slide's animation clock: when it started loading (performance.now()), and whether its footer moves in. */
export interface SlideAnimation {
  startedAt: number;
  footerMove: boolean;
}
