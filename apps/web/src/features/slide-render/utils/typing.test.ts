import type { ResolvedParagraph } from '@prowrite/layouts';
import { getTheme, layoutSamples, resolveSlide } from '@prowrite/layouts';
import { describe, expect, it } from 'vitest';
import { paragraphChars, slideAnimationEnd, truncateParagraphs, truncateText, visibleChars } from './typing';

const para = (...lines: string[][]): ResolvedParagraph => ({
  kind: 'body',
  bold: false,
  indent: 0,
  spaceBefore: 0,
  lines: lines.map((runs) => ({ runs: runs.map((text) => ({ text })), width: 0 })),
});

describe('typing arithmetic', () => {
  it('counts characters by code point (CJK and emoji count one)', () => {
    expect(paragraphChars([para(['ab', 'c'], ['试验'])])).toBe(5);
  });

  it('shows nothing before the reveal delay, then one character per tick', () => {
    const el = { typingMsPerChar: 50, revealDelayMs: 200 };
    expect(visibleChars(el, 0)).toBe(0);
    expect(visibleChars(el, 199)).toBe(0);
    expect(visibleChars(el, 200)).toBe(0);
    expect(visibleChars(el, 349)).toBe(2);
    expect(visibleChars({ typingMsPerChar: 0, revealDelayMs: 0 }, 0)).toBe(Number.POSITIVE_INFINITY);
  });

  it('cuts paragraphs across runs and lines and keeps every line', () => {
    const cut = truncateParagraphs([para(['ab', 'cd'], ['ef']), para(['gh'])], 3);
    expect(cut.map((p) => p.lines.map((l) => l.runs.map((r) => r.text).join('|')))).toEqual([
      ['ab|c', ''],
      [''],
    ]);
    expect(truncateParagraphs([para(['ab'])], Number.POSITIVE_INFINITY)[0]!.lines[0]!.runs[0]!.text).toBe(
      'ab',
    );
    expect(truncateText('随机分配', 2)).toBe('随机');
    expect(truncateText('abc', 10)).toBe('abc');
  });

  it('ends a slide after its slowest element and after the footer move', () => {
    const sample = layoutSamples.table_of_the_contents_001!.en;
    const resolved = resolveSlide(sample, { theme: getTheme('general') });
    const end = slideAnimationEnd(resolved);
    expect(end).toBeGreaterThanOrEqual(resolved.animation.footerMoveMs);
    for (const el of resolved.elements) {
      if (el.kind === 'text') {
        expect(end).toBeGreaterThanOrEqual(
          el.revealDelayMs + el.typingMsPerChar * paragraphChars(el.paragraphs),
        );
      }
    }
  });
});
