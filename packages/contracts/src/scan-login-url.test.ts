import { describe, expect, it } from 'vitest';
import { scanApproveUrl, scanSecretFromHash } from './scan-login-url';

const SECRET = `${'A'.repeat(21)}_-${'z9'.repeat(10)}`;

describe('the scan login approval URL', () => {
  it('carries the secret in the fragment and reads it back', () => {
    const url = scanApproveUrl('https://app.example/', SECRET);
    expect(url).toBe(`https://app.example/scan-login#k=${SECRET}`);
    expect(scanSecretFromHash(new URL(url).hash)).toBe(SECRET);
  });

  it('reads no secret from a missing, short, long or foreign fragment', () => {
    for (const hash of [
      '',
      '#',
      '#k=',
      `#k=${SECRET.slice(1)}`,
      `#k=${SECRET}A`,
      `#k=${SECRET.slice(1)}%00`,
      `#x=${SECRET}`,
    ]) {
      expect([hash, scanSecretFromHash(hash)]).toEqual([hash, null]);
    }
  });
});
