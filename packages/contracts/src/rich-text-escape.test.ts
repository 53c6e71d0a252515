import { describe, expect, it } from 'vitest';
import { escapeRichText } from './rich-text-escape';

describe('escapeRichText', () => {
  it('escapes markup and bare ampersands, and leaves entities as they are', () => {
    expect(escapeRichText('p < 0.0001 & x > 1')).toBe('p &lt; 0.0001 &amp; x &gt; 1');
    expect(escapeRichText('p &lt; 0.0001 &amp; &#8805; &#x2265;')).toBe(
      'p &lt; 0.0001 &amp; &#8805; &#x2265;',
    );
    expect(escapeRichText(escapeRichText('a < b & c'))).toBe(escapeRichText('a < b & c'));
  });
});
