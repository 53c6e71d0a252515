import { Readability } from '@mozilla/readability';
import type { KnowledgeBlock } from '@prowrite/engine';
import { blocksFromText } from '@prowrite/engine';
import { parseHTML } from 'linkedom';
import { type GuardedFetchOptions, guardedFetch } from '../../http/outbound/guarded-fetch';
import {
  OutboundBlockedError,
  OutboundContentTypeError,
  OutboundError,
  OutboundHttpStatusError,
  OutboundTimeoutError,
  OutboundTooLargeError,
} from '../../http/outbound/outbound-errors';
import { KnowledgeInputError } from './knowledge-input-error';

export type LinkFetchOptions = Pick<GuardedFetchOptions, 'allow' | 'resolver' | 'connector'> & {
  /** Largest page read (bytes). */
  maxBytes: number;
  timeoutMs: number;
};

export const DEFAULT_LINK_LIMITS = { maxBytes: 5 * 1024 * 1024, timeoutMs: 20_000 } as const;

const PAGE_TYPES = ['text/html', 'application/xhtml+xml', 'text/plain'];
/** Elements whose text is one block of the page; nested ones are read at the innermost level. */
const BLOCK_SELECTOR = 'h1,h2,h3,h4,h5,h6,p,li,pre,blockquote,tr,dt,dd,figcaption';

export type LinkPage = { url: string; title: string; blocks: KnowledgeBlock[]; size: number };

/**
 * Reads one web page through the outbound guard (every redirect re-checked, size and time capped) and keeps
 * its readable text: Readability picks the article, linkedom gives it a DOM. Fails with KnowledgeInputError
 * whose message is the reason shown on the item.
 */
export async function readLinkPage(
  url: string,
  options: LinkFetchOptions,
  signal?: AbortSignal,
): Promise<LinkPage> {
  let bytes: Buffer;
  let finalUrl: string;
  let contentType: string;
  let charset: string | undefined;
  try {
    const res = await guardedFetch(url, {
      ...options,
      accept: PAGE_TYPES,
      ...(signal ? { signal } : {}),
    });
    finalUrl = res.url;
    contentType = res.contentType;
    charset = /charset=([^;]+)/i.exec(String(res.headers['content-type'] ?? ''))?.[1]?.trim();
    bytes = await res.bytes();
  } catch (err) {
    throw linkFailure(err);
  }
  if (looksBinary(bytes)) {
    throw new KnowledgeInputError('The link answered binary data, not a readable web page', false);
  }
  const text = decode(bytes, charset);
  const page =
    contentType === 'text/plain'
      ? { title: titleFromUrl(finalUrl), blocks: blocksFromText(text) }
      : readHtml(text, finalUrl);
  if (page.blocks.length === 0) throw new KnowledgeInputError('The page has no readable text', false);
  return { url: finalUrl, title: page.title, blocks: page.blocks, size: bytes.byteLength };
}

function readHtml(html: string, url: string): { title: string; blocks: KnowledgeBlock[] } {
  const { document } = parseHTML(html);
  const pageTitle = document.title?.trim() ?? '';
  // Readability changes the DOM it reads; the fallback below reads a fresh one.
  const article = new Readability(
    document as unknown as ConstructorParameters<typeof Readability>[0],
  ).parse();
  const source = article?.content
    ? parseHTML(`<html><body>${article.content}</body></html>`).document
    : parseHTML(html).document;
  for (const el of source.querySelectorAll('script,style,noscript,template,svg,nav,footer')) el.remove();
  const blocks: KnowledgeBlock[] = [];
  for (const el of source.querySelectorAll(BLOCK_SELECTOR)) {
    if (el.querySelector(BLOCK_SELECTOR)) continue;
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const tag = el.tagName.toLowerCase();
    const cells =
      tag === 'tr' ? [...el.querySelectorAll('th,td')].map((c) => (c.textContent ?? '').trim()) : [];
    blocks.push({
      page: null,
      text: tag === 'tr' && cells.length > 0 ? cells.join(' | ') : text,
      kind: /^h[1-6]$/.test(tag) ? 'heading' : tag === 'tr' ? 'table-row' : 'paragraph',
    });
  }
  if (blocks.length === 0) {
    const body = (source.body?.textContent ?? '').trim();
    blocks.push(...blocksFromText(body));
  }
  return { title: (article?.title ?? '').trim() || pageTitle || titleFromUrl(url), blocks };
}

/** NUL bytes or a run of control characters in the first 8 KB: an image, archive or program, not a page. */
export function looksBinary(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 8192);
  let control = 0;
  for (const b of head) {
    if (b === 0) return true;
    if (b < 9 || (b > 13 && b < 32)) control += 1;
  }
  return head.length > 0 && control / head.length > 0.05;
}

function decode(bytes: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function titleFromUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return url;
  }
}

/** The guard's typed failures as the item's reason; only passing troubles are worth a retry. */
export function linkFailure(err: unknown): Error {
  if (err instanceof KnowledgeInputError) return err;
  if (err instanceof OutboundBlockedError) return new KnowledgeInputError(err.message, false);
  if (err instanceof OutboundTooLargeError) return new KnowledgeInputError(err.message, false);
  if (err instanceof OutboundContentTypeError) {
    return new KnowledgeInputError(
      `${err.message}: only web pages (HTML or plain text) can be imported`,
      false,
    );
  }
  if (err instanceof OutboundTimeoutError) return new KnowledgeInputError(err.message, true);
  if (err instanceof OutboundHttpStatusError) {
    return new KnowledgeInputError(
      err.message,
      err.status === 429 || err.status >= 500 || err.status === 404,
    );
  }
  if (err instanceof OutboundError) return new KnowledgeInputError(err.message, true);
  const code = (err as { code?: unknown })?.code;
  if (
    typeof code === 'string' &&
    /^(ECONN|ENOTFOUND|EAI_|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EPIPE|UND_ERR)/.test(code)
  ) {
    return new KnowledgeInputError(`The site could not be reached (${code})`, true);
  }
  return err instanceof Error ? err : new Error(String(err));
}
