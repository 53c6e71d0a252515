import { MAX_EXPORT_WIDTH, MIN_EXPORT_WIDTH } from '@prowrite/contracts';

const PUBLIC_IMAGE_ROUTE = '/api/prowrite/v1/public/work/image?';
/** The server points stored videos here (with Range support); images cannot go through the image route. */
const PUBLIC_VIDEO_ROUTE = '/api/prowrite/v1/public/work/video?';

/** The column width the article is laid out at when no `width` is asked for (the editor's column). */
export const SCREENSHOT_DEFAULT_WIDTH = 640;

export interface ScreenshotParams {
  /** Layout width in CSS pixels. */
  width: number;
  /** `size=2`: a double-size view (scale 2), for 2x captures. */
  double: boolean;
}

/** Reads `?width=&size=`; a width out of range falls back to the default. */
export function readScreenshotParams(search: URLSearchParams): ScreenshotParams {
  const asked = Number(search.get('width'));
  const width =
    Number.isInteger(asked) && asked >= MIN_EXPORT_WIDTH && asked <= MAX_EXPORT_WIDTH
      ? asked
      : SCREENSHOT_DEFAULT_WIDTH;
  return { width, double: search.get('size') === '2' };
}

/**
 * The page's scale once loaded: the layout width fitted to the window's width, or 2 for the double-size view.
 */
export function screenshotScale(params: ScreenshotParams, windowWidth: number): number {
  if (params.double) return 2;
  if (!(windowWidth > 0)) return 1;
  return windowWidth / params.width;
}

/**
 * The address a public page loads media from: the server's public image and video addresses as they are;
 * other stored files through the public image route (only the images the work references are served there;
 * the server rewrites them already), outside addresses as they are; anything else (data:, javascript:) is
 * dropped.
 */
export function publicMediaSrc(prowriteId: string, token: string, url: string): string {
  if (url.startsWith(PUBLIC_IMAGE_ROUTE) || url.startsWith(PUBLIC_VIDEO_ROUTE)) return url;
  if (url.startsWith('/api/files/')) {
    const q = new URLSearchParams({ prowrite_id: prowriteId, token, url });
    return `${PUBLIC_IMAGE_ROUTE}${q.toString()}`;
  }
  if (/^https?:\/\//i.test(url)) return url;
  return '';
}
