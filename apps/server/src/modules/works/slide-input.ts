import { type Slide, slideSchema } from '@prowrite/contracts';
import { validateSlideContent } from '@prowrite/layouts';
import { badRequest } from '../../http/errors';

/** What the board adds to slides for its own use: never stored. Comment fields are derived on read. */
const CLIENT_ONLY = ['loaded', 'pptLoading', 'showSkeleton', 'isRewriteAimSlide', 'styles'] as const;

/** NUL cannot be stored in PostgreSQL JSON and is never meant to be shown: it is removed from every string. */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutNul(v)]));
  }
  return value;
}

/**
 * A slide from a save request, checked against the Slide contract and its layout (a 400 naming the content
 * id), numbered `slideNum`, in the form stored.
 */
export function parseSlideInput(raw: unknown, slideNum: number, where: string): Slide {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw badRequest(`${where}: must be a slide object`);
  const clean = withoutNul(raw);
  const check = validateSlideContent(clean);
  if (!check.ok) throw badRequest(`${where}: ${check.issues.slice(0, 3).join('; ')}`);
  return toStoredSlide(slideSchema.parse(clean), slideNum);
}

/** The stored form of a slide: numbered, client-only flags and derived comment fields dropped. */
export function toStoredSlide(slide: Slide, slideNum: number): Slide {
  const stored: Slide = {
    ...slide,
    slide_num: slideNum,
    num: slideNum,
    comment_num: 0,
    is_read_comment: true,
  };
  for (const key of CLIENT_ONLY) delete stored[key];
  return stored;
}

/** A slide's title for outlines: its catchy title, else its first title-like text. */
export function slideTitle(slide: Slide): string {
  if (slide.catchy_title) return slide.catchy_title;
  const titleIds = ['title', 'Title', 'slide_title', 'section_title', 'chapter_title', 'presentation_title'];
  return slide.content.find((c) => titleIds.includes(c.id) && c.text)?.text ?? '';
}
