import { lookup } from 'node:dns/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import { type Readable, Transform } from 'node:stream';
import { AllowList, classifyAddress, classifyHostName } from './address-policy';
import { type Connector, nodeConnector, type ResolvedAddress } from './node-connector';
import {
  OutboundBlockedError,
  OutboundContentTypeError,
  OutboundError,
  OutboundHttpStatusError,
  OutboundNetworkError,
  OutboundTimeoutError,
  OutboundTooLargeError,
} from './outbound-errors';

/** Every address a host name has (all of them are checked, not just the first). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const all = await lookup(hostname, { all: true, verbatim: true });
  return all.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** The most redirects any outbound request follows. */
export const MAX_REDIRECTS = 5;

export type TargetCheckOptions = {
  allow?: AllowList;
  resolver?: Resolver;
  /** Requests to this origin skip the address rules (operator configuration such as LLM_BASE_URL). */
  trustedOrigin?: string | null;
};

export type GuardedFetchOptions = TargetCheckOptions & {
  /** The body may not exceed this (announced or delivered); the transfer is aborted beyond it. */
  maxBytes: number;
  /** For the whole exchange: every hop, and the body until it has been read. */
  timeoutMs: number;
  /** At most MAX_REDIRECTS; 0 refuses any redirect. */
  maxRedirects?: number;
  /** Media types the caller accepts (`image/*`, `text/html`); any other Content-Type is refused. */
  accept?: readonly string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: Uint8Array;
  /** The initial URL's origin is operator-trusted (not subject to the private-address rule). */
  operatorTrusted?: boolean;
  /** Answer a final non-2xx response (capped like any body) instead of OutboundHttpStatusError. */
  returnErrorStatus?: boolean;
  connector?: Connector;
  /** Cancels the exchange (e.g. the browser that asked went away). */
  signal?: AbortSignal;
};

export type GuardedResponse = {
  /** The final URL after redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** Lower-case media type without parameters; '' when absent. */
  contentType: string;
  /** The body, capped at maxBytes and bounded by the deadline; errors are Outbound*Error. */
  body: Readable;
  /** Reads the whole (capped) body. */
  bytes(): Promise<Buffer>;
  /** Drops the body and ends the exchange. */
  discard(): void;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const SENSITIVE_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

/**
 * THE way the server reaches another host, so no caller can reach an internal address. Checks the URL
 * (http/https only, no credentials), refuses local and metadata host names, resolves the name and refuses it
 * when ANY address is not public unicast (unless OUTBOUND_ALLOW_HOSTS allows it), connects to the checked
 * address itself (no second lookup: no DNS rebinding), follows redirects by hand re-checking every hop, and
 * caps the body size and the total time. Fails with a typed Outbound*Error whose message can be shown to the
 * user.
 */
export async function guardedFetch(input: string, options: GuardedFetchOptions): Promise<GuardedResponse> {
  const maxRedirects = Math.max(0, Math.min(options.maxRedirects ?? MAX_REDIRECTS, MAX_REDIRECTS));
  const connector = options.connector ?? nodeConnector;
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new OutboundTimeoutError(options.timeoutMs)),
    options.timeoutMs,
  );
  const onCallerAbort = () => deadline.abort(new OutboundError('The fetch was cancelled'));
  if (options.signal?.aborted) onCallerAbort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const release = () => {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  };

  try {
    let url = parseTarget(input);
    const trustedOrigin = options.operatorTrusted ? url.origin : (options.trustedOrigin ?? null);
    let method = options.method ?? 'GET';
    let body = options.body;
    const headers: Record<string, string> = {
      'user-agent': 'Prowrite/0.1 (+media fetch)',
      'accept-encoding': 'identity',
      ...(options.accept ? { accept: `${options.accept.join(', ')};q=1, */*;q=0.1` } : {}),
      ...lowerKeys(options.headers ?? {}),
    };
    for (let hop = 0; ; hop++) {
      const address = await untilDeadline(checkTarget(url, { ...options, trustedOrigin }), deadline.signal);
      const res = await untilDeadline(
        connector({ url, address, method, headers, body, signal: deadline.signal }),
        deadline.signal,
      ).catch((err: unknown) => {
        if (err instanceof OutboundError) throw err;
        throw new OutboundNetworkError(`Could not connect to ${url.host}: ${(err as Error).message}`, {
          cause: err,
        });
      });
      const location = res.headers.location;
      if (REDIRECTS.has(res.status) && typeof location === 'string' && location !== '') {
        res.body.destroy();
        if (hop >= maxRedirects) {
          throw new OutboundBlockedError(input, `more than ${maxRedirects} redirects`);
        }
        const next = parseTarget(location, url);
        if (next.origin !== url.origin) for (const h of SENSITIVE_HEADERS) delete headers[h];
        if (res.status === 303 || (method === 'POST' && (res.status === 301 || res.status === 302))) {
          method = 'GET';
          body = undefined;
          delete headers['content-type'];
          delete headers['content-length'];
        }
        url = next;
        continue;
      }
      if ((res.status < 200 || res.status >= 300) && !options.returnErrorStatus) {
        const detail = await untilDeadline(readSnippet(res.body, 2048), deadline.signal).finally(() =>
          res.body.destroy(),
        );
        throw new OutboundHttpStatusError(res.status, detail);
      }
      const contentType = (String(res.headers['content-type'] ?? '').split(';')[0] ?? '')
        .trim()
        .toLowerCase();
      if (options.accept && !accepts(options.accept, contentType)) {
        res.body.destroy();
        throw new OutboundContentTypeError(contentType, options.accept);
      }
      const announced = Number(res.headers['content-length']);
      if (Number.isFinite(announced) && announced > options.maxBytes) {
        res.body.destroy();
        throw new OutboundTooLargeError(options.maxBytes);
      }
      const capped = capBody(res.body, options.maxBytes, deadline.signal, release);
      return {
        url: url.toString(),
        status: res.status,
        headers: res.headers,
        contentType,
        body: capped,
        bytes: () => collect(capped),
        discard: () => capped.destroy(),
      };
    }
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * The decision alone: answers the address a request to `url` would connect to, or throws
 * OutboundBlockedError (OutboundNetworkError when the name does not resolve). Nothing is connected.
 */
export async function checkTarget(url: URL, options: TargetCheckOptions = {}): Promise<ResolvedAddress> {
  const allow = options.allow ?? EMPTY_ALLOW_LIST;
  const shown = url.toString();
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundBlockedError(shown, 'only http and https addresses can be fetched');
  }
  if (url.username || url.password) {
    throw new OutboundBlockedError(shown, 'addresses with a user name or password are refused');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const trusted =
    (options.trustedOrigin != null && options.trustedOrigin === url.origin) || allow.allowsName(host);
  let addresses: ResolvedAddress[];
  const family = isIP(host);
  if (family !== 0) {
    addresses = [{ address: host, family: family === 6 ? 6 : 4 }];
  } else {
    if (!trusted) {
      const name = classifyHostName(host);
      if (name.blocked) throw new OutboundBlockedError(shown, name.reason);
    }
    try {
      addresses = await (options.resolver ?? systemResolver)(host);
    } catch (err) {
      throw new OutboundNetworkError(`Could not resolve the host name ${host}`, { cause: err });
    }
    if (addresses.length === 0) throw new OutboundNetworkError(`The host name ${host} has no address`);
  }
  if (!trusted) {
    for (const { address } of addresses) {
      const verdict = classifyAddress(address);
      if (verdict.blocked && !allow.allowsAddress(address)) {
        const where = family !== 0 ? address : `${host} resolves to ${address}`;
        throw new OutboundBlockedError(shown, `${where}, ${verdict.reason}`);
      }
    }
  }
  return addresses[0]!;
}

/** `checkTarget` for a URL as typed (WHATWG parsing normalises decimal, octal and hex IPv4 spellings). */
export async function checkUrl(input: string, options: TargetCheckOptions = {}): Promise<ResolvedAddress> {
  return checkTarget(parseTarget(input), options);
}

const EMPTY_ALLOW_LIST = new AllowList();

function parseTarget(value: string, base?: URL): URL {
  try {
    return new URL(value, base);
  } catch {
    throw new OutboundBlockedError(
      value.slice(0, 200),
      base ? 'the redirect address is not a valid URL' : 'not a valid URL',
    );
  }
}

function accepts(accepted: readonly string[], contentType: string): boolean {
  return accepted.some((a) =>
    a.endsWith('/*') ? contentType.startsWith(a.slice(0, -1)) : contentType === a.toLowerCase(),
  );
}

function lowerKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

/** A step that may not observe the signal itself (a resolver) still ends when the deadline passes. */
function untilDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(signal.aborted ? signal.reason : e);
      },
    );
  });
}

/** The body passed through a byte counter that fails past the cap, destroyed when the deadline passes. */
function capBody(source: Readable, maxBytes: number, signal: AbortSignal, release: () => void): Readable {
  let received = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.byteLength;
      if (received > maxBytes) callback(new OutboundTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
  const onAbort = () => capped.destroy(signal.reason as Error);
  signal.addEventListener('abort', onAbort, { once: true });
  source.on('error', (err) => {
    capped.destroy(
      err instanceof OutboundError
        ? err
        : new OutboundNetworkError('The connection closed before the whole response arrived', { cause: err }),
    );
  });
  capped.on('close', () => {
    signal.removeEventListener('abort', onAbort);
    release();
    if (!source.destroyed) source.destroy();
  });
  source.pipe(capped);
  return capped;
}

async function collect(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The start of an error body, for the message; never more than `limit` bytes are read. */
async function readSnippet(body: Readable, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).byteLength;
      if (size >= limit) break;
    }
  } catch {
    // The detail is best effort: the status is the error.
  } finally {
    body.destroy();
  }
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}
