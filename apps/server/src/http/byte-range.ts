import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A single range asked for by a `Range: bytes=...` header, before the file's size is known. */
export type RequestedRange = { start: number; end: number | null } | { suffix: number };

/** A range resolved against the file: inclusive offsets, or 'unsatisfiable' (answered 416). */
export type ResolvedRange = { start: number; end: number } | 'unsatisfiable';

/**
 * Parses `bytes=a-b`, `bytes=a-` and `bytes=-n`. Several ranges, other units and malformed headers answer
 * null: the whole file is sent (RFC 9110 lets a server ignore Range).
 */
export function byteRange(header: string | undefined): RequestedRange | null {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') return { suffix: Number(m[2]) };
  const start = Number(m[1]);
  const end = m[2] === '' ? null : Number(m[2]);
  if (!Number.isSafeInteger(start) || (end !== null && (!Number.isSafeInteger(end) || end < start)))
    return null;
  return { start, end };
}

export function resolveRange(range: RequestedRange, size: number): ResolvedRange {
  if ('suffix' in range) {
    if (range.suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) return 'unsatisfiable';
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/**
 * Sends a file opened for a `byteRange` request (the raw route and the public video route share it, since
 * browsers seek videos): 416 naming the size, 206 with Content-Range, or the whole file.
 */
export function sendFilePart(
  reply: FastifyReply,
  file: { stream: Readable | null; size: number; range: ResolvedRange | null },
): FastifyReply {
  reply.header('Accept-Ranges', 'bytes');
  if (file.range === 'unsatisfiable') {
    file.stream?.destroy();
    return reply.status(416).header('Content-Range', `bytes */${file.size}`).send();
  }
  if (file.range) {
    const { start, end } = file.range;
    reply
      .status(206)
      .header('Content-Range', `bytes ${start}-${end}/${file.size}`)
      .header('Content-Length', String(end - start + 1));
  } else {
    reply.header('Content-Length', String(file.size));
  }
  return reply.send(file.stream);
}
