import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UrlTicketPurpose } from '@prowrite/contracts';

/** Long enough to open a stream or load a page's images; short enough that a leaked URL soon goes stale. */
export const URL_TICKET_TTL_MS = 5 * 60_000;

/** The routes each purpose opens (GET only): nothing else accepts the ticket. */
const PURPOSE_ROUTES: Record<UrlTicketPurpose, (routeUrl: string) => boolean> = {
  stream: (url) => url === '/api/prowrite/v1/generate/stream',
  files: (url) => url.startsWith('/api/files/') && url !== '/api/files/upload',
};

type Claims = { s: string; p: UrlTicketPurpose; e: number };

/**
 * Short-lived, single-purpose URL tickets (HMAC-SHA256) standing for a session where a browser cannot send
 * the Access-Token header (EventSource, <img>, <video>). A ticket names the session by the hash the database
 * keeps (so logging out ends its tickets too), its purpose and its expiry; the secret is shared by every
 * process (URL_TICKET_SECRET or DATA_DIR/url-ticket.key), so any process accepts any process's ticket.
 */
export class UrlTickets {
  constructor(
    private readonly secret: Buffer,
    private readonly ttlMs = URL_TICKET_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  mint(sessionHash: string, purpose: UrlTicketPurpose): { ticket: string; expiresAt: number } {
    const claims: Claims = { s: sessionHash, p: purpose, e: this.now() + this.ttlMs };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return { ticket: `${payload}.${this.sign(payload)}`, expiresAt: claims.e };
  }

  /** The session hash of a valid, unexpired ticket made for a purpose that opens `routeUrl`; else null. */
  sessionFor(ticket: string, method: string, routeUrl: string): string | null {
    if (method !== 'GET' || ticket.length > 1000) return null;
    const [payload, signature, extra] = ticket.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let claims: Claims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
    } catch {
      return null;
    }
    if (typeof claims.e !== 'number' || claims.e < this.now() || typeof claims.s !== 'string') return null;
    const opens = PURPOSE_ROUTES[claims.p];
    return opens?.(routeUrl) ? claims.s : null;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`url-ticket\n${payload}`).digest('base64url');
  }
}
