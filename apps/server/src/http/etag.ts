import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong ETag of the exact JSON sent (before compression). */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** A JSON body already serialised, with its content ETag computed once (answers kept whole reuse it). */
export type JsonAnswer = { json: string; contentTag: string };

export function jsonAnswer(json: string): JsonAnswer {
  return { json, contentTag: etagOf(json) };
}

/** True when the request's If-None-Match names `etag` (or `*`): the client's copy is current. */
export function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (`q` > 0), brotli first; null for identity. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  for (const encoding of ['br', 'gzip'] as const) {
    const q = accepted.get(encoding) ?? accepted.get('*');
    if (q !== undefined && q > 0) return encoding;
  }
  return null;
}

/** Bodies below this go out as they are: compressing them saves nothing. */
const MIN_COMPRESS_BYTES = 1024;
const CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Compressed bodies by content hash and encoding, least recently used out first: a deck read by many people (or
 * polled) is compressed once, not per request. Keyed by the content hash, so it can never serve stale bytes.
 */
class CompressedBodies {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  get(contentTag: string, encoding: Encoding, json: string): Buffer {
    const key = `${encoding}${contentTag}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(json, { level: 6 });
    this.entries.set(key, compressed);
    this.bytes += compressed.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= CACHE_MAX_BYTES) break;
      this.entries.delete(oldKey);
      this.bytes -= old.length;
    }
    return compressed;
  }
}

const compressedBodies = new CompressedBodies();

/**
 * Sends a JSON body already serialised, with its ETag: 304 without a body when the client has it, else the
 * body compressed as the client accepts. `private, no-cache`: clients may keep it but must revalidate.
 * With `caller`, the ETag also names who asked, so a copy revalidates only for the caller it was sent to.
 */
export function sendJsonWithEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  json: string,
  options: { caller?: string; contentTag?: string } = {},
): FastifyReply {
  // A precomputed tag must be etagOf(json): JsonAnswer keeps the two together.
  const contentTag = options.contentTag ?? etagOf(json);
  const etag = options.caller === undefined ? contentTag : etagOf(`${options.caller}\n${contentTag}`);
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  if (isNotModified(request, etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding =
    json.length >= MIN_COMPRESS_BYTES ? chooseEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(json);
  return reply.header('content-encoding', encoding).send(compressedBodies.get(contentTag, encoding, json));
}
