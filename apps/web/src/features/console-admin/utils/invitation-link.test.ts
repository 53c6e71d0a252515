import { describe, expect, it } from 'vitest';
import { deliveryKind, invitationLink } from './invitation-link';

describe('invitation link', () => {
  it('builds /signup?sid= on the given origin, whatever path the origin string carries', () => {
    expect(invitationLink('https://prowrite.example.com', 'abc_DEF-123')).toBe(
      'https://prowrite.example.com/signup?sid=abc_DEF-123',
    );
    expect(invitationLink('http://127.0.0.1:8080/console', 'x')).toBe('http://127.0.0.1:8080/signup?sid=x');
  });

  it('tells a delivered invitation from one the administrator must pass on', () => {
    expect(deliveryKind('smtp')).toBe('email');
    expect(deliveryKind('sms-http')).toBe('sms');
    expect(deliveryKind('dev-outbox')).toBe('manual');
    expect(deliveryKind('none')).toBe('manual');
  });
});
