import { describe, expect, it } from 'vitest';
import {
  publicMediaSrc,
  readScreenshotParams,
  SCREENSHOT_DEFAULT_WIDTH,
  screenshotScale,
} from './screenshot-params';

describe('screenshot page parameters', () => {
  it('reads width and size=2, falling back for bad widths', () => {
    expect(readScreenshotParams(new URLSearchParams('width=450&size=2'))).toEqual({
      width: 450,
      double: true,
    });
    expect(readScreenshotParams(new URLSearchParams('width=abc')).width).toBe(SCREENSHOT_DEFAULT_WIDTH);
    expect(readScreenshotParams(new URLSearchParams('width=10')).width).toBe(SCREENSHOT_DEFAULT_WIDTH);
    expect(readScreenshotParams(new URLSearchParams('width=99999')).width).toBe(SCREENSHOT_DEFAULT_WIDTH);
    expect(readScreenshotParams(new URLSearchParams('size=3')).double).toBe(false);
  });

  it('fits the layout width to the window, or doubles it', () => {
    expect(screenshotScale({ width: 640, double: false }, 1280)).toBe(2);
    expect(screenshotScale({ width: 640, double: false }, 320)).toBe(0.5);
    expect(screenshotScale({ width: 640, double: true }, 320)).toBe(2);
    expect(screenshotScale({ width: 640, double: false }, 0)).toBe(1);
  });

  it('sends stored images through the public image route and drops unsafe addresses', () => {
    const src = publicMediaSrc('w1', 't&k', '/api/files/abc/raw');
    expect(src.startsWith('/api/prowrite/v1/public/work/image?')).toBe(true);
    const q = new URLSearchParams(src.split('?')[1]);
    expect(q.get('prowrite_id')).toBe('w1');
    expect(q.get('token')).toBe('t&k');
    expect(q.get('url')).toBe('/api/files/abc/raw');
    const already = '/api/prowrite/v1/public/work/image?prowrite_id=w&token=t&url=%2Fapi%2Ffiles%2Fa%2Fraw';
    expect(publicMediaSrc('w', 't', already)).toBe(already);
    const video = '/api/prowrite/v1/public/work/video?prowrite_id=w&token=t&url=%2Fapi%2Ffiles%2Fv%2Fraw';
    expect(publicMediaSrc('w', 't', video)).toBe(video);
    expect(publicMediaSrc('w', 't', 'https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(publicMediaSrc('w', 't', 'javascript:alert(1)')).toBe('');
    expect(publicMediaSrc('w', 't', 'data:image/png;base64,AAAA')).toBe('');
  });
});
