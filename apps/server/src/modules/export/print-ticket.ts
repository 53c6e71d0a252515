import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { bizchatAuthFor } from '@prowrite/contracts';
import type { AuthContext } from '../../http/auth';
import { AppError } from '../../http/errors';

/** What a print ticket lets its holder read: one work of one team, for a short while. */
export type PrintClaims = { workId: string; teamId: string; userId: string; expiresAt: number };

export const PRINT_TICKET_TTL_MS = 2 * 60_000;

const invalid = () => new AppError(401, 'The print ticket is invalid or has expired');

/**
 * Short-lived signed tickets for the server's own print pages (Chromium has no session, and a session token
 * never goes into a URL). HMAC-SHA256 with a random secret of this process: tickets die with the process,
 * which is fine since Chromium is served by the same process.
 */
export class PrintTickets {
  private readonly secret = randomBytes(32);

  constructor(
    private readonly ttlMs = PRINT_TICKET_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  mint(claims: Omit<PrintClaims, 'expiresAt'>): string {
    const body: PrintClaims = { ...claims, expiresAt: this.now() + this.ttlMs };
    const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  /** The claims of a valid, unexpired ticket; else a 401. */
  verify(ticket: string): PrintClaims {
    const [payload, signature, extra] = ticket.split('.');
    if (!payload || !signature || extra !== undefined) throw invalid();
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
    let claims: PrintClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PrintClaims;
    } catch {
      throw invalid();
    }
    if (typeof claims.expiresAt !== 'number' || claims.expiresAt < this.now()) throw invalid();
    return claims;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}

/**
 * The caller a ticket stands for, for services that take an AuthContext (the work detail reads comment
 * stats for `userId`). It carries no session and no role beyond member: it only ever reads one work.
 */
export function ticketPrincipal(claims: PrintClaims): AuthContext {
  return {
    userId: claims.userId,
    teamId: claims.teamId,
    role: 'member',
    isSuperAdmin: false,
    sessionId: '',
    scope: { teamId: claims.teamId },
    user: {
      id: claims.userId,
      name: '',
      email: '',
      avatar: '',
      type: 'member',
      team_id: claims.teamId,
      team_name: '',
      is_super_admin: false,
      bizchat_auth: bizchatAuthFor('member'),
    },
  };
}
