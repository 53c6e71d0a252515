import { describe, expect, it } from 'vitest';
import { fileSrc, withTicket } from './url-tickets';

describe('URL tickets in addresses', () => {
  it('adds the ticket to private file addresses only, and loads nothing before the ticket comes', () => {
    expect(fileSrc('/api/files/f1/figures/0', 'a.b', true)).toBe('/api/files/f1/figures/0?ticket=a.b');
    expect(fileSrc('/api/files/f1/raw?x=1', 'a+b', true)).toBe('/api/files/f1/raw?x=1&ticket=a%2Bb');
    expect(fileSrc('/api/files/f1/raw', null, true)).toBeUndefined();
    expect(fileSrc('/api/prowrite/v1/public/figure?ppt_id=p', 't', true)).toBe(
      '/api/prowrite/v1/public/figure?ppt_id=p',
    );
    expect(fileSrc('https://example.org/a.png', 't', true)).toBe('https://example.org/a.png');
    // Print and public pages have no session: their addresses carry their own tickets.
    expect(fileSrc('/api/files/f1/raw', null, false)).toBe('/api/files/f1/raw');
  });

  it('never puts a session token into the address', () => {
    expect(withTicket('/api/prowrite/v1/generate/stream?id=w1', 'tk')).toBe(
      '/api/prowrite/v1/generate/stream?id=w1&ticket=tk',
    );
  });
});
