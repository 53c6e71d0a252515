import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';
import { previewPair, publicPreviewPath, publicPreviewUrl, shareUrl } from './public-link';

describe('formatDateTime', () => {
  let savedTz: string | undefined;
  beforeEach(() => {
    savedTz = process.env.TZ;
    process.env.TZ = 'UTC';
  });
  afterEach(() => {
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  });

  it('prints YYYY/MM/DD HH:mm:ss with zero padding', () => {
    expect(formatDateTime(0)).toBe('1970/01/01 00:00:00');
    expect(formatDateTime(1_709_254_861)).toBe('2024/03/01 01:01:01');
    expect(formatDateTime(1_735_689_599)).toBe('2024/12/31 23:59:59');
  });

  it('throws on invalid input', () => {
    expect(() => formatDateTime(Number.NaN)).toThrow('Invalid date input');
    expect(() => formatDateTime(Number.POSITIVE_INFINITY)).toThrow('Invalid date input');
    expect(() => formatDateTime(1e20)).toThrow('Invalid date input');
  });
});

describe('public preview link', () => {
  it('builds the page address and escapes both halves', () => {
    expect(publicPreviewPath('p1', 'r/2')).toBe('/preview-ppt/p1?reportId=r%2F2');
    expect(publicPreviewUrl('http://127.0.0.1:8080/', 'p1', 'r2')).toBe(
      'http://127.0.0.1:8080/preview-ppt/p1?reportId=r2',
    );
  });

  it('needs both the ppt id and the report id', () => {
    expect(previewPair('p', 'r')).toEqual({ pptId: 'p', reportId: 'r' });
    expect(previewPair('p', null)).toBeNull();
    expect(previewPair(undefined, 'r')).toBeNull();
    expect(previewPair(' ', 'r')).toBeNull();
    expect(previewPair('p', '')).toBeNull();
  });
});

describe('shareUrl', () => {
  it('gives a deck its preview address and an article its screenshot page, escaped', () => {
    const pair = { pptId: 'p1', reportId: 'r/1' };
    expect(shareUrl('https://x.test/', { id: 'w1', kind: 'deck' }, pair)).toBe(
      'https://x.test/preview-ppt/p1?reportId=r%2F1',
    );
    expect(shareUrl('https://x.test', { id: 'w 1', kind: 'article' }, pair)).toBe(
      'https://x.test/tweets-screenshot/w%201/r%2F1',
    );
  });

  it('is null without a live pair (never published, revoked or expired)', () => {
    expect(shareUrl('https://x.test', { id: 'w', kind: 'deck' }, { pptId: null, reportId: null })).toBeNull();
    expect(
      shareUrl('https://x.test', { id: 'w', kind: 'article' }, { pptId: 'p', reportId: null }),
    ).toBeNull();
  });
});
