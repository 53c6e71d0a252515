import type { ContentIdDeclaration } from './content-ids';
import type { LayoutElement } from './elements';
import type { FooterMoveMs, LoadedDelayMs } from './slide-design-constants';
import type { BackgroundKind } from './theme';

export type LayoutFamily = 'general' | 'medical';

export interface AnimationFacts {
  /** The slide signals loaded this long after its texts finished typing. */
  loadedDelayMs: LoadedDelayMs;
  /** Typing speed per character by typing kind. */
  typingMsPerChar: { title: number; table: number; description: number; slowTitle: number };
  /** The footer moves this long after the first animation (skipped when the slide has modify_flag). */
  footerMoveMs: FooterMoveMs;
}

/** Extra elements used when the number of entries of `countOf` is within min..max (inclusive). */
export interface LayoutVariant {
  id: string;
  countOf: string;
  min: number;
  max?: number;
  elements: LayoutElement[];
}

/**
 * A panel (its box, heading, slots, rules and arrows) that collapses when the slide has nothing for it: a
 * reader would otherwise see a labelled, blank box. The other elements take its space through `replace`.
 */
export interface CollapsiblePanel {
  id: string;
  /** The panel collapses when every one of these content ids is empty. */
  whenEmpty: string[];
  /**
   * Keys of the elements drawn only with the panel. A member may show only `whenEmpty` content or be a
   * heading (fallback text or the title role), so a collapse never hides content the slide has.
   */
  members: string[];
  /** Elements that take the space when the panel has collapsed: each replaces the element with its key. */
  replace?: LayoutElement[];
}

export interface LayoutDeclaration {
  id: string;
  family: LayoutFamily;
  description: string;
  /** The slide `type` writers give slides of this layout. */
  slideType: string;
  background: BackgroundKind;
  contentIds: ContentIdDeclaration[];
  /** Drawn in order (later on top). */
  elements: LayoutElement[];
  /** The first matching variant's elements are appended to `elements`. */
  variants?: LayoutVariant[];
  /** Panels that collapse when empty (applied after the variant, in declaration order). */
  collapsible?: CollapsiblePanel[];
  animation: AnimationFacts;
}
