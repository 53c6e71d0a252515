import type { Resolver } from '../guarded-fetch';
import type { ResolvedAddress } from '../node-connector';

/**
 * Test DNS (tests only): names answer from `table` (a trailing root dot ignored), anything else fails like
 * ENOTFOUND; every name asked is pushed onto `calls` so a test can prove what was, or was not, resolved.
 */
export function tableResolver(table: Record<string, ResolvedAddress[]>, calls: string[] = []): Resolver {
  return async (host) => {
    calls.push(host);
    const found = table[host.replace(/\.$/, '')];
    if (!found) throw new Error(`ENOTFOUND ${host}`);
    return found;
  };
}
