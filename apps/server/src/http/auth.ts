import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, type Role, TEMP_USER_TYPE, type User } from '@prowrite/contracts';
import { AppError, forbidden, unauthorized } from './errors';
import { allows, describeRequirement, FULL_ACCOUNT_ONLY, requirementFor } from './permissions';

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

/**
 * Reads the `Access-Token` header (base64 of the session id), or `?token=` (EventSource cannot send headers; kept
 * for API clients; the web app uses URL tickets instead, and logs redact both).
 */
export function readSessionId(request: FastifyRequest): string | null {
  const header = request.headers['access-token'];
  const query = (request.query as Record<string, unknown> | undefined)?.token;
  const raw = typeof header === 'string' && header ? header : typeof query === 'string' ? query : '';
  return decodeAccessToken(raw);
}

export function decodeAccessToken(raw: string): string | null {
  if (!raw || raw.length > 200 || !/^[A-Za-z0-9+/=_-]+$/.test(raw)) return null;
  const sessionId = Buffer.from(raw, 'base64').toString('utf8');
  return /^[0-9a-f]{64}$/.test(sessionId) ? sessionId : null;
}

export function encodeAccessToken(sessionId: string): string {
  return Buffer.from(sessionId, 'utf8').toString('base64');
}

/**
 * Every route is private unless it says `config: {access: 'public'}`: a forgotten declaration fails closed.
 */
export function registerAuthGuard(
  app: FastifyInstance,
  resolve: SessionResolver,
  resolveTicket?: TicketResolver,
): void {
  app.decorateRequest('authContext', null);
  // onRequest: a caller without a session is turned away before its body is read or parsed.
  app.addHook('onRequest', async (request) => {
    // No route matched: the not-found handler answers (404 or the web app), not the guard.
    if (!request.routeOptions.url) return;
    const access = request.routeOptions.config.access ?? 'user';
    if (access === 'public') return;
    const sessionId = readSessionId(request);
    const ticket = (request.query as Record<string, unknown> | undefined)?.ticket;
    const auth = sessionId
      ? await resolve(sessionId)
      : typeof ticket === 'string' && resolveTicket
        ? await resolveTicket(ticket, request.method, request.routeOptions.url)
        : null;
    if (!auth) throw unauthorized();
    request.authContext = auth;
    if (access === 'admin' && auth.role !== 'admin') throw forbidden('Administrators only');
    const need = requirementFor(request.method, request.routeOptions.url);
    if (!need) throw forbidden('This endpoint has no permission rule');
    if (!allows(auth.user.bizchat_auth, need)) {
      throw forbidden(`You do not have permission to ${describeRequirement(need)}`);
    }
    if (auth.user.type === TEMP_USER_TYPE && FULL_ACCOUNT_ONLY.test(request.routeOptions.url)) {
      throw new AppError(403, 'A trial account cannot do this; sign up first', ErrorCode.tempUserNotAllowed);
    }
  });
}

/** The caller of a private route; the guard has already rejected anonymous calls. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.authContext) throw unauthorized();
  return request.authContext;
}
