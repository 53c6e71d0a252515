import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size';
import { sniffMedia } from './media-sniff';
import { makeGif, makeJpeg, makeMp4, makePng, makeWebm, makeWebp } from './testing/media-fixtures';

describe('sniffMedia', () => {
  it.each([
    ['png', makePng(3, 2), 'image/png', 'image'],
    ['jpeg', makeJpeg(40, 30), 'image/jpeg', 'image'],
    ['gif', makeGif(5, 6), 'image/gif', 'image'],
    ['webp', makeWebp(7, 8), 'image/webp', 'image'],
    ['mp4', makeMp4({ seconds: 1, width: 16, height: 9 }), 'video/mp4', 'video'],
    ['webm', makeWebm({ width: 16, height: 9 }), 'video/webm', 'video'],
  ])('knows %s from its bytes', (kind, bytes, mime, category) => {
    expect(sniffMedia(bytes)).toEqual({ ok: true, kind, mime, category });
  });

  it('reads an MP4 brand from the compatible list too, and refuses QuickTime, HEIF and Matroska', () => {
    expect(sniffMedia(makeMp4({ seconds: 1, width: 2, height: 2, brand: 'XXXX' })).ok).toBe(true);
    const quicktime = makeMp4({ seconds: 1, width: 2, height: 2, brand: 'qt  ' });
    quicktime.write('qt  qt  qt  qt  ', 16, 'latin1');
    expect(sniffMedia(quicktime)).toMatchObject({ ok: false, reason: /Unsupported media type/ });
    const heif = makeMp4({ seconds: 1, width: 2, height: 2, brand: 'heic' });
    heif.write('mif1heicmif1heic', 16, 'latin1');
    expect(sniffMedia(heif).ok).toBe(false);
    expect(sniffMedia(makeWebm({ width: 2, height: 2, docType: 'matroska' })).ok).toBe(false);
  });

  it('refuses what is not media: text, SVG, PDF, HTML, empty', () => {
    for (const bytes of [
      Buffer.from('hello'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('%PDF-1.4\n'),
      Buffer.from('<!doctype html><img src=x onerror=alert(1)>'),
      Buffer.alloc(0),
    ]) {
      expect(sniffMedia(bytes).ok).toBe(false);
    }
  });

  it('refuses a name or a declared type that the bytes contradict', () => {
    expect(sniffMedia(makeJpeg(2, 2), 'photo.png')).toMatchObject({
      ok: false,
      reason: /\.png extension.*JPEG/,
    });
    expect(sniffMedia(makePng(2, 2), 'clip.mp4')).toMatchObject({ ok: false });
    expect(sniffMedia(makePng(2, 2), 'x.png', 'image/gif')).toMatchObject({
      ok: false,
      reason: /declared type image\/gif/,
    });
    // Names and types that promise nothing are fine; so is the common image/jpg.
    expect(sniffMedia(makePng(2, 2), 'image', 'application/octet-stream').ok).toBe(true);
    expect(sniffMedia(makeJpeg(2, 2), 'a.JPG', 'image/jpg').ok).toBe(true);
    expect(sniffMedia(makePng(2, 2), 'notes.txt', 'text/plain').ok).toBe(true);
  });
});

describe('imageSize', () => {
  it('reads PNG, JPEG (past an APP1 block), GIF and the three WEBP kinds', () => {
    expect(imageSize(makePng(31, 17), 'png')).toEqual({ width: 31, height: 17 });
    expect(imageSize(makeJpeg(1200, 800, 30_000), 'jpeg')).toEqual({ width: 1200, height: 800 });
    expect(imageSize(makeGif(320, 240), 'gif')).toEqual({ width: 320, height: 240 });
    expect(imageSize(makeWebp(1024, 768, 'VP8L'), 'webp')).toEqual({ width: 1024, height: 768 });
    expect(imageSize(makeWebp(5000, 3000, 'VP8X'), 'webp')).toEqual({ width: 5000, height: 3000 });
    expect(imageSize(makeWebp(640, 480, 'VP8 '), 'webp')).toEqual({ width: 640, height: 480 });
  });

  it('answers 0 x 0 for a header it cannot read', () => {
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff]), 'jpeg')).toEqual({ width: 0, height: 0 });
    expect(imageSize(makePng(4, 4).subarray(0, 10), 'png')).toEqual({ width: 0, height: 0 });
  });
});
