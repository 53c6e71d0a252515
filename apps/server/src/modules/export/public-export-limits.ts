import { tooManyRequests } from '../../http/errors';
import type { RateLimits } from '../rate-limits/rate-limits.service';

/**
 * One published link: a normal visitor exports a deck once or twice (maybe in two formats); six a minute is
 * generous for people and still keeps one leaked link from monopolising the shared Chromium queue.
 */
export const PUBLIC_EXPORTS_PER_LINK = 6;
export const PUBLIC_EXPORT_LINK_WINDOW_MS = 60_000;
/**
 * One client address across all links: stops a single visitor from walking many published links; wider
 * than the per-link limit because an office or NAT shares one address.
 */
export const PUBLIC_EXPORTS_PER_ADDRESS = 20;
export const PUBLIC_EXPORT_ADDRESS_WINDOW_MS = 10 * 60_000;

export type PublicExportLimitOptions = {
  perLink?: number;
  linkWindowMs?: number;
  perAddress?: number;
  addressWindowMs?: number;
};

/**
 * Rate limits of the logged-out export (`POST /api/prowrite/v1/public/export`), per link and per address, on
 * the database's shared counters so several API processes do not multiply them.
 */
export class PublicExportLimits {
  private readonly perLink: number;
  private readonly perAddress: number;
  private readonly linkWindowMs: number;
  private readonly addressWindowMs: number;

  constructor(
    private readonly limits: RateLimits,
    options: PublicExportLimitOptions = {},
  ) {
    this.perLink = options.perLink ?? PUBLIC_EXPORTS_PER_LINK;
    this.perAddress = options.perAddress ?? PUBLIC_EXPORTS_PER_ADDRESS;
    this.linkWindowMs = options.linkWindowMs ?? PUBLIC_EXPORT_LINK_WINDOW_MS;
    this.addressWindowMs = options.addressWindowMs ?? PUBLIC_EXPORT_ADDRESS_WINDOW_MS;
  }

  /**
   * Admits one export of `workId` from `address` or throws a 429 saying how long to wait. Call it only for a
   * matching share pair: a wrong pair must not use up the real link's allowance (anyone knowing a work id
   * could otherwise block its owner's visitors); guessing pairs costs a 404 and no rendering. The address is
   * charged first: an address over its limit does not use up the link's allowance either.
   */
  async admit(workId: string, address: string): Promise<void> {
    const addressKey = `export-address:${address}`;
    const admission = await this.limits.reserve([
      { key: addressKey, limit: this.perAddress, windowMs: this.addressWindowMs },
      { key: `export-link:${workId}`, limit: this.perLink, windowMs: this.linkWindowMs },
    ]);
    if (admission.allowed) return;
    const byLink = admission.rule.key !== addressKey;
    // Refused by the link: the address did not get an export, so it gets its hit back.
    if (byLink) await this.limits.refund([addressKey]);
    const seconds = Math.ceil(admission.retryAfterMs / 1000);
    const what = byLink ? 'this shared link' : 'this address';
    throw tooManyRequests(`Too many exports from ${what}; try again in ${seconds} s`);
  }
}
