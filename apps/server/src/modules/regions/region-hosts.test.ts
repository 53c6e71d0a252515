import { describe, expect, it } from 'vitest';
import { parseRegionHosts, regionOfHost } from './region-hosts';

describe('REGION_HOSTS', () => {
  it('parses exact and wildcard hosts, case and spacing aside', () => {
    expect(parseRegionHosts(' US.Example.com=us,  *.example.cn=CN ')).toEqual([
      { host: 'us.example.com', wildcard: false, region: 'US' },
      { host: 'example.cn', wildcard: true, region: 'CN' },
    ]);
    expect(parseRegionHosts('')).toEqual([]);
  });

  it.each(['example.com', 'example.com=EU', '=US', 'exa mple.com=US', 'a/b=US', '*.=US', 'http://x.com=US'])(
    'refuses %j with the entry named',
    (raw) => {
      expect(() => parseRegionHosts(raw)).toThrow(/is not host=US or host=CN/);
    },
  );

  it('resolves exact before wildcard, the longest wildcard first, else the fallback', () => {
    const rules = parseRegionHosts('*.example.com=US, cn.example.com=CN, *.eu.example.com=CN');
    expect(regionOfHost('cn.example.com', rules, 'US')).toBe('CN');
    expect(regionOfHost('app.example.com', rules, 'CN')).toBe('US');
    expect(regionOfHost('a.eu.example.com', rules, 'US')).toBe('CN');
    // The wildcard covers subdomains, not the apex, and not a host that merely ends with the same letters.
    expect(regionOfHost('example.com', rules, 'CN')).toBe('CN');
    expect(regionOfHost('badexample.com', rules, 'CN')).toBe('CN');
    // Port, trailing dot and case do not change the answer.
    expect(regionOfHost('APP.Example.com.:8443', rules, 'CN')).toBe('US');
    expect(regionOfHost('', rules, 'US')).toBe('US');
  });
});
