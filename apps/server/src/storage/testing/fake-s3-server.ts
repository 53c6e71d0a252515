import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../../http/outbound/testing/listen-on-loopback';

/**
 * A small S3-compatible server for tests, on 127.0.0.1 (decision 0023): path-style PUT/GET/HEAD/DELETE of
 * objects, HeadBucket, ListObjectsV2, byte ranges (206/416), Signature V4 checked on every request, and S3's
 * own error bodies (NoSuchKey, NoSuchBucket, InvalidAccessKeyId, SignatureDoesNotMatch,
 * XAmzContentSHA256Mismatch, InvalidRange) plus 503 SlowDown on demand.
 */
export type FakeS3Options = {
  accessKeyId?: string;
  secretAccessKey?: string;
  region?: string;
  buckets?: string[];
};

export type StoredS3Object = { body: Buffer; etag: string; contentType: string; lastModified: Date };

export type FakeS3 = {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** bucket -> key -> object */
  buckets: Map<string, Map<string, StoredS3Object>>;
  /** Every request seen: method, path and the answered status. */
  requests: { method: string; path: string; status: number }[];
  /** The next `count` requests answer 503 SlowDown (S3's throttling reply). */
  slowDownNext(count: number): void;
  close(): Promise<void>;
};

export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  const accessKeyId = options.accessKeyId ?? 'TESTKEY0000000000000';
  const secretAccessKey = options.secretAccessKey ?? randomBytes(20).toString('base64');
  const region = options.region ?? 'us-east-1';
  const buckets = new Map(
    (options.buckets ?? ['prowrite']).map((b) => [b, new Map<string, StoredS3Object>()]),
  );
  const requests: FakeS3['requests'] = [];
  let slowDown = 0;

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) sendError(res, 500, 'InternalError', (err as Error).message);
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://s3.local');
    const method = req.method ?? 'GET';
    res.on('finish', () => requests.push({ method, path: url.pathname, status: res.statusCode }));
    if (slowDown > 0) {
      slowDown--;
      return sendError(res, 503, 'SlowDown', 'Please reduce your request rate.');
    }
    const auth = verifySignature(req, url, body, { accessKeyId, secretAccessKey, region });
    if (auth) return sendError(res, 403, auth.code, auth.message);

    const [, bucketName = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const bucket = buckets.get(bucketName);
    if (!bucket)
      return sendError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist.', bucketName);

    if (key === '') {
      if (method === 'HEAD') return void res.writeHead(200).end();
      if (method === 'GET' && url.searchParams.get('list-type') === '2') return listObjects(res, bucket, url);
      return sendError(
        res,
        405,
        'MethodNotAllowed',
        'The specified method is not allowed against this resource.',
      );
    }

    switch (method) {
      case 'PUT': {
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        bucket.set(key, {
          body,
          etag,
          contentType: header(req, 'content-type') ?? 'binary/octet-stream',
          lastModified: new Date(),
        });
        res.writeHead(200, { ETag: etag }).end();
        return;
      }
      case 'DELETE':
        bucket.delete(key);
        res.writeHead(204).end();
        return;
      case 'GET':
      case 'HEAD': {
        const object = bucket.get(key);
        if (!object) {
          if (method === 'HEAD') return void res.writeHead(404).end();
          return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.', key);
        }
        return sendObject(req, res, object, method === 'HEAD');
      }
      default:
        return sendError(
          res,
          405,
          'MethodNotAllowed',
          'The specified method is not allowed against this resource.',
        );
    }
  }

  const port = await listenOnLoopback(server);
  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId,
    secretAccessKey,
    region,
    buckets,
    requests,
    slowDownNext(count) {
      slowDown = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sendObject(
  req: IncomingMessage,
  res: ServerResponse,
  object: StoredS3Object,
  headOnly: boolean,
): void {
  const size = object.body.length;
  const common = {
    ETag: object.etag,
    'Content-Type': object.contentType,
    'Last-Modified': object.lastModified.toUTCString(),
    'Accept-Ranges': 'bytes',
  };
  const range = header(req, 'range');
  if (!range || headOnly) {
    res.writeHead(200, { ...common, 'Content-Length': size });
    res.end(headOnly ? undefined : object.body);
    return;
  }
  const parsed = parseRange(range, size);
  if (parsed === 'ignore') {
    res.writeHead(200, { ...common, 'Content-Length': size }).end(object.body);
    return;
  }
  if (parsed === 'unsatisfiable') {
    sendError(res, 416, 'InvalidRange', 'The requested range is not satisfiable', undefined, {
      'Content-Range': `bytes */${size}`,
    });
    return;
  }
  const part = object.body.subarray(parsed.start, parsed.end + 1);
  res.writeHead(206, {
    ...common,
    'Content-Length': part.length,
    'Content-Range': `bytes ${parsed.start}-${parsed.end}/${size}`,
  });
  res.end(part);
}

/** RFC 9110 single byte range, as S3 reads it: malformed ranges are ignored (whole object). */
function parseRange(
  value: string,
  size: number,
): { start: number; end: number } | 'ignore' | 'unsatisfiable' {
  const m = /^bytes=(\d*)-(\d*)$/.exec(value.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'ignore';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return 'ignore';
  return { start, end };
}

function listObjects(res: ServerResponse, bucket: Map<string, StoredS3Object>, url: URL): void {
  const prefix = url.searchParams.get('prefix') ?? '';
  const maxKeys = Math.min(1000, Number(url.searchParams.get('max-keys') ?? 1000) || 1000);
  const after = url.searchParams.get('continuation-token') ?? url.searchParams.get('start-after') ?? '';
  const keys = [...bucket.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
  const page = keys.slice(0, maxKeys);
  const truncated = keys.length > page.length;
  const contents = page
    .map((k) => {
      const o = bucket.get(k) as StoredS3Object;
      return `<Contents><Key>${xml(k)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>${xml(o.etag)}</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
    })
    .join('');
  const next = truncated ? `<NextContinuationToken>${xml(page.at(-1) ?? '')}</NextContinuationToken>` : '';
  res.writeHead(200, { 'Content-Type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
  );
}

type SignatureFailure = { code: string; message: string } | null;

/** AWS Signature Version 4 (header form), the way S3 checks it. */
function verifySignature(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  creds: { accessKeyId: string; secretAccessKey: string; region: string },
): SignatureFailure {
  const authorization = header(req, 'authorization');
  if (!authorization) return { code: 'AccessDenied', message: 'Access Denied' };
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!m) return { code: 'AuthorizationHeaderMalformed', message: 'The authorization header is malformed.' };
  const [, keyId, date, region, signedHeaders, signature] = m as unknown as string[];
  if (keyId !== creds.accessKeyId) {
    return {
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
    };
  }
  if (region !== creds.region) {
    return {
      code: 'AuthorizationHeaderMalformed',
      message: `the region '${region}' is wrong; expecting '${creds.region}'`,
    };
  }
  const amzDate = header(req, 'x-amz-date') ?? '';
  const payloadHash = header(req, 'x-amz-content-sha256') ?? '';
  if (/^[0-9a-f]{64}$/.test(payloadHash) && createHash('sha256').update(body).digest('hex') !== payloadHash) {
    return {
      code: 'XAmzContentSHA256Mismatch',
      message: "The provided 'x-amz-content-sha256' header does not match what was computed.",
    };
  }
  const names = (signedHeaders as string).split(';');
  const canonicalHeaders = names
    .map((n) => `${n}:${(header(req, n) ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
  const canonicalRequest = [
    req.method,
    rawPath,
    canonicalQuery(url),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${creds.secretAccessKey}`, date as string);
  for (const part of [region as string, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  const given = Buffer.from(signature as string, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return {
      code: 'SignatureDoesNotMatch',
      message:
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    };
  }
  return null;
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(',') : value;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  resource?: string,
  headers: Record<string, string> = {},
): void {
  const requestId = randomBytes(8).toString('hex').toUpperCase();
  const extra = resource === undefined ? '' : `<Resource>${xml(resource)}</Resource>`;
  const payload = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xml(message)}</Message>${extra}<RequestId>${requestId}</RequestId></Error>`;
  res.writeHead(status, {
    'Content-Type': 'application/xml',
    'Content-Length': Buffer.byteLength(payload),
    'x-amz-request-id': requestId,
    ...headers,
  });
  res.end(payload);
}

function xml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
