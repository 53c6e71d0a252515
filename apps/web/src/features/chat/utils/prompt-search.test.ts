import { describe, expect, it } from 'vitest';
import { defaultPromptTitle, matchesPrompt } from './prompt-search';

describe('prompt search', () => {
  const pico = { title: 'Extraer el PICO', text: 'Población, Intervención, Comparador y Resultados' };

  it('matches every word in title or text, ignoring case and accents', () => {
    expect(matchesPrompt(pico, '')).toBe(true);
    expect(matchesPrompt(pico, 'pico intervencion')).toBe(true);
    expect(matchesPrompt(pico, 'POBLACIÓN')).toBe(true);
    expect(matchesPrompt(pico, 'pico kaplan')).toBe(false);
    expect(matchesPrompt({ title: '提取 PICO 要素', text: '研究对象' }, '研究')).toBe(true);
  });

  it('titles an untitled prompt with the start of its text on one line', () => {
    expect(defaultPromptTitle('  Summarise\n the result  ')).toBe('Summarise the result');
    const long = defaultPromptTitle('a'.repeat(100));
    expect(long).toHaveLength(40);
    expect(long.endsWith('…')).toBe(true);
  });
});
