import { describe, expect, it } from 'vitest';
import { generalTheme } from '../themes';
import { resolveColour, sanitiseContentColour } from './colour';
import { safeImageSrc, safeLinkHref } from './urls';

describe('colours and addresses from content', () => {
  it('resolves tokens through the theme and normalises hex', () => {
    expect(resolveColour('primary', generalTheme)).toBe('#2A5A9B');
    expect(resolveColour('#0066cc', generalTheme)).toBe('#0066CC');
  });

  it('lets only hex and rgb() colours through', () => {
    expect(sanitiseContentColour('#abc')).toBe('#AABBCC');
    expect(sanitiseContentColour(' #009964 ')).toBe('#009964');
    expect(sanitiseContentColour('rgb(255, 0, 16)')).toBe('#FF0010');
    expect(sanitiseContentColour('rgb(300, 0, 0)')).toBeUndefined();
    expect(sanitiseContentColour('red')).toBeUndefined();
    expect(sanitiseContentColour('#fff;background:url(x)')).toBeUndefined();
    expect(sanitiseContentColour(undefined)).toBeUndefined();
  });

  it('accepts http(s), same-origin paths and base64 images; refuses script and protocol-relative addresses', () => {
    expect(safeImageSrc('https://cdn.example.org/a.png')).toBeDefined();
    expect(safeImageSrc('/api/files/abc/raw')).toBeDefined();
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBeDefined();
    expect(safeImageSrc('//evil.example/a.png')).toBeUndefined();
    expect(safeImageSrc('javascript:alert(1)')).toBeUndefined();
    expect(safeImageSrc('data:text/html;base64,AAAA')).toBeUndefined();
    expect(safeImageSrc('')).toBeUndefined();
    expect(safeLinkHref('https://example.org')).toBe('https://example.org');
    expect(safeLinkHref('file:///etc/passwd')).toBeUndefined();
  });
});
