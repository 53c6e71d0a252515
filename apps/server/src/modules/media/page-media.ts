import type { MediaCategory } from './media-sniff';

/** How much of an HTML page is read to find its preview image or video (meta tags sit in the head). */
export const PAGE_HEAD_BYTES = 1024 * 1024;

const PROPERTIES: Record<MediaCategory, string[]> = {
  image: ['og:image:secure_url', 'og:image:url', 'og:image', 'twitter:image', 'twitter:image:src'],
  video: ['og:video:secure_url', 'og:video:url', 'og:video', 'twitter:player:stream'],
};

/**
 * The address of the image (og:image, twitter:image, link rel=image_src) or video (og:video) a page
 * declares for previews, made absolute against the page's final URL; null when it declares none.
 */
export function pageMediaUrl(html: string, pageUrl: string, category: MediaCategory): string | null {
  const found = new Map<string, string>();
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const attrs = attributes(tag);
    const key = (attrs.property ?? attrs.name ?? '').toLowerCase();
    const content = attrs.content;
    if (key && content && !found.has(key)) found.set(key, content);
  }
  const candidates = PROPERTIES[category].map((p) => found.get(p));
  if (category === 'image') {
    for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
      const attrs = attributes(tag);
      if ((attrs.rel ?? '').toLowerCase() === 'image_src' && attrs.href) candidates.push(attrs.href);
    }
  }
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const url = new URL(decodeEntities(candidate.trim()), pageUrl);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
    } catch {
      // Not a URL: try the next declaration.
    }
  }
  return null;
}

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(
    /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g,
  )) {
    const name = m[1]!.toLowerCase();
    if (!(name in out)) out[name] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return out;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/gi, '&')
    .replace(/&#x2f;/gi, '/')
    .replace(/&#47;/g, '/')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;/g, "'");
}
