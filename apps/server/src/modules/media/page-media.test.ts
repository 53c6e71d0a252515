import { describe, expect, it } from 'vitest';
import { pageMediaUrl } from './page-media';

describe('pageMediaUrl', () => {
  const page = 'https://news.example.com/a/b/story.html';

  it('finds og:image in either attribute order, relative addresses made absolute', () => {
    expect(pageMediaUrl('<meta property="og:image" content="/img/x.png">', page, 'image')).toBe(
      'https://news.example.com/img/x.png',
    );
    expect(pageMediaUrl("<META content='pic.jpg?a=1&amp;b=2' property='og:image' />", page, 'image')).toBe(
      'https://news.example.com/a/b/pic.jpg?a=1&b=2',
    );
  });

  it('prefers og:image:secure_url, then falls back to twitter:image and link rel=image_src', () => {
    const html =
      '<meta property="og:image" content="http://a.example/1.png"><meta property="og:image:secure_url" content="https://a.example/2.png">';
    expect(pageMediaUrl(html, page, 'image')).toBe('https://a.example/2.png');
    expect(pageMediaUrl('<meta name="twitter:image" content="https://t.example/t.png">', page, 'image')).toBe(
      'https://t.example/t.png',
    );
    expect(pageMediaUrl('<link rel="image_src" href="//cdn.example/i.gif">', page, 'image')).toBe(
      'https://cdn.example/i.gif',
    );
  });

  it('finds og:video for videos only', () => {
    const html =
      '<meta property="og:video" content="https://v.example/v.mp4"><meta property="og:image" content="i.png">';
    expect(pageMediaUrl(html, page, 'video')).toBe('https://v.example/v.mp4');
    expect(pageMediaUrl('<meta property="og:image" content="i.png">', page, 'video')).toBeNull();
  });

  it('ignores non-http addresses and pages without declarations', () => {
    expect(
      pageMediaUrl('<meta property="og:image" content="javascript:alert(1)">', page, 'image'),
    ).toBeNull();
    expect(pageMediaUrl('<meta property="og:image" content="file:///etc/passwd">', page, 'image')).toBeNull();
    expect(pageMediaUrl('<html><body>no preview</body></html>', page, 'image')).toBeNull();
  });
});
