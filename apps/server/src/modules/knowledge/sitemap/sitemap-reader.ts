import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { guardedFetch } from '../../../http/outbound/guarded-fetch';
import { KnowledgeInputError } from '../knowledge-input-error';
import { type LinkFetchOptions, linkFailure, looksBinary } from '../link-page-reader';

export type SitemapLimits = {
  /** Pages taken from one import; the rest are reported as left out. */
  maxPages: number;
  /** Sitemap documents fetched in one import (an index and its children). */
  maxSitemaps: number;
  /** Levels of sitemap index above the page lists (the protocol allows 1). */
  maxDepth: number;
  /** Largest sitemap document read (bytes, uncompressed). */
  maxBytes: number;
  /** For the whole import: every sitemap fetched. */
  timeoutMs: number;
};

/** The protocol's own ceilings are 50,000 URLs and 50 MB per file; one import takes far fewer. */
export const DEFAULT_SITEMAP_LIMITS: SitemapLimits = {
  maxPages: 500,
  maxSitemaps: 20,
  maxDepth: 2,
  maxBytes: 10 * 1024 * 1024,
  timeoutMs: 30_000,
};

const SITEMAP_TYPES = [
  'application/xml',
  'text/xml',
  'application/rss+xml',
  'application/atom+xml',
  // A `sitemap.xml.gz` is served under any of these; its bytes decide (gzip magic, else it must be XML text).
  'application/gzip',
  'application/x-gzip',
  'application/octet-stream',
];

const gunzipAsync = promisify(gunzip);

export type SitemapProblem = { url: string; reason: string };
export type SitemapPages = {
  /** Page addresses in document order, without duplicates, at most maxPages. */
  pages: string[];
  /** Pages beyond maxPages, or sitemaps beyond maxSitemaps/maxDepth, were left out. */
  truncated: boolean;
  /** Child sitemaps that could not be read (the import goes on without them). */
  problems: SitemapProblem[];
};

const parser = new XMLParser({
  // No entity expansion at all: a "billion laughs" document stays a few bytes of text.
  processEntities: false,
  ignoreAttributes: true,
  ignoreDeclaration: true,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

/**
 * Reads a sitemap (a `urlset`) or a sitemap index (a `sitemapindex` of sitemaps), every document through the
 * outbound guard (redirects re-checked), with limits on pages, documents, nesting, bytes and total time. The
 * first document failing fails the import (KnowledgeInputError with its reason and retry verdict); a child
 * failing is reported and skipped.
 */
export async function readSitemap(
  url: string,
  fetchOptions: Pick<LinkFetchOptions, 'allow' | 'resolver' | 'connector'>,
  limits: SitemapLimits = DEFAULT_SITEMAP_LIMITS,
  signal?: AbortSignal,
): Promise<SitemapPages> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  const stop = signal ? AbortSignal.any([signal, deadline]) : deadline;
  const started = Date.now();
  const pages = new Set<string>();
  const problems: SitemapProblem[] = [];
  const seen = new Set<string>();
  let truncated = false;
  let fetched = 0;

  const visit = async (sitemapUrl: string, depth: number): Promise<void> => {
    if (seen.has(sitemapUrl)) return;
    seen.add(sitemapUrl);
    if (fetched >= limits.maxSitemaps) {
      truncated = true;
      return;
    }
    fetched += 1;
    const remaining = limits.timeoutMs - (Date.now() - started);
    if (remaining <= 0) throw new KnowledgeInputError('Reading the sitemap took too long', true);
    const doc = await fetchSitemap(sitemapUrl, fetchOptions, limits.maxBytes, remaining, stop);
    if (doc.kind === 'urlset') {
      for (const loc of doc.locs) {
        if (pages.size >= limits.maxPages) {
          truncated = true;
          return;
        }
        const page = pageAddress(loc);
        if (page) pages.add(page);
      }
      return;
    }
    if (depth >= limits.maxDepth) {
      problems.push({
        url: sitemapUrl,
        reason: `Sitemap indexes nested deeper than ${limits.maxDepth} levels`,
      });
      truncated = true;
      return;
    }
    for (const loc of doc.locs) {
      if (pages.size >= limits.maxPages) {
        truncated = true;
        return;
      }
      const child = pageAddress(loc);
      if (!child) continue;
      try {
        await visit(child, depth + 1);
      } catch (err) {
        if (stop.aborted) throw new KnowledgeInputError('Reading the sitemap took too long', true);
        problems.push({ url: child, reason: err instanceof Error ? err.message : String(err) });
      }
    }
  };

  try {
    await visit(url, 0);
  } catch (err) {
    if (deadline.aborted && !(err instanceof KnowledgeInputError && err.allowRetry === false)) {
      throw new KnowledgeInputError('Reading the sitemap took too long', true);
    }
    throw err;
  }
  if (pages.size === 0) {
    const why = problems[0] ? ` (${problems[0].reason})` : '';
    throw new KnowledgeInputError(
      `The sitemap lists no pages that can be imported${why}`,
      problems.length > 0,
    );
  }
  return { pages: [...pages], truncated, problems };
}

type SitemapDocument = { kind: 'urlset' | 'sitemapindex'; locs: string[] };

async function fetchSitemap(
  url: string,
  options: Pick<LinkFetchOptions, 'allow' | 'resolver' | 'connector'>,
  maxBytes: number,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<SitemapDocument> {
  let bytes: Buffer;
  try {
    const res = await guardedFetch(url, { ...options, maxBytes, timeoutMs, accept: SITEMAP_TYPES, signal });
    bytes = await res.bytes();
  } catch (err) {
    const failure = linkFailure(err);
    if (failure instanceof KnowledgeInputError && /only web pages/.test(failure.message)) {
      throw new KnowledgeInputError(
        failure.message.replace(/only web pages.*$/, 'a sitemap must be XML'),
        false,
      );
    }
    throw failure;
  }
  if (isGzip(bytes)) bytes = await gunzipSitemap(bytes, maxBytes);
  if (looksBinary(bytes))
    throw new KnowledgeInputError('The sitemap address answered binary data, not XML', false);
  return parseSitemap(bytes.toString('utf8'));
}

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * A gzip-compressed sitemap (`sitemap.xml.gz`, as the protocol allows) unpacked under the same byte cap as a
 * plain one: zlib stops at maxOutputLength, so a small "gzip bomb" never grows past the cap in memory.
 */
export async function gunzipSitemap(bytes: Buffer, maxBytes: number): Promise<Buffer> {
  let unpacked: Buffer;
  try {
    unpacked = await gunzipAsync(bytes, { maxOutputLength: maxBytes });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new KnowledgeInputError(
        `The compressed sitemap unpacks to more than ${formatMegabytes(maxBytes)}, larger than a sitemap may be`,
        false,
      );
    }
    throw new KnowledgeInputError(`The compressed sitemap is damaged (${(err as Error).message})`, false);
  }
  // Compressed twice is not a sitemap either; said plainly rather than "binary data".
  if (isGzip(unpacked))
    throw new KnowledgeInputError('The compressed sitemap holds another compressed file', false);
  return unpacked;
}

const formatMegabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** A sitemap document's kind and its `<loc>` values; anything else is refused with the reason. */
export function parseSitemap(xml: string): SitemapDocument {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new KnowledgeInputError(
      `The sitemap is not valid XML (line ${valid.err.line}: ${valid.err.msg})`,
      false,
    );
  }
  const doc = parser.parse(xml) as Record<string, unknown>;
  const urlset = doc.urlset as { url?: { loc?: unknown }[] } | undefined;
  if (urlset !== undefined) return { kind: 'urlset', locs: locsOf(urlset?.url) };
  const index = doc.sitemapindex as { sitemap?: { loc?: unknown }[] } | undefined;
  if (index !== undefined) return { kind: 'sitemapindex', locs: locsOf(index?.sitemap) };
  throw new KnowledgeInputError('This XML is not a sitemap (no <urlset> or <sitemapindex>)', false);
}

function locsOf(entries: { loc?: unknown }[] | undefined): string[] {
  return (entries ?? []).flatMap((e) => (typeof e?.loc === 'string' && e.loc.trim() ? [e.loc.trim()] : []));
}

/** An http(s) page address without its fragment, or null (other schemes and junk are dropped). */
function pageAddress(loc: string): string | null {
  try {
    const u = new URL(loc);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    u.hash = '';
    return u.href;
  } catch {
    return null;
  }
}
