import { describe, expect, it } from 'vitest';
import { remainingStepWait, UPLOAD_MIN_MS, uploadStep } from './upload-progress';

describe('uploadStep', () => {
  it('starts at 20 and walks 50, 90, 100 after the 700 ms and 800 ms waits for a fast upload', () => {
    expect(uploadStep({ sent: 0, elapsedMs: 0, answered: false })).toBe(20);
    expect(uploadStep({ sent: 1, elapsedMs: 699, answered: true })).toBe(20);
    expect(uploadStep({ sent: 1, elapsedMs: 700, answered: true })).toBe(50);
    expect(uploadStep({ sent: 1, elapsedMs: 1499, answered: true })).toBe(50);
    expect(uploadStep({ sent: 1, elapsedMs: 1500, answered: false })).toBe(90);
    expect(uploadStep({ sent: 1, elapsedMs: 1500, answered: true })).toBe(100);
  });

  it('follows the bytes of a slow upload: no 50 before half is sent, no 90 before all is sent', () => {
    expect(uploadStep({ sent: 0.3, elapsedMs: 5000, answered: false })).toBe(20);
    expect(uploadStep({ sent: 0.6, elapsedMs: 5000, answered: false })).toBe(50);
    expect(uploadStep({ sent: 0.99, elapsedMs: 9000, answered: false })).toBe(50);
    expect(uploadStep({ sent: 1, elapsedMs: 9000, answered: false })).toBe(90);
  });

  it('holds a finished upload until every step was shown', () => {
    expect(remainingStepWait(0)).toBe(UPLOAD_MIN_MS);
    expect(remainingStepWait(1000)).toBe(500);
    expect(remainingStepWait(4000)).toBe(0);
  });
});
