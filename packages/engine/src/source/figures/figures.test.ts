import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeImageOnlyPdf } from '../__fixtures__/make-pdf';
import { cropArgs, cropFigures } from './crop-figure';
import { readPngSize } from './png-info';
import { ppmToPng } from './ppm-to-png';

describe('ppmToPng', () => {
  it('writes a PNG with the same size and pixels', () => {
    const ppm = Buffer.concat([Buffer.from('P6\n2 1\n255\n', 'latin1'), Buffer.from([255, 0, 0, 0, 0, 255])]);
    const png = ppmToPng(new Uint8Array(ppm))!;
    expect(readPngSize(png)).toEqual({ width: 2, height: 1 });
    const idatLength = Buffer.from(png).readUInt32BE(33);
    const raw = inflateSync(Buffer.from(png).subarray(41, 41 + idatLength));
    expect([...raw]).toEqual([0, 255, 0, 0, 0, 0, 255]);
  });

  it('refuses what is not a binary PPM', () => {
    expect(ppmToPng(new TextEncoder().encode('P3\n1 1\n255\n0 0 0'))).toBeNull();
    expect(ppmToPng(new TextEncoder().encode('P6\n10 10\n255\nshort'))).toBeNull();
  });
});

describe('cropFigures', () => {
  it('renders page boxes to PNGs of the expected size at 200 dpi', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crop-test-'));
    try {
      const path = join(dir, 'scan.pdf');
      writeFileSync(path, makeImageOnlyPdf());
      const result = await cropFigures(path, [{ page: 1, box: { x: 72, y: 72, width: 144, height: 72 } }]);
      expect(result.warning).toBeNull();
      expect(readPngSize(result.pngs[0]!)).toEqual({ width: 400, height: 200 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives nulls and a clear note when pdftoppm is missing', async () => {
    const before = process.env.PDFTOPPM_PATH;
    process.env.PDFTOPPM_PATH = '/nonexistent/pdftoppm';
    try {
      const result = await cropFigures('/nonexistent.pdf', [
        { page: 1, box: { x: 0, y: 0, width: 10, height: 10 } },
      ]);
      expect(result.pngs).toEqual([null]);
      expect(result.warning).toMatch(/pdftoppm is not installed \(install poppler-utils\)/);
    } finally {
      if (before === undefined) delete process.env.PDFTOPPM_PATH;
      else process.env.PDFTOPPM_PATH = before;
    }
  });

  it('a failed crop (a page that does not exist) is null with a note, not a crash', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crop-test-'));
    try {
      const path = join(dir, 'scan.pdf');
      writeFileSync(path, makeImageOnlyPdf());
      const result = await cropFigures(path, [{ page: 7, box: { x: 0, y: 0, width: 10, height: 10 } }]);
      expect(result.pngs).toEqual([null]);
      expect(result.warning).toMatch(/could not be cropped/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('passes the box in pixels at the crop resolution', () => {
    const args = cropArgs('/f.pdf', { page: 3, box: { x: 72, y: 36, width: 72, height: 144 } });
    expect(args).toEqual([
      '-r',
      '200',
      '-f',
      '3',
      '-l',
      '3',
      '-x',
      '200',
      '-y',
      '100',
      '-W',
      '200',
      '-H',
      '400',
      '/f.pdf',
    ]);
    // A box off the pixel grid keeps its last row and column (edges rounded outwards).
    const odd = cropArgs('/f.pdf', { page: 1, box: { x: 0.3, y: 0.3, width: 10, height: 10 } });
    expect(odd.slice(6, 14)).toEqual(['-x', '0', '-y', '0', '-W', '29', '-H', '29']);
    // Sanity: the real pdftoppm accepts these arguments.
    expect(() => execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' })).not.toThrow();
  });
});
