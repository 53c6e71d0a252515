import { fileURLToPath } from 'node:url';

export type S3StorageConfig = {
  kind: 's3';
  bucket: string;
  /** Key prefix inside the bucket ('' or ending in '/'). */
  prefix: string;
  /** An S3-compatible server (MinIO, Ceph, R2 …); absent = AWS. */
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** Absent: the AWS SDK's default chain (AWS_* variables, instance role …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export type StorageConfig = { kind: 'local'; root: string } | S3StorageConfig;

type StorageEnv = {
  STORAGE_URL?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_PREFIX?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_REGION?: string | undefined;
  S3_FORCE_PATH_STYLE?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
};

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function invalid(variable: string, message: string): Error {
  return new Error(`Invalid configuration:\n${variable}: ${message}`);
}

/**
 * Where files go: STORAGE_URL (`file:///path` or `s3://bucket[/prefix]?endpoint=…&region=…&forcePathStyle=true`)
 * or the S3_* variables (S3_BUCKET set); otherwise the local folder `defaultRoot`. S3_* values fill what the
 * URL leaves out. Credentials never go in the URL (it is logged and shown): S3_ACCESS_KEY_ID and
 * S3_SECRET_ACCESS_KEY, or the AWS SDK's own chain.
 */
export function readStorageConfig(env: StorageEnv, defaultRoot: string): StorageConfig {
  const value = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : undefined);
  const raw = value(env.STORAGE_URL);
  let url: URL | undefined;
  if (raw) {
    try {
      url = new URL(raw);
    } catch {
      throw invalid('STORAGE_URL', 'not a URL (file:///path or s3://bucket?endpoint=…)');
    }
    if (url.protocol === 'file:') return { kind: 'local', root: fileURLToPath(url) };
    if (url.protocol !== 's3:')
      throw invalid('STORAGE_URL', `unsupported scheme "${url.protocol}" (file: or s3:)`);
    if (url.username || url.password) {
      throw invalid(
        'STORAGE_URL',
        'no credentials in the URL: use S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      );
    }
  } else if (!value(env.S3_BUCKET)) {
    return { kind: 'local', root: defaultRoot };
  }
  const param = (name: string) => value(url?.searchParams.get(name) ?? undefined);
  const bucket = url ? url.hostname : (value(env.S3_BUCKET) ?? '');
  if (!BUCKET.test(bucket))
    throw invalid(url ? 'STORAGE_URL' : 'S3_BUCKET', `"${bucket}" is not a bucket name`);
  const rawPrefix = url ? decodeURIComponent(url.pathname.replace(/^\/+/, '')) : (value(env.S3_PREFIX) ?? '');
  const prefix = rawPrefix === '' || rawPrefix.endsWith('/') ? rawPrefix : `${rawPrefix}/`;
  const endpoint = param('endpoint') ?? value(env.S3_ENDPOINT);
  if (endpoint) {
    try {
      const e = new URL(endpoint);
      if (e.protocol !== 'http:' && e.protocol !== 'https:') throw new Error();
    } catch {
      throw invalid(url ? 'STORAGE_URL' : 'S3_ENDPOINT', `endpoint "${endpoint}" is not an http(s) URL`);
    }
  }
  const pathStyle = param('forcePathStyle') ?? value(env.S3_FORCE_PATH_STYLE);
  const accessKeyId = value(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = value(env.S3_SECRET_ACCESS_KEY);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw invalid('S3_ACCESS_KEY_ID', 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  return {
    kind: 's3',
    bucket,
    prefix,
    endpoint,
    region: param('region') ?? value(env.S3_REGION) ?? 'us-east-1',
    // Most S3-compatible servers want path-style addressing; AWS itself prefers virtual hosts.
    forcePathStyle: pathStyle === undefined ? Boolean(endpoint) : pathStyle === 'true' || pathStyle === '1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}
