import { PROMPT_TEXT_MAX_CHARS, PROMPT_TITLE_MAX_CHARS, UI_LANGUAGES } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { BUILTIN_PROMPTS } from './builtin-ids';
import { builtinPrompts, PROMPT_TEXTS } from './builtin-prompts';

const ids = BUILTIN_PROMPTS.map((p) => p.id);
/** Text left once placeholders ({x}, {{x}}, [x], <x>, ___) and punctuation are taken out. */
const substance = (text: string) =>
  text.replace(/\{\{?[^}]*\}?\}|\[[^\]]*\]|<[^>]*>|_{2,}/g, '').replace(/[\p{P}\p{S}\s\d]/gu, '');

describe('built-in prompt library', () => {
  it('has at least 8 prompts with unique ids', () => {
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every UI language has exactly every prompt id', () => {
    expect(Object.keys(PROMPT_TEXTS).sort()).toEqual([...UI_LANGUAGES].sort());
    for (const lang of UI_LANGUAGES)
      expect(Object.keys(PROMPT_TEXTS[lang]).sort(), lang).toEqual([...ids].sort());
  });

  it('no title or text is empty, placeholder-only or over the saved-prompt limits', () => {
    for (const lang of UI_LANGUAGES) {
      for (const p of builtinPrompts(lang)) {
        const where = `${lang} ${p.id}`;
        expect(substance(p.title).length, where).toBeGreaterThanOrEqual(2);
        expect(substance(p.text).length, where).toBeGreaterThanOrEqual(80);
        expect(p.title.length, where).toBeLessThanOrEqual(PROMPT_TITLE_MAX_CHARS);
        expect(p.text.length, where).toBeLessThanOrEqual(PROMPT_TEXT_MAX_CHARS);
        expect(p.text, where).toBe(p.text.trim());
      }
    }
  });

  it('each language is written in that language, not left in English', () => {
    const english = PROMPT_TEXTS.en;
    for (const lang of UI_LANGUAGES.filter((l) => l !== 'en')) {
      for (const id of ids) {
        expect(PROMPT_TEXTS[lang][id].text, `${lang} ${id}`).not.toBe(english[id].text);
        expect(PROMPT_TEXTS[lang][id].title, `${lang} ${id}`).not.toBe(english[id].title);
      }
    }
    const han = /\p{Script=Han}/gu;
    const kana = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
    for (const id of ids) {
      const zh = PROMPT_TEXTS['zh-cn'][id].text;
      // Chinese prose: mostly Han characters, no kana; Japanese: kana throughout.
      expect((zh.match(han) ?? []).length / zh.length, `zh-cn ${id}`).toBeGreaterThan(0.6);
      expect(zh.match(kana), `zh-cn ${id}`).toBeNull();
      expect((PROMPT_TEXTS.ja[id].text.match(kana) ?? []).length, `ja ${id}`).toBeGreaterThan(20);
    }
  });

  it('titles are distinct within a language (the picker lists them side by side)', () => {
    for (const lang of UI_LANGUAGES) {
      const titles = builtinPrompts(lang).map((p) => p.title);
      expect(new Set(titles).size, lang).toBe(titles.length);
    }
  });
});
