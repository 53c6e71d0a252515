import { describe, expect, it } from 'vitest';
import { countryIndex, groupOf, groupsOf, intlLocale, OTHER_GROUP, searchCountries } from './country-index';

describe('the phone picker country index', () => {
  it('names every country in each UI language with Intl.DisplayNames', () => {
    for (const lang of ['zh-cn', 'en', 'ja', 'es', 'fr', 'de']) {
      const list = countryIndex('CN', lang);
      expect(list.length).toBeGreaterThan(200);
      const de = list.find((e) => e.country === 'DE')!;
      expect(de.callingCode).toBe('49');
      expect(de.name).toBe(new Intl.DisplayNames([intlLocale(lang)], { type: 'region' }).of('DE'));
      expect(de.englishName).toBe('Germany');
    }
    expect(countryIndex('CN', 'zh-cn').find((e) => e.country === 'DE')!.name).toBe('德国');
    expect(countryIndex('CN', 'de').find((e) => e.country === 'DE')!.name).toBe('Deutschland');
  });

  it('leaves mainland China out on the US host', () => {
    expect(countryIndex('US', 'en').some((e) => e.country === 'CN')).toBe(false);
    expect(countryIndex('CN', 'en').some((e) => e.country === 'CN')).toBe(true);
  });

  it('sorts alphabetically within the language and groups by letter, accents folded', () => {
    const fr = countryIndex('CN', 'fr');
    const names = fr.filter((e) => e.group !== OTHER_GROUP).map((e) => e.name);
    const collator = new Intl.Collator('fr');
    expect([...names].sort(collator.compare)).toEqual(names);
    // Égypte is listed under E, Österreich under O.
    expect(fr.find((e) => e.country === 'EG')!.group).toBe('E');
    expect(countryIndex('CN', 'de').find((e) => e.country === 'AT')!.group).toBe('O');
    expect(groupsOf(fr)).toEqual([...new Set(fr.map((e) => e.group))]);
  });

  it('groups Chinese names by pinyin initial and Japanese kana names by row', () => {
    const zh = new Intl.Collator('zh-CN');
    expect(groupOf('美国', 'zh-CN', zh)).toBe('M');
    expect(groupOf('阿富汗', 'zh-CN', zh)).toBe('A');
    expect(groupOf('中国', 'zh-CN', zh)).toBe('Z');
    expect(groupOf('英国', 'zh-CN', zh)).toBe('Y');
    const list = countryIndex('CN', 'zh-cn');
    const letters = groupsOf(list);
    expect(letters).toEqual([...letters].sort());
    const ja = new Intl.Collator('ja');
    expect(groupOf('アメリカ合衆国', 'ja', ja)).toBe('ア');
    expect(groupOf('ドイツ', 'ja', ja)).toBe('タ');
    expect(groupOf('中国', 'ja', ja)).toBe(OTHER_GROUP);
    const jaList = countryIndex('CN', 'ja');
    expect(jaList.at(-1)!.group).toBe(OTHER_GROUP);
  });

  it('finds countries by either name, ISO code and calling code', () => {
    const zh = countryIndex('CN', 'zh-cn');
    expect(searchCountries(zh, '德国').map((e) => e.country)).toEqual(['DE']);
    expect(searchCountries(zh, 'germany').map((e) => e.country)).toEqual(['DE']);
    expect(searchCountries(zh, 'gb').map((e) => e.country)).toContain('GB');
    expect(searchCountries(zh, '+44').map((e) => e.country)).toEqual(expect.arrayContaining(['GB', 'JE']));
    expect(searchCountries(countryIndex('CN', 'fr'), 'egypte').map((e) => e.country)).toEqual(['EG']);
    expect(searchCountries(zh, '  ')).toHaveLength(zh.length);
    expect(searchCountries(zh, '\u0000')).toEqual([]);
  });
});
