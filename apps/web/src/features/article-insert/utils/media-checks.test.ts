import { describe, expect, it } from 'vitest';
import { charCount, formatDuration, isImageFile, isLinkUrl, isVideoFile, limitChars } from './media-checks';

describe('media checks', () => {
  it('accepts http(s) links with a host, private ones included (the server guard decides)', () => {
    for (const ok of [
      'https://example.org/a.mp4',
      'http://127.0.0.1:9/x.png',
      '  https://cdn.example.com/v?id=1  ',
      'http://[::1]/a',
      'http://localhost:8080/a.png',
    ])
      expect(isLinkUrl(ok), ok).toBe(true);
    for (const bad of [
      '',
      'example.org/a.png',
      'ftp://example.org/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://foo',
      'https://exa mple.org/a',
      `https://example.org/${'a'.repeat(2100)}`,
    ])
      expect(isLinkUrl(bad), bad).toBe(false);
  });

  it('takes only video files for the video upload and only web images for the image upload', () => {
    expect(isVideoFile({ type: 'video/mp4', name: 'a.mp4' })).toBe(true);
    expect(isVideoFile({ type: 'image/png', name: 'a.mp4' })).toBe(false);
    expect(isVideoFile({ type: '', name: 'clip.WEBM' })).toBe(true);
    expect(isVideoFile({ type: '', name: 'paper.pdf' })).toBe(false);
    expect(isImageFile({ type: 'image/png', name: 'a.png' })).toBe(true);
    expect(isImageFile({ type: 'image/svg+xml', name: 'a.svg' })).toBe(false);
    expect(isImageFile({ type: 'application/pdf', name: 'a.png' })).toBe(false);
    expect(isImageFile({ type: '', name: 'b.JPG' })).toBe(true);
  });

  it('cuts text at the limit without splitting characters and formats durations', () => {
    expect(limitChars('abc', 2)).toBe('ab');
    expect(limitChars('引用😀x', 3)).toBe('引用😀');
    expect(charCount('引用😀')).toBe(3);
    expect(limitChars('short', 500)).toBe('short');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(-4)).toBe('0:00');
  });
});
