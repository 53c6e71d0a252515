import { tooManyRequests } from '../../http/errors';
import { SlidingWindow } from '../../http/sliding-window';

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
  now?: () => number;
  perLink?: number;
  linkWindowMs?: number;
  perAddress?: number;
  addressWindowMs?: number;
};

/** Rate limits of the logged-out export (`POST /api/prowrite/v1/public/export`), per link and per address. */
export class PublicExportLimits {
  private readonly links: SlidingWindow;
  private readonly addresses: SlidingWindow;
  private readonly perLink: number;
  private readonly perAddress: number;

  constructor(options: PublicExportLimitOptions = {}) {
    const now = options.now ?? Date.now;
    this.perLink = options.perLink ?? PUBLIC_EXPORTS_PER_LINK;
    this.perAddress = options.perAddress ?? PUBLIC_EXPORTS_PER_ADDRESS;
    this.links = new SlidingWindow(options.linkWindowMs ?? PUBLIC_EXPORT_LINK_WINDOW_MS, now);
    this.addresses = new SlidingWindow(options.addressWindowMs ?? PUBLIC_EXPORT_ADDRESS_WINDOW_MS, now);
  }

  /**
   * Admits one export of `workId` from `address` or throws a 429 saying how long to wait. Call it only for a
   * matching share pair: a wrong pair must not use up the real link's allowance (anyone knowing a work id
   * could otherwise block its owner's visitors); guessing pairs costs a 404 and no rendering.
   */
  admit(workId: string, address: string): void {
    const linkWait = this.links.waitMs(workId, this.perLink);
    const addressWait = this.addresses.waitMs(address, this.perAddress);
    if (linkWait > 0 || addressWait > 0) {
      const seconds = Math.ceil(Math.max(linkWait, addressWait) / 1000);
      const what = linkWait >= addressWait ? 'this shared link' : 'this address';
      throw tooManyRequests(`Too many exports from ${what}; try again in ${seconds} s`);
    }
    this.links.record(workId);
    this.addresses.record(address);
  }
}
