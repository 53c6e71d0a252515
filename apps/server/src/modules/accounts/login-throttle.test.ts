import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  it('blocks an account after the limit and frees it when the window passes', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(3, 60_000, () => now);
    const keys = ['acct:a@b.c', 'ip:1.2.3.4'];
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfter(keys)).toBe(0);
      throttle.recordFailure(keys);
    }
    expect(throttle.retryAfter(keys)).toBe(60);
    now += 30_000;
    expect(throttle.retryAfter(keys)).toBe(30);
    now += 30_001;
    expect(throttle.retryAfter(keys)).toBe(0);
  });

  it('allows an address more failures than one account, spread over accounts', () => {
    const throttle = new LoginThrottle(2, 60_000, () => 0);
    for (let i = 0; i < 7; i++) throttle.recordFailure([`acct:${i}`, 'ip:9.9.9.9']);
    expect(throttle.retryAfter(['acct:new', 'ip:9.9.9.9'])).toBe(0);
    throttle.recordFailure(['acct:7', 'ip:9.9.9.9']);
    expect(throttle.retryAfter(['acct:new', 'ip:9.9.9.9'])).toBeGreaterThan(0);
  });

  it('forgets an account after a successful login', () => {
    const throttle = new LoginThrottle(1, 60_000, () => 0);
    throttle.recordFailure(['acct:x']);
    throttle.reset('acct:x');
    expect(throttle.retryAfter(['acct:x'])).toBe(0);
  });
});
