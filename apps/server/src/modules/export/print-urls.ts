const FIGURE_URL = /^\/api\/files\/([^/?#]+)\/figures\/(\d+)(?:\?[^#]*)?$/;
const RAW_URL = /^\/api\/files\/([^/?#]+)\/raw(?:\?[^#]*)?$/;

/**
 * Rewrites every private file address inside a work detail (figures, uploaded images) to its ticketed render
 * address, which the print page can load without a session. Other strings are left as they are.
 */
export function ticketedUrls<T>(value: T, ticket: string): T {
  if (typeof value === 'string') {
    const figure = FIGURE_URL.exec(value);
    if (figure) {
      const q = new URLSearchParams({ ticket, file_id: decodeURIComponent(figure[1]!), index: figure[2]! });
      return `/api/prowrite/v1/render/figure?${q}` as T;
    }
    const raw = RAW_URL.exec(value);
    if (raw) {
      const q = new URLSearchParams({ ticket, id: decodeURIComponent(raw[1]!) });
      return `/api/prowrite/v1/render/file?${q}` as T;
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => ticketedUrls(v, ticket)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, ticketedUrls(v, ticket)])) as T;
  }
  return value;
}
