import type { LimitRule, RateLimits } from '../rate-limits/rate-limits.service';

export type LoginThrottlePolicy = {
  /** Failures of one account from one address per window (the attacker at one address). */
  perPair: number;
  /** Failures from one address over all accounts (an office or NAT shares one address: wider). */
  perAddress: number;
  windowMs: number;
  /**
   * Failures of one account from all addresses together, per a longer window: the slow ceiling against a
   * distributed guess. Addresses that logged into the account before are exempt, so an attacker elsewhere
   * cannot lock the owner out of their own address.
   */
  perAccount: number;
  accountWindowMs: number;
  /** How long a successful login keeps its address "known" for the account. */
  knownAddressMs: number;
};

export const DEFAULT_LOGIN_POLICY: LoginThrottlePolicy = {
  perPair: 5,
  perAddress: 20,
  windowMs: 15 * 60_000,
  perAccount: 50,
  accountWindowMs: 60 * 60_000,
  knownAddressMs: 30 * 24 * 60 * 60_000,
};

export type LoginAttempt = { email: string; ip: string };

/** Seconds to wait (0: admitted), and the counters the attempt was charged to. */
export type ThrottleAnswer = { retryAfterSeconds: number; charged: string[] };

/**
 * The login throttle on the shared counters. An attempt is RESERVED before the password is hashed (so a
 * parallel burst cannot all pass the check while the slow hash runs), kept when it fails, and given back
 * when it succeeds.
 */
export class LoginThrottle {
  constructor(
    private readonly limits: RateLimits,
    private readonly policy: LoginThrottlePolicy = DEFAULT_LOGIN_POLICY,
  ) {}

  async reserve(attempt: LoginAttempt): Promise<ThrottleAnswer> {
    const known = (await this.limits.count(knownKey(attempt))) > 0;
    const rules = this.rules(attempt, known);
    const admission = await this.limits.reserve(rules);
    const charged = rules.map((r) => r.key);
    if (admission.allowed) return { retryAfterSeconds: 0, charged };
    return { retryAfterSeconds: Math.max(1, Math.ceil(admission.retryAfterMs / 1000)), charged };
  }

  /**
   * The right password: this address's count for the account is cleared, the other counters get the attempt
   * back (they count failures), and the address becomes known to the account.
   */
  async succeeded(attempt: LoginAttempt, answer: ThrottleAnswer): Promise<void> {
    await this.limits.clear(pairKey(attempt));
    await this.limits.refund(answer.charged.filter((k) => k !== pairKey(attempt)));
    await this.limits.reserve([
      { key: knownKey(attempt), limit: Number.MAX_SAFE_INTEGER, windowMs: this.policy.knownAddressMs },
    ]);
  }

  /**
   * Uses a signed login's nonce: true the first time, false for every repeat within `windowMs` (after that
   * the timestamp check refuses the request anyway).
   */
  async useNonce(account: string, nonce: string, windowMs: number): Promise<boolean> {
    const admission = await this.limits.reserve([
      { key: `login-nonce:${account}\n${nonce}`, limit: 1, windowMs },
    ]);
    return admission.allowed;
  }

  private rules(attempt: LoginAttempt, known: boolean): LimitRule[] {
    const p = this.policy;
    const rules: LimitRule[] = [
      { key: pairKey(attempt), limit: p.perPair, windowMs: p.windowMs },
      { key: addressKey(attempt), limit: p.perAddress, windowMs: p.windowMs },
    ];
    if (!known) rules.push({ key: accountKey(attempt), limit: p.perAccount, windowMs: p.accountWindowMs });
    return rules;
  }
}

const pairKey = (a: LoginAttempt) => `login-pair:${a.email}\n${a.ip}`;
const addressKey = (a: LoginAttempt) => `login-address:${a.ip}`;
const accountKey = (a: LoginAttempt) => `login-account:${a.email}`;
const knownKey = (a: LoginAttempt) => `login-known:${a.email}\n${a.ip}`;
