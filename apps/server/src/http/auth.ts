import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, type Role, TEMP_USER_TYPE, type User } from '@prowrite/contracts';
import { AppError, forbidden, unauthorized } from './errors';
import {
  allows,
  describeRequirement,
  FULL_ACCOUNT_ONLY,
  type Requirement,
  requirementFor,
} from './permissions';

/** Who is calling. `scope` is what every team-owned repository call takes: there is no other way to query. */
export type AuthContext = {
  userId: string;
  teamId: string;
  role: Role;
  isSuperAdmin: boolean;
  sessionId: string;
  scope: TeamScope;
  /** The profile read with the session, so answering "who am I" costs no second query. */
  user: User;
};

export type TeamScope = { readonly teamId: string };

/** Route-level access: `public` (no login), `user` (the default), `admin`. */
export type AccessLevel = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessLevel;
  }
  interface FastifyRequest {
    authContext: AuthContext | null;
  }
}

export type SessionResolver = (sessionId: string) => Promise<AuthContext | null>;
/** Resolves a URL ticket (`?ticket=`) for one route; null when it is invalid, expired or for another purpose. */
export type TicketResolver = (
  ticket: string,
  method: string,
  routeUrl: string,
) => Promise<AuthContext | null>;

/** The access token as sent: the `Access-Token` header, else `?token=`; '' when neither is given. */
function accessTokenOf(request: FastifyRequest): string {
  const header = request.headers['access-token'];
  if (typeof header === 'string' && header) return header;
  const query = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof query === 'string' ? query : '';
}

/**
 * Reads the `Access-Token` header (base64 of the session id), or `?token=` (EventSource cannot send headers; kept
 * for API clients; the web app uses URL tickets instead, and logs redact both).
 */
export function readSessionId(request: FastifyRequest): string | null {
  return decodeAccessToken(accessTokenOf(request));
}

export function decodeAccessToken(raw: string): string | null {
  if (!raw || raw.length > 200 || !/^[A-Za-z0-9+/=_-]+$/.test(raw)) return null;
  const sessionId = Buffer.from(raw, 'base64').toString('utf8');
  return /^[0-9a-f]{64}$/.test(sessionId) ? sessionId : null;
}

export function encodeAccessToken(sessionId: string): string {
  return Buffer.from(sessionId, 'utf8').toString('base64');
}

/** Where the guard finds callers. */
export type SessionSource = {
  /** The caller of an access token (as sent) when it is cached: no await, no hashing. */
  cached?: (accessToken: string) => AuthContext | undefined;
  resolve: SessionResolver;
  resolveTicket?: TicketResolver;
};

/** What a private route requires, fixed by its declaration and method (so worked out once per route). */
type RouteGuard = {
  access: AccessLevel;
  url: string;
  need: Requirement | null;
  fullAccountOnly: boolean;
};

/** Why `auth` may not call the route, or null. */
function refusal(guard: RouteGuard, auth: AuthContext | null): AppError | null {
  if (!auth) return unauthorized();
  if (guard.access === 'admin' && auth.role !== 'admin') return forbidden('Administrators only');
  if (!guard.need) return forbidden('This endpoint has no permission rule');
  if (!allows(auth.user.bizchat_auth, guard.need)) {
    return forbidden(`You do not have permission to ${describeRequirement(guard.need)}`);
  }
  if (auth.user.type === TEMP_USER_TYPE && guard.fullAccountOnly) {
    return new AppError(403, 'A trial account cannot do this; sign up first', ErrorCode.tempUserNotAllowed);
  }
  return null;
}

/**
 * Every route is private unless it says `config: {access: 'public'}`: a forgotten declaration fails closed.
 * The hook is callback-style and answers a cached session without any await: it runs on every request.
 */
export function registerAuthGuard(app: FastifyInstance, sessions: SessionSource): void {
  app.decorateRequest('authContext', null);
  // Per route config (one per route and its HEAD twin) and method: the rule found by the first request.
  const guards = new WeakMap<object, Map<string, RouteGuard | null>>();
  const guardOf = (request: FastifyRequest): RouteGuard | null => {
    const { config, url } = request.routeOptions;
    let byMethod = guards.get(config);
    if (!byMethod) {
      byMethod = new Map();
      guards.set(config, byMethod);
    }
    let guard = byMethod.get(request.method);
    if (guard === undefined) {
      const access = config.access ?? 'user';
      guard =
        access === 'public' || !url
          ? null
          : {
              access,
              url,
              need: requirementFor(request.method, url),
              fullAccountOnly: FULL_ACCOUNT_ONLY.test(url),
            };
      byMethod.set(request.method, guard);
    }
    return guard;
  };
  const admit = (request: FastifyRequest, guard: RouteGuard, auth: AuthContext | null) => {
    const refused = refusal(guard, auth);
    // The caller is known even when refused (403), as before.
    if (auth) request.authContext = auth;
    return refused;
  };
  // onRequest: a caller without a session is turned away before its body is read or parsed.
  app.addHook('onRequest', (request, _reply, done) => {
    // No route matched: the not-found handler answers (404 or the web app), not the guard.
    if (request.is404) return done();
    const guard = guardOf(request);
    if (!guard) return done();
    const token = accessTokenOf(request);
    const hit = token ? sessions.cached?.(token) : undefined;
    if (hit) return done(admit(request, guard, hit) ?? undefined);
    const sessionId = decodeAccessToken(token);
    const ticket = (request.query as Record<string, unknown> | undefined)?.ticket;
    const pending = sessionId
      ? sessions.resolve(sessionId)
      : typeof ticket === 'string' && sessions.resolveTicket
        ? sessions.resolveTicket(ticket, request.method, guard.url)
        : Promise.resolve(null);
    pending.then(
      (auth) => done(admit(request, guard, auth) ?? undefined),
      (error: Error) => done(error),
    );
  });
}

/** The caller of a private route; the guard has already rejected anonymous calls. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.authContext) throw unauthorized();
  return request.authContext;
}
