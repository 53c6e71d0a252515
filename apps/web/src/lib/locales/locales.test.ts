import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { type KindMessages, WEB_ARTICLE_KINDS } from '../../features/article-editor';
import { LANGUAGES } from '../i18n';
import { messages as de } from './de';
import { en } from './en';
import { messages as es } from './es';
import { messages as fr } from './fr';
import { messages as ja } from './ja';
import { zhCn } from './zh-cn';

type Bundle = Readonly<Record<string, string>>;

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const others = { ja, es, fr, de };

/**
 * What is wrong with a translation against zh-cn (the reference): a key it lacks or adds, an empty text, other
 * placeholders, or (for languages other than en) a sentence left in English where zh-cn has its own words.
 */
function bundleProblems(reference: Bundle, bundle: Bundle, english?: Bundle): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(reference)) if (!(key in bundle)) problems.push(`missing ${key}`);
  for (const [key, value] of Object.entries(bundle)) {
    const ref = reference[key];
    if (ref === undefined) problems.push(`extra ${key}`);
    else if (placeholders(value).join() !== placeholders(ref).join()) problems.push(`placeholders ${key}`);
    if (value.trim() === '') problems.push(`empty ${key}`);
    if (english && /[a-z]{4,} [a-z]{4,} [a-z]{4,}/.test(value) && value === english[key])
      problems.push(`untranslated ${key}`);
  }
  return problems;
}

/** Every language of a kind's strings checked against its zh-cn ones. */
function kindProblems(messages: KindMessages): string[] {
  const reference = messages['zh-cn'];
  return LANGUAGES.flatMap(({ code }) =>
    code in messages
      ? bundleProblems(
          reference,
          messages[code],
          code === 'en' || code === 'zh-cn' ? undefined : messages.en,
        ).map((p) => `${code}: ${p}`)
      : [`${code}: no strings`],
  );
}

describe('translations', () => {
  it('zh-cn and en define the same keys, none empty', () => {
    expect(bundleProblems(zhCn, en)).toEqual([]);
    expect(bundleProblems(zhCn, zhCn)).toEqual([]);
  });

  it('every language defines every key with the same placeholders, none empty and none left in English', () => {
    for (const [lang, bundle] of Object.entries(others)) {
      expect(bundleProblems(zhCn, bundle, en), lang).toEqual([]);
    }
  });

  it("every document kind's strings are complete in every language, and no key is defined twice", () => {
    const seen = new Map<string, string>(Object.keys(zhCn).map((key) => [key, 'the app']));
    for (const kind of WEB_ARTICLE_KINDS) {
      expect(kindProblems(kind.messages), kind.type).toEqual([]);
      for (const key of Object.keys(kind.messages['zh-cn'])) {
        expect(seen.get(key), `${kind.type} redefines ${key}`).toBeUndefined();
        seen.set(key, kind.type);
      }
    }
  });

  it("reports a kind's language that lacks a key, adds one, loses a placeholder or stays in English", () => {
    const zh = { 'article.type.X': '某类', 'article.template.x1': '模板 {{n}}' };
    const complete = { 'article.type.X': 'Some kind', 'article.template.x1': 'Template {{n}}' };
    const messages: KindMessages = {
      'zh-cn': zh,
      en: complete,
      ja: { 'article.type.X': '種類' },
      es: { ...complete, 'article.type.Y': 'Otro' },
      fr: { 'article.type.X': 'Un type', 'article.template.x1': 'Modèle' },
      de: { 'article.type.X': 'Eine Art', 'article.template.x1': 'Template {{n}} with english words here' },
    };
    expect(kindProblems(messages)).toEqual([
      'ja: missing article.template.x1',
      'es: extra article.type.Y',
      'fr: placeholders article.template.x1',
    ]);
    const english = { ...complete, 'article.template.x1': 'Pick this template please {{n}}' };
    expect(kindProblems({ ...messages, en: english, de: { ...english } })).toContain(
      'de: untranslated article.template.x1',
    );
    const { de: _dropped, ...fiveLanguages } = messages;
    expect(kindProblems(fiveLanguages as KindMessages)).toContain('de: no strings');
  });

  it('serves each language its own words', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { en: { translation: en }, ja: { translation: ja }, de: { translation: de } },
      lng: 'ja',
      fallbackLng: 'en',
      keySeparator: false,
      nsSeparator: false,
    });
    expect(i18n.t('nav.home')).toBe('ホーム');
    expect(i18n.t('admin.title')).toBe(ja['admin.title']);
    expect(i18n.t('admin.title')).not.toBe(en['admin.title']);
    await i18n.changeLanguage('de');
    expect(i18n.t('admin.title')).toBe(de['admin.title']);
  });
});
