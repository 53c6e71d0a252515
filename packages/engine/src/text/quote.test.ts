import { describe, expect, it } from 'vitest';
import { isWholePhrase } from '../facts/verify-provenance';
import { clipQuote, wholeWords } from './quote';

describe('quotes are whole phrases', () => {
  const text = 'Rates were lower in the treated group than in the control group over two years.';
  const at = (phrase: string) => ({ start: text.indexOf(phrase), end: text.indexOf(phrase) + phrase.length });
  const slice = (s: { start: number; end: number }) => text.slice(s.start, s.end);

  it('widens a span cut inside words to the whole words', () => {
    expect(slice(wholeWords(text, at('ated group than in the contr')))).toBe(
      'treated group than in the control',
    );
  });

  it('narrows instead when widening would pass the limit', () => {
    expect(slice(wholeWords(text, at('ated group than in the contr'), 20))).toBe('group than in the');
  });

  it('clips a long sentence at word boundaries only', () => {
    const long = `${'word '.repeat(80)}value 12.5 months${' more'.repeat(80)}.`;
    const i = long.indexOf('12.5');
    const span = wholeWords(long, clipQuote(long, { start: 0, end: long.length }, i, i + 400));
    expect(isWholePhrase(long, long.slice(span.start, span.end))).toBe(true);
  });

  it('tells a quote that starts or ends inside a word of its page', () => {
    expect(isWholePhrase(text, 'treated group')).toBe(true);
    expect(isWholePhrase(text, 'd group than')).toBe(false);
    expect(isWholePhrase(text, 'the contr')).toBe(false);
    // Anywhere it stands whole is enough.
    expect(isWholePhrase('the contr\ncontr ends', 'contr')).toBe(true);
  });
});
