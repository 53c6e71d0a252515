import { describe, expect, it } from 'vitest';
import { makeMp4, makeWebm } from './testing/media-fixtures';
import { probeMp4, probeWebm, type RangeReader } from './video-probe';

const reader = (bytes: Buffer, reads: [number, number][] = []): RangeReader => {
  return async (start, end) => {
    reads.push([start, end]);
    return bytes.subarray(start, end + 1);
  };
};

describe('probeMp4', () => {
  it('reads the duration and the video track size, with moov after a large mdat', async () => {
    const mp4 = makeMp4({ seconds: 12.5, width: 1280, height: 720, mdatBytes: 300_000 });
    const reads: [number, number][] = [];
    expect(await probeMp4(reader(mp4, reads), mp4.length)).toEqual({
      width: 1280,
      height: 720,
      duration: 12.5,
    });
    // Box headers and moov only: the mdat payload is never read.
    expect(reads.reduce((n, [s, e]) => n + e - s + 1, 0)).toBeLessThan(1000);
  });

  it('reads a fast-start file (moov first)', async () => {
    const mp4 = makeMp4({ seconds: 3, width: 640, height: 360, moovFirst: true });
    expect(await probeMp4(reader(mp4), mp4.length)).toEqual({ width: 640, height: 360, duration: 3 });
  });

  it('answers unknown for a file without moov or with broken boxes', async () => {
    const mp4 = makeMp4({ seconds: 3, width: 640, height: 360 });
    const noMoov = mp4.subarray(0, mp4.indexOf('moov') - 4);
    expect(await probeMp4(reader(noMoov), noMoov.length)).toEqual({ width: 0, height: 0, duration: 0 });
    // A moov cut short still gives what it holds (mvhd comes first).
    const cut = mp4.subarray(0, mp4.length - 60);
    expect(await probeMp4(reader(cut), cut.length)).toMatchObject({ duration: 3 });
    const broken = Buffer.from(mp4);
    broken.writeUInt32BE(3, 0); // a box smaller than its header
    expect(await probeMp4(reader(broken), broken.length)).toEqual({ width: 0, height: 0, duration: 0 });
  });
});

describe('probeWebm', () => {
  it('reads Duration (scaled by TimecodeScale) and the pixel size', () => {
    expect(probeWebm(makeWebm({ seconds: 7.25, width: 854, height: 480 }))).toEqual({
      width: 854,
      height: 480,
      duration: 7.25,
    });
  });

  it('answers 0 for a recording without Duration, and survives a cut header', () => {
    expect(probeWebm(makeWebm({ width: 320, height: 240 }))).toEqual({
      width: 320,
      height: 240,
      duration: 0,
    });
    expect(probeWebm(makeWebm({ seconds: 2, width: 320, height: 240 }).subarray(0, 30))).toMatchObject({
      width: 0,
    });
  });
});
