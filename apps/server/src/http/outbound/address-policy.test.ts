import { describe, expect, it } from 'vitest';
import { AllowList, classifyAddress, classifyHostName } from './address-policy';

describe('classifyAddress', () => {
  it.each([
    ['10.0.0.1', /private/],
    ['172.16.0.1', /private/],
    ['172.31.255.255', /private/],
    ['192.168.1.1', /private/],
    ['127.0.0.1', /loopback/],
    ['127.255.0.9', /loopback/],
    ['169.254.169.254', /link-local/],
    ['100.64.0.1', /carrier-grade/],
    ['0.0.0.0', /unspecified/],
    ['0.1.2.3', /unspecified/],
    ['255.255.255.255', /broadcast/],
    ['224.0.0.1', /multicast/],
    ['192.0.2.10', /reserved|documentation/],
    ['198.51.100.7', /reserved|documentation/],
    ['203.0.113.9', /reserved|documentation/],
    ['198.18.0.1', /reserved|benchmark/],
    ['240.0.0.1', /reserved/],
    ['::1', /loopback/],
    ['::', /unspecified/],
    ['fc00::1', /unique-local/],
    ['fd12:3456::1', /unique-local/],
    ['fe80::1', /link-local/],
    ['fe80::1%eth0', /link-local/],
    ['fec0::1', /site-local/],
    ['ff02::1', /multicast/],
    ['2001:db8::1', /documentation/],
    ['::ffff:10.0.0.1', /IPv4-mapped.*10\.0\.0\.1.*private/],
    ['::ffff:a00:1', /IPv4-mapped.*10\.0\.0\.1/],
    ['::ffff:7f00:1', /IPv4-mapped.*127\.0\.0\.1.*loopback/],
    ['::ffff:169.254.169.254', /169\.254\.169\.254/],
    ['::ffff:0:7f00:1', /127\.0\.0\.1/],
    ['::7f00:1', /IPv4-compatible/],
    ['::10.0.0.1', /10\.0\.0\.1|IPv4-compatible/],
    ['64:ff9b::a00:1', /NAT64.*10\.0\.0\.1/],
    ['64:ff9b::127.0.0.1', /NAT64.*127\.0\.0\.1/],
    ['64:ff9b:1::1', /local-use NAT64/],
    ['2002:a00:1::1', /6to4.*10\.0\.0\.1/],
    ['2002:a9fe:a9fe::', /6to4.*169\.254\.169\.254/],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', /Teredo/],
    ['not-an-ip', /not an IP/],
    ['0x7f.1', /not an IP/],
    ['2130706433', /not an IP/],
    ['', /not an IP/],
  ])('refuses %s', (address, reason) => {
    const verdict = classifyAddress(address);
    expect(verdict.blocked).toBe(true);
    if (verdict.blocked) expect(verdict.reason).toMatch(reason);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:2800:220:1:248:1893:25c8:1946',
    '::ffff:93.184.216.34',
    '64:ff9b::5db8:d822',
    '2002:5db8:d822::1',
  ])('allows the public address %s', (address) => {
    expect(classifyAddress(address)).toEqual({ blocked: false });
  });
});

describe('classifyHostName', () => {
  it.each([
    'metadata.google.internal',
    'METADATA.GOOGLE.INTERNAL.',
    'metadata.goog',
    'metadata',
    'instance-data',
    'localhost',
    'app.localhost',
    'db.internal',
    'printer.local',
    'router.home.arpa',
    'api.default.svc.cluster.local',
    '',
  ])('refuses %j', (name) => {
    expect(classifyHostName(name).blocked).toBe(true);
  });

  it.each(['example.com', 'evil.test', 'internal.example.com', 'localhost.example.com'])(
    'lets %s go on to the address check',
    (name) => {
      expect(classifyHostName(name).blocked).toBe(false);
    },
  );
});

describe('AllowList', () => {
  it('allows names exactly and addresses inside ranges', () => {
    const allow = AllowList.parse(' 127.0.0.1 , llm.lan., 10.1.0.0/16, fd00::/8 ,');
    expect(allow.isEmpty).toBe(false);
    expect(allow.allowsName('LLM.lan')).toBe(true);
    expect(allow.allowsName('other.lan')).toBe(false);
    expect(allow.allowsAddress('127.0.0.1')).toBe(true);
    expect(allow.allowsAddress('127.0.0.2')).toBe(false);
    expect(allow.allowsAddress('::ffff:127.0.0.1')).toBe(true);
    expect(allow.allowsAddress('10.1.200.3')).toBe(true);
    expect(allow.allowsAddress('10.2.0.1')).toBe(false);
    expect(allow.allowsAddress('fd00::5')).toBe(true);
    expect(allow.allowsAddress('::1')).toBe(false);
    expect(allow.allowsAddress('garbage')).toBe(false);
  });

  it('is empty when unset and refuses a malformed range at start-up', () => {
    expect(AllowList.parse(undefined).isEmpty).toBe(true);
    expect(AllowList.parse('').isEmpty).toBe(true);
    expect(() => AllowList.parse('10.0.0.0/99')).toThrow();
  });
});
