/** Board geometry: slides are designed 960 px wide at 16:9 and placed 20 px apart. */
export const DESIGN_WIDTH = 960;
export const SLIDE_ASPECT = 16 / 9;
export const SLIDE_GAP = 20;
/** Room on the left for the slide numbers. */
export const LEFT_OFFSET = 39;
/** Slides drawn before the first visible one once generation has ended. */
export const WINDOW_BEFORE = 3;
export const SCROLL_DEBOUNCE_MS = 100;
export const ZOOM_LEVELS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
/** A slide at 100 % never gets wider than this, however wide the window. */
const MAX_FIT_WIDTH = 1100;
const MIN_WIDTH = 200;

/** The drawn slide width for the board's inner width and zoom; height is width / (16/9). */
export function slideWidth(available: number, zoom: number, asideWidth = 0): number {
  const fit = Math.min(MAX_FIT_WIDTH, Math.max(MIN_WIDTH, available - LEFT_OFFSET - asideWidth - 24));
  return Math.round(fit * zoom);
}

export function slideHeight(width: number): number {
  return Math.round((width / SLIDE_ASPECT) * 100) / 100;
}

export interface WindowInput {
  scrollTop: number;
  viewportHeight: number;
  /** Offset of the first slide from the top of the scrolled content. */
  listTop: number;
  /** One slide's height (the gap is added between slides). */
  itemHeight: number;
  gap: number;
  count: number;
  before?: number;
}

/** First and last slide index that show any pixel in the viewport (-1, -1 when none). */
export function visibleIndexes(w: WindowInput): { first: number; last: number } {
  if (w.count === 0 || w.itemHeight <= 0) return { first: -1, last: -1 };
  const stride = w.itemHeight + w.gap;
  const top = w.scrollTop - w.listTop;
  const bottom = top + w.viewportHeight;
  // Slide i covers [i*stride, i*stride + itemHeight).
  let first = Math.floor(top / stride);
  if (top - first * stride >= w.itemHeight) first++; // top lies in the gap below slide `first`
  first = Math.max(0, first);
  let last = Math.ceil(bottom / stride) - 1;
  last = Math.min(w.count - 1, last);
  if (first > w.count - 1 || last < 0 || first > last) return { first: -1, last: -1 };
  return { first, last };
}

/** Indexes to draw: from `before` slides above the first visible one to the last visible one, inclusive. */
export function renderRange(w: WindowInput): { start: number; end: number } {
  const { first, last } = visibleIndexes(w);
  if (first < 0) {
    // Nothing visible (scrolled past the list or not measured yet): draw the start of the list.
    return w.count === 0 ? { start: 0, end: -1 } : { start: 0, end: Math.min(w.count - 1, 0) };
  }
  return { start: Math.max(0, first - (w.before ?? WINDOW_BEFORE)), end: last };
}
