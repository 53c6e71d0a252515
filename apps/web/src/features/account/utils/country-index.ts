import { phoneCountriesFor, type Region } from '@prowrite/contracts';

/** One row of the phone country-region picker. */
export type CountryEntry = {
  /** ISO 3166-1 alpha-2 */
  country: string;
  callingCode: string;
  /** The name in the UI language (Intl.DisplayNames), and in English (search finds either). */
  name: string;
  englishName: string;
  /** The letter-navigation group the name sorts under. */
  group: string;
};

/** The Intl locale of a UI language (`zh-cn` -> `zh-CN`). */
export function intlLocale(language: string): string {
  const [lang, area] = language.split('-');
  return area ? `${lang}-${area.toUpperCase()}` : (lang ?? 'en');
}

// The first character of each pinyin initial's range in Chinese (pinyin) collation: a name belongs to the
// last boundary it sorts at or after. No I, U or V: no syllable starts with them.
const PINYIN_BOUNDARIES: readonly [string, string][] = [
  ['A', '阿'],
  ['B', '八'],
  ['C', '嚓'],
  ['D', '哒'],
  ['E', '妸'],
  ['F', '发'],
  ['G', '旮'],
  ['H', '哈'],
  ['J', '讥'],
  ['K', '咔'],
  ['L', '垃'],
  ['M', '妈'],
  ['N', '拏'],
  ['O', '噢'],
  ['P', '妑'],
  ['Q', '七'],
  ['R', '呥'],
  ['S', '仨'],
  ['T', '他'],
  ['W', '屲'],
  ['X', '夕'],
  ['Y', '丫'],
  ['Z', '帀'],
];
// The kana rows (gojūon) of Japanese letter navigation.
const KANA_ROWS = ['ア', 'カ', 'サ', 'タ', 'ナ', 'ハ', 'マ', 'ヤ', 'ラ', 'ワ'];
export const OTHER_GROUP = '#';

/**
 * The group a name is listed under: its first Latin letter without accents (Ä -> A, É -> E), its pinyin
 * initial in Chinese, its kana row in Japanese; anything else (a Japanese name in kanji) goes to '#'.
 */
export function groupOf(name: string, locale: string, collator: Intl.Collator): string {
  const first = name.trim().normalize('NFD').charAt(0);
  if (/[A-Za-z]/.test(first)) return first.toUpperCase();
  if (locale.startsWith('zh') && /\p{Script=Han}/u.test(first)) {
    let group = OTHER_GROUP;
    for (const [letter, boundary] of PINYIN_BOUNDARIES)
      if (collator.compare(first, boundary) >= 0) group = letter;
    return group;
  }
  if (locale.startsWith('ja') && /[\p{Script=Katakana}\p{Script=Hiragana}]/u.test(first)) {
    let group = KANA_ROWS[0]!;
    for (const row of KANA_ROWS) if (collator.compare(first, row) >= 0) group = row;
    return group;
  }
  return OTHER_GROUP;
}

/** The picker's countries for a region, named in the UI language and sorted as that language sorts. */
export function countryIndex(region: Region, language: string): CountryEntry[] {
  const locale = intlLocale(language);
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const entries = phoneCountriesFor(region).map((c) => {
    const name = names.of(c.country) ?? c.country;
    return {
      country: c.country,
      callingCode: c.calling_code,
      name,
      englishName: english.of(c.country) ?? c.country,
      group: groupOf(name, locale, collator),
    };
  });
  const groupRank = (g: string) => (g === OTHER_GROUP ? 1 : 0);
  return entries.sort(
    (a, b) =>
      groupRank(a.group) - groupRank(b.group) ||
      collator.compare(a.group, b.group) ||
      collator.compare(a.name, b.name),
  );
}

/** Search by the name in either language, the ISO code or the calling code (`+44`, `44`), ignoring case and accents. */
export function searchCountries(entries: readonly CountryEntry[], query: string): CountryEntry[] {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const q = fold(query.trim());
  if (!q) return [...entries];
  const digits = q.replace(/^\+/, '');
  return entries.filter(
    (e) =>
      fold(e.name).includes(q) ||
      fold(e.englishName).includes(q) ||
      e.country.toLowerCase() === q ||
      (/^\d+$/.test(digits) && e.callingCode.startsWith(digits)),
  );
}

/** The groups present, in list order (the letter navigation). */
export function groupsOf(entries: readonly CountryEntry[]): string[] {
  return [...new Set(entries.map((e) => e.group))];
}
