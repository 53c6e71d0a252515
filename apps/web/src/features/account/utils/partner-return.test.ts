import { describe, expect, it } from 'vitest';
import { partnerReturnUrl, withPartnerToken } from './partner-return';

describe('partnerReturnUrl', () => {
  it('accepts an absolute https URL', () => {
    expect(partnerReturnUrl('https://partner.example/cb?x=1')?.host).toBe('partner.example');
  });

  it('accepts http only on a loopback host', () => {
    expect(partnerReturnUrl('http://127.0.0.1:5173/cb')).not.toBeNull();
    expect(partnerReturnUrl('http://localhost/cb')).not.toBeNull();
    expect(partnerReturnUrl('http://partner.example/cb')).toBeNull();
  });

  it('refuses missing, relative, other-scheme and user-info URLs', () => {
    for (const raw of [
      null,
      '',
      '/cb',
      'partner.example/cb',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://partner.example/',
      'https://prowrite@evil.example/',
      'https://a:b@partner.example/',
    ]) {
      expect(partnerReturnUrl(raw), String(raw)).toBeNull();
    }
  });
});

describe('withPartnerToken', () => {
  it('adds the token, keeps the other parameters and the hash, replaces a token the link carried', () => {
    const url = partnerReturnUrl('https://partner.example/cb?state=s1&token=old#top');
    if (!url) throw new Error('expected a URL');
    const next = new URL(withPartnerToken(url, 'abc_DEF-123'));
    expect(next.searchParams.get('token')).toBe('abc_DEF-123');
    expect(next.searchParams.getAll('token')).toHaveLength(1);
    expect(next.searchParams.get('state')).toBe('s1');
    expect(next.hash).toBe('#top');
    expect(url.searchParams.get('token')).toBe('old');
  });
});
