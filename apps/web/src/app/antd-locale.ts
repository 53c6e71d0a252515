import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useState } from 'react';
import type { Language } from '../lib/i18n';

// The two primary languages are bundled; the others load when picked.
const lazyLocales: Record<Exclude<Language, 'zh-cn' | 'en'>, () => Promise<{ default: Locale }>> = {
  ja: () => import('antd/es/locale/ja_JP'),
  es: () => import('antd/es/locale/es_ES'),
  fr: () => import('antd/es/locale/fr_FR'),
  de: () => import('antd/es/locale/de_DE'),
};

/** The antd locale (form messages, pagination, empty states) that matches the UI language. */
export function useAntdLocale(language: Language): Locale {
  const [loaded, setLoaded] = useState<{ language: Language; locale: Locale } | null>(null);
  useEffect(() => {
    if (language === 'zh-cn' || language === 'en') return;
    let cancelled = false;
    void lazyLocales[language]().then((m) => {
      if (!cancelled) setLoaded({ language, locale: m.default });
    });
    return () => {
      cancelled = true;
    };
  }, [language]);
  if (language === 'zh-cn') return zhCN;
  if (language === 'en') return enUS;
  return loaded?.language === language ? loaded.locale : enUS;
}
