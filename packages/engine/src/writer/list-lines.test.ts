import { measureText } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import {
  chooseListItems,
  fitsGroups,
  fitsLines,
  GROUP_GAP_LINES,
  groupsHeight,
  PARAGRAPH_GAP_LINES,
  textHeight,
  wrappedLines,
} from './list-lines';

describe('wrappedLines', () => {
  it('wraps Latin between words and counts each paragraph from a new line', () => {
    expect(wrappedLines('overall survival', 20)).toBe(1);
    // "overall survival and" is 20: "objective" goes down.
    expect(wrappedLines('overall survival and objective response', 20)).toBe(2);
    expect(wrappedLines('a\nb\nc', 20)).toBe(3);
  });

  it('wraps CJK between characters (each counts 2) and keeps closing punctuation with its character', () => {
    expect(wrappedLines('无进展生存期', 12)).toBe(1);
    expect(wrappedLines('无进展生存期和总生存期', 12)).toBe(2);
    // "期，" cannot open a line with "，": the character goes down with it.
    expect(wrappedLines('无进展生存期，总', 12)).toBe(2);
    expect(wrappedLines('无进展生存，', 12)).toBe(1);
  });

  it('breaks a word longer than a line, as the renderer does', () => {
    expect(wrappedLines('x'.repeat(45), 20)).toBe(3);
    expect(wrappedLines(`ab ${'x'.repeat(25)}`, 20)).toBe(3);
  });

  it('fitsLines adds the space before each paragraph after the first', () => {
    expect(textHeight('one two three', 8)).toBe(2);
    expect(textHeight('one\ntwo', 10)).toBeCloseTo(2.23);
    expect(fitsLines('one\ntwo', { lines: 2.23, lineChars: 10 })).toBe(true);
    expect(fitsLines('one\ntwo', { lines: 2.2, lineChars: 10 })).toBe(false);
    expect(fitsLines('one two three', { lines: 2, lineChars: 8 })).toBe(true);
    expect(fitsLines('one\ntwo\nthree', { lines: 3.23, lineChars: 10 })).toBe(false);
  });
});

const more = (left: string[]) => `${left.length} further endpoints: see the source, p. 2.`;

describe('chooseListItems', () => {
  const box = { capacity: { lines: 4.69, lineChars: 30 }, maxChars: 300, joiner: '; ' };

  it('shows every item, one per line, when they fit', () => {
    const c = chooseListItems(['OS', 'ORR', 'safety'], (s) => s, box, more);
    expect(c.text).toBe('OS\nORR\nsafety');
    expect(c.left).toEqual([]);
  });

  it('never leaves an item out silently: shown whole, or counted in a whole closing sentence', () => {
    const items = Array.from({ length: 9 }, (_, i) => `endpoint number ${i + 1} at week 12`);
    const c = chooseListItems(items, (s) => s, box, more);
    expect([...c.shown, ...c.left].sort()).toEqual([...items].sort());
    for (const s of c.shown) expect(c.text.split(/\n|; /)).toContain(s);
    expect(c.left.length).toBeGreaterThan(0);
    expect(c.text.endsWith(`${c.left.length} further endpoints: see the source, p. 2.`)).toBe(true);
    expect(fitsLines(c.text, box.capacity)).toBe(true);
  });

  it('skips an item too long for the lines left so shorter later ones still show, in source order', () => {
    const long = 'change from baseline in the total symptom score measured by the investigator at week 24';
    const perLine = { capacity: { lines: 4.69, lineChars: 44 }, maxChars: 300, joiner: '\n' };
    const c = chooseListItems(['OS', long, 'ORR', 'PFS2'], (s) => s, perLine, more);
    expect(c.shown).toEqual(['OS', 'ORR', 'PFS2']);
    expect(c.left).toEqual([long]);
    expect(c.text).toBe(`OS\nORR\nPFS2\n${more([long])}`);
  });

  it('runs the items on when that shows more (a wide box of few lines)', () => {
    const wide = { capacity: { lines: 2.23, lineChars: 60 }, maxChars: 300, joiner: '; ' };
    const items = ['overall survival', 'objective response rate', 'duration of response', 'safety'];
    const c = chooseListItems(items, (s) => s, wide, more);
    expect(c.shown).toEqual(items);
    expect(c.text).toBe('overall survival; objective response rate; duration of response; safety');
  });

  it('runs on only the items in the output language: a marked quote keeps its own line', () => {
    const zh = { capacity: { lines: 6.92, lineChars: 40 }, maxChars: 400, joiner: '；' };
    const quote = '原文：“the time between first exposure to study drug and conversion”';
    const items = ['总生存期', '客观缓解率', quote, '缓解持续时间', '疾病控制率', '安全性', '生活质量'];
    const ownLine = (s: string) => s.startsWith('原文：');
    const more = (left: string[]) => `另有${left.length}项次要终点，见原文第2页。`;
    const c = chooseListItems(items, (s) => s, { ...zh, ownLine }, more);
    expect(c.shown).toEqual(items);
    expect(c.text).toBe(`总生存期；客观缓解率\n${quote}\n缓解持续时间；疾病控制率；安全性；生活质量`);
    // Without the rule the same box runs the quote into the Chinese items.
    expect(chooseListItems(items, (s) => s, zh, more).text).toContain(`客观缓解率；${quote}；缓解持续时间`);
    // Quotes alone stay one per line.
    const quotes = [quote, `${quote} 2`];
    expect(chooseListItems(quotes, (s) => s, { ...zh, ownLine }, more).text).toBe(quotes.join('\n'));
  });

  it('fits Chinese items by their measured width', () => {
    const zh = { capacity: { lines: 3.46, lineChars: 24 }, maxChars: 300, joiner: '；' };
    const items = ['总生存期', '客观缓解率', '缓解持续时间', '疾病控制率', '安全性', '生活质量评分的变化'];
    const c = chooseListItems(
      items,
      (s) => s,
      zh,
      (left) => `另有${left.length}项次要终点，见原文第2页。`,
    );
    expect([...c.shown, ...c.left]).toHaveLength(items.length);
    expect(fitsLines(c.text, zh.capacity)).toBe(true);
    expect(measureText(c.text)).toBeLessThanOrEqual(300);
    if (c.left.length > 0) expect(c.text).toContain(`另有${c.left.length}项次要终点`);
    for (const s of c.shown) expect(c.text).toContain(s);
  });

  it('holds the character limit too', () => {
    const tight = { capacity: { lines: 20, lineChars: 30 }, maxChars: 45, joiner: '\n' };
    const items = ['overall survival', 'objective response rate', 'safety'];
    const c = chooseListItems(
      items,
      (s) => s,
      tight,
      (left) => `${left.length} more (p. 2).`,
    );
    expect(measureText(c.text)).toBeLessThanOrEqual(45);
    expect(c.text).toBe('overall survival\nsafety\n1 more (p. 2).');
    expect(c.left).toEqual(['objective response rate']);
  });
});

describe('groupsHeight', () => {
  it('counts title rows, wrapped bullets and the gaps before them', () => {
    const groups = [
      { group_title: '纳入标准', list: ['年龄18岁以上', 'a'.repeat(150)] },
      { group_title: '排除标准', list: ['妊娠'] },
    ];
    // Title 1, bullets 1 and 2 lines with a gap each; the second title with its gap, one bullet.
    const expected =
      1 +
      (PARAGRAPH_GAP_LINES + 1) +
      (PARAGRAPH_GAP_LINES + 2) +
      (GROUP_GAP_LINES + 1) +
      (PARAGRAPH_GAP_LINES + 1);
    expect(groupsHeight(groups, 110)).toBeCloseTo(expected, 6);
    expect(fitsGroups(groups, { lines: expected, lineChars: 110 })).toBe(true);
    expect(fitsGroups(groups, { lines: expected - 0.01, lineChars: 110 })).toBe(false);
  });

  it('wraps a long group title at its 60-character rows and skips empty titles and bullets', () => {
    expect(groupsHeight([{ group_title: 'T'.repeat(61), list: [] }], 110)).toBe(2);
    expect(groupsHeight([{ group_title: ' ', list: ['x', ' '] }], 110)).toBe(1);
  });
});
