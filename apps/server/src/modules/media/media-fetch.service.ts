import type { Readable } from 'node:stream';
import type { FetchedMedia } from '@prowrite/contracts';
import type { AuthContext } from '../../http/auth';
import type { AllowList } from '../../http/outbound/address-policy';
import { type GuardedResponse, guardedFetch, type Resolver } from '../../http/outbound/guarded-fetch';
import type { Connector } from '../../http/outbound/node-connector';
import { OutboundError } from '../../http/outbound/outbound-errors';
import { sanitizeFileName } from '../files';
import type { MediaCategory } from './media-sniff';
import type { MediaStore } from './media-store';
import { PAGE_HEAD_BYTES, pageMediaUrl } from './page-media';

export type MediaFetchOptions = {
  allow: AllowList;
  /** Whole exchange per fetch (redirects and body), by media category. */
  timeoutMs?: Record<MediaCategory, number>;
  /** Tests inject these; the defaults are the system resolver and node:http(s). */
  resolver?: Resolver;
  connector?: Connector;
};

/** Under the web client's 120 s wait, so the user reads the server's reason rather than a client timeout. */
export const DEFAULT_FETCH_TIMEOUT_MS: Record<MediaCategory, number> = { image: 30_000, video: 110_000 };

/** Content types a media link may answer: the media itself, a generic binary, or a page that names it. */
const ACCEPTED: Record<MediaCategory, string[]> = {
  image: ['image/*', 'application/octet-stream', 'binary/octet-stream'],
  video: ['video/*', 'application/mp4', 'application/octet-stream', 'binary/octet-stream'],
};
const PAGE_TYPES = ['text/html', 'application/xhtml+xml'];

/** A link that answered, but not with what was asked for (the message is shown in the retry dialog). */
export class MediaFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaFetchError';
  }
}

/**
 * "Web link" in the image and video dialogs: fetches the address through the outbound guard and stores the
 * image or video as a team file. A page address works too when it declares its preview media (og:image,
 * og:video): that address is fetched through the guard in turn (one level, never another page).
 */
export class MediaFetchService {
  constructor(
    private readonly store: MediaStore,
    private readonly options: MediaFetchOptions,
  ) {}

  async fetch(
    owner: Pick<AuthContext, 'teamId' | 'userId' | 'scope'>,
    request: { type: MediaCategory; url: string },
    signal?: AbortSignal,
  ): Promise<FetchedMedia> {
    const category = request.type;
    const get = (url: string, accept: string[]) =>
      guardedFetch(url, {
        maxBytes: this.store.capOf(category),
        timeoutMs: (this.options.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS)[category],
        accept,
        allow: this.options.allow,
        resolver: this.options.resolver,
        connector: this.options.connector,
        signal,
      });
    let res = await get(request.url, [...ACCEPTED[category], ...PAGE_TYPES]);
    if (PAGE_TYPES.includes(res.contentType)) {
      const html = await readText(res, PAGE_HEAD_BYTES);
      const target = pageMediaUrl(html, res.url, category);
      if (!target) {
        throw new MediaFetchError(
          category === 'image'
            ? 'The link is a web page that declares no image (og:image)'
            : 'The link is a web page that declares no video file (og:video)',
        );
      }
      res = await get(target, ACCEPTED[category]);
    }
    // The bytes decide the type; a server's Content-Type is often generic or wrong for media.
    const info = await this.store.store(owner, {
      source: res.body,
      name: nameFromUrl(res.url),
      nameIsLabel: true,
      accept: category,
    });
    return {
      url: info.url,
      id: info.id,
      source: request.url,
      width: info.width,
      height: info.height,
      duration: info.duration,
    };
  }
}

/** What the user is told when a fetch fails: the guard's and the store's messages are written for them. */
export function fetchFailureMessage(err: unknown): string | null {
  if (err instanceof OutboundError || err instanceof MediaFetchError) return err.message;
  if (err instanceof Error && 'status' in err && typeof err.status === 'number' && err.status < 500) {
    return err.message;
  }
  return null;
}

/** The page's first `limit` bytes as text; the rest is never downloaded. */
async function readText(res: GuardedResponse, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  const body: Readable = res.body;
  try {
    for await (const chunk of body) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).byteLength;
      if (size >= limit) break;
    }
  } finally {
    res.discard();
  }
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}

/** The last path segment, decoded and cleaned, as the stored file's display name. */
function nameFromUrl(url: string): string {
  try {
    const { pathname, hostname } = new URL(url);
    const last = pathname.split('/').filter(Boolean).pop() ?? '';
    let decoded = last;
    try {
      decoded = decodeURIComponent(last);
    } catch {
      // Keep the raw segment.
    }
    return sanitizeFileName(decoded) || sanitizeFileName(hostname);
  } catch {
    return '';
  }
}
