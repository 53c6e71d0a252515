import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first character of a Chinese name', () => {
    expect(initials('  王小明 ')).toBe('王');
  });

  it('takes up to two capital initials of a Latin name', () => {
    expect(initials('ada lovelace byron')).toBe('AL');
    expect(initials('Administrator')).toBe('A');
  });

  it('answers a question mark for an empty name', () => {
    expect(initials('   ')).toBe('?');
  });
});
