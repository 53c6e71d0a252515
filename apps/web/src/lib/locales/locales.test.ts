import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { messages as de } from './de';
import { en } from './en';
import { messages as es } from './es';
import { messages as fr } from './fr';
import { messages as ja } from './ja';
import { zhCn } from './zh-cn';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const others = { ja, es, fr, de };

describe('translations', () => {
  it('zh-cn and en define the same keys, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCn).sort());
    for (const [key, value] of [...Object.entries(zhCn), ...Object.entries(en)]) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('every translation uses the same placeholders as zh-cn', () => {
    for (const bundle of [en, ...Object.values(others)]) {
      for (const [key, value] of Object.entries(bundle)) {
        expect(placeholders(value ?? ''), key).toEqual(placeholders(zhCn[key as keyof typeof zhCn]));
      }
    }
  });

  it('every language defines every key, none empty and none left in English where zh-cn is not', () => {
    const keys = Object.keys(zhCn).sort();
    for (const [lang, bundle] of Object.entries(others)) {
      expect(Object.keys(bundle).sort(), lang).toEqual(keys);
      const untranslated = Object.entries(bundle).filter(
        ([key, value]) => /[a-z]{4,} [a-z]{4,} [a-z]{4,}/.test(value) && value === en[key as keyof typeof en],
      );
      expect(
        untranslated.map(([key]) => key),
        lang,
      ).toEqual([]);
    }
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
