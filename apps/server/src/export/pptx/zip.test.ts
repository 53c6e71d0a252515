import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { crc32, readZip, writeZip } from './zip';

describe('zip', () => {
  it('computes CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
  });

  it('writes a zip JSZip reads back, and reads JSZip zips (stored and deflated)', async () => {
    const parts = new Map<string, string | Uint8Array>([
      ['[Content_Types].xml', '<Types/>'],
      ['ppt/slides/slide1.xml', `<p:sld>${'维拉利单抗 '.repeat(500)}</p:sld>`],
      ['ppt/media/image-1-1.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])],
    ]);
    const buf = writeZip(parts);
    const zip = await JSZip.loadAsync(buf);
    expect(Object.keys(zip.files)).toEqual([...parts.keys()]);
    expect(await zip.file('ppt/slides/slide1.xml')!.async('string')).toBe(parts.get('ppt/slides/slide1.xml'));
    expect([...(await zip.file('ppt/media/image-1-1.png')!.async('uint8array'))]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 1, 2, 3,
    ]);
    for (const compression of ['STORE', 'DEFLATE'] as const) {
      const again = readZip(await zip.generateAsync({ type: 'nodebuffer', compression }));
      expect(again.get('ppt/slides/slide1.xml')!.toString('utf8')).toBe(parts.get('ppt/slides/slide1.xml'));
    }
    expect(() => readZip(Buffer.from('not a zip at all, not even close'))).toThrow('Not a zip file');
  });
});
