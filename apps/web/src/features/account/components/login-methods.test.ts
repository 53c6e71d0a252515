import { describe, expect, it } from 'vitest';
import { methodFromQuery, scanOffered } from './LoginMethods';

describe('login methods', () => {
  it('reads ?type= by number or name, sms by default', () => {
    expect(methodFromQuery(null)).toBe('sms');
    expect(methodFromQuery('3')).toBe('scan');
    expect(methodFromQuery('0')).toBe('account');
    expect(methodFromQuery('email')).toBe('email');
    expect(methodFromQuery('9')).toBe('sms');
  });

  it('offers scan except on business paths (bot_id and target) and phones', () => {
    expect(scanOffered(new URLSearchParams(''), false)).toBe(true);
    expect(scanOffered(new URLSearchParams('bot_id=1&target=x'), false)).toBe(false);
    expect(scanOffered(new URLSearchParams('bot_id=1'), false)).toBe(true);
    expect(scanOffered(new URLSearchParams(''), true)).toBe(false);
  });
});
