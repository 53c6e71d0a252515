import { describe, expect, it } from 'vitest';
import { type FitTextInput, fitText } from './fit-text';
import type { ParagraphSource } from './paragraphs';

const para = (text: string, extra: Partial<ParagraphSource> = {}): ParagraphSource => ({
  kind: 'body',
  runs: [{ text }],
  ...extra,
});

// 101 px: ten characters at 10 px, each measured 10.09 px (CJK_UNITS, LibreOffice's widest advance).
const base = (paragraphs: ParagraphSource[], over: Partial<FitTextInput> = {}): FitTextInput => ({
  paragraphs,
  width: 101,
  maxHeight: 40,
  fontSize: 10,
  minFontSize: 10,
  lineHeight: 1.5,
  policy: 'clamp',
  bold: false,
  ...over,
});

describe('fitText', () => {
  it('keeps the font when the text fits', () => {
    const r = fitText(base([para('研究设计')]));
    expect(r).toMatchObject({ fontSize: 10, fit: 'fits', height: 15 });
  });

  it('shrinks step by step down to the floor until the text fits', () => {
    // 30 characters: at 10 px = 3 lines of 10 = 45 px > 40; at 9 px = 3 lines (11 per line) = 40.5; at 8 px 3 lines = 36.
    const r = fitText(base([para('研'.repeat(30))], { policy: 'shrink', minFontSize: 6 }));
    expect(r.fit).toBe('shrunk');
    expect(r.fontSize).toBe(8);
    expect(r.height).toBeLessThanOrEqual(40);
  });

  it('clamps at the floor with an ellipsis when shrinking is not enough', () => {
    const r = fitText(base([para('研'.repeat(200))], { policy: 'shrink', minFontSize: 8 }));
    expect(r.fit).toBe('clamped');
    expect(r.fontSize).toBe(8);
    expect(r.height).toBeLessThanOrEqual(40);
    expect(r.texts[0]!.endsWith('…')).toBe(true);
  });

  it('clamps at the declared size, marking the last visible line', () => {
    const r = fitText(base([para('研'.repeat(50))]));
    expect(r.fontSize).toBe(10);
    expect(r.paragraphs[0]!.lines).toHaveLength(2);
    expect(r.texts[0]).toBe(`${'研'.repeat(19)}…`);
  });

  it('leaves out a whole paragraph that has no room instead of cutting one', () => {
    const r = fitText(base([para('研'.repeat(20)), para('究'.repeat(5))], { maxHeight: 30 }));
    expect(r.paragraphs).toHaveLength(1);
    expect(r.texts).toEqual(['研'.repeat(20)]);
    expect(r).toMatchObject({ fit: 'clamped', dropped: 1 });
  });

  it('clamp shrinks to the declared floor before it cuts anything', () => {
    // 50 characters: at 10 px 3 lines of 10 (45 px) > 40; at 8 px 12 a line, 5 lines of 12 px > 40; at 7 px 3 lines.
    const r = fitText(base([para('研'.repeat(30))], { minFontSize: 8 }));
    expect(r.fit).toBe('shrunk');
    expect(r.texts).toEqual(['研'.repeat(30)]);
  });

  it('does not leave a group title without its first bullet', () => {
    const r = fitText(
      base([para('研'.repeat(10)), para('Group', { kind: 'groupTitle' }), para('究'.repeat(30))], {
        maxHeight: 35,
      }),
    );
    expect(r.texts).toEqual(['研'.repeat(10)]);
    expect(r.dropped).toBe(2);
  });

  it('split: stops before the first entry that does not fit whole and says where', () => {
    const entries = [0, 1, 2, 3].map((i) => para('研'.repeat(10), { kind: 'bullet', item: i }));
    const r = fitText(base(entries, { policy: 'split', width: 120, maxHeight: 50 }));
    expect(r.fit).toBe('clamped');
    expect(r.paragraphs.length).toBeLessThan(4);
    expect(r.splitAt).toEqual({ item: r.paragraphs.length });
    expect(r.texts.every((t) => !t.endsWith('…'))).toBe(true);
  });

  it('split inside a group: the cut keeps the bullet index', () => {
    const entries = [
      para('Group', { kind: 'groupTitle', item: 0 }),
      ...[0, 1, 2, 3, 4].map((sub) => para('研'.repeat(8), { kind: 'bullet', item: 0, sub })),
    ];
    const r = fitText(base(entries, { policy: 'split', width: 200, maxHeight: 50 }));
    expect(r.splitAt?.item).toBe(0);
    expect(r.splitAt?.sub).toBeGreaterThan(0);
  });

  it('indents bullets and spaces paragraphs', () => {
    const r = fitText(
      base([para('a'), para('b', { kind: 'bullet' }), para('c', { kind: 'groupTitle' })], { maxHeight: 200 }),
    );
    expect(r.paragraphs.map((p) => p.indent)).toEqual([0, 12, 0]);
    expect(r.paragraphs.map((p) => p.spaceBefore)).toEqual([0, 3, 6]);
    expect(r.paragraphs.map((p) => p.bold)).toEqual([false, false, true]);
  });
});
