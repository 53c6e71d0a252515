import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network block a client address belongs to, for limits that one host cannot dodge by changing its
 * address inside its own network: IPv4 /24, IPv6 /64 (one subscriber's usual allocation). An IPv4-mapped
 * IPv6 address counts as IPv4. Anything else is returned as is.
 */
export function addressBlock(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const v4 = mapped ? mapped[1]! : address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return address;
  const zoneless = address.split('%')[0]!.toLowerCase();
  const [head, tail] = zoneless.includes('::') ? zoneless.split('::') : [zoneless, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) is two groups; only the first four groups matter here.
  const tailCount = tailGroups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array(8 - headGroups.length - tailCount).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
