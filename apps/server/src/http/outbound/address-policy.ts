import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Why an address may not be reached, or null when it is an ordinary public unicast address. */
export type AddressVerdict = { blocked: false } | { blocked: true; reason: string };

const ALLOWED: AddressVerdict = { blocked: false };
const blocked = (reason: string): AddressVerdict => ({ blocked: true, reason });

const V4_REASONS: Record<string, string> = {
  unspecified: 'an unspecified address (0.0.0.0/8)',
  broadcast: 'the broadcast address',
  multicast: 'a multicast address',
  linkLocal: 'a link-local address (169.254.0.0/16, cloud metadata)',
  loopback: 'a loopback address (127.0.0.0/8)',
  carrierGradeNat: 'a carrier-grade NAT address (100.64.0.0/10)',
  private: 'a private network address (10/8, 172.16/12, 192.168/16)',
  reserved: 'a reserved, documentation or benchmarking address',
  as112: 'an AS112 sink address',
  amt: 'an AMT relay address',
};

const V6_REASONS: Record<string, string> = {
  unspecified: 'the unspecified address (::)',
  linkLocal: 'a link-local address (fe80::/10)',
  multicast: 'a multicast address (ff00::/8)',
  loopback: 'the loopback address (::1)',
  uniqueLocal: 'a unique-local address (fc00::/7)',
  deprecatedSiteLocal: 'a site-local address (fec0::/10)',
  discard: 'a discard-only address (100::/64)',
  teredo: 'a Teredo tunnel address (2001::/32)',
  benchmarking: 'a benchmarking address (2001:2::/48)',
  amt: 'an AMT relay address',
  as112v6: 'an AS112 sink address',
  deprecatedOrchid: 'an ORCHID address',
  orchid2: 'an ORCHIDv2 address',
  droneRemoteIdProtocolEntityTags: 'a DRIP entity tag',
  segmentRouting: 'a segment-routing address (5f00::/16)',
  reserved: 'a reserved or documentation address (2001:db8::/32, ...)',
};

/**
 * Decides whether an IP address (IPv4 or IPv6 text, as a resolver or a normalised URL host gives it) is an
 * ordinary public unicast address. Everything else is refused: private, loopback, link-local (cloud metadata
 * 169.254.169.254), unique-local, CGNAT, multicast, broadcast, unspecified, documentation/benchmark and other
 * special ranges, and IPv6 forms that embed a refused IPv4 address (IPv4-mapped, IPv4-compatible, NAT64,
 * 6to4). Anything that does not parse is refused too (fail closed).
 */
export function classifyAddress(address: string): AddressVerdict {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // Only canonical text forms: ipaddr.js alone would also read "0x7f.1"-style spellings, which must never
    // reach this point without the WHATWG URL normalisation that turns them into dotted quads.
    const bare = address.replace(/^\[|\]$/g, '');
    if (isIP(bare.split('%')[0] ?? '') === 0) return blocked('not an IP address');
    parsed = ipaddr.parse(bare);
  } catch {
    return blocked('not an IP address');
  }
  return parsed.kind() === 'ipv4' ? classifyV4(parsed as ipaddr.IPv4) : classifyV6(parsed as ipaddr.IPv6);
}

function classifyV4(v4: ipaddr.IPv4): AddressVerdict {
  const range = v4.range();
  if (range === 'unicast') return ALLOWED;
  return blocked(V4_REASONS[range] ?? `a special-purpose address (${range})`);
}

function classifyV6(v6: ipaddr.IPv6): AddressVerdict {
  const range = v6.range();
  const parts = v6.parts;
  // ::ffff:a.b.c.d (mapped) and ::ffff:0:a.b.c.d (translated): the IPv4 address is what gets reached.
  if (range === 'ipv4Mapped' || range === 'rfc6145') return embedded(v6, 'an IPv4-mapped address of');
  // ::a.b.c.d (IPv4-compatible, deprecated): ipaddr.js calls it unicast; no legitimate host uses it.
  if (range === 'unicast' && parts.slice(0, 6).every((p) => p === 0)) {
    return blocked('a deprecated IPv4-compatible IPv6 address (::/96)');
  }
  if (range === 'rfc6052') {
    // 64:ff9b::/96 (NAT64) carries the IPv4 address in its last 32 bits; 64:ff9b:1::/48 is local-use only.
    if (parts[2] !== 0) return blocked('a local-use NAT64 address (64:ff9b:1::/48)');
    return embedded(v6, 'a NAT64 address of');
  }
  if (range === '6to4') {
    // 2002:AABB:CCDD::/48 routes to the IPv4 address AA.BB.CC.DD.
    const v4 = new ipaddr.IPv4([
      (parts[1]! >> 8) & 0xff,
      parts[1]! & 0xff,
      (parts[2]! >> 8) & 0xff,
      parts[2]! & 0xff,
    ]);
    const inner = classifyV4(v4);
    return inner.blocked ? blocked(`a 6to4 address of ${v4.toString()}, ${inner.reason}`) : ALLOWED;
  }
  if (range === 'unicast') return ALLOWED;
  return blocked(V6_REASONS[range] ?? `a special-purpose address (${range})`);
}

function embedded(v6: ipaddr.IPv6, what: string): AddressVerdict {
  const p = v6.parts;
  const v4 = new ipaddr.IPv4([(p[6]! >> 8) & 0xff, p[6]! & 0xff, (p[7]! >> 8) & 0xff, p[7]! & 0xff]);
  const inner = classifyV4(v4);
  return inner.blocked ? blocked(`${what} ${v4.toString()}, ${inner.reason}`) : ALLOWED;
}

/**
 * Host names refused before any lookup: cloud metadata services and names that only ever mean "this
 * machine" or "this private network". Their addresses would be refused anyway; refusing the name means a
 * resolver that answers something public for them (split-horizon DNS) changes nothing.
 */
const BLOCKED_HOST_NAMES = new Set([
  'localhost',
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'metadata.azure.internal',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.tencentyun.com',
  'metadata.platformequinix.com',
  'kubernetes.default',
  'kubernetes.default.svc',
]);
const BLOCKED_SUFFIXES = [
  '.localhost',
  '.internal',
  '.local',
  '.localdomain',
  '.home.arpa',
  '.svc.cluster.local',
];

/** The host name in the form every comparison uses: lower case, without a trailing dot. */
export function normaliseHostName(host: string): string {
  return host.toLowerCase().replace(/\.$/, '');
}

export function classifyHostName(host: string): AddressVerdict {
  const name = normaliseHostName(host);
  if (name === '') return blocked('the host name is empty');
  if (BLOCKED_HOST_NAMES.has(name)) return blocked(`${name} is a local or metadata host name`);
  const suffix = BLOCKED_SUFFIXES.find((s) => name.endsWith(s));
  if (suffix) return blocked(`names under ${suffix} are local or private`);
  return ALLOWED;
}

/**
 * Exceptions configured by the operator (`OUTBOUND_ALLOW_HOSTS`): host names (exact, case-insensitive) and
 * IP addresses or CIDR ranges. An allowed name skips every address rule; an allowed range lifts the rule for
 * addresses inside it only.
 */
export class AllowList {
  private readonly names = new Set<string>();
  private readonly ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];

  constructor(entries: readonly string[] = []) {
    for (const raw of entries) {
      const entry = raw.trim();
      if (!entry) continue;
      if (entry.includes('/')) {
        this.ranges.push(ipaddr.parseCIDR(entry));
      } else if (isIP(entry.replace(/^\[|\]$/g, '')) !== 0) {
        const ip = ipaddr.process(entry.replace(/^\[|\]$/g, ''));
        this.ranges.push([ip, ip.kind() === 'ipv4' ? 32 : 128]);
      } else {
        this.names.add(normaliseHostName(entry));
      }
    }
  }

  /** Parses the comma-separated variable; throws on a malformed CIDR so a typo fails at start-up. */
  static parse(value: string | undefined): AllowList {
    return new AllowList((value ?? '').split(','));
  }

  get isEmpty(): boolean {
    return this.names.size === 0 && this.ranges.length === 0;
  }

  allowsName(host: string): boolean {
    return this.names.has(normaliseHostName(host));
  }

  allowsAddress(address: string): boolean {
    if (this.ranges.length === 0) return false;
    let ip: ipaddr.IPv4 | ipaddr.IPv6;
    try {
      // IPv4-mapped IPv6 is compared as the IPv4 address it reaches.
      ip = ipaddr.process(address.replace(/^\[|\]$/g, '').split('%')[0] ?? '');
    } catch {
      return false;
    }
    return this.ranges.some(([range, bits]) => range.kind() === ip.kind() && ip.match(range, bits));
  }
}
