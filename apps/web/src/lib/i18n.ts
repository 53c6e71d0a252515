import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { KindMessageKey } from '../features/article-editor';
import { browserLanguage } from './browser-language';
import { en } from './locales/en';
import { type Messages, zhCn } from './locales/zh-cn';

/** zh-cn is the primary language; en is the fallback; every language is complete (the locales test). */
export const LANGUAGES = [
  { code: 'zh-cn', label: '简体中文' },
  { code: 'en', label: 'English' },
  { code: 'ja', label: '日本語' },
  { code: 'es', label: 'Español' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: Language = 'zh-cn';
export const LANGUAGE_STORAGE_KEY = 'prowrite.lang';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The app's own keys and the document kinds' (each kind's folder holds its strings).
    resources: { translation: typeof zhCn & Record<KindMessageKey, string> };
    keySeparator: false;
    nsSeparator: false;
  }
}

// The other languages load on demand so they cost nothing to users who never pick them.
const lazyBundles: Record<Exclude<Language, 'zh-cn' | 'en'>, () => Promise<{ messages: Messages }>> = {
  ja: () => import('./locales/ja'),
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
};

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((l) => l.code === value);
}

/** The user's choice when made; on a first visit the browser's language when the app has it; else zh-cn. */
function readStoredLanguage(): Language {
  const offered = LANGUAGES.map((l) => l.code);
  // The exporter's print pages keep the default: their labels must not follow the server's Chromium locale.
  const printing = typeof location !== 'undefined' && location.pathname.startsWith('/print/');
  const fromBrowser = () =>
    printing || typeof navigator === 'undefined'
      ? null
      : browserLanguage(navigator.languages ?? [navigator.language], offered);
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)?.toLowerCase();
    return isLanguage(stored) ? stored : (fromBrowser() ?? DEFAULT_LANGUAGE);
  } catch {
    return fromBrowser() ?? DEFAULT_LANGUAGE;
  }
}

/** A language's strings that live outside the locale files (the document kinds'), given by the app's entry. */
export type ExtraMessages = (language: Language) => Record<string, string>;
let extraMessages: ExtraMessages = () => ({});

async function ensureBundle(language: Language): Promise<void> {
  if (language === 'zh-cn' || language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  const { messages } = await lazyBundles[language]();
  i18next.addResourceBundle(language, 'translation', { ...messages, ...extraMessages(language) });
}

function applyToDocument(language: Language): void {
  document.documentElement.lang = language === 'zh-cn' ? 'zh-CN' : language;
}

/** `extra`: the strings of each language kept outside the locale files (the kinds' `kindMessages`). */
export async function initI18n(extra: ExtraMessages): Promise<void> {
  extraMessages = extra;
  const language = readStoredLanguage();
  await i18next.use(initReactI18next).init({
    resources: {
      'zh-cn': { translation: { ...zhCn, ...extra('zh-cn') } },
      en: { translation: { ...en, ...extra('en') } },
    },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map((l) => l.code),
    lowerCaseLng: true,
    load: 'currentOnly',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false }, // React escapes.
    returnNull: false,
  });
  await changeLanguage(language, { persist: false });
}

/** Switches the UI language (antd follows through the providers) and remembers the choice. */
export async function changeLanguage(language: Language, opts: { persist?: boolean } = {}): Promise<void> {
  await ensureBundle(language);
  await i18next.changeLanguage(language);
  applyToDocument(language);
  if (opts.persist ?? true) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this page only.
    }
  }
}

export function currentLanguage(): Language {
  const lng = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

export { i18next };
