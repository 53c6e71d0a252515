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
  animation: AnimationFacts;
}
