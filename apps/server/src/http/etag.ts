import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong ETag of the exact bytes sent (before compression). */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
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

/**
 * Sends a JSON body already serialised, with its ETag: 304 without a body when the client has it, else the
 * body compressed as the client accepts. `private, no-cache`: clients may keep it but must revalidate.
 */
export function sendJsonWithEtag(request: FastifyRequest, reply: FastifyReply, json: string): FastifyReply {
  const etag = etagOf(json);
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  if (isNotModified(request, etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  reply.compress(json);
  return reply;
}
