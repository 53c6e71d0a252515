import path from 'node:path';
import { INVITATION_TTL_SECONDS, type Region } from '@prowrite/contracts';
import { z } from 'zod';
import { AllowList } from './http/outbound/address-policy';
import { WORKER_ID_PATTERN } from './jobs/worker-identity';
import { type ChatModel, parseChatModels } from './modules/chat/models/chat-models-config';
import { parseRegionHosts, type RegionHostRule } from './modules/regions/region-hosts';
import { readStorageConfig, type StorageConfig } from './storage/storage-config';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PROWRITE_ADMIN_EMAIL: z.string().optional(),
  PROWRITE_ADMIN_PASSWORD: z.string().optional(),
  LLM_BASE_URL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  EMBEDDING_MODEL: z.string().optional(),
  EMBEDDING_BASE_URL: z.string().optional(),
  EMBEDDING_API_KEY: z.string().optional(),
  TRANSCRIBE_MODEL: z.string().optional(),
  TRANSCRIBE_BASE_URL: z.string().optional(),
  TRANSCRIBE_API_KEY: z.string().optional(),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * 1024 * 1024),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 14),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(0).max(32).default(2),
  /** A worker's lasting name (default: the host name); a restarted worker requeues its own jobs at once. */
  WORKER_ID: z.string().regex(WORKER_ID_PATTERN, 'letters, digits and . _ : - only (at most 100)').optional(),
  /** How long a stopping worker lets running jobs finish before handing them back (0: at once). */
  WORKER_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /** Object storage: file:///path or s3://bucket[/prefix]?endpoint=&region=&forcePathStyle=true */
  STORAGE_URL: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_PREFIX: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0', '']).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Host names, IPs or CIDRs the outbound guard may reach despite the private-address rule. */
  OUTBOUND_ALLOW_HOSTS: z
    .string()
    .default('')
    .refine(
      (v) => {
        try {
          AllowList.parse(v);
          return true;
        } catch {
          return false;
        }
      },
      { message: 'a comma-separated list of host names, IP addresses or CIDR ranges' },
    ),
  LLM_IMAGE_MODEL: z.string().optional(),
  /** A SearXNG instance with the JSON format enabled (web search in chat); unset = web search is off. */
  SEARXNG_URL: z
    .string()
    .optional()
    .refine((v) => !v?.trim() || /^https?:\/\//.test(v.trim()), { message: 'an http:// or https:// URL' }),
  /** How long one search may take (the whole exchange), in ms. */
  SEARXNG_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Key of the URL tickets (at least 32 characters); unset = DATA_DIR/url-ticket.key (one host only). */
  URL_TICKET_SECRET: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 32, { message: 'at least 32 characters' }),
  /**
   * Partners that exchange partner tokens, each with its own credentials: `id:secret` pairs, comma-separated
   * (id of letters, digits, _ and -; secret of 32+ printable characters without commas). Unset = no partner
   * registered: tokens are exchanged by whoever holds them (decision 0066).
   */
  PARTNERS: z
    .string()
    .default('')
    .refine((v) => parsePartners(v) !== null, {
      message: 'comma-separated id:secret pairs, distinct ids, secrets of at least 32 characters',
    }),
  /** Origins allowed to frame the app (a partner portal in embed mode), space- or comma-separated. */
  FRAME_ANCESTORS: z
    .string()
    .default('')
    .refine((v) => splitList(v).every(isOrigin), {
      message: 'a list of origins such as https://portal.example.com (scheme and host, no path)',
    }),
  /** Mail for verification codes: smtp://user:pass@host:587 or smtps://...; unset = development outbox. */
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^smtps?:\/\//.test(v), { message: 'an smtp:// or smtps:// URL' }),
  /** The address users reach the app at (https://prowrite.example.com): links in invitation messages. */
  PUBLIC_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^https?:\/\/[^/]+/.test(v), { message: 'an http:// or https:// URL' }),
  MAIL_FROM: z.string().default('Prowrite <no-reply@prowrite.local>'),
  /** How long an invitation opens a sign-up, in seconds (default 7 days; at most 90 days). */
  INVITATION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(90 * 86400)
    .default(INVITATION_TTL_SECONDS),
  /** SMS for verification codes: an HTTP endpoint taking POST {to, text}; unset = development outbox. */
  SMS_PROVIDER_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^https?:\/\//.test(v), { message: 'an http:// or https:// URL' }),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  MEDIA_IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * 1024 * 1024),
  MEDIA_VIDEO_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(200 * 1024 * 1024),
  /** Chat questions a team may ask in all (10004 beyond) and per UTC day (10005 beyond); 0 = unlimited. */
  CHAT_TEAM_TOTAL_MESSAGES: z.coerce.number().int().min(0).default(0),
  CHAT_TEAM_DAILY_MESSAGES: z.coerce.number().int().min(0).default(0),
  /** Models chat may use besides LLM_MODEL: `name[:premium], …`; the `:premium` one is the member switch's. */
  CHAT_MODELS: z.string().default(''),
  /** Questions answered by the premium model a team may ask in all (10004) and per UTC day (10005); 0 = unlimited. */
  CHAT_TEAM_PREMIUM_TOTAL_MESSAGES: z.coerce.number().int().min(0).default(0),
  CHAT_TEAM_PREMIUM_DAILY_MESSAGES: z.coerce.number().int().min(0).default(0),
  /** The product variant served by default (CN, the China-region variant, or US, the US-region variant). */
  REGION: z.enum(['CN', 'US']).default('CN'),
  /** Hosts served as another region: `us.example.com=US, *.example.cn=CN` (exact host or subdomains). */
  REGION_HOSTS: z
    .string()
    .default('')
    .refine(
      (v) => {
        try {
          parseRegionHosts(v);
          return true;
        } catch {
          return false;
        }
      },
      { message: 'a list of host=US or host=CN entries (a host may start with *.)' },
    ),
  /** OpenID Connect single sign-on (decision 0034): all four of issuer, client id, secret and callback URL, or none. */
  OIDC_ISSUER: z
    .string()
    .optional()
    .refine((v) => !v || /^https?:\/\//.test(v), { message: 'an http:// or https:// URL' }),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** The callback the provider sends users back to: https://<server>/api/sso/oidc/callback. */
  OIDC_REDIRECT_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^https?:\/\//.test(v), { message: 'an http:// or https:// URL' }),
  /** The ID token claim naming the user's team (a string or an array of strings). */
  OIDC_TEAM_CLAIM: z.string().default('groups'),
  /** JSON object: team claim value -> Prowrite team id. A user whose values map to no team is refused. */
  OIDC_TEAM_MAP: z.string().default('{}').refine(isStringMap, { message: 'a JSON object of strings' }),
  OIDC_ROLE_CLAIM: z.string().default('roles'),
  /** JSON object: role claim value -> admin | member | viewer; the highest mapped role wins. */
  OIDC_ROLE_MAP: z
    .string()
    .default('{}')
    .refine(isRoleMap, { message: 'a JSON object of admin, member or viewer' }),
  /** Scopes asked of the provider (space-separated; `openid` is always sent). */
  OIDC_SCOPES: z.string().default('openid email profile'),
  /** The role of a user whose role claim maps to nothing. */
  OIDC_DEFAULT_ROLE: z.enum(['admin', 'member', 'viewer']).default('member'),
});

/** Every environment variable the server reads through this schema (deployment files are checked against it). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  llm: { baseUrl: string; apiKey: string; model: string } | undefined;
  /**
   * An OpenAI-compatible /embeddings model for hybrid knowledge search: EMBEDDING_MODEL at
   * EMBEDDING_BASE_URL (default LLM_BASE_URL) with EMBEDDING_API_KEY (default LLM_API_KEY); unset = lexical.
   */
  embedding: { baseUrl: string; apiKey: string; model: string } | undefined;
  /**
   * An OpenAI-compatible /audio/transcriptions model for video and audio knowledge items: TRANSCRIBE_MODEL at
   * TRANSCRIBE_BASE_URL (default LLM_BASE_URL) with TRANSCRIBE_API_KEY (default LLM_API_KEY); unset = no
   * transcripts (items keep their metadata and say so).
   */
  transcribe: { baseUrl: string; apiKey: string; model: string } | undefined;
  chromiumPath: string;
  uploadMaxBytes: number;
  sessionTtlMs: number;
  webDist: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  workerConcurrency: number;
  workerId: string | undefined;
  workerShutdownGraceMs: number;
  storage: StorageConfig;
  /** OUTBOUND_ALLOW_HOSTS entries (see http/outbound/address-policy AllowList). */
  outboundAllowHosts: string[];
  /** An OpenAI-compatible image model at LLM_BASE_URL; unset = AI images answer 10002. */
  imageModel: string | undefined;
  /** Web search in chat (SEARXNG_URL); undefined = not configured (the web-search ask answers 10040). */
  webSearch: { searxngUrl: string; timeoutMs: number } | undefined;
  media: { imageMaxBytes: number; videoMaxBytes: number };
  /** FRAME_ANCESTORS: origins besides our own that may frame the app. */
  frameAncestors: string[];
  urlTicketSecret: string | undefined;
  /** Default per-team chat message limits (0 = unlimited); an operator may set others per team. */
  chatLimits: { totalMessages: number; dailyMessages: number };
  /** Models chat may use (none without LLM_BASE_URL): LLM_MODEL first, at most one premium. */
  chatModels: ChatModel[];
  /** Per-team limits of questions answered by the premium model (0 = unlimited). */
  premiumLimits: { totalMessages: number; dailyMessages: number };
  mail: { smtpUrl: string | undefined; from: string };
  publicUrl: string | undefined;
  /** Lifetime of a new invitation (INVITATION_TTL_SECONDS). */
  invitationTtlSeconds: number;
  sms: { providerUrl: string | undefined; timeoutMs: number };
  /** OpenID Connect single sign-on; undefined = not configured (the SSO routes answer 404). */
  oidc: OidcConfig | undefined;
  /** REGION and REGION_HOSTS: which variant a request host is served as. */
  region: { fallback: Region; hosts: RegionHostRule[] };
  /** PARTNERS: who may exchange partner tokens, with their secrets; empty = tokens are bearer credentials. */
  partners: PartnerCredential[];
};

export type OidcConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUrl: string;
  scopes: string;
  teamClaim: string;
  teamMap: Record<string, string>;
  roleClaim: string;
  roleMap: Record<string, 'admin' | 'member' | 'viewer'>;
  defaultRole: 'admin' | 'member' | 'viewer';
};

function parseJsonObject(v: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(v);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function isStringMap(v: string): boolean {
  const o = parseJsonObject(v);
  return o !== null && Object.values(o).every((x) => typeof x === 'string');
}

function isRoleMap(v: string): boolean {
  const o = parseJsonObject(v);
  return o !== null && Object.values(o).every((x) => x === 'admin' || x === 'member' || x === 'viewer');
}

function readOidcConfig(e: z.infer<typeof envSchema>): OidcConfig | undefined {
  const required = {
    OIDC_ISSUER: e.OIDC_ISSUER?.trim(),
    OIDC_CLIENT_ID: e.OIDC_CLIENT_ID?.trim(),
    OIDC_CLIENT_SECRET: e.OIDC_CLIENT_SECRET,
    OIDC_REDIRECT_URL: e.OIDC_REDIRECT_URL?.trim(),
  };
  const missing = Object.entries(required).filter(([, v]) => !v);
  if (missing.length === 4) return undefined;
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration:\n${missing.map(([k]) => `${k}: required with the other OIDC_ settings`).join('\n')}`,
    );
  }
  return {
    issuer: required.OIDC_ISSUER!,
    clientId: required.OIDC_CLIENT_ID!,
    clientSecret: required.OIDC_CLIENT_SECRET!,
    redirectUrl: required.OIDC_REDIRECT_URL!,
    scopes: [...new Set(['openid', ...e.OIDC_SCOPES.split(/\s+/).filter(Boolean)])].join(' '),
    teamClaim: e.OIDC_TEAM_CLAIM,
    teamMap: JSON.parse(e.OIDC_TEAM_MAP) as Record<string, string>,
    roleClaim: e.OIDC_ROLE_CLAIM,
    roleMap: JSON.parse(e.OIDC_ROLE_MAP) as OidcConfig['roleMap'],
    defaultRole: e.OIDC_DEFAULT_ROLE,
  };
}

const DEFAULT_LLM_MODEL = 'gpt-4o-mini';

function readChatModels(value: string, standard: string): ChatModel[] {
  const models = parseChatModels(value, standard);
  if (typeof models === 'string') throw new Error(`Invalid configuration:\nCHAT_MODELS: ${models}`);
  return models;
}

export type PartnerCredential = { id: string; secret: string };

/** PARTNERS parsed, or null when any entry is malformed or an id repeats. */
function parsePartners(v: string): PartnerCredential[] | null {
  const entries = v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const partners: PartnerCredential[] = [];
  for (const entry of entries) {
    const at = entry.indexOf(':');
    const id = entry.slice(0, at);
    const secret = entry.slice(at + 1);
    if (at < 1 || !/^[A-Za-z0-9_-]{1,64}$/.test(id) || !/^[\x21-\x7e]{32,256}$/.test(secret)) return null;
    if (partners.some((p) => p.id === id)) return null;
    partners.push({ id, secret });
  }
  return partners;
}

function splitList(v: string): string[] {
  return v
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function isOrigin(v: string): boolean {
  try {
    const url = new URL(v);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === v.replace(/\/$/, '');
  } catch {
    return false;
  }
}

function readTranscribeConfig(e: z.infer<typeof envSchema>): Config['transcribe'] {
  const model = e.TRANSCRIBE_MODEL?.trim();
  if (!model) return undefined;
  const baseUrl = e.TRANSCRIBE_BASE_URL?.trim() || e.LLM_BASE_URL?.trim();
  if (!baseUrl) {
    throw new Error(
      'Invalid configuration:\nTRANSCRIBE_MODEL is set but neither TRANSCRIBE_BASE_URL nor LLM_BASE_URL is',
    );
  }
  return { baseUrl, apiKey: e.TRANSCRIBE_API_KEY ?? e.LLM_API_KEY ?? '', model };
}

function readEmbeddingConfig(e: z.infer<typeof envSchema>): Config['embedding'] {
  const model = e.EMBEDDING_MODEL?.trim();
  if (!model) return undefined;
  const baseUrl = e.EMBEDDING_BASE_URL?.trim() || e.LLM_BASE_URL?.trim();
  if (!baseUrl) {
    throw new Error(
      'Invalid configuration:\nEMBEDDING_MODEL is set but neither EMBEDDING_BASE_URL nor LLM_BASE_URL is',
    );
  }
  return { baseUrl, apiKey: e.EMBEDDING_API_KEY ?? e.LLM_API_KEY ?? '', model };
}

/** Reads configuration from the environment, defaults for what is unset; throws a readable error on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const empty = (v: string | undefined) => (v && v.trim() !== '' ? v : undefined);
  const llmBase = empty(e.LLM_BASE_URL);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: empty(e.DATABASE_URL),
    adminEmail: empty(e.PROWRITE_ADMIN_EMAIL),
    adminPassword: empty(e.PROWRITE_ADMIN_PASSWORD),
    llm: llmBase
      ? { baseUrl: llmBase, apiKey: e.LLM_API_KEY ?? '', model: empty(e.LLM_MODEL) ?? DEFAULT_LLM_MODEL }
      : undefined,
    embedding: readEmbeddingConfig(e),
    transcribe: readTranscribeConfig(e),
    chromiumPath: e.CHROMIUM_PATH,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    webDist: empty(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    workerConcurrency: e.WORKER_CONCURRENCY,
    workerId: empty(e.WORKER_ID),
    workerShutdownGraceMs: e.WORKER_SHUTDOWN_GRACE_MS,
    storage: readStorageConfig(e, path.join(path.resolve(e.DATA_DIR), 'files')),
    outboundAllowHosts: e.OUTBOUND_ALLOW_HOSTS.split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    imageModel: empty(e.LLM_IMAGE_MODEL),
    webSearch: empty(e.SEARXNG_URL)
      ? { searxngUrl: e.SEARXNG_URL!.trim(), timeoutMs: e.SEARXNG_TIMEOUT_MS }
      : undefined,
    media: { imageMaxBytes: e.MEDIA_IMAGE_MAX_BYTES, videoMaxBytes: e.MEDIA_VIDEO_MAX_BYTES },
    frameAncestors: splitList(e.FRAME_ANCESTORS).map((o) => new URL(o).origin),
    urlTicketSecret: empty(e.URL_TICKET_SECRET),
    chatLimits: { totalMessages: e.CHAT_TEAM_TOTAL_MESSAGES, dailyMessages: e.CHAT_TEAM_DAILY_MESSAGES },
    chatModels: llmBase ? readChatModels(e.CHAT_MODELS, empty(e.LLM_MODEL) ?? DEFAULT_LLM_MODEL) : [],
    premiumLimits: {
      totalMessages: e.CHAT_TEAM_PREMIUM_TOTAL_MESSAGES,
      dailyMessages: e.CHAT_TEAM_PREMIUM_DAILY_MESSAGES,
    },
    mail: { smtpUrl: empty(e.SMTP_URL), from: e.MAIL_FROM },
    publicUrl: empty(e.PUBLIC_URL),
    invitationTtlSeconds: e.INVITATION_TTL_SECONDS,
    sms: { providerUrl: empty(e.SMS_PROVIDER_URL), timeoutMs: e.SMS_TIMEOUT_MS },
    oidc: readOidcConfig(e),
    region: { fallback: e.REGION, hosts: parseRegionHosts(e.REGION_HOSTS) },
    partners: parsePartners(e.PARTNERS) ?? [],
  };
}
