import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  type LoginResult,
  type ScanLoginCreated,
  type ScanLoginDecisionResult,
  type ScanLoginEvent,
  type ScanLoginScanResult,
} from '@prowrite/contracts';
import { newId } from '../../../db/ids';
import type { WakeUpChannel } from '../../../db/wake-up-channel';
import type { AuthContext } from '../../../http/auth';
import { AppError, tooManyRequests } from '../../../http/errors';
import type { RateLimits } from '../../rate-limits/rate-limits.service';
import type { AccountsService } from '../accounts.service';
import { browserParts, maskAddress } from './requester-label';
import type { ScanLoginRepository, ScanLoginRow } from './scan-login.repository';

export type ScanLoginOptions = {
  /** How long a QR code can be scanned and decided. */
  ttlMs: number;
  /** How long the waiting page has to exchange the ticket after approval. */
  ticketTtlMs: number;
  /** New QR codes per client address per window. */
  createsPerAddress: number;
  windowMs: number;
};

export const DEFAULT_SCAN_LOGIN_OPTIONS: ScanLoginOptions = {
  ttlMs: 120_000,
  ticketTtlMs: 30_000,
  createsPerAddress: 30,
  windowMs: 10 * 60_000,
};

/** Rows stay this long past their expiry, so a late page reads "expired" rather than "unknown". */
const KEEP_EXPIRED_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 60_000;
const MAX_AGENT_CHARS = 300;

const token = () => randomBytes(32).toString('base64url');
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

const invalid = (what: string) =>
  new AppError(400, `${what} is unknown or was already used`, ErrorCode.scanLoginInvalid);
const expired = () =>
  new AppError(410, 'The QR code has expired; show a new one', ErrorCode.scanLoginExpired);
const taken = () =>
  new AppError(409, 'This login was already scanned on another account or decided', ErrorCode.scanLoginTaken);

/**
 * Scan login (method 3): a login page creates a pending login and shows its secret in a QR code; a signed-in
 * phone scans it (and sees who asks), then approves or refuses; the waiting page follows the login's state
 * by server push and exchanges the one-time ticket of an approval for a session. Secrets and watch keys are
 * stored hashed; the ticket is an HMAC of the login and a nonce stored at approval, so the database alone
 * cannot produce it, and it is good for one exchange.
 */
export class ScanLoginService {
  private lastSweep = 0;

  constructor(
    private readonly repo: ScanLoginRepository,
    private readonly accounts: AccountsService,
    private readonly rateLimits: RateLimits,
    private readonly wakeups: WakeUpChannel,
    private readonly serverKey: Buffer,
    /** Replaceable so tests can shorten lives and move the clock. */
    public options: ScanLoginOptions = DEFAULT_SCAN_LOGIN_OPTIONS,
    public now: () => number = Date.now,
  ) {}

  async create(requester: { ip: string; userAgent: string }): Promise<ScanLoginCreated> {
    const admission = await this.rateLimits.reserve([
      {
        key: `scan-create:${requester.ip}`,
        limit: this.options.createsPerAddress,
        windowMs: this.options.windowMs,
      },
    ]);
    if (!admission.allowed) {
      const wait = Math.max(1, Math.ceil(admission.retryAfterMs / 1000));
      throw tooManyRequests(`Too many QR codes from this address; try again in ${wait} s`);
    }
    const now = this.now();
    await this.sweep(now);
    const id = newId();
    const secret = token();
    const watchKey = token();
    const expiresAt = new Date(now + this.options.ttlMs);
    await this.repo.insert({
      id,
      secretHash: sha256(secret),
      watchKeyHash: sha256(watchKey),
      requesterIp: requester.ip,
      requesterAgent: requester.userAgent.slice(0, MAX_AGENT_CHARS),
      expiresAt,
    });
    return {
      id,
      secret,
      watch_key: watchKey,
      expires_at: seconds(expiresAt),
      ttl_seconds: Math.max(1, Math.ceil(this.options.ttlMs / 1000)),
    };
  }

  /** The login the waiting page may follow: its id with the watch key it was given (else 400). */
  async openWatch(id: string, watchKey: string): Promise<ScanLoginRow> {
    const row = await this.repo.findById(id);
    if (!row || !sameText(row.watchKeyHash, sha256(watchKey))) throw invalid('The scan login');
    return row;
  }

  /** The login as it is now (for the stream's next read). */
  async current(id: string): Promise<ScanLoginRow | undefined> {
    return this.repo.findById(id);
  }

  /** What the waiting page is told about `row`, with the stream event id (none for `expired`: it is computed). */
  eventFor(row: ScanLoginRow): { event: ScanLoginEvent; id: number | undefined } {
    const live = row.expiresAt.getTime() > this.now();
    const id = row.version;
    switch (row.state) {
      case 'pending':
      case 'scanned':
        return live
          ? { event: { state: row.state, expires_at: seconds(row.expiresAt) }, id }
          : { event: { state: 'expired' }, id: undefined };
      case 'approved':
        return live && row.ticketNonce
          ? { event: { state: 'approved', ticket: this.ticketFor(row.id, row.ticketNonce) }, id }
          : { event: { state: 'expired' }, id: undefined };
      case 'rejected':
        return { event: { state: 'rejected' }, id };
      case 'used':
        return { event: { state: 'used' }, id };
    }
  }

  /** Milliseconds until `row` expires (the stream re-reads then, to tell the page). */
  msUntilExpiry(row: ScanLoginRow): number {
    return Math.max(0, row.expiresAt.getTime() - this.now());
  }

  /** The phone opened the QR: the login is marked scanned by this user, and the phone sees who is asking. */
  async scan(auth: AuthContext, secret: string, phoneIp: string): Promise<ScanLoginScanResult> {
    const secretHash = sha256(secret);
    const now = new Date(this.now());
    const changed = await this.repo.markScanned(secretHash, auth.userId, now);
    const row = changed ?? (await this.repo.findBySecret(secretHash));
    if (!row) throw invalid('The QR code');
    if (changed) this.wakeups.notify(row.id);
    else this.assertOpenFor(row, auth.userId, now);
    return {
      state: row.state,
      expires_at: seconds(row.expiresAt),
      requester: {
        user_agent: row.requesterAgent,
        ...browserParts(row.requesterAgent),
        address: maskAddress(row.requesterIp),
        same_address: row.requesterIp === phoneIp,
        created_at: seconds(row.createdAt),
      },
    };
  }

  async approve(auth: AuthContext, secret: string): Promise<ScanLoginDecisionResult> {
    const now = this.now();
    return this.decide(auth, secret, {
      state: 'approved',
      ticketNonce: token(),
      ticketExpiresAt: new Date(now + this.options.ticketTtlMs),
    });
  }

  async reject(auth: AuthContext, secret: string): Promise<ScanLoginDecisionResult> {
    return this.decide(auth, secret, { state: 'rejected' });
  }

  /** The approved login's ticket, once, for a session of the user who approved. */
  async exchange(id: string, ticket: string): Promise<LoginResult> {
    const row = await this.repo.findById(id);
    if (!row) throw invalid('The scan login');
    if (row.state !== 'approved' || !row.ticketNonce) throw invalid('The ticket');
    if (!sameText(this.ticketFor(row.id, row.ticketNonce), ticket)) throw invalid('The ticket');
    const now = new Date(this.now());
    if (row.expiresAt <= now) throw expired();
    const userId = await this.repo.consume(id, row.ticketNonce, now);
    // A parallel exchange of the same ticket won: this one gets no session.
    if (!userId) throw invalid('The ticket');
    this.wakeups.notify(id);
    return this.accounts.startSession(userId);
  }

  private async decide(
    auth: AuthContext,
    secret: string,
    decision: Parameters<ScanLoginRepository['decide']>[3],
  ): Promise<ScanLoginDecisionResult> {
    const secretHash = sha256(secret);
    const now = new Date(this.now());
    const row = await this.repo.decide(secretHash, auth.userId, now, decision);
    if (row) {
      this.wakeups.notify(row.id);
      return { state: decision.state };
    }
    const existing = await this.repo.findBySecret(secretHash);
    if (!existing) throw invalid('The QR code');
    this.assertOpenFor(existing, auth.userId, now);
    // Open a moment ago but decided by a parallel call since: that call won.
    throw taken();
  }

  /** Why `row` cannot be scanned or decided by this user now. */
  private assertOpenFor(row: ScanLoginRow, userId: string, now: Date): void {
    const open = row.state === 'pending' || row.state === 'scanned';
    if (open && row.expiresAt <= now) throw expired();
    if (!open || (row.userId !== null && row.userId !== userId)) throw taken();
  }

  private ticketFor(id: string, nonce: string): string {
    return createHmac('sha256', this.serverKey)
      .update(`scan-login-ticket\n${id}\n${nonce}`)
      .digest('base64url');
  }

  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.repo.deleteExpired(new Date(now - KEEP_EXPIRED_MS));
  }
}

/** Equal strings, compared in constant time (tickets, key hashes). */
function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
