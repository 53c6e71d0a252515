import { describe, expect, it } from 'vitest';
import { readPgm, turnClockwise, writePgm } from './grey-image';
import { ocrLinesToRuns } from './ocr-runs';
import { charCount, meanConfidence, parseTesseractTsv, readOsdRotation } from './tsv';

const TSV = [
  'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
  '1\t1\t0\t0\t0\t0\t0\t0\t2480\t3508\t-1\t',
  '4\t1\t1\t1\t1\t0\t200\t300\t900\t41\t-1\t',
  '5\t1\t1\t1\t1\t1\t200\t300\t100\t33\t96.5\tTotal',
  '5\t1\t1\t1\t1\t2\t320\t300\t60\t33\t90\t217',
  '5\t1\t1\t1\t1\t3\t400\t300\t40\t33\t95\t ',
  '4\t1\t2\t1\t1\t0\t200\t100\t600\t82\t-1\t',
  '5\t1\t2\t1\t1\t1\t200\t100\t300\t82\t80\tTitle',
  '4\t1\t3\t1\t1\t0\t1300\t300\t200\t41\t-1\t',
  '5\t1\t3\t1\t1\t1\t1300\t300\t50\t41\t70\t随机',
  '5\t1\t3\t1\t1\t2\t1352\t300\t50\t41\t75\t分组',
].join('\n');

describe('Tesseract TSV', () => {
  it('reads lines of words and drops empty words', () => {
    const lines = parseTesseractTsv(TSV);
    expect(lines.map((l) => l.words.map((w) => w.text))).toEqual([
      ['Total', '217'],
      ['Title'],
      ['随机', '分组'],
    ]);
    expect(lines[0]).toMatchObject({ left: 200, top: 300, height: 41 });
    expect(charCount(lines)).toBe(17);
    expect(meanConfidence(lines)).toBeGreaterThan(80);
    expect(meanConfidence([])).toBe(0);
  });

  it('reads the turn orientation detection asks for, only when confident', () => {
    expect(readOsdRotation('Orientation in degrees: 90\nRotate: 270\nOrientation confidence: 9.40\n')).toBe(
      270,
    );
    expect(readOsdRotation('Rotate: 180\nOrientation confidence: 0.40\n')).toBe(0);
    expect(readOsdRotation('Too few characters. Skipping this page')).toBe(0);
  });
});

describe('OCR lines as text runs', () => {
  it('puts the words of a line on one baseline in points, snaps body sizes, joins Chinese', () => {
    const runs = ocrLinesToRuns(parseTesseractTsv(TSV), 300);
    const total = runs.find((r) => r.text === 'Total')!;
    const number = runs.find((r) => r.text === '217')!;
    expect(total.baseline).toBe(number.baseline);
    expect(total.x0).toBeCloseTo((200 * 72) / 300);
    expect(total.size).toBeCloseTo((41 * 72) / 300, 1);
    // The title is twice the body height: it stays larger, so it can read as a title.
    expect(runs.find((r) => r.text === 'Title')!.size).toBeGreaterThan(total.size * 1.5);
    expect(runs.map((r) => r.text)).toContain('随机分组');
    expect(runs.every((r) => !r.rotated && r.font === 'ocr')).toBe(true);
  });
});

describe('greyscale pictures', () => {
  // 3 x 2:  1 2 3 / 4 5 6
  const image = { width: 3, height: 2, pixels: new Uint8Array([1, 2, 3, 4, 5, 6]) };

  it('turns by quarter and half turns', () => {
    expect(turnClockwise(image, 90)).toEqual({
      width: 2,
      height: 3,
      pixels: new Uint8Array([4, 1, 5, 2, 6, 3]),
    });
    expect(turnClockwise(image, 180).pixels).toEqual(new Uint8Array([6, 5, 4, 3, 2, 1]));
    expect(turnClockwise(image, 270)).toEqual({
      width: 2,
      height: 3,
      pixels: new Uint8Array([3, 6, 2, 5, 1, 4]),
    });
    expect(turnClockwise(turnClockwise(image, 90), 270)).toEqual(image);
  });

  it('writes and reads binary PGM, refusing other bytes', () => {
    expect(readPgm(new Uint8Array(writePgm(image)))).toEqual(image);
    expect(readPgm(new TextEncoder().encode('P6\n3 2\n255\n'))).toBeNull();
    expect(readPgm(new TextEncoder().encode('P5\n3 2\n255\n12'))).toBeNull();
  });
});
