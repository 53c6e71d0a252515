import type { LimitRule, RateLimits } from '../../rate-limits/rate-limits.service';

export type CodeThrottlePolicy = {
  /** One send per address and client address per this many ms (the resend countdown). */
  resendMs: number;
  /** Sends per address and client address per hour. */
  sendsPerPair: number;
  /** Sends from one client address over all addresses per hour. */
  sendsPerClient: number;
  /** Sends to one address from unknown client addresses per hour (against message bombing). */
  sendsPerAddress: number;
  /** Wrong codes from one client address per window, over all addresses. */
  failuresPerClient: number;
  /** Wrong codes for one address from unknown client addresses per window (the distributed guess). */
  failuresPerAddress: number;
  windowMs: number;
  /** How long a successful check keeps the client address "known" for the address. */
  knownMs: number;
};

export const DEFAULT_CODE_POLICY: CodeThrottlePolicy = {
  resendMs: 60_000,
  sendsPerPair: 5,
  sendsPerClient: 20,
  sendsPerAddress: 10,
  failuresPerClient: 30,
  failuresPerAddress: 50,
  windowMs: 60 * 60_000,
  knownMs: 30 * 24 * 3600_000,
};

export type Verdict = { allowed: true; charged: string[] } | { allowed: false; retryAfterSeconds: number };

/**
 * Limits on sending and guessing codes, on the shared counters. Each code dies after its own tries; these
 * limits bound guesses across codes. The per-address limits skip client addresses that proved the address
 * before (the owner's), so a stranger exhausting them cannot lock the owner out.
 */
export class CodeThrottle {
  constructor(
    private readonly limits: RateLimits,
    readonly policy: CodeThrottlePolicy = DEFAULT_CODE_POLICY,
  ) {}

  async reserveSend(address: string, ip: string): Promise<Verdict> {
    const p = this.policy;
    const rules: LimitRule[] = [
      { key: `code-resend:${address}\n${ip}`, limit: 1, windowMs: p.resendMs },
      { key: `code-send-pair:${address}\n${ip}`, limit: p.sendsPerPair, windowMs: p.windowMs },
      { key: `code-send-client:${ip}`, limit: p.sendsPerClient, windowMs: p.windowMs },
    ];
    if (!(await this.known(address, ip))) {
      rules.push({ key: `code-send-address:${address}`, limit: p.sendsPerAddress, windowMs: p.windowMs });
    }
    return this.reserve(rules);
  }

  /** Gives a send back (the provider failed: the user may try again at once). */
  async refund(verdict: Verdict): Promise<void> {
    if (verdict.allowed) await this.limits.refund(verdict.charged);
  }

  async reserveCheck(address: string, ip: string): Promise<Verdict> {
    const p = this.policy;
    const rules: LimitRule[] = [
      { key: `code-fail-client:${ip}`, limit: p.failuresPerClient, windowMs: p.windowMs },
    ];
    if (!(await this.known(address, ip))) {
      rules.push({ key: `code-fail-address:${address}`, limit: p.failuresPerAddress, windowMs: p.windowMs });
    }
    return this.reserve(rules);
  }

  /** The right code: the failure counters get the attempt back and the client address becomes known. */
  async checkSucceeded(address: string, ip: string, verdict: Verdict): Promise<void> {
    await this.refund(verdict);
    await this.limits.reserve([
      { key: `code-known:${address}\n${ip}`, limit: Number.MAX_SAFE_INTEGER, windowMs: this.policy.knownMs },
    ]);
  }

  private async known(address: string, ip: string): Promise<boolean> {
    return (await this.limits.count(`code-known:${address}\n${ip}`)) > 0;
  }

  private async reserve(rules: LimitRule[]): Promise<Verdict> {
    const admission = await this.limits.reserve(rules);
    if (admission.allowed) return { allowed: true, charged: rules.map((r) => r.key) };
    // Rules after the refused one were not charged; the ones before stay charged (the attempt happened).
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(admission.retryAfterMs / 1000)) };
  }
}
