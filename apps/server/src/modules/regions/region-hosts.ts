import { type Region, regionSchema } from '@prowrite/contracts';

/** One REGION_HOSTS entry: an exact host name, or `*.example.com` for its subdomains (not the apex). */
export type RegionHostRule = { host: string; wildcard: boolean; region: Region };

const HOST_PATTERN = /^(\*\.)?([a-z0-9-]+\.)*[a-z0-9-]+$/;

/**
 * Parses REGION_HOSTS: `us.example.com=US, *.example.cn=CN` (comma- or space-separated). Throws a readable
 * error naming the bad entry, so a typo stops the start instead of serving the wrong region.
 */
export function parseRegionHosts(raw: string): RegionHostRule[] {
  return raw
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const eq = entry.lastIndexOf('=');
      const host = entry.slice(0, eq).trim().toLowerCase();
      const region = regionSchema.safeParse(
        entry
          .slice(eq + 1)
          .trim()
          .toUpperCase(),
      );
      if (eq <= 0 || !region.success || !HOST_PATTERN.test(host)) {
        throw new Error(`"${entry}" is not host=US or host=CN`);
      }
      const wildcard = host.startsWith('*.');
      return { host: wildcard ? host.slice(2) : host, wildcard, region: region.data };
    });
}

/**
 * The region of a request host: the first exact rule, else the longest wildcard rule that covers it, else the
 * default. The host is compared without port and trailing dot, case-insensitively.
 */
export function regionOfHost(hostname: string, rules: readonly RegionHostRule[], fallback: Region): Region {
  const host = hostname.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const exact = rules.find((r) => !r.wildcard && r.host === host);
  if (exact) return exact.region;
  const covering = rules
    .filter((r) => r.wildcard && host.endsWith(`.${r.host}`))
    .sort((a, b) => b.host.length - a.host.length);
  return covering[0]?.region ?? fallback;
}
