import type { Slide } from '@prowrite/contracts';
import type { LayoutDeclaration, LocalText, Theme, TypingKind } from '../model';

/** What every element resolver needs to know about the slide being resolved. */
export interface ResolveContext {
  slide: Slide;
  layout: LayoutDeclaration;
  theme: Theme;
  lang: 'zh' | 'en';
  enterpriseLogo?: string;
  pageNumber: number;
}

export function localText(text: LocalText, lang: 'zh' | 'en'): string {
  return typeof text === 'string' ? text : text[lang];
}

export function typingSpeed(ctx: ResolveContext, kind: TypingKind): number {
  return kind === 'none' ? 0 : ctx.layout.animation.typingMsPerChar[kind];
}
