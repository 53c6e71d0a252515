import { describe, expect, it } from 'vitest';
import { browserParts, maskAddress } from './requester-label';

describe('what the phone shows about the requester', () => {
  it('names the browser and system of common User-Agents', () => {
    const cases: [string, { browser: string; system: string }][] = [
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
        { browser: 'Chrome', system: 'Windows' },
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0',
        { browser: 'Edge', system: 'Windows' },
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 Version/17.1 Safari/605.1.15',
        { browser: 'Safari', system: 'macOS' },
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
        { browser: 'Firefox', system: 'Linux' },
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/120.0 Safari/537.36',
        { browser: 'Chrome', system: 'Linux' },
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 CriOS/120.0 Mobile',
        { browser: 'Chrome', system: 'iOS' },
      ],
      [
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 OPR/79',
        { browser: 'Opera', system: 'Android' },
      ],
      ['curl/8.4.0', { browser: '', system: '' }],
      ['', { browser: '', system: '' }],
    ];
    for (const [ua, parts] of cases) expect([ua, browserParts(ua)]).toEqual([ua, parts]);
  });

  it('hides the last part of the address', () => {
    expect(maskAddress('203.0.113.77')).toBe('203.0.113.x');
    expect(maskAddress('::ffff:198.51.100.9')).toBe('198.51.100.x');
    expect(maskAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:8d3:…');
    expect(maskAddress('garbage')).toBe('unknown');
  });
});
