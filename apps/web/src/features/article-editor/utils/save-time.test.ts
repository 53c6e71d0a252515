import { describe, expect, it } from 'vitest';
import { formatSavedAt } from './save-time';

describe('auto-save indicator time', () => {
  it('shows only the time when saved this year', () => {
    const now = new Date(2025, 5, 20, 18, 0).getTime();
    expect(formatSavedAt(new Date(2025, 5, 20, 9, 5).getTime(), now)).toBe('09:05');
    expect(formatSavedAt(new Date(2025, 0, 1, 0, 0).getTime(), now)).toBe('00:00');
  });

  it('adds the date when saved in another year', () => {
    const now = new Date(2026, 0, 2, 8, 0).getTime();
    expect(formatSavedAt(new Date(2025, 11, 31, 23, 59).getTime(), now)).toBe('2025/12/31 23:59');
  });

  it('throws on an invalid date', () => {
    expect(() => formatSavedAt(Number.NaN)).toThrow('Invalid date input');
  });
});
