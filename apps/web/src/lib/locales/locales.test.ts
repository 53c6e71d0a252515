import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { messages as de } from './de';
import { en } from './en';
import { messages as es } from './es';
import { messages as fr } from './fr';
import { messages as ja } from './ja';
import { zhCn } from './zh-cn';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const partials = { ja, es, fr, de };

describe('translations', () => {
  it('zh-cn and en define the same keys, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCn).sort());
    for (const [key, value] of [...Object.entries(zhCn), ...Object.entries(en)]) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('every translation uses the same placeholders as zh-cn', () => {
    for (const bundle of [en, ...Object.values(partials)]) {
      for (const [key, value] of Object.entries(bundle)) {
        expect(placeholders(value ?? ''), key).toEqual(placeholders(zhCn[key as keyof typeof zhCn]));
      }
    }
  });

  it('partial languages only use known keys and fall back to English for the rest', async () => {
    for (const [lang, bundle] of Object.entries(partials)) {
      for (const key of Object.keys(bundle)) expect(key in zhCn, `${lang}: ${key}`).toBe(true);
    }
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { en: { translation: en }, ja: { translation: ja } },
      lng: 'ja',
      fallbackLng: 'en',
      keySeparator: false,
      nsSeparator: false,
    });
    expect(i18n.t('nav.home')).toBe('ホーム');
    expect(i18n.t('admin.title')).toBe(en['admin.title']);
  });
});
