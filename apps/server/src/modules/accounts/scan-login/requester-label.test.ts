import { describe, expect, it } from 'vitest';
import { browserLabel, maskAddress } from './requester-label';

describe('what the phone shows about the requester', () => {
  it('names the browser and system of common User-Agents', () => {
    const cases: [string, string][] = [
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
        'Chrome on Windows',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0',
        'Edge on Windows',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 Version/17.1 Safari/605.1.15',
        'Safari on macOS',
      ],
      ['Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0', 'Firefox on Linux'],
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/120.0 Safari/537.36',
        'Chrome on Linux',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 CriOS/120.0 Mobile',
        'Chrome on iOS',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 OPR/79',
        'Opera on Android',
      ],
      ['curl/8.4.0', 'Unknown browser'],
      ['', 'Unknown browser'],
    ];
    for (const [ua, label] of cases) expect([ua, browserLabel(ua)]).toEqual([ua, label]);
  });

  it('hides the last part of the address', () => {
    expect(maskAddress('203.0.113.77')).toBe('203.0.113.x');
    expect(maskAddress('::ffff:198.51.100.9')).toBe('198.51.100.x');
    expect(maskAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:8d3:…');
    expect(maskAddress('garbage')).toBe('unknown');
  });
});
